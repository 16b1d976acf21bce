import { readFile } from 'node:fs/promises';
import { expect } from '@playwright/test';
import { addUser, choose, employeeBody, signIn, test } from '../support.ts';

const HR = { username: 'hana', password: 'Hana-pass-1234', firstName: 'Hana', lastName: 'Rahman', role: 'HR Manager' };

test('HR sets two journal accounts, opens a run’s journal, sees it balanced and downloads the CSV', async ({ page, company, admin }) => {
  // Arranged through the API: Wei Ling ($3,000) and Raj Kumar ($2,000), no statutory scheme, so
  // each one's net pay is their salary; the month's run is calculated (not approved: a draft).
  const wei = employeeBody({ firstName: 'Wei', lastName: 'Ling', employmentNumber: 'E001' });
  await admin.post('/employees', { ...wei, payment: { paymentModeId: 2, salary: '3000.00' } });
  const raj = employeeBody({ firstName: 'Raj', lastName: 'Kumar', employmentNumber: 'E002' });
  await admin.post('/employees', { ...raj, payment: { paymentModeId: 2, salary: '2000.00' } });
  const period = new Date().toISOString().slice(0, 7);
  const started = await admin.request.post('/api/v2/payruns', { headers: { authorization: `Bearer ${company.token}` }, data: { period } });
  expect(started.status()).toBe(202);
  const { id } = ((await started.json()) as { data: { id: string } }).data;
  await expect.poll(async () => (await admin.get<{ status: string }>(`/payruns/${id}`)).status, { timeout: 30_000 }).toBe('calculated');
  await addUser(admin, HR);

  await signIn(page, { domain: company.domain, username: HR.username, password: HR.password }, { path: '/settings/payrun/setting' });
  await page.getByRole('tab', { name: 'Journal accounts' }).click();
  await page.getByLabel('Net pay payable').fill('2150');
  await page.getByRole('button', { name: 'Add account' }).click();
  await choose(page, page.locator('input[id$="accounts_0_code"]'), 'Basic salary (Earning)');
  await page.locator('input[id$="accounts_0_account"]').fill('5000');
  await page.locator('input[id$="accounts_0_description"]').fill('Salaries');
  await page.getByRole('button', { name: 'Save' }).click();
  await expect(page.getByText('Journal accounts saved.')).toBeVisible();

  await page.goto(`/payroll/payrun-summary?run=${id}`);
  await page.getByRole('button', { name: 'Journal' }).click();
  const drawer = page.getByRole('dialog');
  await expect(drawer.getByTestId('journal-balance')).toHaveText('Balanced: debits equal credits');
  await expect(drawer.getByText('This run is not approved yet', { exact: false })).toBeVisible();
  await expect(drawer.getByRole('row', { name: /5000\s*Salaries/ })).toBeVisible();
  await expect(drawer.getByRole('row', { name: /2150/ })).toBeVisible();

  const [file] = await Promise.all([page.waitForEvent('download'), drawer.getByRole('button', { name: 'Export CSV' }).click()]);
  expect(file.suggestedFilename()).toBe(`payroll-journal-${period}-DRAFT.csv`);
  const lines = (await readFile((await file.path())!, 'utf8')).replace(/^\uFEFF/, '').split('\r\n');
  expect(lines).toEqual([
    'Cost centre,Account,Description,Debit,Credit',
    ',5000,Salaries,5000.00,0.00',
    ',2150,,0.00,5000.00',
    'Total,,,5000.00,5000.00',
    '',
  ]);
});
