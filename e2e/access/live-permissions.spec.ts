import { expect, test, type APIRequestContext } from '@playwright/test';
import { apiLogin, signIn, signUpCompany } from '../support.ts';

/** A user of the company's Employee role, made through the API as an administrator would. */
async function addEmployeeUser(request: APIRequestContext, adminToken: string) {
  const headers = { authorization: `Bearer ${adminToken}` };
  const roles = (await (await request.get('/api/v2/users/roles', { headers })).json()) as { data: { id: string; text: string }[] };
  const employeeRole = roles.data.find((role) => role.text === 'Employee')!;
  const created = await request.post('/api/v2/users', {
    headers,
    data: { username: 'emma', firstName: 'Emma', lastName: 'Ng', roleId: employeeRole.id, password: 'emma-secret' },
  });
  expect(created.status()).toBe(200);
  return employeeRole.id;
}

test('an employee already signed in is asked to reload when the administrator narrows their role, and then loses the page', async ({
  page,
  browser,
  request,
}) => {
  // Two browsers, and the spec's 20 s before asking again.
  test.slow();
  const company = await signUpCompany(request);
  const roleId = await addEmployeeUser(request, company.token);

  // The employee is on their account page, in a browser of their own.
  const employeeContext = await browser.newContext();
  const employeePage = await employeeContext.newPage();
  await signIn(employeePage, company.domain, 'emma', 'emma-secret');
  await employeePage.goto('/settings/account');
  await expect(employeePage.getByRole('heading', { name: 'My account' })).toBeVisible();

  // The administrator takes My account away from the Employee role in the navigation matrix.
  await signIn(page, company.domain, company.username, company.password);
  const headers = { authorization: `Bearer ${company.token}` };
  const role = (await (await request.get(`/api/v2/permissions/${roleId}`, { headers })).json()) as {
    data: { version: number; menuGrants: Record<string, string> };
  };
  const { account: _, ...narrowed } = role.data.menuGrants;
  const saved = await request.put('/api/v2/permissions', {
    headers,
    data: { id: roleId, version: role.data.version, menuGrants: narrowed },
  });
  expect(saved.status()).toBe(200);

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
  await expect(employeePage.getByRole('button', { name: 'Settings' })).toHaveCount(0);
  await employeeContext.close();
});

test('a deep link to a page outside the role goes home with the lost-access notice', async ({ page, request }) => {
  const company = await signUpCompany(request);
  await addEmployeeUser(request, company.token);
  await signIn(page, company.domain, 'emma', 'emma-secret');
  await page.goto('/settings/access-level/users');
  await expect(page.getByText('You have lost your access to the page. You are going to be redirected to your home page.')).toBeVisible();
  await expect(page).toHaveURL(/\/home$/);
  // The server refuses the page's data too.
  const token = await apiLogin(request, company.domain, 'emma', 'emma-secret');
  const forbidden = await request.post('/api/v2/users/table', { headers: { authorization: `Bearer ${token}` }, data: {} });
  expect(forbidden.status()).toBe(403);
});
