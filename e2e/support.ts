import { expect, type APIRequestContext, type Page } from '@playwright/test';
import { randomUUID } from 'node:crypto';

export const DEMO = { domain: 'demo', password: 'demo1234' } as const;

/** A new company of its own for a test that changes data (sign-up through the real API). */
export async function signUpCompany(request: APIRequestContext, overrides: { countryCode?: string } = {}) {
  const id = randomUUID().slice(0, 8);
  const company = {
    companyName: `E2E ${id} Pte. Ltd.`,
    domain: `e2e-${id}`,
    countryCode: overrides.countryCode ?? 'SG',
    firstName: 'Erin',
    lastName: 'Tan',
    email: `erin.${id}@example.com`,
    username: 'erin',
    password: 'secret123',
  };
  const response = await request.post('/api/v2/companies', { data: company });
  expect(response.status()).toBe(200);
  const body = (await response.json()) as { data: { token: string } };
  return { ...company, token: body.data.token };
}

export async function apiLogin(request: APIRequestContext, domain: string, username: string, password: string): Promise<string> {
  const response = await request.post('/api/v2/auth', { data: { domain, username, password } });
  expect(response.status()).toBe(200);
  return ((await response.json()) as { data: { token: string } }).data.token;
}

/** Logs in through the login page, dismissing the cookie banner first. */
export async function loginThroughPage(page: Page, domain: string, username: string, password: string) {
  await page.goto('/login');
  await acceptCookies(page);
  await page.getByLabel('Company domain').fill(domain);
  await page.getByLabel('Username or email').fill(username);
  await page.getByLabel('Password', { exact: true }).fill(password);
  await page.getByRole('button', { name: 'Log in' }).click();
  await expect(page.getByRole('navigation')).toBeVisible();
}

export async function acceptCookies(page: Page) {
  const button = page.getByRole('button', { name: 'Got it' });
  if (await button.isVisible().catch(() => false)) await button.click();
}

/**
 * Signs in without the login page (for tests about something else): logs in through the API and
 * stores the account in the browser as the app does, then opens `path`. Logging out later works
 * as usual: the account is stored once, not on every page load.
 */
export async function signIn(page: Page, domain: string, username: string, password: string, path = '/') {
  const response = await page.request.post('/api/v2/auth', { data: { domain, username, password } });
  expect(response.status()).toBe(200);
  const { data } = (await response.json()) as {
    data: {
      token: string;
      userInfo: { userID: string; username: string; fullName: string };
      companyData: { domain: string; companyName: string };
    };
  };
  const account = {
    userKey: `${data.companyData.domain}/${data.userInfo.username}`,
    userID: data.userInfo.userID,
    token: data.token,
    domain: data.companyData.domain,
    username: data.userInfo.username,
    fullName: data.userInfo.fullName,
    companyName: data.companyData.companyName,
  };
  await page.addInitScript((stored) => {
    if (sessionStorage.getItem('e2e-signed-in')) return;
    sessionStorage.setItem('e2e-signed-in', 'true');
    localStorage.setItem('confirmCookies', 'true');
    localStorage.setItem('accounts', JSON.stringify([stored]));
    localStorage.setItem('userKey', stored.userKey);
  }, account);
  await page.goto(path);
  await expect(page.getByRole('navigation').first()).toBeVisible();
}
