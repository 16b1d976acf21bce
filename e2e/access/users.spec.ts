import { expect } from '@playwright/test';
import { signIn, test } from '../support.ts';

test('an administrator adds a user, acts as them, comes back, and finds both in the audit trail', async ({ page, company }) => {
  test.slow();
  await signIn(page, company);
  await page.goto('/settings/access-level/users');
  await page.getByRole('button', { name: 'Add user' }).click();
  const drawer = page.getByRole('dialog');
  await drawer.getByLabel('First name').fill('Farah');
  await drawer.getByLabel('Last name').fill('Aziz');
  // The administrator's own username is taken: said while typing, before saving.
  await drawer.getByLabel('Username').fill(company.username);
  await expect(drawer.getByText('Username is already used')).toBeVisible();
  await drawer.getByLabel('Username').fill('farah');
  await drawer.getByLabel('Role').click();
  // antd's listbox for screen readers holds only the options near the active one: pick the visible item.
  await page.getByTitle('Employee', { exact: true }).click();
  // An invitation by mail is the default (e2e/access/invitation.spec.ts); here the administrator types one.
  await drawer.getByRole('radio', { name: /^Set a password/ }).check();
  await drawer.getByLabel('Password', { exact: true }).fill('farah-pass');
  await drawer.getByLabel('Confirm password').fill('farah-pass');
  await page.getByRole('button', { name: 'Save' }).click();
  await expect(page.getByText('Farah Aziz can now log in.')).toBeVisible();
  const row = page.getByRole('row', { name: /Farah Aziz/ });
  await expect(row).toContainText('farah');
  await expect(row).toContainText('Employee');

  // Act as Farah: she lands on her own home (not on a page her role cannot open), the banner says
  // so, and the menu is hers; coming back ends where the administrator was, without a 401.
  const unauthorized: string[] = [];
  page.on('response', (response) => {
    if (response.status() === 401) unauthorized.push(response.url());
  });
  await row.getByRole('button', { name: 'Actions for Farah Aziz' }).click();
  await page.getByRole('menuitem', { name: 'Act as this user' }).click();
  await page.getByRole('button', { name: 'Act as user' }).click();
  await expect(page.getByText('You are acting as Farah Aziz')).toBeVisible();
  await expect(page).toHaveURL(/\/home$/);
  await expect(page.getByText('You have lost your access to the page')).toHaveCount(0);
  await expect(page.getByRole('button', { name: /Account menu for Farah Aziz/ })).toBeVisible();
  await page.goto('/settings/account');
  await expect(page.getByRole('heading', { name: 'My account' })).toBeVisible();
  await page.getByRole('button', { name: 'Back to my account' }).click();
  await expect(page.getByRole('button', { name: /Account menu for Erin Tan/ })).toBeVisible();
  await expect(page.getByText('You are acting as Farah Aziz')).toHaveCount(0);
  await expect(page).toHaveURL(/\/settings\/access-level\/users$/);
  await expect(page.getByRole('row', { name: /Farah Aziz/ })).toBeVisible();
  expect(unauthorized).toEqual([]);

  // The audit trail records the account and the impersonation, by the administrator.
  await page.goto('/settings/audit-trail');
  await expect(page.getByRole('row', { name: /started acting as another user/i }).first()).toBeVisible();
  await expect(page.getByRole('row', { name: /created user/i }).first()).toBeVisible();
});
