import { readFile } from 'node:fs/promises';
import { randomUUID } from 'node:crypto';
import { expect, test } from '@playwright/test';
import { apiClient, apiLogin, demoLogin, signIn } from '../support.ts';

test('a change shows in the audit trail with its diff, filtered by module, and exports as CSV', async ({ page, request }) => {
  // A change of our own: a new role, made through the API as the demo administrator.
  const roleName = `Auditors ${randomUUID().slice(0, 8)}`;
  const admin = apiClient(request, await apiLogin(request, demoLogin('admin')));
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

  await page.getByRole('combobox', { name: 'Modules' }).click();
  await page.locator('.ant-select-dropdown:visible').getByTitle('Roles and templates').click();
  await page.keyboard.press('Escape');
  const row = page.getByRole('row').filter({ hasText: roleName });
  await expect(row).toHaveCount(1);
  await expect(row).toContainText('Roles and templates');
  await expect(row).toContainText('Created');
  // Only the chosen module is left.
  await expect(page.getByRole('row').filter({ hasText: 'Sign-in and sessions' })).toHaveCount(0);

  await row.getByRole('button', { name: 'View changes' }).click();
  const drawer = page.getByRole('dialog');
  const changes = drawer.getByRole('list', { name: 'Changes' });
  await expect(changes).toContainText(`Name: ${roleName}`);
  await expect(changes).toContainText('Data scope: Only themselves');
  await expect(changes.getByRole('listitem').filter({ hasText: /^Audit trail/ })).toContainText('View only');
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
  expect(csv).toContain(roleName);
  // The export follows the filter: no sign-in entries.
  expect(csv).not.toContain('Sign-in and sessions');
});
