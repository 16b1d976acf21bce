import { expect } from '@playwright/test';
import { signIn, test } from '../support.ts';

test('an administrator adds an entry to Bank transfer, changes it, and deletes it', async ({ page, company }) => {
  await signIn(page, company, { path: '/payroll/bank-transfer' });
  await expect(page.getByText('Nothing here yet. Add the first one.')).toBeVisible();

  await page.getByRole('button', { name: 'Add' }).click();
  const drawer = page.getByRole('dialog');
  await drawer.getByRole('button', { name: 'Save' }).click();
  await expect(drawer.getByText('This field is required.')).toBeVisible();
  await drawer.getByLabel('Name').fill('First entry');
  await drawer.getByLabel('Description').fill('Made by the browser test');
  await drawer.getByRole('button', { name: 'Save' }).click();
  await expect(page.getByRole('cell', { name: 'First entry', exact: true })).toBeVisible();

  await page.getByRole('button', { name: 'Edit: First entry' }).click();
  await page.getByRole('dialog').getByLabel('Name').fill('Renamed entry');
  await page.getByRole('dialog').getByRole('button', { name: 'Save' }).click();
  await expect(page.getByRole('cell', { name: 'Renamed entry', exact: true })).toBeVisible();

  await page.getByRole('button', { name: 'Delete: Renamed entry' }).click();
  await page.getByRole('dialog').getByRole('button', { name: 'Delete' }).click();
  await expect(page.getByText('Nothing here yet. Add the first one.')).toBeVisible();
});
