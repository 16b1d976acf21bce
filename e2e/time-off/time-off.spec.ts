import { expect } from '@playwright/test';
import { apiClient, apiLogin, changeGivenPassword, choose, employeeBody, roleIdNamed, signIn, test, typeDate } from '../support.ts';

/** The Monday at least two weeks after today, and the Tuesday after it (YYYY-MM-DD and as Singapore writes them). */
function nextWorkingPair() {
  const day = new Date(Date.now() + 14 * 86_400_000);
  while (day.getUTCDay() !== 1) day.setUTCDate(day.getUTCDate() + 1);
  const iso = (date: Date) => date.toISOString().slice(0, 10);
  const written = (date: Date) => iso(date).split('-').reverse().join('/');
  const tuesday = new Date(day.getTime() + 86_400_000);
  return { from: iso(day), to: iso(tuesday), fromText: written(day), toText: written(tuesday) };
}

test('HR assigns a profile, the employee requests two days with the preview at phone width, her manager gets it live and approves, the balance drops and the calendar shows it', async ({
  page,
  browser,
  company,
  admin,
}) => {
  test.setTimeout(180_000);
  const moAccount = { username: 'mo', password: 'mo-given', roleId: await roleIdNamed(admin, 'Manager') };
  const mo = await admin.post<{ id: string }>('/employees', employeeBody({ firstName: 'Mo', lastName: 'Tan', account: moAccount }));
  await changeGivenPassword(page.request, { domain: company.domain, username: 'mo', password: 'mo-given' }, 'mo-own-pass');
  const account = { username: 'nadia', password: 'nadia-given', roleId: await roleIdNamed(admin, 'Employee') };
  const nadiaBody = employeeBody({ firstName: 'Nadia', lastName: 'Rahman', employmentNumber: 'E-NADIA', account });
  const nadia = await admin.post<{ id: string }>('/employees', { ...nadiaBody, job: { ...nadiaBody.job, managerId: mo.id } });
  await changeGivenPassword(page.request, { domain: company.domain, username: 'nadia', password: 'nadia-given' }, 'nadia-own-pass');
  // Each employee's manager approves their time off.
  const workflow = await admin.post<{ id: string }>('/approvals/workflows', {
    name: 'Time off',
    levels: [
      {
        approverType: 'manager',
        userIds: [],
        managerLevels: 1,
        roleId: null,
        mode: 'any',
        escalateAfterDays: null,
        escalateToUserId: null,
      },
    ],
  });
  await admin.put('/approvals/assignments', { kind: 'timeOff', assignments: [{ workflowId: workflow.id, departmentIds: [] }] });

  // HR assigns the statutory profile the company started with, with ten days of annual leave to start.
  await signIn(page, company, { path: '/settings/timeoff/assignment' });
  await page.getByRole('button', { name: 'Assign a profile' }).click();
  const drawer = page.getByRole('dialog');
  await choose(page, drawer.getByLabel('Profile'), 'Statutory leave');
  await choose(page, drawer.getByLabel('Employees', { exact: true }), '(E-NADIA) Nadia Rahman');
  await page.keyboard.press('Escape');
  await drawer.getByLabel('Annual leave').fill('10');
  await drawer.getByRole('button', { name: 'Save' }).click();
  await expect(page.getByText('Profile assigned to 1 employees.')).toBeVisible();
  await expect(page.getByRole('row', { name: /Nadia Rahman/ })).toContainText('Statutory leave');

  // Nadia, on her phone, asks for two working days and sees what they count before sending.
  const nadiaPage = await (await browser.newContext({ locale: 'en-SG' })).newPage();
  await signIn(nadiaPage, { domain: company.domain, username: 'nadia', password: 'nadia-own-pass' }, { path: '/timeoff' });
  // A phone: the menu folds into a drawer (signIn waits for it at desktop width first).
  await nadiaPage.setViewportSize({ width: 390, height: 844 });
  const annual = nadiaPage.getByRole('region', { name: 'Balances' }).locator('.ant-card', { hasText: 'Annual leave' });
  await expect(annual).toBeVisible();
  const before = Number(await annual.locator('.ant-statistic-content-value').innerText());
  // Today's balance is the starting value: the year's entitlement before the assignment's date is in it.
  expect(before).toBe(10);
  const dates = nextWorkingPair();
  // The balance on the leave's last day may differ from today's (a new leave year, another year of service).
  const token = await apiLogin(page.request, { domain: company.domain, username: 'nadia', password: 'nadia-own-pass' });
  const nadiaApi = apiClient(page.request, token);
  const balanceOnLastDay = async () =>
    Number((await nadiaApi.get<{ balance: string }>(`/employees/${nadia.id}/timeoff/annual/balance?date=${dates.to}`)).balance);
  const onLastDay = await balanceOnLastDay();
  await nadiaPage.getByRole('button', { name: 'Request time off' }).click();
  const form = nadiaPage.getByRole('dialog');
  await choose(nadiaPage, form.getByLabel('Category'), 'Annual leave');
  await typeDate(form.getByLabel('From'), dates.fromText);
  await typeDate(form.getByLabel('To'), dates.toText);
  const preview = form.getByRole('region', { name: 'Preview' });
  await expect(preview.getByRole('row', { name: /Days counted/ })).toHaveText(/^Days counted\s*2$/);
  await expect(preview.getByRole('row', { name: /Balance after/ })).toHaveText(new RegExp(`^Balance after\\s*${onLastDay - 2}$`));
  // Mo, her manager, is at work on the Approvals page when she sends it.
  const moPage = await (await browser.newContext({ locale: 'en-SG' })).newPage();
  await signIn(moPage, { domain: company.domain, username: 'mo', password: 'mo-own-pass' }, { path: '/approvals' });
  await expect(moPage.getByText('Nothing waits for your decision.')).toBeVisible();
  await form.getByRole('button', { name: 'Save' }).click();
  await expect(nadiaPage.getByText('Request sent for approval.')).toBeVisible();
  await expect(nadiaPage.getByRole('row', { name: /Annual leave/ })).toContainText('Pending');

  // It reaches him live; he approves it.
  const toast = moPage.locator('.ant-notification-notice', { hasText: 'Request waiting for your approval' });
  await expect(toast).toBeVisible();
  await expect(toast).toContainText('Nadia Rahman');
  await moPage.goto('/approvals');
  const row = moPage.getByRole('row', { name: /Nadia Rahman/ });
  await expect(row).toContainText('Time off');
  await expect(row).toContainText('Annual leave');
  await row.getByRole('checkbox').check();
  await moPage.getByRole('button', { name: 'Approve selected (1)' }).click();
  await expect(moPage.getByText('1 request approved')).toBeVisible();

  // Nadia's request is approved and her balance has the two days taken.
  await nadiaPage.reload();
  await expect(nadiaPage.getByRole('row', { name: /Annual leave/ })).toContainText('Approved');
  // Today's balance still has the days (the leave is ahead); on the leave's last day they are taken.
  await expect(annual.locator('.ant-statistic-content-value')).toHaveText(String(before));
  await typeDate(nadiaPage.getByLabel('Balances on (empty: today)'), dates.toText);
  await expect(annual.locator('.ant-statistic-content-value')).toHaveText(String(onLastDay - 2));
  expect(await balanceOnLastDay()).toBe(onLastDay - 2);

  // Its history says who approved it.
  await nadiaPage.getByRole('button', { name: /^History: Nadia Rahman/ }).click();
  const history = nadiaPage.getByRole('dialog', { name: /Nadia Rahman/ });
  await expect(history.getByRole('region', { name: /Sent for approval on/ })).toContainText('Approved');
  await expect(history.locator('.ant-timeline-item').last()).toContainText('Approved');
  await expect(history.locator('.ant-timeline-item').last()).toContainText('Mo Tan');

  // HR sees her leave on the attendance calendar.
  await page.goto(`/attendance/calendar?view=week&date=${dates.from}`);
  const grid = page.getByRole('table', { name: 'Employees’ events by date' });
  await expect(grid.getByRole('button', { name: /^Nadia Rahman: .*Annual leave/ }).first()).toBeVisible();
});
