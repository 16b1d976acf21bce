import { expect, type Page } from '@playwright/test';
import { employeeBody, signIn, test } from '../support.ts';

/** A CSV as Excel saves it ("CSV UTF-8"): a byte-order mark, comma-separated, CRLF lines. */
function csv(rows: readonly (readonly string[])[]): Buffer {
  return Buffer.from(`\uFEFF${rows.map((row) => row.join(',')).join('\r\n')}\r\n`, 'utf8');
}

async function upload(page: Page, name: string, content: Buffer) {
  await page.locator('input[type="file"]').setInputFiles({ name, mimeType: 'text/csv', buffer: content });
}

const HEADER = ['[employmentNumber]', '[category]', '[date]', '[days]', '[kind]', '[reason]'];

test('HR imports opening balances (check, fix, import) and sees the employee’s balance and its ledger line', async ({
  page,
  company,
  admin,
}) => {
  test.slow();
  const nadia = await admin.post<{ id: string }>(
    '/employees',
    employeeBody({ firstName: 'Nadia', lastName: 'Rahman', employmentNumber: 'E-NADIA' }),
  );
  const profiles = await admin.post<{ data: { id: string }[] }>('/timeoff/profiles/table', {
    start: 0,
    length: 10,
    search: { value: '' },
    order: [],
    columns: [],
  });
  const today = new Date().toISOString().slice(0, 10);
  await admin.put('/timeoff/assigns', {
    profileId: profiles.data[0]!.id,
    employeeIds: [nadia.id],
    effectiveFrom: today,
    startingDays: [],
  });

  await signIn(page, company, { path: '/settings/timeoff/assignment' });
  await page.getByRole('button', { name: 'Import balances' }).click();
  await expect(page.getByRole('heading', { name: 'Import leave balances' })).toBeVisible();

  // The check names the unknown employee and writes nothing.
  await upload(page, 'balances.csv', csv([HEADER, ['E-NADYA', 'Annual leave', today, '4.5', '', 'From the old system']]));
  await expect(page.getByText('No employee has the employment number “E-NADYA”.', { exact: false })).toBeVisible({ timeout: 30_000 });

  await upload(page, 'balances-fixed.csv', csv([HEADER, ['E-NADIA', 'Annual leave', today, '4.5', '', 'From the old system']]));
  await page.getByRole('button', { name: 'Import', exact: true }).click();
  await expect(page.getByText('Ledger entries imported: 1.')).toBeVisible({ timeout: 30_000 });

  await page.getByRole('button', { name: 'Go to the assignments' }).click();
  await page.getByRole('button', { name: 'Balances: Nadia Rahman' }).click();
  const balances = page.getByRole('dialog', { name: 'Balances of Nadia Rahman' });
  await balances.getByText(/^Annual leave: /).click();
  const ledger = balances.getByRole('table');
  await expect(ledger.getByRole('row', { name: /Opening balance.*From the old system.*4\.5/ })).toBeVisible();
});
