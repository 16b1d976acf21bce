import { expect } from '@playwright/test';
import { employeeBody, signIn, test } from '../support.ts';

test('HR makes a pay item policy, assigns it to an employee and previews the month', async ({ page, company, admin }) => {
  await admin.post('/employees', employeeBody({ firstName: 'Nadia', lastName: 'Rahman' }));
  await signIn(page, company, { path: '/settings/exemption/policy' });
  await expect(page.getByText('Nothing here yet. Add the first one.')).toBeVisible();

  await page.getByRole('button', { name: 'Add' }).click();
  const drawer = page.getByRole('dialog');
  await drawer.getByRole('button', { name: 'Save' }).click();
  await expect(drawer.getByText('This field is required.').first()).toBeVisible();
  await drawer.getByLabel('Name').fill('Bus pass');
  await drawer.getByLabel('Category').click();
  await page
    .locator('.ant-select-dropdown:visible')
    .getByTitle(/Transport allowance/)
    .click();
  await drawer.getByLabel('Amount').fill('120.50');
  await drawer.getByRole('button', { name: 'Save' }).click();
  await expect(page.getByRole('cell', { name: 'Bus pass', exact: true })).toBeVisible();

  await page.goto('/settings/exemption/assignment');
  await page.getByRole('button', { name: 'Assign', exact: true }).click();
  const assign = page.getByRole('dialog');
  await assign.getByLabel('Employees').click();
  await page
    .locator('.ant-select-dropdown:visible')
    .getByTitle(/Nadia Rahman/)
    .click();
  await assign.getByLabel('Employees').press('Escape');
  await assign.getByLabel('Policy').click();
  await page
    .locator('.ant-select-dropdown:visible')
    .getByTitle(/Bus pass/)
    .click();
  await assign.getByRole('button', { name: 'Save' }).click();
  await expect(page.getByRole('row', { name: /Nadia Rahman/ })).toContainText('Bus pass');

  await page.getByRole('button', { name: 'Preview', exact: true }).click();
  await expect(page.getByText(/Pay items due in/)).toBeVisible();
  await expect(page.getByText(/Earning: SGD\s120\.50/)).toBeVisible();
});
