import { expect, test } from '@playwright/test';
import { acceptCookies, loginThroughPage, signUpCompany } from '../support.ts';

test('a session ended on the server shows the unauthorized notice, then goes back to login', async ({ page, request }) => {
  const company = await signUpCompany(request);
  await loginThroughPage(page, company.domain, company.username, company.password);
  const token = await page.evaluate(() => (JSON.parse(localStorage.getItem('accounts') ?? '[]') as { token: string }[])[0]?.token);
  const logout = await request.delete('/api/v2/auth', { headers: { authorization: `Bearer ${token}` } });
  expect(logout.status()).toBe(200);

  // The next call with the ended session gets the 401 of spec §8.
  await page.reload();
  await expect(page.getByText('You are unauthorized.')).toBeVisible();
  await expect(page).toHaveURL(/\/login/, { timeout: 10_000 });
});

test('with single login on, a login elsewhere invalidates this device with its notice', async ({ page, browser, request }) => {
  const company = await signUpCompany(request);
  const admin = { authorization: `Bearer ${company.token}` };
  const setting = await request.put('/api/v2/companies/setting', { headers: admin, data: { singleLogin: true, sessionTtlMinutes: 600 } });
  expect(setting.status()).toBe(200);

  await loginThroughPage(page, company.domain, company.username, company.password);
  const other = await browser.newContext();
  const otherPage = await other.newPage();
  // The notice shows for 2.5 s, possibly while the other login is still loading its page.
  const notice = page
    .getByText('Another device has logged in with this account. Your login session has invalidated.')
    .waitFor({ timeout: 30_000 });
  await loginThroughPage(otherPage, company.domain, company.username, company.password);

  await notice;
  await expect(page).toHaveURL(/\/login/, { timeout: 10_000 });
  await expect(otherPage.getByRole('navigation')).toBeVisible();
  await other.close();
});

test('two accounts in one browser: add one, switch between them, remove one', async ({ page, request }) => {
  const first = await signUpCompany(request);
  const second = await signUpCompany(request);
  await loginThroughPage(page, first.domain, first.username, first.password);
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

test('changing the password needs the current one and at least 6 characters', async ({ page, request }) => {
  const company = await signUpCompany(request);
  await loginThroughPage(page, company.domain, company.username, company.password);
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
