import { expect } from '@playwright/test';
import { acceptCookies, apiClient, loginThroughPage, signUpCompany, test } from '../support.ts';

test('a session ended on the server shows the unauthorized notice, then goes back to login', async ({ page, request, company }) => {
  await loginThroughPage(page, company);
  const token = await page.evaluate(() => (JSON.parse(localStorage.getItem('accounts') ?? '[]') as { token: string }[])[0]?.token);
  await apiClient(request, token!).delete('/auth');

  // The next call with the ended session gets the 401 of spec §8.
  await page.reload();
  await expect(page.getByText('You are unauthorized.')).toBeVisible();
  await expect(page).toHaveURL(/\/login/, { timeout: 10_000 });
});

test('with single login on, a login elsewhere invalidates this device with its notice', async ({ page, browser, company, admin }) => {
  await admin.put('/companies/setting', { singleLogin: true, sessionTtlMinutes: 600 });

  await loginThroughPage(page, company);
  const other = await browser.newContext();
  const otherPage = await other.newPage();
  // The notice shows for 2.5 s, possibly while the other login is still loading its page.
  const notice = page
    .getByText('Another device has logged in with this account. Your login session has invalidated.')
    .waitFor({ timeout: 30_000 });
  await loginThroughPage(otherPage, company);

  await notice;
  await expect(page).toHaveURL(/\/login/, { timeout: 10_000 });
  await expect(otherPage.getByRole('navigation')).toBeVisible();
  await other.close();
});

test('two accounts in one browser: add one, switch between them, remove one', async ({ page, request }) => {
  const first = await signUpCompany(request);
  const second = await signUpCompany(request);
  await loginThroughPage(page, first);
  await page.getByRole('button', { name: /Account menu for/ }).click();
  await page.getByRole('menuitem', { name: 'Add account' }).click();
  await expect(page).toHaveURL(/\/choose-account/);
  await page.getByRole('button', { name: 'Use another account' }).click();
  await page.getByLabel('Company domain').fill(second.domain);
  await page.getByLabel('Username or email').fill(second.username);
  await page.getByLabel('Password', { exact: true }).fill(second.password);
  await page.getByRole('button', { name: 'Log in' }).click();
  await expect(page.getByText(second.companyName).first()).toBeVisible();

  await page.getByRole('button', { name: /Account menu for/ }).click();
  await page.getByRole('menuitem', { name: 'Switch account' }).click();
  await expect(page.getByText(`${first.username} · ${first.domain}`)).toBeVisible();
  await page.getByText(`${first.username} · ${first.domain}`).click();
  await expect(page.getByText(first.companyName).first()).toBeVisible();

  await page.getByRole('button', { name: /Account menu for/ }).click();
  await page.getByRole('menuitem', { name: 'Switch account' }).click();
  await page.getByRole('button', { name: `Remove Erin Tan from this browser` }).last().click();
  await page.getByRole('button', { name: 'Remove', exact: true }).click();
  await expect(page.getByRole('listitem')).toHaveCount(1);
});

test('changing the password needs the current one and at least 6 characters', async ({ page, company }) => {
  await loginThroughPage(page, company);
  await page.getByRole('button', { name: /Account menu for/ }).click();
  await page.getByRole('menuitem', { name: 'Change password' }).click();
  const dialog = page.getByRole('dialog');
  await dialog.getByLabel('Current password').fill('not-my-password');
  await dialog.getByLabel('New password', { exact: true }).fill('12345');
  await expect(dialog.getByText('Password must have at least 6 characters.')).toBeVisible();
  await dialog.getByLabel('New password', { exact: true }).fill('123456');
  await dialog.getByLabel('Confirm new password').fill('123456');
  await dialog.getByRole('button', { name: 'Save' }).click();
  await expect(page.getByText('The current password is not correct.')).toBeVisible();
  await dialog.getByLabel('Current password').fill(company.password);
  await dialog.getByRole('button', { name: 'Save' }).click();
  await expect(page.getByText('Your password has been changed.')).toBeVisible();
  await acceptCookies(page);
});
