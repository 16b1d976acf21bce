import { expect } from '@playwright/test';
import { choose, signIn, test } from '../support.ts';

test('an administrator adds a dropdown field for contracts, fills it in on a contract profile, and sees it after a reload', async ({
  page,
  company,
  admin,
}) => {
  test.slow();
  const contract = await admin.post<{ id: string }>('/contracts', { name: 'Marina Bay security' });

  await signIn(page, company, { path: '/settings/custom-field' });
  await expect(page.getByRole('heading', { name: 'Custom fields' })).toBeVisible();
  await page.getByRole('tab', { name: 'Contract' }).click();
  await expect(page).toHaveURL(/tab=contract/);
  await expect(page.getByText('No custom fields here yet.')).toBeVisible();

  await page.getByRole('button', { name: 'Add custom field' }).click();
  const dialog = page.getByRole('dialog');
  await choose(page, dialog.getByLabel('Type'), 'Dropdown');
  await dialog.getByLabel('Label').fill('Uniform size');
  // The property name follows the label until typed; the record's own names are refused as typed.
  await expect(dialog.getByLabel('Property name')).toHaveValue('uniformSize');
  await dialog.getByLabel('Property name').fill('client');
  await expect(dialog.getByText('The record already has a field with this name. Choose another one.')).toBeVisible();
  await dialog.getByLabel('Property name').fill('uniformSize');
  await expect(dialog.getByText('This property name is free.')).toBeVisible();
  await dialog.getByRole('textbox', { name: 'Option 1' }).fill('Small');
  await dialog.getByRole('button', { name: 'Add option' }).click();
  await dialog.getByRole('textbox', { name: 'Option 2' }).fill('Medium');
  await dialog.getByRole('button', { name: 'Add option' }).click();
  await dialog.getByRole('textbox', { name: 'Option 3' }).fill('Large');
  await dialog.getByRole('button', { name: 'Save' }).click();
  await expect(page.getByText('Custom field “Uniform size” added.')).toBeVisible();
  await expect(page.getByRole('row', { name: /Uniform size.*uniformSize.*Dropdown/ })).toBeVisible();

  await page.goto(`/contracts/${contract.id}/profile`);
  await expect(page.getByRole('heading', { name: 'Marina Bay security' })).toBeVisible();
  const section = page.locator('.ant-card').filter({ has: page.getByRole('heading', { name: 'Custom fields' }) });
  await expect(section.getByText('Not set')).toBeVisible();
  await section.getByRole('button', { name: 'Edit custom fields' }).click();
  await choose(page, section.getByLabel('Uniform size'), 'Medium');
  await section.getByRole('button', { name: 'Save' }).click();
  await expect(page.getByText('Custom fields saved.')).toBeVisible();
  await expect(section.getByText('Medium')).toBeVisible();

  await page.reload();
  await expect(page.getByRole('heading', { name: 'Marina Bay security' })).toBeVisible();
  await expect(section.getByText('Uniform size')).toBeVisible();
  await expect(section.getByText('Medium')).toBeVisible();
  await expect(section.getByText('Not set')).toHaveCount(0);
});
