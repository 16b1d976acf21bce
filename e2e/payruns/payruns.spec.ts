import { expect } from '@playwright/test';
import { employeeBody, signIn, test } from '../support.ts';

test('HR runs this month’s payroll, waits for it, opens an employee’s lines, approves, marks it paid and locks it', async ({
  page,
  company,
  admin,
}) => {
  // A Singapore citizen of 36 paid $3,000 a month, under CPF (no self-help group fund).
  const body = employeeBody({ firstName: 'Wei', lastName: 'Ling' });
  const hire = await admin.post<{ id: string }>('/employees', {
    ...body,
    personal: { ...body.personal, dateOfBirth: '1990-05-01', passTypeId: 1 },
  });
  const policy = await admin.post<{ id: string }>('/payments/insurances/policies', {
    name: 'Singapore CPF',
    kind: 'statutory',
    country: 'SG',
  });
  await admin.post('/payments/insurances/policies/assign', {
    policyId: policy.id,
    from: '2024-01-02',
    employeeIds: [hire.id],
    parameters: { country: 'SG', shgFunds: [] },
  });

  await signIn(page, company, { path: '/payroll/payrun' });
  await expect(page.getByText('No payrun for this month yet. Run payroll to calculate it.')).toBeVisible();
  await page.getByRole('button', { name: 'Run payroll' }).click();
  // The job runs in the background; the card shows its progress, then the run's totals.
  await expect(page.getByText('Calculated', { exact: true })).toBeVisible({ timeout: 30_000 });
  await expect(page.getByText('Net pay')).toBeVisible();

  await page.getByRole('link', { name: 'Open the summary' }).click();
  await page.getByRole('cell', { name: 'Wei Ling', exact: true }).click();
  const drawer = page.getByRole('dialog', { name: 'Wei Ling' });
  // $3,000: CPF employee 20% = $600, employer 17% = $510, SDL 0.25% = $7.50; net $2,400.
  await expect(drawer.getByRole('row', { name: /CPF \(employee\)/ })).toContainText('600.00');
  await expect(drawer.getByRole('row', { name: /CPF \(employer\)/ })).toContainText('510.00');
  await expect(drawer.getByRole('row', { name: /Skills Development Levy/ })).toContainText('7.50');
  await expect(drawer).toContainText('2,400.00');
  await page.keyboard.press('Escape');

  await page.goto('/payroll/payrun');
  await page.getByRole('button', { name: 'Approve' }).click();
  await page.getByRole('dialog').getByRole('button', { name: 'Approve' }).click();
  await expect(page.getByText('Approved', { exact: true })).toBeVisible();
  await page.getByRole('button', { name: 'Mark paid' }).click();
  await page.getByRole('dialog').getByRole('button', { name: 'Mark paid' }).click();
  await expect(page.getByText('Paid', { exact: true })).toBeVisible();
  await page.getByRole('button', { name: 'Lock' }).click();
  await page.getByRole('dialog').getByRole('button', { name: 'Lock' }).click();
  await expect(page.getByText('Locked', { exact: true })).toBeVisible();
  await expect(page.getByRole('button', { name: 'Recalculate' })).toHaveCount(0);
});
