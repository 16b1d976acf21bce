import { expect } from '@playwright/test';
import { addUser, apiLogin, signIn, test } from '../support.ts';

const EMMA = { username: 'emma', password: 'emma-secret', firstName: 'Emma', lastName: 'Ng', role: 'Employee' } as const;

test('an employee already signed in is asked to reload when the administrator narrows their role, and then loses the page', async ({
  page,
  browser,
  company,
  admin,
}) => {
  // Two browsers, and the spec's 20 s before asking again.
  test.slow();
  const roleId = await addUser(admin, EMMA);

  // The employee is on their account page, in a browser of their own.
  const employeeContext = await browser.newContext();
  const employeePage = await employeeContext.newPage();
  await signIn(employeePage, { domain: company.domain, ...EMMA });
  await employeePage.goto('/settings/account');
  await expect(employeePage.getByRole('heading', { name: 'My account' })).toBeVisible();

  // The administrator takes My account away from the Employee role in the navigation matrix.
  await signIn(page, company);
  const role = await admin.get<{ version: number; menuGrants: Record<string, string> }>(`/permissions/${roleId}`);
  const { account: _, ...narrowed } = role.menuGrants;
  await admin.put('/permissions', { id: roleId, version: role.version, menuGrants: narrowed });

  // Spec §4: asked to reload; "Later" asks again after 20 s; accepting leaves the page with lostAccessMsg.
  const ask = employeePage.getByText('There had been some changes made by your administrator. Do you want to reload now?');
  await expect(ask).toBeVisible({ timeout: 15_000 });
  await employeePage.getByRole('button', { name: 'Later' }).click();
  await expect(ask).toBeHidden();
  await expect(ask).toBeVisible({ timeout: 25_000 });
  await employeePage.getByRole('button', { name: 'Reload now' }).click();
  await expect(
    employeePage.getByText('You have lost your access to the page. You are going to be redirected to your home page.'),
  ).toBeVisible();
  await expect(employeePage).toHaveURL(/\/home$/);
  // Their settings now open on what is left (their notification settings), without My account.
  await employeePage.getByRole('button', { name: 'Settings' }).click();
  await expect(employeePage).toHaveURL(/\/settings\/notification\/settings$/);
  await expect(employeePage.getByRole('navigation', { name: 'Settings' }).getByRole('link', { name: 'My account' })).toHaveCount(0);
  await employeeContext.close();
});

test('a deep link to a page outside the role goes home with the lost-access notice', async ({ page, request, company, admin }) => {
  await addUser(admin, EMMA);
  await signIn(page, { domain: company.domain, ...EMMA });
  await page.goto('/settings/access-level/users');
  await expect(page.getByText('You have lost your access to the page. You are going to be redirected to your home page.')).toBeVisible();
  await expect(page).toHaveURL(/\/home$/);
  // The server refuses the page's data too.
  const token = await apiLogin(request, { domain: company.domain, ...EMMA });
  const forbidden = await request.post('/api/v2/users/table', { headers: { authorization: `Bearer ${token}` }, data: {} });
  expect(forbidden.status()).toBe(403);
});
