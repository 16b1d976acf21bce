import { readFile } from 'node:fs/promises';
import { randomUUID } from 'node:crypto';
import { expect, test } from '@playwright/test';
import { apiClient, apiLogin, demoLogin, employeeBody, signIn } from '../support.ts';

test('a change reads in words in the audit trail, filtered by record, module and action, and exports as CSV', async ({ page, request }) => {
  // Changes of our own, made through the API as the demo administrator: a promotion and a new role.
  const suffix = randomUUID().slice(0, 8);
  const admin = apiClient(request, await apiLogin(request, demoLogin('admin')));
  const clerk = await admin.post<{ id: string }>('/organisation/job-titles', { name: `Clerk ${suffix}` });
  const senior = await admin.post<{ id: string }>('/organisation/job-titles', { name: `Senior Clerk ${suffix}` });
  const lastName = `Santoso ${suffix}`;
  const { id } = await admin.post<{ id: string }>('/employees', {
    ...employeeBody({ firstName: 'Budi', lastName }),
    job: { ...employeeBody({ firstName: 'Budi' }).job, jobTitleId: clerk.id },
  });
  const job = await admin.get<{ version: number }>(`/employees/${id}/job`);
  await admin.put('/employees/job', { id, version: job.version, jobTitleId: senior.id });
  const roleName = `Auditors ${suffix}`;
  await admin.post('/permissions', {
    name: roleName,
    description: 'Reads the trail',
    dataScope: 'self',
    menuGrants: { home: 'view', auditTrail: 'view' },
  });

  await signIn(page, demoLogin('admin'));
  await page.goto('/settings/audit-trail');
  // The page and its widgets load on first use; a busy machine takes a while.
  await expect(page.getByRole('heading', { level: 1, name: 'Audit trail' })).toBeVisible({ timeout: 30_000 });

  // Who did what to whom, with the job titles by name (never their ids).
  await page.getByRole('textbox', { name: 'Record' }).fill(lastName);
  const promotion = page.getByRole('row').filter({ hasText: `changed the job details of Budi ${lastName}` });
  await expect(promotion).toHaveCount(1);
  await expect(promotion).toContainText(`Job title changed from Clerk ${suffix} to Senior Clerk ${suffix}`);
  await expect(page.getByRole('row').filter({ hasText: `created employee Budi ${lastName}` })).toHaveCount(1);
  await expect(page.getByRole('table')).not.toContainText(clerk.id);

  await page.getByRole('textbox', { name: 'Record' }).clear();
  await page.getByRole('combobox', { name: 'Modules' }).click();
  await page.locator('.ant-select-dropdown:visible').getByTitle('Roles and templates').click();
  await page.keyboard.press('Escape');
  await page.getByRole('combobox', { name: 'Actions' }).click();
  await page.locator('.ant-select-dropdown:visible').getByTitle('Created', { exact: true }).click();
  await page.keyboard.press('Escape');
  const row = page.getByRole('row').filter({ hasText: roleName });
  await expect(row).toHaveCount(1);
  await expect(row).toContainText(`created role ${roleName}`);
  await expect(row).toContainText('Roles and templates');
  // Only the chosen module and action are left.
  await expect(page.getByRole('row').filter({ hasText: 'Sign-in and sessions' })).toHaveCount(0);
  await expect(page.getByRole('row').filter({ hasText: 'changed the job details' })).toHaveCount(0);

  await row.getByRole('button', { name: 'Details' }).click();
  const drawer = page.getByRole('dialog');
  await expect(drawer).toContainText(`created role ${roleName}`);
  const changes = drawer.getByRole('list', { name: 'Changes' });
  await expect(changes).toContainText(`Name: ${roleName}`);
  await expect(changes).toContainText('Data scope: Only themselves');
  await expect(changes.getByRole('listitem').filter({ hasText: /^Menu access › Audit trail/ })).toContainText('View only');
  await drawer.getByRole('button', { name: 'Close' }).click();

  await page.getByRole('button', { name: 'Export' }).click();
  await page.getByRole('menuitem', { name: 'CSV file (.csv)' }).click();
  const progress = page.getByRole('dialog', { name: 'Export the audit trail' });
  await expect(progress.getByText('Your file is ready.')).toBeVisible({ timeout: 30_000 });
  const downloading = page.waitForEvent('download');
  await progress.getByRole('button', { name: 'Download' }).click();
  const download = await downloading;
  expect(download.suggestedFilename()).toBe('audit-trail.csv');
  const csv = await readFile((await download.path())!, 'utf8');
  // The export writes the same words.
  expect(csv).toContain(`created role ${roleName}`);
  expect(csv).toContain('Data scope: Only themselves');
  // The export follows the filter: no sign-in entries, no promotions.
  expect(csv).not.toContain('Sign-in and sessions');
  expect(csv).not.toContain('changed the job details');
});
