import { expect, test } from '@playwright/test';
import { randomUUID } from 'node:crypto';
import { acceptCookies } from '../support.ts';

test('a new company signs up with a live domain check and lands in its own app, in the language it chose', async ({ page }) => {
  const domain = `acme-${randomUUID().slice(0, 6)}`;
  await page.goto('/signup');
  await acceptCookies(page);
  await page.getByLabel('Company domain').fill('demo');
  await expect(page.getByText('This company domain is already taken.')).toBeVisible();

  await page.getByLabel('Company name').fill('Acme Asia Sdn. Bhd.');
  await page.getByLabel('Country').click();
  await page.getByTitle('Malaysia').click();
  // The country's language is offered, never imposed.
  await expect(page.getByRole('button', { name: 'Use Tenaga in Bahasa Melayu' })).toBeVisible();
  await page.getByLabel('Company domain').fill(domain);
  await expect(page.getByText(`"${domain}" is available.`)).toBeVisible();
  await page.getByLabel('First name').fill('Mei');
  await page.getByLabel('Last name').fill('Wong');
  await page.getByLabel('Work email').fill(`mei@${domain}.example`);
  await page.getByLabel('Username or email').fill('mei');
  await page.getByLabel('Password', { exact: true }).fill('short');
  await expect(page.getByText('Password must have at least 6 characters.')).toBeVisible();
  await page.getByLabel('Password', { exact: true }).fill('strong-pass-1');
  await page.getByLabel('Confirm password').fill('strong-pass-2');
  await expect(page.getByText('The two passwords do not match.')).toBeVisible();
  await page.getByLabel('Confirm password').fill('strong-pass-1');
  await page.getByRole('button', { name: 'Create account' }).click();

  await expect(page).toHaveURL(/\/home$/);
  const title = domain.charAt(0).toUpperCase() + domain.slice(1);
  // A Malaysian company signed up in English stays in English, with ringgit and Malaysia's time.
  await expect(page.locator('html')).toHaveAttribute('lang', 'en');
  await expect(page).toHaveTitle(`${title} - Home`);
  await expect(page.getByText('MYR').first()).toBeVisible();
  await expect(page.getByText(/in Malaysia Time\./)).toBeVisible();
});
