import { expect } from '@playwright/test';
import { employeeBody, pickOption, signIn, test } from '../support.ts';

test('HR applies a 3 % increment to a department after the preview', async ({ page, company, admin }) => {
  const sales = (await admin.post<{ id: string }>('/organisation/departments', { name: 'Sales' })).id;
  const support = (await admin.post<{ id: string }>('/organisation/departments', { name: 'Support' })).id;
  const inDepartment = (firstName: string, departmentId: string) => {
    const body = employeeBody({ firstName, lastName: 'Rahman' });
    return admin.post('/employees', { ...body, job: { ...body.job, departmentId } });
  };
  await inDepartment('Nadia', sales);
  await inDepartment('Wei', sales);
  await inDepartment('Omar', support);

  await signIn(page, company, { path: '/payroll/salary-adjustment' });
  await expect(page.getByText('No salary increments yet.')).toBeVisible();
  await page.getByRole('button', { name: 'Bulk increment' }).click();
  const drawer = page.getByRole('dialog', { name: 'Bulk salary increment' });

  // The group: the advanced filter's department rule.
  await drawer.getByRole('button', { name: 'Advanced Filter', exact: true }).click();
  const filter = page.getByRole('dialog', { name: 'Advanced Filter' });
  await filter.getByLabel('Filter by').fill('Department');
  await pickOption(page, 'Department');
  await filter.getByLabel('Values').click();
  await pickOption(page, 'Sales');
  await filter.getByRole('button', { name: 'Filter', exact: true }).click();

  await drawer.getByLabel('Value').fill('3');
  await drawer.getByLabel('Reason').fill('Annual review');
  await drawer.getByRole('button', { name: 'Preview', exact: true }).click();
  const preview = drawer.getByRole('region', { name: 'Preview' });
  await expect(preview.getByRole('row')).toHaveCount(3);
  await expect(preview).toContainText('Nadia Rahman');
  await expect(preview).toContainText('3,090.00');
  await expect(preview).not.toContainText('Omar');
  await expect(preview).toContainText('180.00');

  await preview.getByRole('button', { name: 'Apply increment' }).click();
  await page.getByRole('dialog', { name: 'Apply the increment to 2 employees?' }).getByRole('button', { name: 'Apply increment' }).click();
  await expect(page.getByText('The increment was applied to 2 employees.')).toBeVisible();

  const row = page.getByRole('row', { name: /Nadia Rahman/ });
  await expect(row).toContainText('In force');
  await expect(row).toContainText('3,090.00');
  await expect(page.getByRole('row', { name: /Omar/ })).toHaveCount(0);

  // The employee's salary history has the new salary from today.
  await page.getByRole('button', { name: 'Salary history of Nadia Rahman' }).click();
  const history = page.getByRole('dialog', { name: 'Salary history: Nadia Rahman' });
  await expect(history).toContainText('3,090.00');
  await expect(history).toContainText('3,000.00');
});
