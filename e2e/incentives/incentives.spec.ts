import { expect } from '@playwright/test';
import { employeeBody, signIn, test } from '../support.ts';

test('HR sets up a commission scheme, fixes a typo in its formula, tries it, then enters two people’s month and sees what each is paid', async ({
  page,
  company,
  admin,
}) => {
  await admin.post('/employees', employeeBody({ firstName: 'Mei', lastName: 'Lin', employmentNumber: 'E-MEI' }));
  await admin.post('/employees', employeeBody({ firstName: 'Arun', lastName: 'Das', employmentNumber: 'E-ARUN' }));

  await signIn(page, company, { path: '/settings/incentive' });
  await expect(page.getByText('No incentive schemes yet. Add the first one.')).toBeVisible();
  await page.getByRole('button', { name: 'Add' }).click();
  const drawer = page.getByRole('dialog');
  await drawer.getByLabel('Name').fill('Sales commission');
  // A typo: the error names the place and the word meant, in the preview and on save.
  await drawer.getByLabel('Formula').fill('if(achievment > target, achievement * 0.05, achievement * 0.02)');
  await expect(drawer.getByText(/did you mean 'achievement'/)).toBeVisible();
  await drawer.getByRole('button', { name: 'Save' }).click();
  await expect(drawer.getByText(/did you mean 'achievement'/).first()).toBeVisible();
  await drawer.getByLabel('Formula').fill('if(achievement > target, achievement * 0.05, achievement * 0.02)');
  // Past the target of 10,000 with 12,000: 5 % = 600.
  await expect(drawer.getByText('SGD 600.00')).toBeVisible();
  await drawer.getByLabel('Achievement').fill('8000');
  // Below it: 2 % of 8,000 = 160.
  await expect(drawer.getByText('SGD 160.00')).toBeVisible();
  await page.screenshot({ path: test.info().outputPath('incentives-scheme.png'), fullPage: false });
  await drawer.getByRole('button', { name: 'Save' }).click();
  await expect(page.getByRole('cell', { name: 'Sales commission', exact: true })).toBeVisible();
  await expect(page.getByRole('cell', { name: 'Commission', exact: true })).toBeVisible();

  // The month: two people added from the picker, their figures typed, saved.
  await page.goto('/incentives');
  await expect(page.getByText(/Nobody has an incentive for/)).toBeVisible();
  await page.getByRole('button', { name: 'Add people' }).click();
  const picker = page.getByRole('dialog');
  await picker.getByText('Mei Lin').click();
  await picker.getByText('Arun Das').click();
  await picker.getByRole('button', { name: 'Add', exact: true }).click();
  await page.getByLabel(/Target of .*Mei Lin/).fill('10000');
  await page.getByLabel(/Achievement of .*Mei Lin/).fill('12345.67');
  await page.getByLabel(/Target of .*Arun Das/).fill('10000');
  await page.getByLabel(/Achievement of .*Arun Das/).fill('7500.50');
  await expect(page.getByText('2 rows are not saved yet.')).toBeVisible();
  await page.getByRole('button', { name: 'Save 2 changes' }).click();
  // 5 % of 12,345.67 = 617.2835 → 617.28; 2 % of 7,500.50 = 150.01; together 767.29.
  await expect(page.getByRole('row').filter({ hasText: 'Mei Lin' })).toContainText('SGD 617.28');
  await expect(page.getByRole('row').filter({ hasText: 'Arun Das' })).toContainText('SGD 150.01');
  await expect(page.getByRole('row').filter({ hasText: 'Total' })).toContainText('SGD 767.29');
  await page.screenshot({ path: test.info().outputPath('incentives-month.png'), fullPage: false });

  // Removing one asks first.
  await page.getByRole('button', { name: /Delete: .*Arun Das/ }).click();
  await page.getByRole('dialog').getByRole('button', { name: 'Delete' }).click();
  await expect(page.getByRole('row').filter({ hasText: 'Arun Das' })).toHaveCount(0);
  await expect(page.getByRole('row').filter({ hasText: 'Total' })).toContainText('SGD 617.28');
});
