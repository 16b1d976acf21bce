import { expect, type Page } from '@playwright/test';
import ExcelJS from 'exceljs';
import { readFile } from 'node:fs/promises';
import { employeeBody, signIn, test } from '../support.ts';

/** The columns a new user's list shows, so its export writes them, in their order (English). */
const HEADER = ['Employment number', 'Full name', 'Identification number', 'Job title', 'Department', 'Hiring date'];

/** Exports the list as it is shown: a small list downloads at once. The file's name and its path. */
async function exportAs(page: Page, menuItem: string) {
  // The pointer left over a column header after the last menu: its sort tooltip would cover the button.
  await page.mouse.move(0, 0);
  await page.getByRole('button', { name: 'Export' }).click();
  const downloading = page.waitForEvent('download');
  await page.getByRole('menuitem', { name: menuItem }).click();
  const download = await downloading;
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

  // The column chooser, by keyboard: the payment mode shown and moved before the name; the export follows.
  await page.getByRole('button', { name: /^Columns \(6\)$/ }).click();
  const paymentMode = page.getByRole('checkbox', { name: 'Payment mode' });
  await paymentMode.focus();
  await page.keyboard.press('Space');
  await expect(page.getByRole('columnheader', { name: 'Payment mode' })).toBeVisible();
  await expect(page.getByRole('row', { name: /Bella Tan.*Bank transfer/ })).toBeVisible();
  for (let step = 0; step < 5; step += 1) await page.getByRole('button', { name: 'Move “Payment mode” up' }).click();
  await page.keyboard.press('Escape');
  const withPaymentMode = await exportAs(page, 'CSV file (.csv)');
  const exported = (await readFile(withPaymentMode.path, 'utf8'))
    .replace(/^\uFEFF/, '')
    .trimEnd()
    .split('\r\n');
  expect(exported[0]).toBe(['Employment number', 'Payment mode', ...HEADER.slice(1)].join(','));
  expect(exported[1]!.split(',').slice(0, 3)).toEqual(['X-002', 'Bank transfer', 'Bella Tan']);
});
