import { readFile } from 'node:fs/promises';
import { expect } from '@playwright/test';
import { apiClient, apiLogin, changeGivenPassword, employeeBody, roleIdNamed, signIn, test } from '../support.ts';

/** This month in Singapore (the company's time zone), as a pay month. */
const thisMonth = () => new Intl.DateTimeFormat('en-CA', { timeZone: 'Asia/Singapore' }).format(new Date()).slice(0, 7);

test('HR runs and approves the payroll, writes the whole run into one file and emails the payslips; an employee at phone width is told their password rule and downloads their payslip', async ({
  page,
  browser,
  company,
  admin,
}) => {
  // Sara, a Singapore citizen of 36 paid $3,000 a month, under CPF (no self-help group fund), who signs in.
  const account = { username: 'sara', password: 'sara-given', roleId: await roleIdNamed(admin, 'Employee') };
  const body = employeeBody({ firstName: 'Sara', lastName: 'Lim', employmentNumber: 'E-SARA', account });
  const sara = await admin.post<{ id: string }>('/employees', {
    ...body,
    personal: { ...body.personal, dateOfBirth: '1990-05-01', passTypeId: 1, email: 'sara.lim@example.com' },
  });
  // Omar has no email address: his payslip cannot be mailed.
  await admin.post('/employees', employeeBody({ firstName: 'Omar', lastName: 'Aziz', employmentNumber: 'E-OMAR' }));
  await changeGivenPassword(page.request, { domain: company.domain, username: 'sara', password: 'sara-given' }, 'sara-own-pass');
  const policy = await admin.post<{ id: string }>('/payments/insurances/policies', {
    name: 'Singapore CPF',
    kind: 'statutory',
    country: 'SG',
  });
  await admin.post('/payments/insurances/policies/assign', {
    policyId: policy.id,
    from: '2024-01-02',
    employeeIds: [sara.id],
    parameters: { country: 'SG', shgFunds: [] },
  });

  // HR runs this month's payroll through the API and waits for the job.
  const period = thisMonth();
  // Started, the run answers 202 Accepted with its id and job.
  const start = await page.request.post('/api/v2/payruns', { headers: { authorization: `Bearer ${company.token}` }, data: { period } });
  expect(start.status()).toBe(202);
  const started = ((await start.json()) as { data: { id: string } }).data;
  await expect
    .poll(async () => (await admin.get<{ status: string }>(`/payruns/${started.id}`)).status, { timeout: 30_000 })
    .toBe('calculated');

  const saraLogin = { domain: company.domain, username: 'sara', password: 'sara-own-pass' };
  const phone = await (await browser.newContext({ locale: 'en-SG', viewport: { width: 390, height: 844 } })).newPage();
  await signIn(phone, saraLogin, { path: '/profile#payslips' });
  // A calculated run is not hers to see yet.
  await expect(phone.getByText('No payslips yet. They appear here once a payrun is approved.')).toBeVisible();

  const run = await admin.get<{ version: number }>(`/payruns/${started.id}`);
  await admin.post(`/payruns/${started.id}/approve`, { version: run.version });
  // The company protects payslips with the date of birth.
  await admin.put('/payslips/setting', { language: 'employee', protection: 'dateOfBirth', version: 0 });

  // HR asks for every payslip in one file: a job, its progress in a modal, then the file.
  await signIn(page, company, { path: `/payroll/payrun-summary?run=${started.id}` });
  await page.getByRole('button', { name: 'Download all payslips' }).click();
  const modal = page.getByRole('dialog');
  await expect(modal.getByText('Your file is ready.')).toBeVisible({ timeout: 30_000 });
  await expect(modal.getByText(`payslips-${period}.pdf`)).toBeVisible();
  const runFileDownload = page.waitForEvent('download');
  await modal.getByRole('button', { name: 'Download' }).click();
  const runFile = await runFileDownload;
  expect(runFile.suggestedFilename()).toBe(`payslips-${period}.pdf`);
  expect((await readFile(await runFile.path())).subarray(0, 5).toString('latin1')).toBe('%PDF-');
  await page.screenshot({ path: test.info().outputPath('payslips-run-file.png'), fullPage: false });
  await modal.getByRole('button', { name: 'Close' }).first().click();

  // HR emails the payslips: confirmed first; the end names who was not sent one and why.
  await page.getByRole('button', { name: 'Email payslips' }).click();
  const confirmEmail = page.getByRole('dialog').filter({ hasText: 'Each of the 2 employees receives their own payslip' });
  await confirmEmail.getByRole('button', { name: 'Email payslips' }).click();
  const emailing = page.getByRole('dialog').filter({ hasText: 'Emailing the payslips of' });
  await expect(emailing.getByText('Payslips emailed: 1')).toBeVisible({ timeout: 30_000 });
  await expect(emailing.getByText('Not sent: 1')).toBeVisible();
  await expect(emailing.getByText('E-OMAR · Omar Aziz')).toBeVisible();
  await expect(emailing.getByText('not sent: no email address')).toBeVisible();
  await page.screenshot({ path: test.info().outputPath('payslips-emailed.png'), fullPage: false });
  await emailing.getByRole('button', { name: 'Close' }).first().click();
  // A second send asks once more.
  await page.getByRole('button', { name: 'Email payslips' }).click();
  await page.getByRole('dialog').getByRole('button', { name: 'Email payslips' }).click();
  const again = page.getByRole('dialog').filter({ hasText: 'were emailed before' });
  await expect(again).toBeVisible();
  await again.getByRole('button', { name: 'Cancel' }).click();
  // The outbox shows the mail with its attachment's name and size, never its content.
  await page.goto('/settings/mail-outbox');
  const mailRow = page.getByRole('row').filter({ hasText: 'sara.lim@example.com' }).filter({ hasText: 'Your payslip for' });
  await expect(mailRow).toContainText(`payslip-${period}-E-SARA.pdf`);
  await expect(mailRow).toContainText(/\d+(\.\d+)?\s?kB/);
  await page.screenshot({ path: test.info().outputPath('payslips-outbox.png'), fullPage: false });

  await phone.reload();
  const monthName = new Intl.DateTimeFormat('en-SG', { month: 'long', year: 'numeric', timeZone: 'UTC' }).format(
    new Date(`${period}-01T00:00:00Z`),
  );
  // $3,000: CPF employee 20% = $600, so $2,400 net.
  await expect(phone.getByText(/Net pay:\s*SGD\s2,400\.00/)).toBeVisible();
  await expect(phone.getByText(monthName)).toBeVisible();
  // She is told which rule opens the file, not the password.
  await expect(phone.getByText(/The password is your date of birth as DDMMYYYY/)).toBeVisible();
  await expect(phone.locator('#payslips')).not.toContainText('01051990');
  const downloading = phone.waitForEvent('download');
  await phone.getByRole('button', { name: `Download payslip ${monthName}` }).click();
  const download = await downloading;
  expect(download.suggestedFilename()).toBe(`payslip-${period}-E-SARA.pdf`);
  const pdf = await readFile(await download.path());
  expect(pdf.subarray(0, 5).toString('latin1')).toBe('%PDF-');
  expect(pdf.includes(Buffer.from('/Encrypt'))).toBe(true);
  // The section fits the phone: nothing in it wider than the screen.
  const section = phone.locator('#payslips');
  await expect(section.getByRole('heading', { name: 'Payslips' })).toBeVisible();
  const box = await section.boundingBox();
  expect(box!.x).toBeGreaterThanOrEqual(0);
  expect(box!.x + box!.width).toBeLessThanOrEqual(390);
  expect(await section.evaluate((element) => element.scrollWidth <= element.clientWidth)).toBe(true);
  await section.scrollIntoViewIfNeeded();
  await phone.screenshot({ path: test.info().outputPath('payslips-phone-en.png'), fullPage: false });

  // In Chinese, at the same width.
  const saraApi = apiClient(phone.request, await apiLogin(phone.request, saraLogin));
  await saraApi.put('/users/me/region-language', { language: 'zh' });
  const chinese = await (await browser.newContext({ locale: 'zh-CN', viewport: { width: 390, height: 844 } })).newPage();
  await signIn(chinese, saraLogin, { path: '/profile#payslips' });
  await expect(chinese.getByRole('button', { name: /下载工资单/ })).toBeVisible();
  await expect(chinese.getByText(/密码是您的出生日期/)).toBeVisible();
  await chinese.locator('#payslips').scrollIntoViewIfNeeded();
  await chinese.screenshot({ path: test.info().outputPath('payslips-phone-zh.png'), fullPage: false });
});
