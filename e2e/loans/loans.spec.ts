import { expect } from '@playwright/test';
import { employeeBody, signIn, test } from '../support.ts';

test('HR lends to an employee, sees the schedule, records a repayment and settles the rest', async ({ page, company, admin }) => {
  await admin.post('/employees', employeeBody({ firstName: 'Nadia', lastName: 'Rahman' }));
  await signIn(page, company, { path: '/payroll/loans' });
  await expect(page.getByText('No loans or advances yet. Lend to an employee with “New loan”.')).toBeVisible();

  await page.getByRole('button', { name: 'New loan' }).click();
  const drawer = page.getByRole('dialog');
  await drawer.getByRole('button', { name: 'Save' }).click();
  await expect(drawer.getByText('This field is required.').first()).toBeVisible();
  await drawer.getByLabel('Employee').click();
  await page
    .locator('.ant-select-dropdown:visible')
    .getByTitle(/Nadia Rahman/)
    .click();
  await drawer.getByLabel('Amount lent').fill('1200');
  await drawer.getByLabel('Number of instalments').fill('3');
  await drawer.getByRole('button', { name: 'Save' }).click();

  const loan = page.getByRole('dialog', { name: /Nadia Rahman · Loan/ });
  const schedule = loan.getByRole('region', { name: 'Instalments' });
  await expect(schedule.getByRole('row')).toHaveCount(4);
  await expect(schedule).toContainText('400.00');
  await loan.getByRole('button', { name: 'Record repayment' }).click();
  const repayment = page.getByRole('dialog', { name: 'Record repayment' });
  await repayment.getByLabel('Amount').fill('200');
  await repayment.getByLabel('Note').fill('Cash at the office');
  await repayment.getByRole('button', { name: 'Record repayment' }).click();
  await expect(loan.getByText('Cash at the office')).toBeVisible();
  await expect(loan.getByRole('region', { name: 'Ledger' })).toContainText('1,000.00');

  await loan.getByRole('button', { name: 'Settle now' }).click();
  await page.getByRole('dialog', { name: 'Settle now' }).getByRole('button', { name: 'Settle now' }).click();
  await expect(loan.getByText('Settled', { exact: true }).first()).toBeVisible();
  await expect(loan.getByRole('button', { name: 'Record repayment' })).toHaveCount(0);
  await loan.getByRole('button', { name: 'Close' }).click();
  await expect(page.getByRole('row', { name: /Nadia Rahman/ })).toContainText('Settled');
});
