import { expect, test } from '@playwright/test';
import { DEMO, acceptCookies, demoLogin, loginThroughPage } from '../support.ts';

test('the demo administrator logs in, sees the dashboard, and logs out keeping the preserved keys', async ({ page }) => {
  await loginThroughPage(page, demoLogin('admin'));
  await expect(page).toHaveURL(/\/home$/);
  await expect(page).toHaveTitle('Demo - Home');
  await expect(page.getByRole('heading', { name: /Good (morning|afternoon|evening), Ava/ })).toBeVisible();
  await expect(page.getByText('Demo Pte. Ltd.').first()).toBeVisible();
  const deviceId = await page.evaluate(() => localStorage.getItem('deviceId'));
  expect(deviceId).toMatch(/^[0-9a-f-]{36}$/);

  await page.getByRole('button', { name: 'Account menu for Ava Lim' }).click();
  await page.getByRole('menuitem', { name: 'Log out' }).click();
  await expect(page).toHaveURL(/\/login/);
  const kept = await page.evaluate(() => ({
    deviceId: localStorage.getItem('deviceId'),
    cookies: localStorage.getItem('confirmCookies'),
    accounts: localStorage.getItem('accounts'),
  }));
  expect(kept).toEqual({ deviceId, cookies: 'true', accounts: null });
});

test('a wrong password shows the translated error and stays on login', async ({ page }) => {
  await page.goto('/login');
  await acceptCookies(page);
  await page.getByLabel('Company domain').fill(DEMO.domain);
  await page.getByLabel('Username or email').fill('admin');
  await page.getByLabel('Password', { exact: true }).fill('wrong-password');
  await page.getByRole('button', { name: 'Log in' }).click();
  await expect(page.getByText('The company domain, username or password is not correct.')).toBeVisible();
  await expect(page).toHaveURL(/\/login/);
});

test('an unknown company domain is flagged when leaving the field', async ({ page }) => {
  await page.goto('/login');
  await acceptCookies(page);
  await page.getByLabel('Company domain').fill('no-such-company-here');
  await page.getByLabel('Username or email').focus();
  await expect(page.getByText('No company uses the domain "no-such-company-here"')).toBeVisible();
});

test('a deep link while logged out goes to login and comes back after it', async ({ page }) => {
  await page.goto('/settings/region-language');
  await expect(page).toHaveURL(/\/login\?redirect=%2Fsettings%2Fregion-language/);
  await acceptCookies(page);
  await page.getByLabel('Company domain').fill(DEMO.domain);
  await page.getByLabel('Username or email').fill('hr');
  await page.getByLabel('Password', { exact: true }).fill(DEMO.password);
  await page.getByRole('button', { name: 'Log in' }).click();
  await expect(page).toHaveURL(/\/settings\/region-language$/);
  await expect(page.getByRole('heading', { name: 'Region and language', level: 1 })).toBeVisible();
});

test('an address that does not exist shows the not-found page', async ({ page }) => {
  await loginThroughPage(page, demoLogin('manager'));
  await page.goto('/no/such/page');
  await expect(page.getByText('Your destination path was not found')).toBeVisible();
  await page.getByRole('button', { name: 'Go to home page' }).click();
  await expect(page).toHaveURL(/\/home$/);
});
