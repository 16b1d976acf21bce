import { expect, type Locator, type Page } from '@playwright/test';
import { addUser, choose, employeeBody, filterEmployees, signIn, test } from '../support.ts';

const HANA = { username: 'hana', password: 'hana-secret', firstName: 'Hana', lastName: 'Lee', role: 'HR Manager' } as const;

/** Picks an option in a grid cell, waiting for its list to close so that the next cell's list is the only one open. */
async function chooseInCell(page: Page, field: Locator, option: string) {
  await choose(page, field, option);
  await expect(page.locator('.ant-select-dropdown:visible')).toHaveCount(0);
}

test('an HR user moves two employees to another department in the power edit grid, saves once, and finds them by that department', async ({
  page,
  company,
  admin,
}) => {
  test.slow();
  await admin.post('/organisation/departments', { name: 'Logistics' });
  for (const firstName of ['Amir', 'Bella', 'Chen']) await admin.post('/employees', employeeBody({ firstName }));
  await addUser(admin, HANA);

  await signIn(page, { domain: company.domain, ...HANA }, { path: '/employees/power-edit' });
  await expect(page.getByRole('heading', { name: 'Power edit' })).toBeVisible();
  await chooseInCell(page, page.getByLabel('Department: Amir Tan'), 'Logistics');
  await chooseInCell(page, page.getByLabel('Department: Bella Tan'), 'Logistics');
  await expect(page.getByText('2 changes pending')).toBeVisible();
  await expect(page.getByRole('row', { name: /Amir Tan/ }).getByText('Changed')).toBeVisible();

  await page.getByRole('button', { name: 'Save changes' }).click();
  const confirm = page.getByRole('dialog');
  await expect(confirm.getByText('The job details of 2 employees will change.')).toBeVisible();
  await confirm.getByRole('button', { name: 'Save changes' }).click();
  await expect(page.getByText('Saved the changes to 2 employees.')).toBeVisible();
  await expect(page.getByText('0 changes pending')).toBeVisible();

  await page.goto('/employees');
  await filterEmployees(page, { by: 'Department', value: 'Logistics' });
  await expect(page.getByRole('row', { name: /Chen Tan/ })).toHaveCount(0);
  await expect(page.getByRole('row', { name: /Amir Tan/ })).toBeVisible();
  await expect(page.getByRole('row', { name: /Bella Tan/ })).toBeVisible();
});
