import { expect } from '@playwright/test';
import { choose, signIn, test } from '../support.ts';

test("an administrator adds the company's bank account and a registration number, and Compliance turns green for them", async ({
  page,
  company,
}) => {
  await signIn(page, company, { path: '/settings/compliance' });
  // The page and its widgets load on first use; a busy machine takes a while.
  await expect(page.getByRole('heading', { level: 1, name: 'Compliance' })).toBeVisible({ timeout: 30_000 });
  const singapore = page.getByRole('region', { name: 'Compliance in Singapore' });
  const uen = singapore.getByRole('listitem').filter({ hasText: /^UEN/ });
  const account = singapore.getByRole('listitem').filter({ hasText: 'A company bank account in Singapore' });
  await expect(uen).toContainText('Missing');
  await expect(account).toContainText('Missing');

  // Fix the UEN from the Compliance page's link.
  await uen.getByRole('link', { name: 'Fix' }).click();
  await expect(page.getByRole('heading', { level: 1, name: 'Company account' })).toBeVisible({ timeout: 30_000 });
  const registrations = page.getByRole('form', { name: 'Registrations in Singapore' });
  await registrations.getByLabel('UEN').fill('2019 1234 5k');
  await registrations.getByRole('button', { name: 'Save' }).click();
  await expect(page.getByText('Registrations in Singapore saved.')).toBeVisible();
  await expect(registrations.getByLabel('UEN')).toHaveValue('201912345K');

  // A wrong number of digits for the bank is refused by the bank's rule (spec §5), then corrected.
  await page.getByRole('button', { name: 'Add bank account' }).click();
  const drawer = page.getByRole('dialog', { name: 'New bank account' });
  await choose(page, drawer.getByLabel('Bank', { exact: true }), 'DBS Bank');
  await drawer.getByLabel('Account number').fill('12345');
  await drawer.getByLabel('Account name').fill(company.companyName);
  await drawer.getByRole('button', { name: 'Save' }).click();
  await expect(drawer.getByText('The account number of DBS has 10 digits.')).toBeVisible();
  await drawer.getByLabel('Account number').fill('012-345678-9');
  await drawer.getByRole('button', { name: 'Save' }).click();
  await expect(drawer).toBeHidden();
  const row = page.getByRole('row').filter({ hasText: 'DBS Bank' });
  await expect(row).toContainText('0123456789');
  await expect(row).toContainText('Default');

  await page.goto('/settings/compliance');
  await expect(uen).toContainText('Complete');
  await expect(account).toContainText('Complete');
  // The CPF Submission Number is still to be given.
  await expect(singapore.getByRole('listitem').filter({ hasText: 'CPF Submission Number' })).toContainText('Missing');
});
