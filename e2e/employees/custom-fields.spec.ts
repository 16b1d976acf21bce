import { expect } from '@playwright/test';
import { choose, employeeBody, filterEmployees, nric, signIn, test, typeDate } from '../support.ts';

test('HR filters the employee list by a custom field, shows it as a column, and picks employees one by one', async ({
  page,
  company,
  admin,
}) => {
  test.slow();
  const size = await admin.post<{ id: string; options: { id: string; label: string }[] }>('/custom-fields', {
    location: 'employeeStandard',
    type: 2,
    label: 'Shirt size',
    propertyName: 'shirtSize',
    options: [{ label: 'Small' }, { label: 'Large' }],
  });
  const option = (label: string) => size.options.find((candidate) => candidate.label === label)!.id;
  const add = (firstName: string, shirt?: string) =>
    admin.post(
      '/employees',
      employeeBody({ firstName, lastName: 'Lim', others: shirt ? [{ _id: { $oid: size.id }, value: option(shirt) }] : [] }),
    );
  await add('Ana', 'Small');
  await add('Ben', 'Large');
  await add('Cara');

  await signIn(page, company, { path: '/employees' });
  const rows = page.locator('.ant-table-tbody tr.ant-table-row');
  await expect(page.getByRole('row', { name: /Cara Lim/ })).toBeVisible();

  // The custom field is a filter category with its options; "is not" keeps those without a value.
  await filterEmployees(page, { by: 'Shirt size', condition: 'is not', value: 'Large' });
  await expect(page.getByRole('list', { name: 'Filters applied' })).toContainText('Shirt size is not Large');
  await expect(page.getByRole('row', { name: /Ben Lim/ })).toHaveCount(0);
  await expect(rows).toHaveCount(2);

  // The field as a column, its option's label in the cells.
  await page.getByRole('button', { name: /^Columns \(\d+\)$/ }).click();
  await page.getByRole('checkbox', { name: 'Shirt size' }).check();
  await expect(page.getByRole('columnheader', { name: 'Shirt size' })).toBeVisible();
  await expect(page.getByRole('row', { name: /Ana Lim.*Small/ })).toBeVisible();
  await expect(page.getByRole('row', { name: /Cara Lim.*Not set/ })).toBeVisible();
  await page.keyboard.press('Escape');

  // The individual employee filter narrows what the rules let through.
  await page.getByRole('button', { name: /^Shirt size is not Large/ }).click();
  await page.getByRole('button', { name: 'Choose employees (0 chosen)' }).click();
  await page.getByRole('button', { name: /^Add \(E-\w+\) Cara Lim$/ }).click();
  await page.getByRole('button', { name: /^Add \(E-\w+\) Ben Lim$/ }).click();
  await page.getByRole('button', { name: 'Apply' }).click();
  await expect(page.getByRole('list', { name: 'Filters applied' })).toContainText('2 chosen employees');
  await expect(rows).toHaveCount(1);
  await expect(page.getByRole('row', { name: /Cara Lim/ })).toBeVisible();

  // Reset brings everyone back; the column stays on after a reload.
  await page.getByRole('button', { name: 'Reset Advanced Filter' }).click();
  await expect(rows).toHaveCount(3);
  await page.reload();
  await expect(page.getByRole('row', { name: /Ben Lim.*Large/ })).toBeVisible();
});

test('an administrator adds an employee with the company’s custom fields: a step of their own, the field’s rules, the values on the profile', async ({
  page,
  company,
  admin,
}) => {
  test.slow();
  await admin.post('/custom-fields', {
    location: 'employeeStandard',
    type: 2,
    label: 'Shirt size',
    propertyName: 'shirtSize',
    options: [{ label: 'Small' }, { label: 'Large' }],
    required: true,
  });
  await admin.post('/custom-fields', {
    location: 'employee',
    type: 4,
    label: 'Locker number',
    propertyName: 'locker',
  });

  await signIn(page, company, { path: '/employees/add' });
  await expect(page.getByRole('heading', { name: 'Add employee' })).toBeVisible();
  const personal = page.getByRole('region', { name: 'Personal' });
  await personal.getByLabel('Identification number').fill(nric());
  await personal.getByLabel('First name').fill('Dewi');
  await page.getByRole('button', { name: 'Next', exact: true }).click();
  const job = page.getByRole('region', { name: 'Job' });
  await job.getByLabel('Employment number').fill('E-200');
  await typeDate(job.getByLabel('Hiring date'), '02/01/2024');
  await page.getByRole('button', { name: 'Next', exact: true }).click();
  const payment = page.getByRole('region', { name: 'Payment' });
  await choose(page, payment.getByLabel('Payment mode'), 'Cash');
  await payment.getByLabel('Salary', { exact: true }).fill('3100');
  await page.getByRole('button', { name: 'Next', exact: true }).click();

  // The custom fields' step: the form's field first, then the profile's; a required one must be filled.
  const custom = page.getByRole('region', { name: 'Custom fields' });
  await expect(custom.getByLabel('Shirt size')).toBeVisible();
  await expect(custom.getByLabel('Locker number')).toBeVisible();
  await page.getByRole('button', { name: 'Next', exact: true }).click();
  await expect(custom.getByText('This field is required.')).toBeVisible();
  await choose(page, custom.getByLabel('Shirt size'), 'Large');
  await custom.getByLabel('Locker number').fill('17');
  await page.getByRole('button', { name: 'Next', exact: true }).click();
  while (await page.getByRole('button', { name: 'Next', exact: true }).isVisible())
    await page.getByRole('button', { name: 'Next', exact: true }).click();
  await page.getByRole('button', { name: 'Add employee' }).click();
  await expect(page.getByText('Employee was successfully added!')).toBeVisible();
  await expect(page.getByRole('heading', { name: 'Dewi', level: 1 })).toBeVisible();

  // The profile shows them, each in its own section.
  await expect(page.getByText('Large')).toBeVisible();
  await expect(page.getByText('17', { exact: true })).toBeVisible();
});
