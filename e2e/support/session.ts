import { expect, type APIRequestContext, type Page } from '@playwright/test';
import { randomUUID } from 'node:crypto';

export const DEMO = { domain: 'demo', password: 'demo1234' } as const;

/** Who logs in: a company's domain and one of its users. */
export interface Login {
  readonly domain: string;
  readonly username: string;
  readonly password: string;
}

/** A user of the demo company (README): admin, hr, manager or employee. */
export function demoLogin(username: 'admin' | 'hr' | 'manager' | 'employee'): Login {
  return { domain: DEMO.domain, username, password: DEMO.password };
}

/** A new company of its own for a test that changes data (sign-up through the real API); it is also its administrator's Login. */
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

export async function apiLogin(request: APIRequestContext, { domain, username, password }: Login): Promise<string> {
  const response = await request.post('/api/v2/auth', { data: { domain, username, password } });
  expect(response.status()).toBe(200);
  return ((await response.json()) as { data: { token: string } }).data.token;
}

/** Logs in through the login page, dismissing the cookie banner first. */
export async function loginThroughPage(page: Page, { domain, username, password }: Login) {
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
 * stores the account in the browser as the app does, then opens `path` (the home page by default).
 * Logging out later works as usual: the account is stored once, not on every page load.
 */
export async function signIn(page: Page, { domain, username, password }: Login, { path = '/' }: { path?: string } = {}) {
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
