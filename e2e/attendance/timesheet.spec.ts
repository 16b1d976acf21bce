import { randomUUID } from 'node:crypto';
import { expect, type APIRequestContext } from '@playwright/test';
import { apiLogin, changeGivenPassword, employeeBody, roleIdNamed, signIn, test, type ApiClient, type Company } from '../support.ts';

/** The last weekday before today in Singapore (the company's zone), its month, and the instant of a time on it there (UTC+8). */
function lastWeekday() {
  let back = 1;
  const dayOf = (days: number) => new Date(Date.now() + 8 * 3_600_000 - days * 86_400_000);
  while ([0, 6].includes(dayOf(back).getUTCDay())) back += 1;
  const date = dayOf(back).toISOString().slice(0, 10);
  const at = (time: string) => Date.parse(`${date}T${time}:00+08:00`);
  const [year, month] = date.split('-').map(Number) as [number, number];
  const last = new Date(Date.UTC(year, month, 0)).getUTCDate();
  return { date, at, from: `${date.slice(0, 7)}-01`, to: `${date.slice(0, 7)}-${String(last).padStart(2, '0')}` };
}

/**
 * Nadia, an employee, worked the last weekday: in 20 minutes late, out at six (sent as kept on her
 * phone, with their real times). Her login is `nadia` / `nadia-own-pass`.
 */
async function nadiaWorkedADay(request: APIRequestContext, company: Company, admin: ApiClient) {
  const account = { username: 'nadia', password: 'nadia-given', roleId: await roleIdNamed(admin, 'Employee') };
  await admin.post('/employees', employeeBody({ firstName: 'Nadia', lastName: 'Rahman', account }));
  await changeGivenPassword(request, { domain: company.domain, username: 'nadia', password: 'nadia-given' }, 'nadia-own-pass');
  const token = await apiLogin(request, { domain: company.domain, username: 'nadia', password: 'nadia-own-pass' });
  const day = lastWeekday();
  for (const [action, time] of [
    ['in', '09:20'],
    ['out', '18:00'],
  ] as const) {
    const response = await request.post('/api/v2/attendance/clock', {
      headers: { authorization: `Bearer ${token}` },
      data: { action, at: day.at(time), idempotencyKey: randomUUID() },
    });
    expect(response.status()).toBe(201);
  }
  return day;
}

test('HR opens the timesheet, reads why a day is late, and exports the period', async ({ page, company, admin }) => {
  const day = await nadiaWorkedADay(page.request, company, admin);

  await signIn(
    page,
    { domain: company.domain, username: company.username, password: company.password },
    {
      path: `/attendance/timesheet?from=${day.from}&to=${day.to}`,
    },
  );
  await expect(page.getByRole('heading', { name: 'Timesheet', level: 1 })).toBeVisible();
  const row = page.getByRole('row', { name: /Nadia Rahman/ });
  await expect(row).toContainText('7:40');
  await expect(row).toContainText('0:20');

  await row.getByRole('button', { name: 'Nadia Rahman' }).click();
  await expect(page.getByText(/^Times are in Singapore/)).toBeVisible();
  const dayRow = page.getByRole('listitem').filter({ hasText: 'Punches: In' });
  await expect(dayRow).toContainText('Working day');
  await dayRow.getByRole('button', { name: 'Explain' }).click();
  const explanation = page.getByRole('region', { name: /How the figures of .+ were counted/ });
  await expect(explanation).toContainText('Late by 0:20: the shift started at');
  await expect(explanation).toContainText('Worked 7:40');
  await dayRow.getByRole('button', { name: 'Hide the explanation' }).click();
  await expect(explanation).toHaveCount(0);

  await page.getByRole('button', { name: 'Back to the timesheet' }).click();
  const download = page.waitForEvent('download');
  await page.getByRole('button', { name: 'Export to Excel' }).click();
  expect((await download).suggestedFilename()).toBe(`timesheets-${day.from}-${day.to}.xlsx`);
});

test('an employee on a phone opens their own timesheet from the clock', async ({ page, company, admin }) => {
  const day = await nadiaWorkedADay(page.request, company, admin);
  await signIn(page, { domain: company.domain, username: 'nadia', password: 'nadia-own-pass' }, { path: '/clock' });
  await page.setViewportSize({ width: 390, height: 844 });
  await page.getByRole('link', { name: 'My timesheet' }).click();
  await expect(page.getByRole('heading', { name: 'My timesheet', level: 1 })).toBeVisible();
  // The period is this month: the day worked may be in the one before.
  const thisMonth = new Date(Date.now() + 8 * 3_600_000).toISOString().slice(0, 7);
  if (!day.from.startsWith(thisMonth)) await page.getByRole('button', { name: 'Previous month' }).click();
  const dayRow = page.getByRole('listitem').filter({ hasText: 'Punches: In' });
  await expect(dayRow).toContainText('Late 0:20');
  await dayRow.getByRole('button', { name: 'Explain' }).click();
  await expect(page.getByRole('region', { name: /How the figures of .+ were counted/ })).toContainText('Late by 0:20');
  // Nothing is wider than the phone.
  expect(await page.evaluate(() => document.documentElement.scrollWidth)).toBeLessThanOrEqual(390);
});
