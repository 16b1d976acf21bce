import { expect, type Page } from '@playwright/test';
import { nric, signIn, test } from '../support.ts';

/** A CSV as Excel saves it ("CSV UTF-8"): a byte-order mark, comma-separated, CRLF lines. */
function csv(rows: readonly (readonly string[])[]): Buffer {
  return Buffer.from(`\uFEFF${rows.map((row) => row.join(',')).join('\r\n')}\r\n`, 'utf8');
}

async function upload(page: Page, name: string, content: Buffer) {
  await page.locator('input[type="file"]').setInputFiles({ name, mimeType: 'text/csv', buffer: content });
}

const HEADER = [
  'Employment number * [employmentNumber]',
  'First name * [firstName]',
  'Last name [lastName]',
  'Identification type * [identificationType]',
  'Identification number * [identificationNumber]',
  'Hiring date * [hiringDate]',
  'Payment mode * [paymentMode]',
  'Salary * [salary]',
];

test('an administrator imports employees: downloads the sample, sees the problems of a broken file, fixes it, imports and finds them in the list', async ({
  page,
  company,
}) => {
  test.slow();
  await signIn(page, company, { path: '/employees/import' });
  await expect(page.getByRole('heading', { name: 'Import employees' })).toBeVisible();

  const download = page.waitForEvent('download');
  await page.getByRole('button', { name: 'Download the sample file' }).click();
  expect((await download).suggestedFilename()).toBe('employee-import-sample.xlsx');

  const base = 1_000_000 + Math.floor(Math.random() * 8_000_000);
  /** A row with nothing wrong: a Singapore employee paid 3200.00 by bank transfer from 1 Feb 2024. */
  const good = (person: { employmentNumber: string; firstName: string; lastName: string; identificationNumber: string }) => [
    person.employmentNumber,
    person.firstName,
    person.lastName,
    'SG_NRIC',
    person.identificationNumber,
    '2024-02-01',
    'Bank transfer',
    '3200.00',
  ];
  await upload(
    page,
    'people.csv',
    csv([
      HEADER,
      good({ employmentNumber: 'E-101', firstName: 'Nurul', lastName: 'Huda', identificationNumber: nric(base) }),
      ['E-102', '', 'Goh', 'SG_NRIC', nric(base + 1), '2024-02-01', 'Cash', '2800'],
      good({ employmentNumber: 'E-103', firstName: 'Kumar', lastName: 'Raj', identificationNumber: 'S1234567A' }),
    ]),
  );

  // The check reads the file in a worker thread: on a busy machine it takes a while.
  await expect(page.getByText('Rows with problems: 2 of 3. Problems found: 2.', { exact: false })).toBeVisible({ timeout: 30_000 });
  await expect(page.getByRole('row', { name: /3.*First name.*Please complete this cell: “First name” is required\./ })).toBeVisible();
  await expect(
    page.getByRole('row', { name: /4.*Identification number.*Please re-check this cell: Identification number is not valid/ }),
  ).toBeVisible();
  await expect(page.getByRole('button', { name: 'Import', exact: true })).toBeDisabled();
  // The clean row alone could be imported; the rows with problems download marked.
  await expect(page.getByRole('button', { name: 'Import the 1 row without problems' })).toBeEnabled();
  const problems = page.waitForEvent('download');
  await page.getByRole('button', { name: 'Download the rows with problems' }).click();
  expect((await problems).suggestedFilename()).toBe('people - rows with problems.xlsx');

  // The fixed file.
  await upload(
    page,
    'people-fixed.csv',
    csv([
      HEADER,
      good({ employmentNumber: 'E-101', firstName: 'Nurul', lastName: 'Huda', identificationNumber: nric(base) }),
      good({ employmentNumber: 'E-102', firstName: 'Wen Jie', lastName: 'Goh', identificationNumber: nric(base + 1) }),
      good({ employmentNumber: 'E-103', firstName: 'Kumar', lastName: 'Raj', identificationNumber: nric(base + 2) }),
    ]),
  );
  await expect(page.getByText('The file is ready to import. Rows to import: 3.')).toBeVisible({ timeout: 30_000 });
  await page.getByRole('button', { name: 'Import', exact: true }).click();
  await expect(page.getByText('Employees imported: 3.')).toBeVisible({ timeout: 30_000 });

  await page.getByRole('button', { name: 'Go to the employee list' }).click();
  await expect(page).toHaveURL(/\/employees$/);
  for (const name of ['Nurul Huda', 'Wen Jie Goh', 'Kumar Raj'])
    await expect(page.getByRole('row', { name: new RegExp(name) })).toBeVisible();
});

test('contracts import on a phone: a clean file makes its contracts with their locations, and the page fits the screen', async ({
  page,
  company,
}) => {
  test.slow();
  await signIn(page, company, { path: '/contracts/import' });
  // A phone's width, once signed in (the side menu folds away there).
  await page.setViewportSize({ width: 390, height: 844 });
  await expect(page.getByRole('heading', { name: 'Import contracts' })).toBeVisible();

  await upload(
    page,
    'contracts.csv',
    csv([
      ['[name]', '[client]', '[startDate]', '[endDate]', '[location]', '[address]'],
      ['Jurong Port security', 'JP Pte Ltd', '2025-01-01', '2025-12-31', 'Gate 1', '37 Jurong Port Road'],
      ['Jurong Port security', '', '', '', 'Gate 2', ''],
      ['Tuas depot', 'Tuas Co', '2025-03-01', '2025-01-01', '', ''],
    ]),
  );
  await expect(page.getByText('Please re-check this cell: The end date cannot be before the start date.')).toBeVisible({
    timeout: 30_000,
  });
  expect(await page.evaluate(() => document.documentElement.scrollWidth <= window.innerWidth)).toBe(true);

  await upload(
    page,
    'contracts-fixed.csv',
    csv([
      ['[name]', '[client]', '[startDate]', '[endDate]', '[location]', '[address]'],
      ['Jurong Port security', 'JP Pte Ltd', '2025-01-01', '2025-12-31', 'Gate 1', '37 Jurong Port Road'],
      ['Jurong Port security', '', '', '', 'Gate 2', ''],
      ['Tuas depot', 'Tuas Co', '2025-03-01', '2026-02-28', '', ''],
    ]),
  );
  await page.getByRole('button', { name: 'Import', exact: true }).click();
  await expect(page.getByText('Contracts imported: 2. Locations added: 2.')).toBeVisible({ timeout: 30_000 });
  expect(await page.evaluate(() => document.documentElement.scrollWidth <= window.innerWidth)).toBe(true);
  await page.getByRole('button', { name: 'Go to the active contracts' }).click();
  await expect(page.getByText('Jurong Port security')).toBeVisible();
});
