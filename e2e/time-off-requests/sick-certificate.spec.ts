import { expect } from '@playwright/test';
import { changeGivenPassword, choose, employeeBody, roleIdNamed, signIn, test, typeDate } from '../support.ts';

/** A 1 × 1 PNG: what a phone's camera hands the page, as small as it gets. */
const CERTIFICATE = Buffer.from(
  'iVBORw0KGgoAAAANSUhEUgAAAAEAAAABCAYAAAAfFcSJAAAADUlEQVR42mNk+M9QDwADhgGAWjR9awAAAABJRU5ErkJggg==',
  'base64',
);

/** The next working day at least a week ahead (YYYY-MM-DD and as Singapore writes it). */
function nextMonday() {
  const day = new Date(Date.now() + 7 * 86_400_000);
  while (day.getUTCDay() !== 1) day.setUTCDate(day.getUTCDate() + 1);
  const iso = day.toISOString().slice(0, 10);
  return { iso, text: iso.split('-').reverse().join('/') };
}

test('an employee at phone width requests sick leave with a photo of the medical certificate; the administrator opens it and approves', async ({
  page,
  browser,
  company,
  admin,
}) => {
  test.setTimeout(120_000);
  const account = { username: 'sara', password: 'sara-given', roleId: await roleIdNamed(admin, 'Employee') };
  const sara = await admin.post<{ id: string }>(
    '/employees',
    employeeBody({ firstName: 'Sara', lastName: 'Lim', employmentNumber: 'E-SARA', account }),
  );
  await changeGivenPassword(page.request, { domain: company.domain, username: 'sara', password: 'sara-given' }, 'sara-own-pass');
  const me = await admin.get<{ userInfo: { userID: string } }>('/auth/me');
  const workflow = await admin.post<{ id: string }>('/approvals/workflows', {
    name: 'Time off',
    levels: [
      {
        approverType: 'users',
        userIds: [me.userInfo.userID],
        managerLevels: 1,
        roleId: null,
        mode: 'any',
        escalateAfterDays: null,
        escalateToUserId: null,
      },
    ],
  });
  await admin.put('/approvals/assignments', { kind: 'timeOff', assignments: [{ workflowId: workflow.id, departmentIds: [] }] });
  const profiles = await admin.post<{ data: { id: string }[] }>('/timeoff/profiles/table', {
    start: 0,
    length: 10,
    search: { value: '' },
    order: [],
    columns: [],
  });
  await admin.put('/timeoff/assigns', {
    profileId: profiles.data[0]!.id,
    employeeIds: [sara.id],
    effectiveFrom: '2026-01-01',
    startingDays: [],
  });

  // Sara, on her phone, asks for a sick day: the policy wants a certificate, so she photographs it.
  const saraPage = await (await browser.newContext({ locale: 'en-SG' })).newPage();
  await signIn(saraPage, { domain: company.domain, username: 'sara', password: 'sara-own-pass' }, { path: '/timeoff' });
  await saraPage.setViewportSize({ width: 390, height: 844 });
  const day = nextMonday();
  await saraPage.getByRole('button', { name: 'Request time off' }).click();
  const form = saraPage.getByRole('dialog');
  await choose(saraPage, form.getByLabel('Category'), 'Sick leave');
  await typeDate(form.getByLabel('From'), day.text);
  await typeDate(form.getByLabel('To'), day.text);
  const preview = form.getByRole('region', { name: 'Preview' });
  await expect(preview.getByText('This many days need an attachment (such as a medical certificate).')).toBeVisible();
  await expect(form.getByRole('button', { name: 'Take a photo' })).toBeVisible();
  // The button opens the camera input (capture): the test hands it the photo directly.
  const camera = form.locator('input[type=file][capture]');
  await expect(camera).toHaveAttribute('capture', 'environment');
  await camera.setInputFiles({ name: 'certificate.png', mimeType: 'image/png', buffer: CERTIFICATE });
  await expect(form.getByText('Attached: certificate.png')).toBeVisible();
  await expect(preview.getByText('This many days need an attachment (such as a medical certificate).')).toBeHidden();
  await form.getByRole('button', { name: 'Save' }).click();
  await expect(saraPage.getByText('Request sent for approval.')).toBeVisible();
  await expect(saraPage.getByRole('row', { name: /Sick leave/ })).toContainText('Pending');

  // The administrator opens the certificate from the list of requests and from the approval request, then approves it.
  await signIn(page, company, { path: '/timeoff' });
  const row = page.getByRole('row', { name: /Sara Lim/ });
  const download = page.waitForEvent('download');
  await row.getByRole('button', { name: /Open attachment/ }).click();
  const file = await download;
  expect(file.suggestedFilename()).toBe('leave-attachment.png');
  await page.goto('/approvals');
  const waiting = page.getByRole('row', { name: /Sara Lim/ });
  await expect(waiting).toContainText('Sick leave');
  // The request's own page carries the certificate too, for an approver who is not HR.
  await waiting.getByRole('link', { name: 'Sara Lim' }).click();
  const fromApproval = page.waitForEvent('download');
  await page.getByRole('button', { name: 'Open leave-attachment.png' }).click();
  expect((await fromApproval).suggestedFilename()).toBe('leave-attachment.png');
  await page.getByRole('button', { name: 'Approve', exact: true }).click();
  await expect(page.getByText('1 request approved')).toBeVisible();

  await saraPage.reload();
  await expect(saraPage.getByRole('row', { name: /Sick leave/ })).toContainText('Approved');
});
