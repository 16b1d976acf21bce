import { expect } from '@playwright/test';
import { choose, employeeBody, signIn, test, typeDate } from '../support.ts';

test('HR adds a passport to a profile, told when its number is not a Singapore passport number, then removes it', async ({
  page,
  company,
  admin,
}) => {
  const hire = await admin.post<{ id: string }>('/employees', employeeBody({ firstName: 'Arif', lastName: 'Rahman' }));
  await signIn(page, company, { path: `/employee/${hire.id}/profile#identificationsDetail` });
  const section = page.locator('#identificationsDetail');
  await expect(section.getByText('No documents besides the identification in the personal section.')).toBeVisible();

  await section.getByRole('button', { name: 'Add document' }).click();
  const dialog = page.getByRole('dialog', { name: 'Add document' });
  await choose(page, dialog.getByRole('combobox', { name: 'Document' }), 'Singapore passport');
  await dialog.getByLabel('Number').fill('12345');
  await typeDate(dialog.getByLabel('Expires on'), '31/12/2031');
  await dialog.getByRole('button', { name: 'Save' }).click();
  await expect(dialog.getByText('Identification number is not valid')).toBeVisible();

  await dialog.getByLabel('Number').fill('K1234567A');
  await dialog.getByRole('button', { name: 'Save' }).click();
  await expect(page.getByText('Document saved.')).toBeVisible();
  const row = section.getByRole('row').filter({ hasText: 'K1234567A' });
  await expect(row.getByRole('cell', { name: /^Singapore passport/ })).toBeVisible();
  await expect(row.getByRole('cell', { name: '31/12/2031 Valid' })).toBeVisible();

  await row.getByRole('button', { name: 'Remove: Singapore passport K1234567A' }).click();
  await page.getByRole('dialog', { name: 'Remove this document?' }).getByRole('button', { name: 'Remove' }).click();
  await expect(page.getByText('Document removed.')).toBeVisible();
  await expect(section.getByText('No documents besides the identification in the personal section.')).toBeVisible();
});
