import { readFile } from 'node:fs/promises';
import { expect } from '@playwright/test';
import { apiClient, apiLogin, changeGivenPassword, employeeBody, roleIdNamed, signIn, test } from '../support.ts';

/** This month in Singapore (the company's time zone), as a pay month. */
const thisMonth = () => new Intl.DateTimeFormat('en-CA', { timeZone: 'Asia/Singapore' }).format(new Date()).slice(0, 7);

test('HR runs and approves the payroll; an employee at phone width opens their payslip on their profile and downloads it', async ({
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
    personal: { ...body.personal, dateOfBirth: '1990-05-01', passTypeId: 1 },
  });
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

  await phone.reload();
  const monthName = new Intl.DateTimeFormat('en-SG', { month: 'long', year: 'numeric', timeZone: 'UTC' }).format(
    new Date(`${period}-01T00:00:00Z`),
  );
  // $3,000: CPF employee 20% = $600, so $2,400 net.
  await expect(phone.getByText(/Net pay:\s*SGD\s2,400\.00/)).toBeVisible();
  await expect(phone.getByText(monthName)).toBeVisible();
  const downloading = phone.waitForEvent('download');
  await phone.getByRole('button', { name: `Download payslip ${monthName}` }).click();
  const download = await downloading;
  expect(download.suggestedFilename()).toBe(`payslip-${period}-E-SARA.pdf`);
  const pdf = await readFile(await download.path());
  expect(pdf.subarray(0, 5).toString('latin1')).toBe('%PDF-');
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
  await chinese.locator('#payslips').scrollIntoViewIfNeeded();
  await chinese.screenshot({ path: test.info().outputPath('payslips-phone-zh.png'), fullPage: false });
});
