import { expect } from '@playwright/test';
import { employeeBody, signIn, test } from '../support.ts';

test('HR makes a bonus run for two people beside the month’s payroll, it calculates, opens a payslip and approves it', async ({
  page,
  company,
  admin,
}) => {
  // Two Singapore citizens of 36 under CPF (no self-help group fund).
  const ids: string[] = [];
  for (const firstName of ['Wei', 'Hui']) {
    const body = employeeBody({ firstName, lastName: 'Tan' });
    const hire = await admin.post<{ id: string }>('/employees', {
      ...body,
      personal: { ...body.personal, dateOfBirth: '1990-05-01', passTypeId: 1 },
    });
    ids.push(hire.id);
  }
  const policy = await admin.post<{ id: string }>('/payments/insurances/policies', {
    name: 'Singapore CPF',
    kind: 'statutory',
    country: 'SG',
  });
  await admin.post('/payments/insurances/policies/assign', {
    policyId: policy.id,
    from: '2024-01-02',
    employeeIds: ids,
    parameters: { country: 'SG', shgFunds: [] },
  });

  await signIn(page, company, { path: '/payroll/payrun' });
  await page.getByRole('button', { name: 'New off-cycle run' }).click();
  const drawer = page.getByRole('dialog', { name: 'New off-cycle run' });
  await drawer.getByRole('textbox', { name: 'Name' }).fill('Year-end bonus');
  await drawer.getByRole('button', { name: /^Add .* Wei Tan$/ }).click();
  await drawer.getByRole('button', { name: /^Add .* Hui Tan$/ }).click();
  await drawer.getByLabel('Same amount for everyone').fill('1000');
  await drawer.getByRole('button', { name: 'Apply to all' }).click();
  await expect(drawer.getByRole('row', { name: /Hui Tan/ })).toBeVisible();
  await drawer.getByRole('button', { name: 'Start the run' }).click();

  // The job runs in the background; the off-cycle card shows its progress, then its totals.
  await expect(page.getByText('Off-cycle runs of the month')).toBeVisible();
  await expect(page.getByText('Calculated', { exact: true })).toBeVisible({ timeout: 30_000 });
  await expect(page.getByText(/Year-end bonus · 2 employees/)).toBeVisible();

  await page.getByRole('link', { name: 'Open the summary' }).click();
  // The summary opens on the bonus run (the start's toast may still name it too).
  await expect(page.getByTitle(/Year-end bonus · Calculated/)).toBeVisible();
  await page.getByRole('cell', { name: 'Wei Tan', exact: true }).click();
  const payslip = page.getByRole('dialog', { name: 'Wei Tan' });
  // A $1,000 bonus alone in the month: CPF employee 20% = $200, employer 17% = $170; net $800.
  await expect(payslip.getByRole('row', { name: /Bonus/ })).toContainText('1,000.00');
  await expect(payslip.getByRole('row', { name: /CPF \(employee\)/ })).toContainText('200.00');
  await expect(payslip).toContainText('800.00');
  await page.keyboard.press('Escape');

  await page.goto('/payroll/payrun');
  await page.getByRole('button', { name: 'Approve' }).click();
  await page.getByRole('dialog').getByRole('button', { name: 'Approve' }).click();
  await expect(page.getByText('Approved', { exact: true })).toBeVisible();
});
