import { expect, type Browser, type Page } from '@playwright/test';
import { addUser, choose, employeeBody, signIn, test, type Company } from '../support.ts';

const PASSWORD = 'secret123';

/** A second person at their own browser, signed in at `path`. */
async function signedInAs(browser: Browser, company: Company, username: string, path: string): Promise<Page> {
  const context = await browser.newContext({ locale: 'en-SG' });
  const page = await context.newPage();
  await signIn(page, { domain: company.domain, username, password: PASSWORD }, { path });
  return page;
}

/** Picks the only pending request on the Approvals page, freshly loaded. */
async function selectPending(page: Page, employee: string) {
  await page.goto('/approvals');
  const row = page.getByRole('row', { name: new RegExp(employee) });
  await expect(row).toContainText('Salary increment');
  await row.getByRole('checkbox').check();
}

test('a two-level workflow: the request reaches the first approver live, is approved, reaches the second, is rejected with a reason, and the requester is told', async ({
  page,
  browser,
  company,
  admin,
}) => {
  // Three people at three browsers, each page building its own: longer than a one-person journey.
  test.setTimeout(180_000);
  const eve = await admin.post<{ id: string }>('/employees', employeeBody({ firstName: 'Eve', lastName: 'Lim' }));
  await addUser(admin, { username: 'mona', password: PASSWORD, firstName: 'Mona', lastName: 'Ong', role: 'HR Manager' });
  await addUser(admin, { username: 'hugo', password: PASSWORD, firstName: 'Hugo', lastName: 'Ng', role: 'HR Manager' });

  // The administrator builds the workflow: Mona, then Hugo.
  await signIn(page, company, { path: '/settings/workflow' });
  await page.getByRole('button', { name: 'Add workflow' }).click();
  await page.getByLabel('Name').fill('Requests, two levels');
  await choose(page, page.getByLabel('Approver').nth(0), 'Named users');
  await choose(page, page.getByLabel('Users').nth(0), 'Mona Ong (mona)');
  await page.keyboard.press('Escape');
  await page.getByRole('button', { name: 'Add level' }).click();
  await choose(page, page.getByLabel('Approver').nth(1), 'Named users');
  await choose(page, page.getByLabel('Users').nth(1), 'Hugo Ng (hugo)');
  await page.keyboard.press('Escape');
  await page.getByRole('button', { name: 'Save' }).click();
  await expect(page.getByText('Workflow saved')).toBeVisible();
  await expect(page.getByRole('row', { name: /Requests, two levels/ })).toBeVisible();

  // …and makes it the company's workflow for salary increments (the probe's requests have no
  // increment behind them: the requester follows the request on its own page).
  await page.goto('/settings/approval/assignment');
  const requests = page.locator('.ant-card', { hasText: 'Salary increment' });
  await choose(page, requests.getByLabel('Company default'), 'Requests, two levels');
  await requests.getByRole('button', { name: 'Save' }).click();
  await expect(page.getByText('Assignment saved')).toBeVisible();

  // Mona is at work when the request is made; it reaches her live.
  const mona = await signedInAs(browser, company, 'mona', '/approvals');
  await expect(mona.getByText('Nothing waits for your decision.')).toBeVisible();
  await admin.post('/testing/approval-probe', { kind: 'salaryIncrement', employeeId: eve.id });
  const toast = mona.locator('.ant-notification-notice', { hasText: 'Request waiting for your approval' });
  await expect(toast).toBeVisible();
  await expect(toast).toContainText('Eve Lim');

  await selectPending(mona, 'Eve Lim');
  await mona.getByRole('button', { name: 'Approve selected (1)' }).click();
  await expect(mona.getByText('1 request approved')).toBeVisible();
  await expect(mona.getByText('Nothing waits for your decision.')).toBeVisible();

  // It reaches Hugo, who rejects it with a reason.
  const hugo = await signedInAs(browser, company, 'hugo', '/approvals');
  await selectPending(hugo, 'Eve Lim');
  await hugo.getByRole('button', { name: 'Reject selected (1)' }).click();
  const dialog = hugo.getByRole('dialog', { name: 'Reject 1 request' });
  await dialog.getByRole('button', { name: 'Reject' }).click();
  await expect(dialog.getByText('This field is required.')).toBeVisible();
  await dialog.getByLabel('Reason').fill('A request this large needs a director.');
  await dialog.getByRole('button', { name: 'Reject' }).click();
  await expect(hugo.getByText('1 request rejected')).toBeVisible();

  // The requester finds the outcome among their notifications, and the request shows its chain.
  await page.goto('/notifications');
  const rejected = page.getByText('Request rejected');
  await expect(rejected).toBeVisible();
  await rejected.click();
  await expect(page).toHaveURL(/\/approvals\/requests\//);
  const history = page.getByRole('listitem');
  await expect(history.filter({ hasText: 'Approved' })).toContainText('Mona Ong');
  await expect(history.filter({ hasText: 'Rejected' })).toContainText('Hugo Ng');
  await expect(history.filter({ hasText: 'Rejected' })).toContainText('A request this large needs a director.');
});
