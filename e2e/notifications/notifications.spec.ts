import { expect } from '@playwright/test';
import { signIn, test } from '../support.ts';

test('the bell leads to what a notification is about, /notifications opens one by its id, and each user chooses the channels', async ({
  page,
  company,
}) => {
  // A new company's administrator is welcomed: one unread notification.
  await signIn(page, company);
  const bell = page.getByRole('button', { name: 'Notifications (1)' });
  await expect(bell).toBeVisible();
  await bell.click();
  await page.getByText('Welcome to Tenaga').click();
  // It leads to the company settings and is read now.
  await expect(page).toHaveURL(/\/settings\/company-account$/);
  await expect(page.getByRole('button', { name: 'Notifications', exact: true })).toBeVisible();

  // By its id (a toast, a mail or a link opens it so), first on the page and marked.
  const list = await page.request.get('/api/v2/notifications?limit=5', { headers: { authorization: `Bearer ${company.token}` } });
  const [welcome] = ((await list.json()) as { data: { items: { id: string }[] } }).data.items;
  await page.goto(`/notifications?notificationId=${welcome!.id}`);
  const opened = page.locator('[aria-current="true"]');
  await expect(opened).toContainText('Welcome to Tenaga');
  await expect(opened).toContainText(company.companyName);

  // Settings › Notification settings: mail the account's news too, and it stays chosen.
  await page.goto('/settings/notification/settings');
  const byEmail = page.getByRole('switch', { name: 'Your account: By email' });
  await expect(byEmail).not.toBeChecked();
  await byEmail.click();
  await expect(page.getByText('Your notification settings were saved.')).toBeVisible();
  await page.reload();
  await expect(page.getByRole('switch', { name: 'Your account: By email' })).toBeChecked();
  await expect(page.getByRole('switch', { name: 'Your account: In the app' })).toBeChecked();
});
