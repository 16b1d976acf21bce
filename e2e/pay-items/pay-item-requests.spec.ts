import { expect } from '@playwright/test';
import { changeGivenPassword, choose, employeeBody, roleIdNamed, signIn, test } from '../support.ts';

/** A 1 × 1 PNG: what a phone's camera hands the page, as small as it gets. */
const PHOTO = Buffer.from('iVBORw0KGgoAAAANSUhEUgAAAAEAAAABCAYAAAAfFcSJAAAADUlEQVR42mNk+M9QDwADhgGAWjR9awAAAABJRU5ErkJggg==', 'base64');

test('an employee at phone width requests a requestable allowance, the administrator approves it on the Approvals page, and the employee sees it approved', async ({
  page,
  browser,
  company,
  admin,
}) => {
  test.setTimeout(120_000);
  // HR lets employees request a transport allowance of 150.00 a month; the administrators approve these requests.
  const categories = await admin.post<{ data: { id: string; code: string | null }[] }>('/exemptions/categories/table', { length: -1 });
  const transport = categories.data.find((category) => category.code === 'transport')!;
  await admin.post('/exemptions/policies', {
    categoryId: transport.id,
    name: 'Site transport',
    recurrence: 'recurring',
    amount: '150.00',
    requestable: true,
  });
  const workflow = await admin.post<{ id: string }>('/approvals/workflows', {
    name: 'Pay item requests',
    levels: [
      {
        approverType: 'role',
        userIds: [],
        managerLevels: 1,
        roleId: await roleIdNamed(admin, 'Administrator'),
        mode: 'any',
        escalateAfterDays: null,
        escalateToUserId: null,
      },
    ],
  });
  await admin.put('/approvals/assignments', { kind: 'exemptionRequest', assignments: [{ workflowId: workflow.id, departmentIds: [] }] });
  const account = { username: 'sara', password: 'sara-given', roleId: await roleIdNamed(admin, 'Employee') };
  await admin.post('/employees', employeeBody({ firstName: 'Sara', lastName: 'Lim', employmentNumber: 'E-SARA', account }));
  await changeGivenPassword(page.request, { domain: company.domain, username: 'sara', password: 'sara-given' }, 'sara-own-pass');

  // Sara, on her phone, requests it: the fixed amount is the policy's, the reason is required, a photo supports it.
  const sara = await (await browser.newContext({ locale: 'en-SG' })).newPage();
  await signIn(sara, { domain: company.domain, username: 'sara', password: 'sara-own-pass' }, { path: '/exemption' });
  await sara.setViewportSize({ width: 390, height: 844 });
  await expect(sara.getByText('You have not requested any pay item yet.')).toBeVisible();
  await sara.getByRole('button', { name: 'Request a pay item' }).click();
  const form = sara.getByRole('dialog');
  await choose(sara, form.getByLabel('Policy'), 'Site transport (Recurring)');
  await expect(form.getByLabel('Amount')).toHaveValue(/150\.00/);
  await expect(form.getByLabel('Amount')).toBeDisabled();
  await expect(form.getByText('The amount is set by the policy.')).toBeVisible();
  await form.getByRole('button', { name: 'Save' }).click();
  await expect(form.getByText('This field is required.')).toBeVisible();
  await form.getByLabel('Reason').fill('Assigned to the Jurong site from this month');
  await form.locator('input[type=file][capture]').setInputFiles({ name: 'roster.png', mimeType: 'image/png', buffer: PHOTO });
  await expect(form.getByText('Attached: roster.png')).toBeVisible();
  await sara.screenshot({ path: test.info().outputPath('request-form-phone.png') });
  await form.getByRole('button', { name: 'Save' }).click();
  await expect(sara.getByText('Request sent for approval')).toBeVisible();
  const mine = sara.getByRole('row', { name: /Site transport/ });
  await expect(mine).toContainText('Pending');
  await expect(mine).toContainText('150.00');

  // The administrator reads it on the Approvals page (policy, date, amount) and approves it.
  await signIn(page, company, { path: '/approvals' });
  const row = page.getByRole('row', { name: /Sara Lim/ });
  await expect(row).toContainText('Exemption request');
  await expect(row).toContainText(/Site transport · \d{4}-\d{2}-\d{2} · 150\.00/);
  await row.getByRole('checkbox').check();
  await page.getByRole('button', { name: 'Approve selected (1)' }).click();
  await expect(page.getByText('1 request approved')).toBeVisible();

  // Sara sees it approved; HR's assignment page lists the allowance given to her.
  await sara.reload();
  await expect(sara.getByRole('row', { name: /Site transport/ })).toContainText('Approved');
  await sara.screenshot({ path: test.info().outputPath('requests-phone.png') });
  await page.goto('/settings/exemption/assignment');
  await expect(page.getByRole('row', { name: /Sara Lim/ })).toContainText('Site transport');

  // The page in another language, at phone width.
  await sara.getByRole('combobox', { name: /Language/ }).selectOption('zh');
  await expect(sara.getByRole('row', { name: /Site transport/ })).toContainText('已批准');
  await sara.screenshot({ path: test.info().outputPath('requests-phone-zh.png') });
});
