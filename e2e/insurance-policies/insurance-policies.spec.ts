import { expect } from '@playwright/test';
import { choose, employeeBody, signIn, test } from '../support.ts';

/** A date `months` before today, YYYY-MM-DD. */
function monthsAgo(months: number): string {
  const date = new Date();
  date.setUTCDate(1);
  date.setUTCMonth(date.getUTCMonth() - months);
  return date.toISOString().slice(0, 10);
}

test('HR assigns a Singapore CPF policy with the F/G rate type to a new permanent resident and sees the contribution preview', async ({
  page,
  company,
  admin,
}) => {
  const body = employeeBody({ firstName: 'Wei', lastName: 'Ling' });
  // A permanent resident in their first PR year, paid $3,000.
  const hire = await admin.post<{ id: string }>('/employees', {
    ...body,
    personal: { ...body.personal, dateOfBirth: '1995-07-15', passTypeId: 2, passObtainedDate: monthsAgo(6) },
  });
  await admin.post('/payments/insurances/policies', { name: 'Singapore CPF', kind: 'statutory', country: 'SG' });

  await signIn(page, company, { path: '/settings/insurance/assignment' });
  await expect(page.getByText('Nobody has an insurance policy yet.')).toBeVisible();
  await page.getByRole('button', { name: 'Assign a policy' }).click();
  const drawer = page.getByRole('dialog', { name: 'Assign a policy' });
  await choose(page, drawer.getByRole('combobox', { name: 'Policy' }), 'Singapore CPF · Singapore');
  await drawer.getByRole('combobox', { name: 'Employees' }).click();
  await page
    .locator('.ant-select-dropdown:visible')
    .getByTitle(/Wei Ling/)
    .click();
  await choose(page, drawer.getByRole('combobox', { name: 'Contribution rate type' }), 'Full employer, graduated employee (F/G)');
  await drawer.getByRole('button', { name: 'Save' }).click();
  await expect(page.getByText('Assigned to 1 employee.')).toBeVisible();
  await expect(page.getByRole('row', { name: /Wei Ling/ })).toContainText('In force');

  await page.goto(`/employee/${hire.id}/profile#contributionPreview`);
  const preview = page.locator('#contributionPreview');
  await expect(preview.getByText('Singapore CPF')).toBeVisible();
  // CPF Table 4 (SPR 1st year, F/G): employee 5 %, employer 17 % of $3,000.
  const cpf = preview.getByRole('row', { name: /Central Provident Fund/ });
  await expect(cpf).toContainText('150.00');
  await expect(cpf).toContainText('510.00');
});
