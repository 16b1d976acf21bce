import { expect, type Page } from '@playwright/test';
import { DEMO, acceptCookies, signIn, test } from '../support.ts';
import { seriousViolations } from '../support/accessibility.ts';

test('the language switch changes the whole interface without a reload, antd texts included', async ({ page, company }) => {
  await signIn(page, company);
  await page.goto('/settings/mail-outbox');
  await expect(page.getByRole('heading', { name: 'Mail outbox', level: 1 })).toBeVisible();
  await page.evaluate(() => ((window as unknown as { marker: number }).marker = 42));

  await page.getByRole('combobox', { name: 'Language' }).selectOption('zh');
  await expect(page.getByRole('heading', { level: 1 })).not.toHaveText('Mail outbox');
  await expect(page.locator('html')).toHaveAttribute('lang', 'zh-CN');
  expect(await page.evaluate(() => (window as unknown as { marker?: number }).marker)).toBe(42);
  // The choice is the user's: it survives a reload.
  await page.reload();
  await expect(page.locator('html')).toHaveAttribute('lang', 'zh-CN');
});

test('leaving a form with unsaved changes asks first', async ({ page, company }) => {
  await signIn(page, company);
  await page.goto('/settings/company-account');
  await page.getByLabel('Company name').fill('Renamed but not saved');
  await page.getByRole('menuitem', { name: 'Region and language' }).click();
  await expect(page.getByText('Do you want to leave this page without saving the changes?')).toBeVisible();
  await page.getByRole('button', { name: 'Stay' }).click();
  await expect(page).toHaveURL(/company-account/);
  await page.getByRole('button', { name: 'Save' }).first().click();
  await expect(page.getByText('Your changes have been saved.')).toBeVisible();
  await page.getByRole('menuitem', { name: 'Region and language' }).click();
  await expect(page).toHaveURL(/region-language/);
});

test('at phone width the menu opens from a button', async ({ page }) => {
  await page.setViewportSize({ width: 390, height: 844 });
  await page.goto('/login');
  await acceptCookies(page);
  await page.getByLabel('Company domain').fill(DEMO.domain);
  await page.getByLabel('Username or email').fill('employee');
  await page.getByLabel('Password', { exact: true }).fill(DEMO.password);
  await page.getByRole('button', { name: 'Log in' }).click();
  await page.getByRole('button', { name: 'Open menu' }).click();
  await page.getByRole('menuitem', { name: 'Home' }).click();
  await expect(page).toHaveURL(/\/home$/);
  const overflow = await page.evaluate(() => document.documentElement.scrollWidth - document.documentElement.clientWidth);
  expect(overflow).toBeLessThanOrEqual(0);
});

async function expectNoSeriousViolations(page: Page) {
  expect(await seriousViolations(page)).toEqual([]);
}

test('public pages have no serious accessibility problems', async ({ page }) => {
  for (const path of ['/login', '/signup', '/reset-password']) {
    await page.goto(path);
    await acceptCookies(page);
    await expect(page.getByRole('button').first()).toBeVisible();
    await expectNoSeriousViolations(page);
  }
});
