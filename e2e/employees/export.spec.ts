import { expect, type Page } from '@playwright/test';
import ExcelJS from 'exceljs';
import { readFile } from 'node:fs/promises';
import { employeeBody, signIn, test } from '../support.ts';

/** The columns a new company's administrator sees in the export, in its order (English). */
const HEADER = [
  'Employment number',
  'Full name',
  'Identification type',
  'Identification number',
  'Email',
  'Phone numbers',
  'Job title',
  'Department',
  'Hiring date',
  'Employment type',
  'Status',
];

/** Exports the list as it is shown, waits for the job and downloads the file: its name and its path. */
async function exportAs(page: Page, menuItem: string) {
  await page.getByRole('button', { name: 'Export' }).click();
  await page.getByRole('menuitem', { name: menuItem }).click();
  const progress = page.getByRole('dialog', { name: 'Export the employee list' });
  await expect(progress.getByText('Your file is ready.')).toBeVisible({ timeout: 30_000 });
  const downloading = page.waitForEvent('download');
  await progress.getByRole('button', { name: 'Download' }).click();
  const download = await downloading;
  await progress.getByRole('button', { name: 'Close' }).first().click();
  await expect(progress).toBeHidden();
  return { name: download.suggestedFilename(), path: (await download.path())! };
}

/** The visible rows' employment number and full name, top to bottom. */
async function visibleEmployees(page: Page): Promise<string[][]> {
  const rows = page.locator('.ant-table-tbody tr.ant-table-row');
  return Promise.all(
    (await rows.all()).map(async (row) => [
      (await row.locator('td').nth(0).innerText()).trim(),
      (await row.locator('td').nth(1).innerText()).trim(),
    ]),
  );
}

test('the employee list exports what it shows as xlsx and as csv: the header row and the visible employees, in their order', async ({
  page,
  company,
  admin,
}) => {
  test.slow();
  for (const [firstName, employmentNumber] of [
    ['Bella', 'X-002'],
    ['Amir', 'X-001'],
    ['Chen', 'X-003'],
  ] as const) {
    await admin.post('/employees', employeeBody({ firstName, employmentNumber }));
  }
  // Someone who has left: not in the active list, so not in its export.
  const { id: leaverId } = await admin.post<{ id: string }>('/employees', employeeBody({ firstName: 'Dara', employmentNumber: 'X-004' }));
  const { version } = await admin.get<{ version: number }>(`/employees/${leaverId}/job`);
  await admin.put(`/employees/${leaverId}/archive`, { version, cessationDate: '2024-06-30' });

  await signIn(page, company, { path: '/employees' });
  await expect(page.getByRole('link', { name: 'Chen Tan' })).toBeVisible();
  const shown = await visibleEmployees(page);
  expect(shown).toEqual([
    ['X-001', 'Amir Tan'],
    ['X-002', 'Bella Tan'],
    ['X-003', 'Chen Tan'],
  ]);

  const xlsx = await exportAs(page, 'Excel workbook (.xlsx)');
  expect(xlsx.name).toBe('employees.xlsx');
  const workbook = new ExcelJS.Workbook();
  await workbook.xlsx.readFile(xlsx.path);
  const sheet = workbook.worksheets[0]!;
  expect(sheet.name).toBe('Employees');
  const cells = (rowNumber: number) => (sheet.getRow(rowNumber).values as unknown[]).slice(1).map((value) => String(value ?? ''));
  expect(cells(1)).toEqual(HEADER);
  expect(sheet.rowCount).toBe(1 + shown.length);
  shown.forEach(([number, name], index) => {
    const row = cells(index + 2);
    expect([row[0], row[1]]).toEqual([number, name]);
    expect(row[10]).toBe('Active');
  });

  // The export follows the search: only what the list shows then.
  await page.getByRole('searchbox', { name: 'Search' }).fill('Bella');
  await expect(page.getByRole('link', { name: 'Amir Tan' })).toBeHidden();
  expect(await visibleEmployees(page)).toEqual([['X-002', 'Bella Tan']]);
  const csv = await exportAs(page, 'CSV file (.csv)');
  expect(csv.name).toBe('employees.csv');
  const lines = (await readFile(csv.path, 'utf8'))
    .replace(/^\uFEFF/, '')
    .trimEnd()
    .split('\r\n');
  expect(lines[0]).toBe(HEADER.join(','));
  expect(lines).toHaveLength(2);
  expect(lines[1]!.split(',').slice(0, 2)).toEqual(['X-002', 'Bella Tan']);
});
