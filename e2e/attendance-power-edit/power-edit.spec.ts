import { expect } from '@playwright/test';
import { employeeBody, signIn, test } from '../support.ts';

const WEEK = { from: '2026-03-02', to: '2026-03-08' };

test('HR changes three days in the grid, undoes one and saves; the timesheet shows the two; a locked period refuses', async ({
  page,
  company,
  admin,
}) => {
  const nadia = await admin.post<{ id: string }>('/employees', employeeBody({ firstName: 'Nadia', lastName: 'Rahman' }));
  // The payrun (here HR) has locked February.
  await admin.post('/attendance/periods/lock', { date: '2026-02-10' });

  await signIn(
    page,
    { domain: company.domain, username: company.username, password: company.password },
    { path: `/attendance/power-edit?span=week&from=${WEEK.from}&to=${WEEK.to}` },
  );
  await expect(page.getByRole('heading', { name: 'Power edit', level: 1 })).toBeVisible();
  const cell = (date: string) => page.locator(`[data-cell="${nadia.id}|${date}"]`);

  // Enter edits the cell, arrows move to the next day.
  await cell('2026-03-02').click();
  await page.keyboard.press('Enter');
  await page.getByRole('textbox', { name: 'Clock-in and clock-out' }).fill('09:00-18:00');
  await page.keyboard.press('Enter');
  await expect(cell('2026-03-02')).toHaveAttribute('data-changed', 'true');
  await page.keyboard.press('ArrowRight');
  await page.keyboard.press('Enter');
  await page.getByRole('textbox', { name: 'Clock-in and clock-out' }).fill('08:30-17:30');
  await page.keyboard.press('Enter');
  await page.keyboard.press('ArrowRight');
  await page.keyboard.press('Enter');
  await page.getByRole('textbox', { name: 'Clock-in and clock-out' }).fill('10:00-19:00');
  await page.keyboard.press('Enter');
  await expect(cell('2026-03-04')).toContainText('10:00–19:00');

  await page.getByRole('button', { name: 'Undo' }).click();
  await expect(cell('2026-03-04')).not.toHaveAttribute('data-changed', 'true');
  await page.getByRole('button', { name: 'Save 2 changes' }).click();
  await expect(page.getByText('2 changes saved.')).toBeVisible();
  await expect(cell('2026-03-02')).toContainText('09:00–18:00');
  await expect(cell('2026-03-03')).toContainText('08:30–17:30');

  const timesheet = await admin.get<{ days: { date: string; workedMinutes: number }[] }>(
    `/attendance/timesheet?employeeId=${nadia.id}&from=${WEEK.from}&to=${WEEK.to}`,
  );
  const worked = Object.fromEntries(timesheet.days.map((day) => [day.date, day.workedMinutes]));
  expect(worked['2026-03-02']).toBeGreaterThan(0);
  expect(worked['2026-03-03']).toBeGreaterThan(0);
  expect(worked['2026-03-04']).toBe(0);

  // A day of the locked February: the cell refuses to be edited.
  await page.goto('/attendance/power-edit?span=week&from=2026-02-09&to=2026-02-15');
  await expect(cell('2026-02-10')).toHaveAttribute('aria-readonly', 'true');
  await cell('2026-02-10').dblclick();
  await expect(page.getByText('This day is in a locked attendance period', { exact: false }).first()).toBeVisible();
  await expect(page.getByRole('textbox', { name: 'Clock-in and clock-out' })).toHaveCount(0);
});
