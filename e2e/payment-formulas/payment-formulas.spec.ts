import { expect } from '@playwright/test';
import { employeeBody, signIn, test } from '../support.ts';

test('HR adopts a template, fixes a typo at its position, previews it on an employee, and reads version 1 beside version 2', async ({
  page,
  company,
  admin,
}) => {
  await admin.post('/employees', employeeBody({ firstName: 'Wira', lastName: 'Santoso' }));
  await signIn(page, company, { path: '/settings/payment-formula/legacy' });
  await expect(page.getByText('No payment formulas yet.', { exact: false })).toBeVisible();

  await page.getByRole('button', { name: 'Statutory templates' }).click();
  const templates = page.getByRole('dialog');
  await expect(templates.getByText('Salary for an incomplete month (MOM)')).toBeVisible();
  await expect(templates.getByRole('link', { name: 'Ministry of Manpower: salary for an incomplete month of work' })).toBeVisible();
  await templates.getByRole('button', { name: 'Adopt' }).first().click();
  await expect(page.getByText('was made from the template', { exact: false })).toBeVisible();
  await expect(page.getByRole('heading', { name: 'Salary for an incomplete month (MOM)' })).toBeVisible();

  const source = page.getByRole('textbox', { name: 'Formula' });
  await expect(source).toHaveValue('employee.monthlyGrossPay * timesheet.daysWorked / period.workingDays');
  await source.fill('round(employee.slary / 2, 2)');
  await expect(page.getByText("unknown variable 'employee.slary' at 1:7; did you mean 'employee.salary'?")).toBeVisible();
  await source.fill('round(employee.salary / 2, 2)');
  await expect(page.getByText('The formula is valid and reads 1 variable.')).toBeVisible();
  await page.getByRole('button', { name: 'Save' }).click();
  await expect(page.getByText('Saved as version 2.')).toBeVisible();

  const employee = page.getByRole('combobox', { name: 'Employee' });
  await employee.click();
  await employee.fill('Wira');
  await employee.press('Enter');
  const preview = page.locator('.ant-card').filter({ hasText: 'Live preview' });
  // The exact decimal the engine gave, not a float: 3000.00 / 2 rounded to 2 places.
  await expect(preview.locator('.ant-statistic-content')).toHaveText('1500');
  // The salary read, in the variables and again as the first step.
  await expect(preview.getByRole('row', { name: /^employee\.salary 3000\.00 Employee$/ })).toBeVisible();
  await expect(preview.getByRole('row', { name: /^1:1 round\(employee\.salary \/ 2, 2\) 1500$/ })).toBeVisible();

  await page.getByRole('tab', { name: 'Versions (2)' }).click();
  await expect(page.getByRole('cell', { name: /Version 2\s*Current/ })).toBeVisible();
  await page.getByRole('button', { name: 'View version 1' }).click();
  const older = page.getByRole('dialog', { name: 'Version 1' });
  await expect(older.getByText('employee.monthlyGrossPay * timesheet.daysWorked / period.workingDays')).toBeVisible();
  await expect(older.getByText('Read only', { exact: false })).toBeVisible();
});
