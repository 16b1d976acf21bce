import { expect } from '@playwright/test';
import { acceptCookies, apiClient, apiLogin, receivedMail, test } from '../support.ts';

test('a forgotten password is reset with the link from the mail, which the outbox does not show', async ({ page, request, company }) => {
  await page.goto('/reset-password');
  await acceptCookies(page);
  await page.getByLabel('Company domain').fill(company.domain);
  await page.getByLabel('Username or email').fill(company.username);
  await page.getByRole('button', { name: 'Send reset link' }).click();
  await expect(page.getByText('a reset link is on its way')).toBeVisible();

  const text = await receivedMail(company.email, 'Reset your Tenaga password');
  const link = /https?:\/\/\S+\/reset-password\?token=\S+/.exec(text)?.[0];
  expect(link).toBeDefined();

  // The company's outbox says the mail was sent, and hides its link even from the administrator.
  const admin = apiClient(request, await apiLogin(request, company));
  const mails = (
    await admin.post<{ data: { id: string; subject: string; hidden: boolean }[] }>('/mail-outbox/table', { start: 0, length: 10 })
  ).data;
  const resetMail = mails.find((mail) => mail.subject === 'Reset your Tenaga password');
  expect(resetMail).toMatchObject({ hidden: true });
  const stored = await admin.get<{ text: string }>(`/mail-outbox/${resetMail!.id}`);
  expect(stored.text).not.toContain('token=');

  await page.goto(new URL(link!).pathname + new URL(link!).search);
  await expect(page.getByText(`For ${company.username} at ${company.domain}`)).toBeVisible();
  await page.getByLabel('New password', { exact: true }).fill('brand-new-pass');
  await page.getByLabel('Confirm password').fill('brand-new-pass');
  await page.getByRole('button', { name: 'Set password' }).click();
  await expect(page.getByText('Your password has been changed.')).toBeVisible();

  const oldLogin = await request.post('/api/v2/auth', {
    data: { domain: company.domain, username: company.username, password: company.password },
  });
  expect(oldLogin.status()).toBe(401);
  await apiLogin(request, { ...company, password: 'brand-new-pass' });
  // The link works once.
  await page.goto(new URL(link!).pathname + new URL(link!).search);
  await expect(page.getByText('This password reset link is invalid or has expired.')).toBeVisible();
});
