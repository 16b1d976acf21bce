import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { eq } from 'drizzle-orm';
import * as contracts from '@tenaga/contracts';
import { auditLog, employees, users } from '../../db/schema/index.ts';
import {
  createCompany,
  createEmployeeRow,
  createTestApp,
  lastMailedToken,
  loginAs,
  TEST_PASSWORD,
  uniqueName,
  type TestApp,
  type TestUser,
} from '../../testing/index.ts';

let t: TestApp;
beforeAll(async () => {
  t = await createTestApp();
});
afterAll(async () => {
  await t?.close();
});

describe('the audit trail and its export carry no secret', () => {
  it('after sign-up, accounts made and changed, every way a password is set, reset links and invitations, impersonation and logins', async () => {
    const company = await createCompany(t);
    const admin = company.admin;
    const secrets = [TEST_PASSWORD, 'created-with-this-1', 'set-by-admin-2', 'changed-by-me-3', 'reset-to-this-4', 'invited-chose-5'];

    const username = uniqueName('nadia');
    const created = await admin.api.ok(contracts.createUser, {
      body: {
        username,
        email: `${username}@example.com`,
        firstName: 'Nadia',
        lastName: 'Noor',
        roleId: company.roles.employee,
        employeeId: null,
        active: true,
        password: 'created-with-this-1',
      },
    });
    const nadia = { companyId: company.companyId, domain: company.domain, userId: created.id, username, email: `${username}@example.com` };
    await admin.api.ok(contracts.setUserPassword, { params: { id: created.id }, body: { password: 'set-by-admin-2' } });
    const session = await loginAs(t, { ...nadia, password: 'set-by-admin-2' } as TestUser);
    await session.api.ok(contracts.changePassword, { body: { currentPassword: 'set-by-admin-2', newPassword: 'changed-by-me-3' } });
    await t.anonymous.ok(contracts.requestPasswordReset, { body: { domain: company.domain, username } });
    const resetToken = await lastMailedToken(t, nadia.email);
    await t.anonymous.ok(contracts.confirmPasswordReset, { body: { token: resetToken, password: 'reset-to-this-4' } });
    const fresh = await loginAs(t, { ...nadia, password: 'reset-to-this-4' } as TestUser);

    const employeeId = await createEmployeeRow(t, company.companyId);
    await t.db
      .update(employees)
      .set({ email: `${employeeId}@example.com` })
      .where(eq(employees.id, employeeId));
    await admin.api.ok(contracts.generateEmployeeUsers, { body: { employeeIds: [employeeId], roleId: company.roles.employee } });
    const inviteToken = await lastMailedToken(t, `${employeeId}@example.com`);
    await t.anonymous.ok(contracts.confirmPasswordReset, { body: { token: inviteToken, password: 'invited-chose-5' } });
    const acting = await admin.api.ok(contracts.impersonate, { body: { userId: created.id } });

    const hashes = (await t.db.select({ hash: users.passwordHash }).from(users).where(eq(users.companyId, company.companyId))).map(
      (row) => row.hash,
    );
    const forbidden = [...secrets, resetToken, inviteToken, admin.token, fresh.token, acting.token, ...hashes];
    const trail = JSON.stringify(await t.db.select().from(auditLog).where(eq(auditLog.companyId, company.companyId)));
    expect(trail).toContain('password-set-by-administrator');
    for (const secret of forbidden) expect(trail).not.toContain(secret);
    expect(trail).not.toMatch(/\$argon2|reset-password|token=/);

    // The exported trail, as the company's administrator downloads it.
    const { jobId } = await admin.api.ok(contracts.exportAuditTrail, { body: { filter: {}, format: 'csv' } });
    await t.jobs.drain();
    const job = await admin.api.ok(contracts.getJob, { params: { id: jobId } });
    expect(job.status).toBe('succeeded');
    const download = await admin.api.inject({ method: 'GET', url: `/api/v2/files/${(job.result as contracts.FileResult).fileId}` });
    expect(download.statusCode).toBe(200);
    expect(download.body).toContain('Nadia');
    for (const secret of forbidden) expect(download.body).not.toContain(secret);
    expect(download.body).not.toMatch(/\$argon2|reset-password|token=/);
  });
});
