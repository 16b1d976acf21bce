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

test('HR approves overtime past the threshold and converts part of it to leave', async ({ page, company, admin }) => {
  // Nadia worked the last weekday from nine to half past eight; her own threshold allows an hour a day.
  const account = { username: 'nadia', password: 'nadia-given', roleId: await roleIdNamed(admin, 'Employee') };
  const nadia = await admin.post<{ id: string }>('/employees', employeeBody({ firstName: 'Nadia', lastName: 'Rahman', account }));
  await changeGivenPassword(page.request, { domain: company.domain, username: 'nadia', password: 'nadia-given' }, 'nadia-own-pass');
  const token = await apiLogin(page.request, { domain: company.domain, username: 'nadia', password: 'nadia-own-pass' });
  const day = lastWeekday();
  for (const [action, time] of [
    ['in', '09:00'],
    ['out', '20:30'],
  ] as const) {
    const response = await page.request.post('/api/v2/attendance/clock', {
      headers: { authorization: `Bearer ${token}` },
      data: { action, at: day.at(time), idempotencyKey: randomUUID() },
    });
    expect(response.status()).toBe(201);
  }
  const threshold = await admin.put<{ id: string }>('/attendance/threshold', {
    name: 'One hour a day',
    dailyMinutes: 60,
    weeklyMinutes: null,
    monthlyMinutes: null,
  });
  await admin.put('/attendance/threshold/assigns', {
    thresholdId: threshold.id,
    targetType: 'employee',
    targetIds: [nadia.id],
    effectiveFrom: day.date,
  });
  // What the nightly check does, for that day.
  expect(await admin.post('/attendance/overwork/detect', { from: day.date, to: day.date })).toEqual({ created: 1 });

  await signIn(page, { domain: company.domain, username: company.username, password: company.password }, { path: '/attendance/overwork' });
  await expect(page.getByRole('heading', { name: 'Overwork', level: 1 })).toBeVisible();
  const row = page.getByRole('row', { name: /Nadia Rahman/ });
  await expect(row).toContainText('Waiting for approval');
  await row.getByRole('button', { name: 'View' }).click();
  const detail = page.getByRole('dialog');
  await expect(detail.getByText('09:00 – 18:00', { exact: true })).toBeVisible();
  await expect(detail.getByText('09:00', { exact: true })).toBeVisible();
  await expect(detail.getByText('20:30', { exact: true })).toBeVisible();
  await detail.getByRole('button', { name: 'Close' }).click();
  await row.getByRole('button', { name: 'Approve' }).click();
  await expect(page.getByText('Overtime of Nadia Rahman approved.')).toBeVisible();
  await expect(row).toContainText('Approved');

  await page.goto('/attendance/conversion');
  await expect(page.getByRole('heading', { name: 'Conversion', level: 1 })).toBeVisible();
  await page.getByRole('button', { name: /Convert to leave: Nadia Rahman/ }).click();
  const dialog = page.getByRole('dialog');
  await dialog.getByLabel('Hours to convert').fill('1');
  await dialog.getByRole('button', { name: 'Convert to leave' }).click();
  await expect(page.getByRole('status').filter({ hasText: /Nadia Rahman: 1:00 of .+ converted to 0\.\d{4} days of leave/ })).toBeVisible();
  await expect(page.getByRole('row', { name: /Nadia Rahman/ })).toContainText('Converted');
});
