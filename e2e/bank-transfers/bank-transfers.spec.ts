import { readFile } from 'node:fs/promises';
import { expect } from '@playwright/test';
import { addUser, employeeBody, signIn, test } from '../support.ts';

const HR = { username: 'hana', password: 'Hana-pass-1234', firstName: 'Hana', lastName: 'Rahman', role: 'HR Manager' };

test('HR checks an approved run’s bank transfer, leaves out the one person the bank would refuse, and downloads the CSV', async ({
  page,
  company,
  admin,
}) => {
  // Arranged through the API: Wei Ling is paid $3,000 into DBS 0123456789; Ana Cruz, paid by bank
  // transfer, has no bank account; Raj Kumar is paid $2,000 in cash. The company pays from UOB.
  const wei = employeeBody({ firstName: 'Wei', lastName: 'Ling', employmentNumber: 'E001' });
  await admin.post('/employees', {
    ...wei,
    payment: { paymentModeId: 1, salary: '3000.00', bankCode: 'SG_DBS', accountName: 'Wei Ling', accountNumber: '0123456789' },
  });
  await admin.post('/employees', employeeBody({ firstName: 'Ana', lastName: 'Cruz', employmentNumber: 'E002' }));
  const raj = employeeBody({ firstName: 'Raj', lastName: 'Kumar', employmentNumber: 'E003' });
  await admin.post('/employees', { ...raj, payment: { paymentModeId: 2, salary: '2000.00' } });
  await admin.post('/companies/banks', {
    bankCode: 'SG_UOB',
    accountNumber: '1234567890',
    accountName: 'Payroll',
    currency: 'SGD',
    isDefault: true,
  });
  const period = new Date().toISOString().slice(0, 7);
  // The run is a background job: 202 with its id.
  const started = await admin.request.post('/api/v2/payruns', { headers: { authorization: `Bearer ${company.token}` }, data: { period } });
  expect(started.status()).toBe(202);
  const { id } = ((await started.json()) as { data: { id: string } }).data;
  await expect.poll(async () => (await admin.get<{ status: string }>(`/payruns/${id}`)).status, { timeout: 30_000 }).toBe('calculated');
  const run = await admin.get<{ version: number }>(`/payruns/${id}`);
  await admin.post(`/payruns/${id}/approve`, { version: run.version });
  await addUser(admin, HR);

  await signIn(page, { domain: company.domain, username: HR.username, password: HR.password }, { path: '/payroll/bank-transfer' });
  await expect(page.getByText('No file layout yet: add one under File layouts.')).toBeVisible();

  // The company's first layout, from the generic CSV preset.
  await page.getByRole('tab', { name: 'File layouts' }).click();
  await page.getByRole('button', { name: /New from preset/ }).hover();
  await page.getByRole('menuitem', { name: 'Generic CSV' }).click();
  const editor = page.getByRole('dialog', { name: 'New file layout' });
  await expect(editor.getByTestId('bank-file-preview')).toContainText('TOTAL,1,3000.00');
  await editor.getByRole('button', { name: 'Save' }).click();
  await expect(page.getByRole('cell', { name: 'Generic CSV', exact: true })).toBeVisible();
  // Opened again, the stored layout previews the same file.
  await page.getByRole('button', { name: 'Edit: Generic CSV' }).click();
  await expect(page.getByRole('dialog', { name: 'Change file layout' }).getByTestId('bank-file-preview')).toContainText('TOTAL,1,3000.00');
  await page.getByRole('dialog', { name: 'Change file layout' }).getByRole('button', { name: 'Cancel' }).click();

  await page.getByRole('tab', { name: 'Payment file' }).click();
  const problems = page.getByRole('region', { name: 'Problems the bank would refuse' });
  await expect(problems.getByRole('row', { name: /Ana Cruz/ })).toContainText('No bank account');
  await expect(page.getByRole('region', { name: 'Paid by cash or cheque' }).getByRole('row', { name: /Raj Kumar/ })).toContainText('Cash');
  const download = page.getByRole('button', { name: 'Download file' });
  await expect(download).toBeDisabled();

  await problems.getByRole('checkbox', { name: 'Leave Ana Cruz out of the file' }).check();
  await expect(download).toBeEnabled();
  const [file] = await Promise.all([page.waitForEvent('download'), download.click()]);
  expect(file.suggestedFilename()).toMatch(new RegExp(`^salary-${period}-generic-csv-\\d{8}\\.csv$`));
  const lines = (await readFile((await file.path())!, 'utf8')).split('\r\n');
  expect(lines[0]).toBe('Employee number,Name,Bank,SWIFT,Account number,Account name,Amount,Value date,Reference');
  expect(lines[1]).toMatch(new RegExp(`^E001,Wei Ling,DBS Bank,DBSSSGSG,0123456789,Wei Ling,3000\\.00,\\d{4}-\\d{2}-\\d{2},${period}$`));
  expect(lines.slice(2)).toEqual(['TOTAL,1,3000.00', '']);
});
