import { expect, test } from '@playwright/test';
import { randomUUID } from 'node:crypto';
import { demoLogin, signIn } from '../support.ts';

test('an administrator creates a role from the Employee template and finds it in the list and the navigation matrix', async ({ page }) => {
  // A long journey: two failed saves, a save, the list and the matrix.
  test.slow();
  const name = `Payroll clerk ${randomUUID().slice(0, 6)}`;
  await signIn(page, demoLogin('admin'));
  await page.goto('/settings/access-level/roles');
  await page.getByRole('button', { name: 'Add role' }).click();
  // The first click can land while the modal still opens (seen once, on a cold first test of the run).
  await expect(() => page.getByRole('radio', { name: 'Copy from a permission template' }).check({ timeout: 2_000 })).toPass();
  await page.getByRole('combobox', { name: 'Permission template' }).click();
  // antd's list is virtual: its items are shown by title, the a11y options are a hidden pair.
  await page.getByTitle('Employee', { exact: true }).click();
  await page.getByRole('button', { name: 'Continue' }).click();
  await expect(page).toHaveURL(/role=new&from=template%3Aemployee/);

  const drawer = page.getByRole('dialog');
  const nameInput = drawer.getByRole('textbox', { name: 'Role name' });
  // The template's grants come along: self-service sees Home, but not the audit trail.
  await expect(drawer.getByRole('radiogroup', { name: 'Home' }).getByRole('radio', { name: 'View Only' })).toBeChecked();
  await expect(drawer.getByRole('radiogroup', { name: 'Audit trail' }).getByRole('radio', { name: 'No access' })).toBeChecked();

  // Bad input: no name, then a name another role has.
  await drawer.getByRole('button', { name: 'Create role' }).click();
  await expect(drawer.getByText('This field is required.')).toBeVisible();
  await nameInput.fill('Employee');
  await drawer.getByRole('button', { name: 'Create role' }).click();
  await expect(drawer.getByText('Must be unique')).toBeVisible();

  await nameInput.fill(name);
  await drawer.getByRole('radiogroup', { name: 'Audit trail' }).getByText('View Only').click();
  await drawer.getByRole('button', { name: 'Create role' }).click();
  await expect(page.getByText('The role was created.')).toBeVisible();
  await expect(page).toHaveURL(/role=[0-9a-f-]{36}$/);
  await expect(drawer.getByRole('radiogroup', { name: 'Audit trail' }).getByRole('radio', { name: 'View Only' })).toBeChecked();
  await drawer.getByRole('button', { name: 'Close', exact: true }).click();

  const row = page.getByRole('row', { name: new RegExp(name) });
  await expect(row).toContainText('Only themselves');
  await expect(row).toContainText('0');

  await page.getByRole('menuitem', { name: 'Navigation' }).click();
  await expect(page.getByRole('columnheader', { name })).toBeVisible();
  const auditCell = page.locator('.ant-select', { has: page.getByRole('combobox', { name: `${name}: Audit trail`, exact: true }) });
  await expect(auditCell).toContainText('View Only');
  const homeCell = page.locator('.ant-select', { has: page.getByRole('combobox', { name: `${name}: Home`, exact: true }) });
  await expect(homeCell).toContainText('View Only');
});

test('with View Only on roles, the access pages are read-only', async ({ page }) => {
  // Three pages, each downloaded on first visit.
  test.slow();
  // The demo HR Manager's role grants View Only on roles.
  await signIn(page, demoLogin('hr'));
  await page.goto('/settings/access-level/roles');
  // The first visit downloads the page's code: allow a busy machine its time.
  await expect(page.getByRole('heading', { name: 'Roles', level: 1 })).toBeVisible({ timeout: 30_000 });
  await expect(page.getByText('You have View Only access to roles')).toBeVisible();
  await expect(page.getByRole('button', { name: 'Add role' })).toHaveCount(0);

  await page.getByRole('button', { name: 'Manager', exact: true }).click();
  const drawer = page.getByRole('dialog');
  await expect(drawer.getByRole('textbox', { name: 'Role name' })).toBeDisabled();
  await expect(drawer.getByTestId('permission-row-roles')).toContainText('No access');
  await expect(drawer.getByRole('radio', { name: 'View and Edit' })).toHaveCount(0);
  await expect(drawer.getByRole('button', { name: 'Save', exact: true })).toHaveCount(0);
  await expect(drawer.getByRole('button', { name: /Delete role/ })).toHaveCount(0);
  await drawer.getByRole('button', { name: 'Close', exact: true }).click();

  await page.goto('/settings/access-level/navigation');
  await expect(page.getByText('You have View Only access to roles, so this overview is read-only.')).toBeVisible();
  await expect(page.getByRole('columnheader', { name: 'Manager', exact: true })).toBeVisible();
  await expect(page.getByRole('combobox', { name: /Manager: / })).toHaveCount(0);
  await expect(page.getByRole('button', { name: 'Save', exact: true })).toHaveCount(0);
});
