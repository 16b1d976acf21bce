import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { and, desc, eq, sql } from 'drizzle-orm';
import * as contracts from '@tenaga/contracts';
import { auditLog, companies, users } from '../../db/schema/index.ts';
import { createCompany, createTestApp, createUser, loginAs, type TestApp, type TestCompany } from '../../testing/index.ts';
import { changedFields, writeAudit } from '../audit.ts';

let t: TestApp;
beforeAll(async () => {
  t = await createTestApp();
});
afterAll(async () => {
  await t?.close();
});

const entries = (company: TestCompany, action?: string) =>
  t.db
    .select()
    .from(auditLog)
    .where(and(eq(auditLog.companyId, company.companyId), action ? eq(auditLog.action, action) : undefined))
    .orderBy(desc(auditLog.at));

/** The id of the transaction that wrote a row's current version. */
async function writerOf(table: 'companies' | 'audit_log' | 'users', where: { column: string; value: string }): Promise<string> {
  const result = await t.db.execute(
    sql`select xmin::text as xid from ${sql.identifier(table)} where ${sql.identifier(where.column)} = ${where.value}`,
  );
  const rows = (result as unknown as { rows: { xid: string }[] }).rows;
  expect(rows).toHaveLength(1);
  return rows[0]!.xid;
}

describe('audit trail', () => {
  it('records a company update with who, from where, and only the fields that changed, in the same transaction', async () => {
    const company = await createCompany(t, { companyName: 'Before Ltd' });
    await company.admin.api.ok(contracts.updateCompany, {
      body: { version: 1, companyName: 'After Ltd', phone: '+6590001111', address: null },
      remoteAddress: '198.51.100.23',
    });

    const [entry] = await entries(company, 'update');
    expect(entry).toMatchObject({
      entity: 'company',
      entityId: company.companyId,
      actorUserId: company.admin.user.userId,
      impersonatorUserId: null,
      ip: '198.51.100.23',
      before: { name: 'Before Ltd', phone: null },
      after: { name: 'After Ltd', phone: '+6590001111' },
    });
    // address was sent, but did not change: not in the entry.
    expect(entry!.before).not.toHaveProperty('address');
    expect(await writerOf('audit_log', { column: 'id', value: entry!.id })).toBe(
      await writerOf('companies', { column: 'id', value: company.companyId }),
    );
  });

  it('writes nothing when the change is refused', async () => {
    const company = await createCompany(t);
    const before = await entries(company);
    await company.admin.api.fail(contracts.updateCompany, { body: { version: 7, companyName: 'Stale' } }, 409);
    await company.admin.api.fail(contracts.updateCompanyRegions, { body: { language: 'xx' } as never }, 400);
    expect(await entries(company)).toEqual(before);
  });

  it('records settings, preference and region changes with before and after', async () => {
    const company = await createCompany(t);
    await company.admin.api.ok(contracts.updateCompanySetting, { body: { singleLogin: true, sessionTtlMinutes: 10080 } });
    expect((await entries(company, 'update-setting'))[0]).toMatchObject({
      entity: 'company',
      before: { singleLogin: false },
      after: { singleLogin: true },
    });

    const preference = {
      ICNumberMasking: false,
      leaveRequest: { editableApprovedLeave: false, showOnCalendar: true, showRejectedOnCalendar: false, showCancelledOnCalendar: false },
    };
    await company.admin.api.ok(contracts.updateCompanyPreference, { body: preference });
    const [preferenceEntry] = await entries(company, 'update-preference');
    expect(preferenceEntry!.before).toMatchObject({ ICNumberMasking: true });
    // A save that leaves a newer preference out keeps its default (bank changes applied at once).
    expect(preferenceEntry!.after).toEqual({ ...preference, bankChangeApproval: false });

    await company.admin.api.ok(contracts.updateCompanyRegions, {
      body: { language: 'en', timezone: 'Asia/Singapore', dateFormat: 'DD/MM/YYYY', timeFormat: 'HH:mm', currency: 'USD' },
    });
    expect((await entries(company, 'update-region-language'))[0]).toMatchObject({
      before: { timeFormat: 'hh:mm A', currency: 'SGD' },
      after: { timeFormat: 'HH:mm', currency: 'USD' },
    });
  });

  it('records sign-up, login, logout and password changes without any secret', async () => {
    const company = await createCompany(t);
    const user = await createUser(t, company);
    const session = await loginAs(t, user, { userAgent: 'Mozilla/5.0 (X11; Linux x86_64) Firefox/128.0' });
    await session.api.ok(contracts.changePassword, { body: { currentPassword: user.password, newPassword: 'another-secret-7' } });
    await session.api.ok(contracts.logout);

    const all = await entries(company);
    // Sign-up records the company and its administrator (the session it opens has no entry of its own).
    expect(all.map((entry) => `${entry.entity}:${entry.action}`).sort()).toEqual([
      'company:create',
      'session:login',
      'session:logout',
      'user:create',
      'user:password-change',
    ]);
    expect(all.find((entry) => entry.action === 'create' && entry.entity === 'user')!.after).toEqual({
      username: 'admin',
      email: company.admin.user.email,
      roleId: company.roles.administrator,
    });
    expect(all.find((entry) => entry.action === 'password-change')).toMatchObject({
      actorUserId: user.userId,
      after: { endedOtherSessions: 0 },
    });
    expect(all.find((entry) => entry.action === 'login' && entry.actorUserId === user.userId)!.after).toEqual({
      device: 'Firefox on Linux',
      endedOtherSessions: 0,
    });

    const [{ passwordHash }] = (await t.db.select({ passwordHash: users.passwordHash }).from(users).where(eq(users.id, user.userId))) as [
      { passwordHash: string },
    ];
    const text = JSON.stringify(all);
    for (const secret of [passwordHash, 'another-secret-7', user.password, session.token, company.admin.token])
      expect(text).not.toContain(secret);

    // The password change and its entry were one transaction.
    const entry = all.find((row) => row.action === 'password-change')!;
    expect(await writerOf('audit_log', { column: 'id', value: entry.id })).toBe(
      await writerOf('users', { column: 'id', value: user.userId }),
    );
  });

  it('redacts password, token and secret fields at any depth, whatever the caller passes', async () => {
    const company = await createCompany(t);
    const at = new Date('2030-02-03T04:05:06.000Z');
    await t.tenant(company.companyId, (tx) =>
      writeAudit(
        tx,
        { companyId: company.companyId, userId: company.admin.user.userId, impersonatorUserId: null, ip: '10.0.0.1' },
        {
          entity: 'integration',
          entityId: 'smtp',
          action: 'update',
          before: { host: 'old.example', password: 'hunter2', apiToken: 'tok-1', at },
          after: {
            host: 'new.example',
            nested: { clientSecret: 's3', keep: 1, list: [{ newPassword: 'x', name: 'n' }] },
            resetTokenHash: 'abc',
          },
        },
      ),
    );
    const [entry] = await entries(company, 'update');
    expect(entry!.before).toEqual({ host: 'old.example', at: '2030-02-03T04:05:06.000Z' });
    expect(entry!.after).toEqual({ host: 'new.example', nested: { keep: 1, list: [{ name: 'n' }] } });
  });

  it('commits the entry with the change or not at all', async () => {
    const company = await createCompany(t);
    const attempt = t.tenant(company.companyId, async (tx) => {
      await tx.update(companies).set({ name: 'Half Done' }).where(eq(companies.id, company.companyId));
      await writeAudit(
        tx,
        { companyId: company.companyId, userId: null, impersonatorUserId: null, ip: null },
        { entity: 'company', entityId: company.companyId, action: 'update', after: { name: 'Half Done' } },
      );
      throw new Error('the rest of the change failed');
    });
    await expect(attempt).rejects.toThrow('the rest of the change failed');
    expect((await company.admin.api.ok(contracts.getCompany)).companyName).toBe(company.name);
    expect(await entries(company, 'update')).toEqual([]);
  });
});

describe('changedFields', () => {
  it('keeps only the keys whose values differ, compared by value', () => {
    const before = { name: 'A', phone: null, tags: ['x'], nested: { a: 1 }, same: 'kept out' };
    expect(changedFields(before, { name: 'B', phone: null, tags: ['x'], nested: { a: 2 }, same: 'kept out' })).toEqual({
      before: { name: 'A', nested: { a: 1 } },
      after: { name: 'B', nested: { a: 2 } },
    });
    expect(changedFields(before, {})).toEqual({ before: {}, after: {} });
  });
});
