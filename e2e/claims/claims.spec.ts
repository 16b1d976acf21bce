import { expect } from '@playwright/test';
import { addUser, changeGivenPassword, choose, employeeBody, roleIdNamed, signIn, test } from '../support.ts';

/** A 1 × 1 PNG: what a phone's camera hands the page, as small as it gets. */
const RECEIPT = Buffer.from('iVBORw0KGgoAAAANSUhEUgAAAAEAAAABCAYAAAAfFcSJAAAADUlEQVR42mNk+M9QDwADhgGAWjR9awAAAABJRU5ErkJggg==', 'base64');

test('an employee at phone width claims an expense with a photo of the receipt, seeing what remains of the limit; the manager opens the receipt and approves', async ({
  page,
  browser,
  company,
  admin,
}) => {
  test.setTimeout(120_000);
  // HR's Transport policy: 200 a month, a receipt required; claims are approved by the HR Manager.
  const [category] = await admin.get<{ id: string }[]>('/claims/pay-categories');
  await admin.post('/claims/types', {
    name: 'Transport',
    payItemCategoryId: category!.id,
    limitAmount: '200',
    limitPeriod: 'month',
    receiptRequired: true,
  });
  const managerRole = await addUser(admin, {
    username: 'mona',
    password: 'mona-pass-1',
    firstName: 'Mona',
    lastName: 'Ong',
    role: 'HR Manager',
  });
  const workflow = await admin.post<{ id: string }>('/approvals/workflows', {
    name: 'Claims',
    levels: [
      {
        approverType: 'role',
        userIds: [],
        managerLevels: 1,
        roleId: managerRole,
        mode: 'any',
        escalateAfterDays: null,
        escalateToUserId: null,
      },
    ],
  });
  await admin.put('/approvals/assignments', { kind: 'claim', assignments: [{ workflowId: workflow.id, departmentIds: [] }] });
  const account = { username: 'sara', password: 'sara-given', roleId: await roleIdNamed(admin, 'Employee') };
  await admin.post('/employees', employeeBody({ firstName: 'Sara', lastName: 'Lim', employmentNumber: 'E-SARA', account }));
  await changeGivenPassword(page.request, { domain: company.domain, username: 'sara', password: 'sara-given' }, 'sara-own-pass');

  // Sara, on her phone, claims a taxi ride: the form shows what remains of the month's limit.
  const sara = await (await browser.newContext({ locale: 'en-SG' })).newPage();
  await signIn(sara, { domain: company.domain, username: 'sara', password: 'sara-own-pass' }, { path: '/payroll/claims' });
  await sara.setViewportSize({ width: 390, height: 844 });
  await sara.getByRole('button', { name: 'New claim' }).click();
  const form = sara.getByRole('dialog');
  await choose(sara, form.getByLabel('Claim type'), 'Transport');
  await expect(form.getByText(/200\.00 of .*200\.00 remains this month/)).toBeVisible();
  await form.getByLabel('Amount').fill('245.80');
  await expect(form.getByText(/This amount is over the limit: at most .*200\.00 can be claimed/)).toBeVisible();
  await form.getByLabel('Amount').fill('45.80');
  await expect(form.getByText(/After this claim: .*154\.20 remains/)).toBeVisible();
  await form.getByLabel('Description').fill('Taxi to the client');
  // The button opens the camera input (capture): the test hands it the photo directly.
  const camera = form.locator('input[type=file][capture]');
  await expect(camera).toHaveAttribute('capture', 'environment');
  await camera.setInputFiles({ name: 'taxi.png', mimeType: 'image/png', buffer: RECEIPT });
  await expect(form.getByText('Attached: taxi.png')).toBeVisible();
  await form.getByRole('button', { name: 'Save' }).click();
  await expect(sara.getByText('Claim sent for approval.')).toBeVisible();
  await expect(sara.getByRole('row', { name: /Transport/ })).toContainText('Waiting for approval');

  // Mona finds it in the claim approve table, opens the receipt, and approves it.
  await signIn(page, { domain: company.domain, username: 'mona', password: 'mona-pass-1' }, { path: '/payroll/claims' });
  await page.getByRole('tab', { name: 'To approve' }).click();
  const row = page.getByRole('row', { name: /Sara Lim/ });
  await expect(row).toContainText('45.80');
  const download = page.waitForEvent('download');
  await row.getByRole('button', { name: /Open receipt 1 of Sara Lim/ }).click();
  expect((await download).suggestedFilename()).toBe('receipt.png');
  await row.getByRole('button', { name: 'Approve: Sara Lim' }).click();
  await expect(page.getByText('Claim of Sara Lim approved.')).toBeVisible();
  await expect(page.getByText('No claim waits for your decision.')).toBeVisible();

  await sara.reload();
  await expect(sara.getByRole('row', { name: /Transport/ })).toContainText('Approved');
});
