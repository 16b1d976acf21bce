import { expect } from '@playwright/test';
import { employeeBody, signIn, test } from '../support.ts';

test("HR adds a full-time setting from the country's statutory rules, with its own grace and overtime rate", async ({
  page,
  company,
  admin,
}) => {
  await signIn(page, company, { path: '/settings/attendance/full-time' });
  await page.getByRole('button', { name: 'Add' }).click();
  const drawer = page.getByRole('dialog');
  await expect(drawer.getByText('Employment Act 1968, Part 4, s. 38')).toBeVisible();
  await drawer.getByLabel('Name').fill('Office staff');
  await drawer.getByLabel('Grace for lateness').fill('10');
  const overtime = drawer.getByRole('group', { name: 'sg.overtime' }).or(drawer.getByRole('group', { name: /overtime/i }).first());
  await overtime.getByLabel('Times the hourly rate').fill('1.75');
  await drawer.getByRole('button', { name: 'Save' }).click();
  await expect(page.getByText('“Office staff” added.')).toBeVisible();
  await expect(page.getByRole('cell', { name: '10 minutes' })).toBeVisible();
  type Bands = { data: { setting: { overtime: { bands: { id: string; pay: unknown }[] } } }[] };
  const saved = await admin.post<Bands>('/attendance-settings/full-time/table', {});
  expect(saved.data[0]!.setting.overtime.bands.find((band) => band.id === 'sg.overtime')!.pay).toEqual({ kind: 'hourly', times: '1.75' });
});

test('HR makes a shift, rosters an employee 4 on 2 off, sees it on the grid and changes one day', async ({ page, company, admin }) => {
  await admin.post('/employees', employeeBody({ firstName: 'Wira', lastName: 'Santoso' }));
  await signIn(page, company, { path: '/settings/shift/policy' });
  await expect(page.getByText('No shifts yet. Add the first one.')).toBeVisible();

  await page.getByRole('button', { name: 'Add' }).click();
  const shiftDrawer = page.getByRole('dialog');
  await shiftDrawer.getByLabel('Name').fill('Gate day');
  await shiftDrawer.getByRole('button', { name: 'Save' }).click();
  await expect(page.getByText('Gate day')).toBeVisible();
  await expect(page.getByText('8 h of work', { exact: false })).toBeVisible();

  await page.goto('/settings/shift/assignment');
  await expect(page.getByText('Nobody is rostered yet.')).toBeVisible();
  await page.getByRole('button', { name: 'Roster employees' }).click();
  const rosterDrawer = page.getByRole('dialog');
  const employees = rosterDrawer.getByRole('combobox', { name: 'Employees' });
  await employees.click();
  await employees.fill('Wira');
  await employees.press('Enter');
  await rosterDrawer.getByText('Roster employees').first().click();
  await rosterDrawer.getByRole('button', { name: 'Save' }).click();
  await expect(page.getByText('1 employee rostered.')).toBeVisible();
  await expect(page.getByRole('cell', { name: 'Gate day: 4 on, 2 off' })).toBeVisible();

  await page.goto('/shifts');
  const onShift = page.getByRole('button', { name: /^Wira Santoso on .*: Gate day 09:00–18:00$/ });
  await expect(onShift.first()).toBeVisible();
  const week = await page.getByRole('button', { name: /^Wira Santoso on / }).count();
  expect(week).toBe(7);
  // Four days on, two off, from today: at least one of this week's days is worked.
  const worked = await onShift.count();
  expect(worked).toBeGreaterThanOrEqual(1);

  await onShift.first().click();
  await page.getByRole('menuitem', { name: 'Day off' }).click();
  await expect(page.getByText('Roster changed.')).toBeVisible();
  await expect(page.getByRole('button', { name: /^Wira Santoso on .*: Day off \(changed on the grid\)$/ })).toHaveCount(1);
  await expect(onShift).toHaveCount(worked - 1);
});
