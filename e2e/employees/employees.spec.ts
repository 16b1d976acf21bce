import { expect } from '@playwright/test';
import {
  addUser,
  changeGivenPassword,
  choose,
  employeeBody,
  filterEmployees,
  nric,
  roleIdNamed,
  signIn,
  test,
  typeDate,
} from '../support.ts';

const HANA = { username: 'hana', password: 'hana-secret', firstName: 'Hana', lastName: 'Lee', role: 'HR Manager' } as const;

/** dd/mm/yyyy, the new Singapore company's date format, `years` before today. */
function yearsAgo(years: number): string {
  const date = new Date();
  date.setFullYear(date.getFullYear() - years);
  return `${String(date.getDate()).padStart(2, '0')}/${String(date.getMonth() + 1).padStart(2, '0')}/${date.getFullYear()}`;
}

test('an HR user adds an employee, told of taken numbers and a too-young date of birth at the step they are typed, finds and filters them, edits, archives and restores', async ({
  page,
  company,
  admin,
}) => {
  test.slow();
  const departmentId = (await admin.post<{ id: string }>('/organisation/departments', { name: 'Finance' })).id;
  await admin.post('/organisation/departments', { name: 'Operations' });
  const takenNumber = nric();
  await admin.post('/employees', employeeBody({ firstName: 'Existing', identificationNumber: takenNumber, employmentNumber: 'E-0100' }));
  await addUser(admin, HANA);

  await signIn(page, { domain: company.domain, ...HANA }, { path: '/employees' });
  await page.getByRole('link', { name: 'Add employee' }).first().click();
  await expect(page.getByRole('heading', { name: 'Add employee' })).toBeVisible();

  // Personal: a number another employee has is named at this step, as it is typed; so is a child's date of birth.
  const personal = page.getByRole('region', { name: 'Personal' });
  await personal.getByLabel('Identification number').fill(takenNumber);
  await expect(personal.getByText('Employee with this identification number already exists')).toBeVisible();
  await personal.getByLabel('First name').fill('Nur');
  await personal.getByLabel('Last name').fill('Aisyah');
  await typeDate(personal.getByLabel('Date of birth'), yearsAgo(10));
  await personal.getByLabel('Date of birth').blur();
  await expect(personal.getByText('Minimum age is 13 years old')).toBeVisible();
  await expect(personal.getByLabel('Date of birth')).toHaveValue(yearsAgo(10));
  // The step does not let go while fields need attention, and the notice says how many.
  await page.getByRole('button', { name: 'Next', exact: true }).click();
  await expect(page.getByText('2 fields need attention')).toBeVisible();
  await typeDate(personal.getByLabel('Date of birth'), yearsAgo(30));
  await expect(personal.getByLabel('Date of birth')).toHaveValue(yearsAgo(30));
  await expect(personal.getByText('Minimum age is 13 years old')).toHaveCount(0);
  // Masked until focused: the whole number shows once the field has the focus.
  await personal.getByLabel('Identification number').click();
  await personal.getByLabel('Identification number').fill(nric());
  await expect(personal.getByText('Employee with this identification number already exists')).toHaveCount(0);
  await personal.getByRole('textbox', { name: 'Phone number 1' }).fill('91234567');
  await personal.getByRole('button', { name: 'Add phone number' }).click();
  await personal.getByRole('textbox', { name: 'Phone number 2' }).fill('9123 4567');
  await expect(personal.getByText('Please remove duplicated phone number').first()).toBeVisible();
  await personal.getByRole('button', { name: 'Remove phone number 2' }).click();
  await expect(personal.getByText('Please remove duplicated phone number')).toHaveCount(0);
  await page.getByRole('button', { name: 'Next', exact: true }).click();

  // Job: the next free employment number is filled in; the one another employee has is named as it is typed.
  const job = page.getByRole('region', { name: 'Job' });
  await expect(job.getByLabel('Employment number')).toHaveValue('E-0101');
  await job.getByLabel('Employment number').fill('e-0100');
  await expect(job.getByText('Another employee already has this employment number.')).toBeVisible();
  await job.getByLabel('Employment number').fill('E-100');
  await expect(job.getByText('Another employee already has this employment number.')).toHaveCount(0);
  await typeDate(job.getByLabel('Hiring date'), '02/01/2024');
  await choose(page, job.getByLabel('Department'), 'Finance');
  await page.getByRole('button', { name: 'Next', exact: true }).click();

  // Payment: a salary of zero is refused as it is typed.
  const payment = page.getByRole('region', { name: 'Payment' });
  await choose(page, payment.getByLabel('Payment mode'), 'Bank transfer');
  await payment.getByLabel('Salary', { exact: true }).fill('0');
  await payment.getByLabel('Salary', { exact: true }).blur();
  await expect(payment.getByText('Salary must be more than zero.')).toBeVisible();
  await payment.getByLabel('Salary', { exact: true }).fill('4200.50');
  await payment.getByLabel('Salary', { exact: true }).blur();
  await expect(payment.getByText('Salary must be more than zero.')).toHaveCount(0);
  await page.getByRole('button', { name: 'Next', exact: true }).click();

  // No deployment; then the leave profile (HR assigns profiles): the statutory one from the hiring date, with days brought along.
  await page.getByRole('button', { name: 'Next', exact: true }).click();
  const leave = page.getByRole('region', { name: 'Leave profile' });
  await choose(page, leave.getByLabel('Leave profile'), 'Statutory leave');
  await leave.getByLabel('Annual leave').fill('3.5');
  await page.getByRole('button', { name: 'Add employee' }).click();
  await expect(page.getByText('Employee was successfully added!')).toBeVisible();
  await expect(page.getByRole('heading', { name: 'Nur Aisyah', level: 1 })).toBeVisible();
  await expect(page).toHaveURL(/\/employee\/[0-9a-f-]+\/profile$/);
  const leaveSection = page.locator('#leaveProfileDetail');
  await expect(leaveSection.getByRole('row', { name: /Leave profile/ })).toContainText('Statutory leave');
  await expect(leaveSection.getByRole('row', { name: /Effective from/ })).toContainText('02/01/2024');
  await expect(leaveSection.getByRole('row', { name: /Starting values/ })).toContainText('3.5');

  // The list shows both; the advanced filter on the department keeps only the new one.
  await page.goto('/employees');
  await expect(page.getByRole('row', { name: /Nur Aisyah/ })).toBeVisible();
  await expect(page.getByRole('row', { name: /Existing Tan/ })).toBeVisible();
  await filterEmployees(page, { by: 'Department', value: 'Finance' });
  await expect(page.getByRole('row', { name: /Existing Tan/ })).toHaveCount(0);
  await expect(page.getByRole('row', { name: /Nur Aisyah/ })).toBeVisible();
  expect(departmentId).toBeTruthy();

  // Edit the job section on its own.
  await page.getByRole('link', { name: 'Nur Aisyah' }).click();
  const jobSection = page.locator('#jobDetail');
  await jobSection.getByRole('button', { name: 'Edit Job' }).click();
  await jobSection.getByLabel('Biometric number').fill('B-77');
  await jobSection.getByRole('button', { name: 'Save' }).click();
  await expect(page.getByText('Your changes have been saved.')).toBeVisible();
  await expect(jobSection.getByText('B-77')).toBeVisible();

  // Archive from a cessation date, with confirmation; then restore.
  await page.getByRole('button', { name: 'Archive' }).click();
  const dialog = page.getByRole('dialog', { name: 'Archive Nur Aisyah' });
  await dialog.getByRole('button', { name: 'Archive' }).click();
  await page.getByRole('dialog', { name: 'Confirmation' }).getByRole('button', { name: 'Archive' }).click();
  await expect(page.getByText('Nur Aisyah was archived.')).toBeVisible();
  await expect(page.getByText('ARCHIVED', { exact: true })).toBeVisible();
  await page.getByRole('button', { name: 'Restore' }).click();
  await page.getByRole('dialog', { name: 'Confirmation' }).getByRole('button', { name: 'Restore' }).click();
  await expect(page.getByText('Nur Aisyah was restored.')).toBeVisible();
  await expect(page.getByText('ARCHIVED', { exact: true })).toHaveCount(0);
});

test('an employee sees only their own profile, and loses access on the employee list', async ({ page, request, company, admin }) => {
  const account = { username: 'mei', password: 'given-by-hr', roleId: await roleIdNamed(admin, 'Employee') };
  await admin.post('/employees', employeeBody({ firstName: 'Mei', account }));
  await admin.post('/employees', employeeBody({ firstName: 'Other' }));
  await changeGivenPassword(request, { domain: company.domain, username: 'mei', password: 'given-by-hr' }, 'mei-secret');

  await signIn(page, { domain: company.domain, username: 'mei', password: 'mei-secret' }, { path: '/profile' });
  await expect(page.getByRole('heading', { name: 'Mei Tan', level: 1 })).toBeVisible();
  await expect(page.locator('#personalDetail').getByText('Mei', { exact: true })).toBeVisible();
  // Their contact details are theirs to change, their job is HR's; archiving is not for them.
  await expect(page.getByRole('button', { name: 'Edit Personal' })).toBeVisible();
  await expect(page.getByRole('button', { name: 'Edit Job' })).toHaveCount(0);
  await expect(page.getByRole('button', { name: 'Archive' })).toHaveCount(0);
  await expect(page.getByRole('link', { name: 'Employee list' })).toHaveCount(0);

  await page.goto('/employees');
  await expect(page.getByText('You have lost your access to the page. You are going to be redirected to your home page.')).toBeVisible();
  await expect(page).not.toHaveURL(/\/employees$/);
});
