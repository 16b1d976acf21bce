import { readFile } from 'node:fs/promises';
import { expect } from '@playwright/test';
import { addUser, apiClient, apiLogin, choose, employeeBody, signIn, test } from '../support.ts';

/** A calendar date some days before today in Singapore (the company's time zone). */
function daysAgo(days: number): string {
  const date = new Date(Date.now() - days * 86_400_000);
  return new Intl.DateTimeFormat('en-CA', { timeZone: 'Asia/Singapore' }).format(date);
}

test("HR fills the KETs setting, issues a new hire's key employment terms from the profile and downloads the PDF", async ({
  page,
  request,
  company,
  admin,
}) => {
  await addUser(admin, { username: 'hana', password: 'secret123', firstName: 'Hana', lastName: 'Lim', role: 'HR Manager' });
  const hr = { domain: company.domain, username: 'hana', password: 'secret123' };
  const hrApi = apiClient(request, await apiLogin(request, hr));
  const jobTitle = await admin.post<{ id: string }>('/organisation/job-titles', { name: 'Warehouse supervisor' });
  const body = employeeBody({ firstName: 'Wei Ling', lastName: 'Ong' });
  const hire = await admin.post<{ id: string }>('/employees', {
    ...body,
    job: { ...body.job, hiringDate: daysAgo(3), jobTitleId: jobTitle.id },
  });

  // Before the company's defaults exist, the terms cannot be issued, and the section says why.
  await signIn(page, hr, { path: `/employee/${hire.id}/profile#ketsDetail` });
  const kets = page.locator('#ketsDetail');
  await expect(kets.getByRole('button', { name: 'Issue KETs' })).toBeDisabled();
  await expect(kets.getByText(/items are missing/)).toBeVisible();
  await expect(kets.getByRole('cell', { name: 'Warehouse supervisor' })).toBeVisible();
  await kets.getByRole('link', { name: 'Fill in: Key employment terms' }).first().click();

  await expect(page).toHaveURL(/\/settings\/kets$/);
  await page.getByLabel('Main duties and responsibilities').fill('Runs the night shift of the Tuas warehouse.');
  await page.getByLabel('Working arrangement').fill('9 am to 6 pm, one hour lunch break');
  await page.getByLabel('Working hours per day').fill('8');
  await page.getByLabel('Working days per week').fill('5');
  await choose(page, page.getByLabel('Rest day'), 'Sunday');
  await choose(page, page.getByLabel('Salary period', { exact: true }), 'Monthly');
  await page.getByLabel('Overtime rate (× hourly basic rate)').fill('1.5');
  await page.getByLabel('Annual leave (days per year)').fill('14');
  await page.getByLabel('Outpatient sick leave (days per year)').fill('14');
  await page.getByLabel('Hospitalisation leave (days per year)').fill('60');
  await page.getByLabel('Notice period', { exact: true }).fill('1');
  await page.getByRole('button', { name: 'Save' }).click();
  await expect(page.getByText('Key employment terms setting saved')).toBeVisible();

  await page.goto(`/employee/${hire.id}/profile#ketsDetail`);
  await expect(kets.getByText('Every item the template asks for is filled in.')).toBeVisible();
  await expect(kets.getByRole('cell', { name: 'Runs the night shift of the Tuas warehouse.' })).toBeVisible();
  await kets.getByRole('button', { name: 'Issue KETs' }).click();
  const dialog = page.getByRole('dialog', { name: 'Issue key employment terms' });
  await choose(page, dialog.getByLabel('Second language (English is always included)'), 'Tiếng Việt');
  await dialog.getByRole('button', { name: 'Issue KETs' }).click();
  await expect(page.getByText('KETs issued (version 1)')).toBeVisible();

  const answer = page.waitForResponse((response) => /\/api\/v2\/employees\/[^/]+\/kets\/[^/]+\/pdf$/.test(response.url()));
  const downloading = page.waitForEvent('download');
  await kets.getByRole('button', { name: 'Download PDF of version 1' }).click();
  const response = await answer;
  expect(response.status()).toBe(200);
  expect(response.headers()['content-type']).toContain('application/pdf');
  const download = await downloading;
  expect(download.suggestedFilename()).toMatch(/^kets-1-\d{4}-\d{2}-\d{2}\.pdf$/);
  // The saved file is the document itself.
  const pdf = await readFile(await download.path());
  expect(pdf.length).toBeGreaterThan(5_000);
  expect(pdf.subarray(0, 5).toString('latin1')).toBe('%PDF-');

  // What was issued is kept as it stood: the version, its languages and the setting's text.
  const issued = await hrApi.get<{
    issues: { number: number; languages: string[] }[];
    fields: { key: string; value: string | null }[];
    dueDate: string | null;
  }>(`/employees/${hire.id}/kets`);
  expect(issued.issues).toMatchObject([{ number: 1, languages: ['en', 'vi'] }]);
  expect(issued.dueDate).toBeNull();
  expect(issued.fields.find((field) => field.key === 'mainDuties')?.value).toBe('Runs the night shift of the Tuas warehouse.');
});
