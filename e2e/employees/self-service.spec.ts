import { expect } from '@playwright/test';
import { acceptCookies, addUser, changeGivenPassword, employeeBody, roleIdNamed, signIn, test } from '../support.ts';

test('an employee given a password by HR chooses their own at the first login, then changes their phone on My profile', async ({
  page,
  company,
  admin,
}) => {
  const account = { username: 'rina', password: 'given-by-hr', roleId: await roleIdNamed(admin, 'Employee') };
  await admin.post('/employees', employeeBody({ firstName: 'Rina', lastName: 'Lim', account }));

  await page.goto('/login');
  await acceptCookies(page);
  await page.getByLabel('Company domain').fill(company.domain);
  await page.getByLabel('Username or email').fill('rina');
  await page.getByLabel('Password', { exact: true }).fill('given-by-hr');
  await page.getByRole('button', { name: 'Log in' }).click();
  // Nothing else opens until the password is theirs.
  await expect(page).toHaveURL(/\/change-password$/);
  await expect(page.getByRole('heading', { name: 'Choose your own password' })).toBeVisible();
  await page.getByLabel('Password you were given').fill('given-by-hr');
  await page.getByLabel('New password', { exact: true }).fill('rina-own-pass');
  await page.getByLabel('Confirm password').fill('rina-own-pass');
  await page.getByRole('button', { name: 'Save and continue' }).click();
  await expect(page.getByRole('navigation').first()).toBeVisible();

  await page.goto('/profile');
  await expect(page.getByRole('heading', { name: 'Rina Lim', level: 1 })).toBeVisible();
  await expect(page.getByRole('button', { name: 'Edit Job' })).toHaveCount(0);
  await page.getByRole('button', { name: 'Edit Personal' }).click();
  const personal = page.getByRole('form', { name: 'Personal' });
  await personal.getByRole('textbox', { name: 'Phone number 1' }).fill('9123 4567');
  await personal.getByRole('button', { name: 'Save' }).click();
  await expect(page.getByText('Your changes have been saved.')).toBeVisible();
  await expect(page.locator('#personalDetail')).toContainText('+6591234567');
});

test('with approval chosen for own bank account changes, an employee’s new account waits on My profile until HR approves it', async ({
  page,
  browser,
  company,
  admin,
}) => {
  // Three people at two browsers and the administrator's page.
  test.setTimeout(150_000);
  const employeeRole = await roleIdNamed(admin, 'Employee');
  const budiRecord = await admin.post<{ id: string }>(
    '/employees',
    employeeBody({ firstName: 'Budi', lastName: 'Santoso', account: { username: 'budi', password: 'budi-given', roleId: employeeRole } }),
  );
  // HR records where his pay goes now (applied at once: HR's changes are never routed).
  const { version } = await admin.get<{ version: number }>(`/employees/${budiRecord.id}/payment`);
  await admin.put('/employees/payment', {
    id: budiRecord.id,
    version,
    bankCode: 'SG_DBS',
    accountName: 'Budi Santoso',
    accountNumber: '0123456789',
  });
  await changeGivenPassword(admin.request, { domain: company.domain, username: 'budi', password: 'budi-given' }, 'budi-own-pass');
  const hrRole = await addUser(admin, {
    username: 'hana',
    password: 'hana-own-pass',
    firstName: 'Hana',
    lastName: 'Tan',
    role: 'HR Manager',
  });
  const workflow = await admin.post<{ id: string }>('/approvals/workflows', {
    name: 'Bank accounts',
    levels: [{ approverType: 'role', roleId: hrRole }],
  });
  await admin.put('/approvals/assignments', { kind: 'bankAccountChange', assignments: [{ workflowId: workflow.id, departmentIds: [] }] });

  // The administrator chooses approval in the company's preferences.
  await signIn(page, company, { path: '/settings/company-account' });
  const preferences = page.locator('.ant-card', { hasText: 'Preferences' });
  await preferences.getByRole('switch', { name: "Employees' own bank account changes need approval" }).click();
  await preferences.getByRole('button', { name: 'Save' }).click();
  await expect(page.getByText('Your changes have been saved.')).toBeVisible();

  // Budi changes his account number: it waits, masked, while the old one stays.
  const budi = await (await browser.newContext({ locale: 'en-SG' })).newPage();
  await signIn(budi, { domain: company.domain, username: 'budi', password: 'budi-own-pass' }, { path: '/profile' });
  await budi.getByRole('button', { name: 'Edit Payment' }).click();
  const form = budi.getByRole('form', { name: 'Payment' });
  await expect(form.getByText('A new bank account goes for approval first')).toBeVisible();
  await form.getByRole('textbox', { name: 'Account number' }).fill('5012345678');
  await form.getByRole('button', { name: 'Save' }).click();
  await expect(budi.getByText('The new bank account was sent for approval.')).toBeVisible();
  const payment = budi.locator('#paymentDetail');
  await expect(payment.getByRole('alert')).toContainText('Bank account change waiting for approval');
  await expect(payment.getByRole('alert')).toContainText('******5678');
  await expect(payment).toContainText('0123456789');
  await expect(payment).not.toContainText('5012345678');

  // Hana approves it from her Approvals page.
  const hana = await (await browser.newContext({ locale: 'en-SG' })).newPage();
  await signIn(hana, { domain: company.domain, username: 'hana', password: 'hana-own-pass' }, { path: '/approvals' });
  const row = hana.getByRole('row', { name: /Budi Santoso/ });
  await expect(row).toContainText('Bank account change');
  await expect(row).toContainText('******5678');
  await row.getByRole('checkbox').check();
  await hana.getByRole('button', { name: 'Approve selected (1)' }).click();
  await expect(hana.getByText('1 request approved')).toBeVisible();

  // Budi's profile shows the new account, and nothing waits any more.
  await budi.reload();
  await expect(payment).toContainText('5012345678');
  await expect(payment.getByRole('alert')).toHaveCount(0);
});
