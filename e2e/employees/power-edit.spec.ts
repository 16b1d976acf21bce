import { expect, test, type APIRequestContext, type Locator, type Page } from '@playwright/test';
import { signIn, signUpCompany } from '../support.ts';

const NRIC_WEIGHTS = [2, 7, 6, 5, 4, 3, 2];
/** A Singapore NRIC with a right check letter, different on every call. */
function nric(): string {
  const digits = Array.from({ length: 7 }, () => Math.floor(Math.random() * 10));
  const sum = digits.reduce((total, digit, index) => total + digit * NRIC_WEIGHTS[index]!, 0);
  return `S${digits.join('')}${'JZIHGFEDCBA'[sum % 11]}`;
}

async function call<T>(request: APIRequestContext, token: string, method: 'GET' | 'POST', path: string, data?: unknown): Promise<T> {
  const response = await request.fetch(`/api/v2${path}`, {
    method,
    headers: { authorization: `Bearer ${token}` },
    ...(data === undefined ? {} : { data }),
  });
  expect(response.status(), `${method} ${path}: ${await response.text()}`).toBe(200);
  return ((await response.json()) as { data: T }).data;
}

function employeeBody(firstName: string) {
  return {
    personal: { identificationType: 'SG_NRIC', identificationNumber: nric(), firstName, lastName: 'Tan', phones: [] },
    job: { employmentNumber: `E-${Math.random().toString(36).slice(2, 8)}`, hiringDate: '2024-01-02', employmentType: 0 },
    payment: { paymentModeId: 1, salary: '3000.00' },
  };
}

/** Picks an option of an antd select by its text. */
async function choose(page: Page, field: Locator, option: string) {
  await field.click();
  await page.locator('.ant-select-dropdown:visible').getByTitle(option, { exact: true }).click();
}

/** The same in a grid cell, waiting for its list to close so that the next cell's list is the only one open. */
async function chooseInCell(page: Page, field: Locator, option: string) {
  await choose(page, field, option);
  await expect(page.locator('.ant-select-dropdown:visible')).toHaveCount(0);
}

test('an HR user moves two employees to another department in the power edit grid, saves once, and finds them by that department', async ({
  page,
  request,
}) => {
  test.slow();
  const company = await signUpCompany(request);
  await call(request, company.token, 'POST', '/organisation/departments', { name: 'Logistics' });
  for (const name of ['Amir', 'Bella', 'Chen']) await call(request, company.token, 'POST', '/employees', employeeBody(name));
  const roles = await call<{ id: string; text: string }[]>(request, company.token, 'GET', '/users/roles');
  await call(request, company.token, 'POST', '/users', {
    username: 'hana',
    firstName: 'Hana',
    lastName: 'Lee',
    password: 'hana-secret',
    roleId: roles.find((role) => role.text === 'HR Manager')!.id,
  });

  await signIn(page, company.domain, 'hana', 'hana-secret', '/employees/power-edit');
  await expect(page.getByRole('heading', { name: 'Power edit' })).toBeVisible();
  await chooseInCell(page, page.getByLabel('Department: Amir Tan'), 'Logistics');
  await chooseInCell(page, page.getByLabel('Department: Bella Tan'), 'Logistics');
  await expect(page.getByText('2 changes pending')).toBeVisible();
  await expect(page.getByRole('row', { name: /Amir Tan/ }).getByText('Changed')).toBeVisible();

  await page.getByRole('button', { name: 'Save changes' }).click();
  const confirm = page.getByRole('dialog');
  await expect(confirm.getByText('The job details of 2 employees will change.')).toBeVisible();
  await confirm.getByRole('button', { name: 'Save changes' }).click();
  await expect(page.getByText('Saved the changes to 2 employees.')).toBeVisible();
  await expect(page.getByText('0 changes pending')).toBeVisible();

  await page.goto('/employees');
  await page.getByRole('button', { name: 'Add Filter' }).click();
  await choose(page, page.getByLabel('Filter by'), 'Department');
  await choose(page, page.getByLabel('Values'), 'Logistics');
  await page.getByRole('button', { name: 'Apply' }).click();
  await expect(page.getByRole('row', { name: /Chen Tan/ })).toHaveCount(0);
  await expect(page.getByRole('row', { name: /Amir Tan/ })).toBeVisible();
  await expect(page.getByRole('row', { name: /Bella Tan/ })).toBeVisible();
});
