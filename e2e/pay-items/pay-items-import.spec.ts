import { expect, type Page } from '@playwright/test';
import { employeeBody, signIn, test } from '../support.ts';

/** A CSV as Excel saves it ("CSV UTF-8"): a byte-order mark, comma-separated, CRLF lines. */
function csv(rows: readonly (readonly string[])[]): Buffer {
  return Buffer.from(`\uFEFF${rows.map((row) => row.join(',')).join('\r\n')}\r\n`, 'utf8');
}

async function upload(page: Page, name: string, content: Buffer) {
  await page.locator('input[type="file"]').setInputFiles({ name, mimeType: 'text/csv', buffer: content });
}

const HEADER = ['[employmentNumber]', '[policy]', '[effectiveFrom]', '[endedOn]', '[amount]', '[description]'];

test('HR downloads the exemption sample, checks a file with a problem, fixes it, imports and sees the assignments', async ({
  page,
  company,
  admin,
}) => {
  test.slow();
  await admin.post('/employees', employeeBody({ firstName: 'Nadia', lastName: 'Rahman', employmentNumber: 'E-NADIA' }));
  const categories = await admin.post<{ data: { id: string; code: string | null }[] }>('/exemptions/categories/table', {
    start: 0,
    length: -1,
    search: { value: '' },
    order: [],
    columns: [],
  });
  await admin.post('/exemptions/policies', {
    categoryId: categories.data.find((category) => category.code === 'transport')!.id,
    name: 'Bus pass',
    recurrence: 'recurring',
    amount: '120.50',
  });

  await signIn(page, company, { path: '/settings/exemption/assignment' });
  await page.getByRole('button', { name: 'Import', exact: true }).click();
  await expect(page.getByRole('heading', { name: 'Import pay items' })).toBeVisible();

  const download = page.waitForEvent('download');
  await page.getByRole('button', { name: 'Download the sample file' }).click();
  expect((await download).suggestedFilename()).toBe('exemption-import-sample.xlsx');

  // The check names the unknown policy and writes nothing.
  await upload(page, 'pay-items.csv', csv([HEADER, ['E-NADIA', 'Bus passes', '2026-12-01', '', '', 'New route']]));
  await expect(page.getByText('Nothing named “Bus passes” exists.', { exact: false })).toBeVisible({ timeout: 30_000 });
  await expect(page.getByRole('button', { name: 'Import', exact: true })).toBeDisabled();

  await upload(page, 'pay-items-fixed.csv', csv([HEADER, ['E-NADIA', 'Bus pass', '2026-12-01', '', '99.90', 'New route']]));
  await expect(page.getByText('The file is ready to import. Rows to import: 1.')).toBeVisible({ timeout: 30_000 });
  await page.getByRole('button', { name: 'Import', exact: true }).click();
  await expect(page.getByText('Pay items assigned: 1.')).toBeVisible({ timeout: 30_000 });

  await page.getByRole('button', { name: 'Go to the assignments' }).click();
  const row = page.getByRole('row', { name: /Nadia Rahman/ });
  await expect(row).toContainText('Bus pass');
  await expect(row).toContainText(/99\.90/);
  await expect(row).toContainText('New route');
});
