import { expect } from '@playwright/test';
import { changeGivenPassword, employeeBody, roleIdNamed, signIn, test } from '../support.ts';

test("a manager opens a team member's profile without their pay or bank account, and sees their own", async ({ page, company, admin }) => {
  const managerBody = employeeBody({
    firstName: 'Rajesh',
    lastName: 'Kumar',
    account: { username: 'rajesh', password: 'rajesh-given', roleId: await roleIdNamed(admin, 'Manager') },
  });
  managerBody.payment = {
    ...managerBody.payment,
    salary: '5200.00',
    bankCode: 'SG_DBS',
    accountName: 'Rajesh Kumar',
    accountNumber: '1112223334',
  } as typeof managerBody.payment;
  const manager = await admin.post<{ id: string }>('/employees', managerBody);
  const memberBody = employeeBody({ firstName: 'Siti', lastName: 'Aminah' });
  memberBody.job = { ...memberBody.job, managerId: manager.id } as typeof memberBody.job;
  memberBody.payment = {
    ...memberBody.payment,
    salary: '4100.00',
    bankCode: 'SG_DBS',
    accountName: 'Siti Aminah',
    accountNumber: '9876543210',
  } as typeof memberBody.payment;
  const member = await admin.post<{ id: string }>('/employees', memberBody);
  await changeGivenPassword(page.request, { domain: company.domain, username: 'rajesh', password: 'rajesh-given' }, 'rajesh-own-pass');

  await signIn(
    page,
    { domain: company.domain, username: 'rajesh', password: 'rajesh-own-pass' },
    { path: `/employee/${member.id}/profile` },
  );
  await expect(page.getByRole('heading', { name: 'Siti Aminah', level: 1 })).toBeVisible();
  const payment = page.locator('#paymentDetail');
  await expect(payment).toBeVisible();
  await expect(payment).not.toContainText('4,100.00');
  await expect(payment).not.toContainText('3210');
  await expect(payment.getByText('Salary', { exact: true })).toHaveCount(0);

  await page.goto('/profile');
  await expect(page.getByRole('heading', { name: 'Rajesh Kumar', level: 1 })).toBeVisible();
  await expect(page.locator('#paymentDetail')).toContainText('5,200.00');
  await expect(page.locator('#paymentDetail')).toContainText('1112223334');
});
