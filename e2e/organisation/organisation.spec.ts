import { expect, type Page } from '@playwright/test';
import { signIn, test } from '../support.ts';

async function confirmIn(page: Page, button: string) {
  const dialog = page.getByRole('dialog').last();
  await dialog.getByRole('button', { name: button }).click();
  await expect(dialog).toBeHidden();
}

test('an administrator keeps the organisation lists: adds a department and a job title, renames one, deletes one', async ({
  page,
  company,
}) => {
  test.slow();
  await signIn(page, company, { path: '/settings/organisation' });
  await expect(page.getByRole('heading', { name: 'Organisation' })).toBeVisible();
  await expect(page.getByText('No departments yet. Add the first one.')).toBeVisible();

  await page.getByRole('button', { name: 'Add department' }).click();
  await page.getByRole('dialog').getByLabel('Department name').fill('Finance');
  // Enter saves, as in any form.
  await page.getByRole('dialog').getByLabel('Department name').press('Enter');
  await expect(page.getByText('Department “Finance” added.')).toBeVisible();
  await expect(page.getByRole('row', { name: /Finance/ })).toBeVisible();

  // The same name in another case is refused, with the reason on the field.
  await page.getByRole('button', { name: 'Add department' }).click();
  await page.getByRole('dialog').getByLabel('Department name').fill('FINANCE');
  await page.getByRole('dialog').getByRole('button', { name: 'Save' }).click();
  await expect(page.getByRole('dialog').getByText('This name is already used.')).toBeVisible();
  await page.getByRole('dialog').getByLabel('Department name').fill('Operations');
  await page.getByRole('dialog').getByRole('button', { name: 'Save' }).click();
  await expect(page.getByRole('row', { name: /Operations/ })).toBeVisible();

  await page.getByRole('button', { name: 'Edit: Finance' }).click();
  await page.getByRole('dialog').getByLabel('Department name').fill('Finance and Accounts');
  await page.getByRole('dialog').getByRole('button', { name: 'Save' }).click();
  await expect(page.getByRole('row', { name: /Finance and Accounts/ })).toBeVisible();

  await page.getByRole('button', { name: 'Delete: Operations' }).click();
  await confirmIn(page, 'Delete');
  await expect(page.getByRole('row', { name: /Operations/ })).toHaveCount(0);
  await expect(page.getByRole('row', { name: /Finance and Accounts/ })).toBeVisible();

  // The tab is in the address, so a reload stays on it.
  await page.getByRole('tab', { name: 'Job titles' }).click();
  await expect(page).toHaveURL(/tab=jobTitles/);
  await page.getByRole('button', { name: 'Add job title' }).click();
  await page.getByRole('dialog').getByLabel('Job title', { exact: true }).fill('Accountant');
  await page.getByRole('dialog').getByRole('button', { name: 'Save' }).click();
  await expect(page.getByText('Job title “Accountant” added.')).toBeVisible();
  await page.reload();
  await expect(page.getByRole('tab', { name: 'Job titles', selected: true })).toBeVisible();
  await expect(page.getByRole('row', { name: /Accountant/ })).toBeVisible();
});

test('an administrator creates a contract with two locations, archives it and restores it', async ({ page, company }) => {
  test.slow();
  await signIn(page, company, { path: '/contracts/active' });
  await expect(page.getByRole('heading', { name: 'Active contracts' })).toBeVisible();
  await expect(page.getByText('No active contracts.', { exact: false })).toBeVisible();

  await page.getByRole('button', { name: 'Add contract' }).click();
  const drawer = page.getByRole('dialog');
  await drawer.getByLabel('Contract name').fill('Marina Bay cleaning');
  await drawer.getByLabel('Client').fill('Marina Bay Sands');
  await drawer.getByRole('button', { name: 'Add a location' }).click();
  await drawer.getByRole('button', { name: 'Add a location' }).click();
  await drawer.getByLabel('Location name').nth(0).fill('Tower 1');
  await drawer.getByLabel('Address').nth(0).fill('10 Bayfront Avenue');
  await drawer.getByLabel('Location name').nth(1).fill('Expo hall');
  await drawer.getByRole('button', { name: 'Save' }).click();

  // The new contract opens on its profile, with its locations.
  await expect(page).toHaveURL(/\/contracts\/[0-9a-f-]+\/profile$/);
  await expect(page.getByRole('heading', { name: 'Marina Bay cleaning' })).toBeVisible();
  await expect(page.getByRole('row', { name: /Tower 1.*10 Bayfront Avenue/ })).toBeVisible();
  await expect(page.getByRole('row', { name: /Expo hall/ })).toBeVisible();

  await page.getByRole('button', { name: /Archive$/ }).click();
  await confirmIn(page, 'Archive');
  await expect(page.getByText('This contract is archived, so it cannot be changed.', { exact: false })).toBeVisible();
  await expect(page.getByRole('row', { name: /Tower 1/ })).toContainText('ARCHIVED');
  await expect(page.getByText('ARCHIVED', { exact: true })).toHaveCount(3);
  await expect(page.getByRole('button', { name: 'Add location' })).toHaveCount(0);

  await page.goto('/contracts/archived');
  const row = page.getByRole('row', { name: /Marina Bay cleaning/ });
  await expect(row).toContainText('Marina Bay Sands');
  await row.getByRole('button', { name: 'Restore: Marina Bay cleaning' }).click();
  await confirmIn(page, 'Restore');
  await expect(page.getByText('No archived contracts.')).toBeVisible();

  await page.goto('/contracts/active');
  await expect(page.getByRole('row', { name: /Marina Bay cleaning/ })).toContainText('2');
});
