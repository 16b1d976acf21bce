import { randomUUID } from 'node:crypto';
import { expect } from '@playwright/test';
import { apiLogin, changeGivenPassword, employeeBody, roleIdNamed, signIn, test } from '../support.ts';

/** The last weekday before today in Singapore (the company's zone), and the instant of a time on it there (UTC+8). */
function lastWeekday() {
  let back = 1;
  const dayOf = (days: number) => new Date(Date.now() + 8 * 3_600_000 - days * 86_400_000);
  while ([0, 6].includes(dayOf(back).getUTCDay())) back += 1;
  const date = dayOf(back).toISOString().slice(0, 10);
  return { date, at: (time: string) => Date.parse(`${date}T${time}:00+08:00`) };
}

test('HR resolves a missing clock-out: the day leaves the table and the timesheet counts it', async ({ page, company, admin }) => {
  const account = { username: 'nadia', password: 'nadia-given', roleId: await roleIdNamed(admin, 'Employee') };
  const nadia = await admin.post<{ id: string }>('/employees', employeeBody({ firstName: 'Nadia', lastName: 'Rahman', account }));
  await changeGivenPassword(page.request, { domain: company.domain, username: 'nadia', password: 'nadia-given' }, 'nadia-own-pass');
  const token = await apiLogin(page.request, { domain: company.domain, username: 'nadia', password: 'nadia-own-pass' });
  const day = lastWeekday();
  // Nadia clocked in at nine and forgot to clock out.
  const clockIn = await page.request.post('/api/v2/attendance/clock', {
    headers: { authorization: `Bearer ${token}` },
    data: { action: 'in', at: day.at('09:00'), idempotencyKey: randomUUID() },
  });
  expect(clockIn.status()).toBe(201);

  await signIn(
    page,
    { domain: company.domain, username: company.username, password: company.password },
    { path: `/attendance/resolve?from=${day.date}&to=${day.date}` },
  );
  await expect(page.getByRole('heading', { name: 'Resolve', level: 1 })).toBeVisible();
  await expect(page.getByRole('tab', { name: 'Scheduled (1)', exact: true })).toBeVisible();
  const row = page.getByRole('row', { name: /Nadia Rahman/ });
  await expect(row).toContainText('Missing clock-out');
  await expect(row).toContainText('In 09:00');

  await row.getByRole('button', { name: /^Nadia Rahman \(/ }).click();
  const detail = page.getByRole('dialog', { name: 'Day detail' });
  // Sent with its time (as a phone that was offline sends it).
  await expect(detail.getByRole('row', { name: /^09:00 Clock-in/ })).toContainText('Sent after being offline');
  await detail.getByRole('button', { name: 'Resolve' }).click();

  const dialog = page.getByRole('dialog', { name: 'Resolve 1 day' });
  await expect(dialog.getByRole('radio', { name: 'Add the missing punch' })).toBeChecked();
  await dialog.getByRole('textbox', { name: 'Reason' }).fill('Forgot to clock out; the supervisor confirmed she left at six');
  await dialog.getByRole('button', { name: 'Resolve 1 day' }).click();
  await expect(dialog.getByText('1 of 1 days resolved.')).toBeVisible();
  await dialog.getByRole('button', { name: 'Close' }).click();

  await expect(page.getByText('Nothing to resolve in these days.')).toBeVisible();
  await expect(page.getByRole('tab', { name: 'Scheduled (0)', exact: true })).toBeVisible();
  const timesheet = await admin.get<{ days: { date: string; workedMinutes: number }[] }>(
    `/attendance/timesheet?employeeId=${nadia.id}&from=${day.date}&to=${day.date}`,
  );
  expect(timesheet.days).toEqual([expect.objectContaining({ date: day.date, workedMinutes: 480 })]);
});

test('HR excuses an absence in Resolve: the timesheet no longer counts the day absent and says why', async ({ page, company, admin }) => {
  const nadia = await admin.post<{ id: string }>('/employees', employeeBody({ firstName: 'Nadia', lastName: 'Rahman' }));
  const day = lastWeekday();

  await signIn(
    page,
    { domain: company.domain, username: company.username, password: company.password },
    { path: `/attendance/resolve?from=${day.date}&to=${day.date}` },
  );
  const row = page.getByRole('row', { name: /Nadia Rahman/ });
  await expect(row).toContainText('Absent');
  await row.getByRole('button', { name: /^Nadia Rahman \(/ }).click();
  await page.getByRole('dialog', { name: 'Day detail' }).getByRole('button', { name: 'Resolve' }).click();
  const dialog = page.getByRole('dialog', { name: 'Resolve 1 day' });
  await dialog.getByRole('radio', { name: 'Excuse the absence' }).check();
  await dialog.getByRole('textbox', { name: 'Reason' }).fill('Hospital visit, letter received');
  await dialog.getByRole('button', { name: 'Resolve 1 day' }).click();
  await expect(dialog.getByText('1 of 1 days resolved.')).toBeVisible();
  await dialog.getByRole('button', { name: 'Close' }).click();
  await expect(page.getByText('Nothing to resolve in these days.')).toBeVisible();

  await page.goto(`/attendance/timesheet?from=${day.date}&to=${day.date}&employee=${nadia.id}`);
  const dayRow = page.getByRole('listitem').filter({ hasText: 'Punches: No punches' });
  await expect(dayRow.getByText('Excused', { exact: true })).toBeVisible();
  await dayRow.getByRole('button', { name: 'Explain' }).click();
  await expect(page.getByRole('region', { name: /How the figures of .+ were counted/ })).toContainText(
    'Not counted absent: the absence was excused (Hospital visit, letter received).',
  );
  const timesheet = await admin.get<{ days: { date: string; absent: boolean }[] }>(
    `/attendance/timesheet?employeeId=${nadia.id}&from=${day.date}&to=${day.date}`,
  );
  expect(timesheet.days).toEqual([expect.objectContaining({ date: day.date, absent: false })]);
});
