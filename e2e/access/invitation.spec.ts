import { expect } from '@playwright/test';
import { receivedMail, signIn, test } from '../support.ts';

test('an administrator invites a user by mail; the user opens the link, chooses a password and lands on home', async ({
  page,
  browser,
  company,
}) => {
  await signIn(page, company);
  await page.goto('/settings/access-level/users');
  await page.getByRole('button', { name: 'Add user' }).click();
  const drawer = page.getByRole('dialog');
  await expect(drawer.getByRole('radio', { name: /^Send an invitation/ })).toBeChecked();
  await drawer.getByLabel('First name').fill('Iris');
  await drawer.getByLabel('Last name').fill('Wong');
  await drawer.getByLabel('Username').fill('iris');
  const email = `iris.${company.domain}@example.com`;
  await drawer.getByLabel('Email').fill(email);
  await drawer.getByLabel('Role').click();
  await page.getByTitle('Employee', { exact: true }).click();
  await page.getByRole('button', { name: 'Save' }).click();
  await expect(page.getByText(`An invitation was sent to ${email}`)).toBeVisible();
  await expect(page.getByRole('row', { name: /Iris Wong/ })).toContainText('Invited');

  // The invited user, in a browser of their own, opens the link from their mailbox.
  const text = await receivedMail(email, `Your Tenaga account at ${company.domain}`);
  const link = new URL(/https?:\/\/\S+\/reset-password\?token=\S+/.exec(text)![0]);
  const context = await browser.newContext();
  const invitee = await context.newPage();
  await invitee.addInitScript(() => localStorage.setItem('confirmCookies', 'true'));
  await invitee.goto(link.pathname + link.search);
  await expect(invitee.getByRole('heading', { name: 'Welcome to Tenaga' })).toBeVisible();
  await expect(invitee.getByText(`Choose a password for iris at ${company.domain}.`)).toBeVisible();
  await invitee.getByLabel('New password', { exact: true }).fill('iris-own-pass');
  await invitee.getByLabel('Confirm password').fill('iris-own-pass');
  await invitee.getByRole('button', { name: 'Set password and start' }).click();
  await expect(invitee).toHaveURL(/\/home$/);
  await expect(invitee.getByRole('button', { name: /Account menu for Iris Wong/ })).toBeVisible();
  await context.close();

  // Accepted: no longer shown as invited.
  await page.reload();
  await expect(page.getByRole('row', { name: /Iris Wong/ })).not.toContainText('Invited');
});
