import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { eq, sql } from 'drizzle-orm';
import type { PgTable } from 'drizzle-orm/pg-core';
import * as contracts from '@tenaga/contracts';
import {
  auditLog,
  companies,
  employees,
  jobs,
  mailOutbox,
  notifications,
  passwordResets,
  roles,
  sessions,
  users,
} from '../schema/index.ts';
import { createCompany, createTestApp, createUser, loginAs, type TestApp, type TestCompany } from '../../testing/index.ts';

/**
 * Row-level security is the backstop behind every repository's own company filter: a query run
 * through the tenant runner that forgets its where clause still sees one company only.
 */
let t: TestApp;
let a: TestCompany;
let b: TestCompany;

const TENANT_TABLES: Record<string, { table: PgTable; companyColumn: string }> = {
  companies: { table: companies, companyColumn: 'id' },
  roles: { table: roles, companyColumn: 'companyId' },
  users: { table: users, companyColumn: 'companyId' },
  sessions: { table: sessions, companyColumn: 'companyId' },
  password_resets: { table: passwordResets, companyColumn: 'companyId' },
  audit_log: { table: auditLog, companyColumn: 'companyId' },
  mail_outbox: { table: mailOutbox, companyColumn: 'companyId' },
  notifications: { table: notifications, companyColumn: 'companyId' },
  jobs: { table: jobs, companyColumn: 'companyId' },
  employees: { table: employees, companyColumn: 'companyId' },
};

async function fill(company: TestCompany) {
  const user = await createUser(t, company);
  await loginAs(t, user);
  await t.anonymous.ok(contracts.requestPasswordReset, { body: { domain: company.domain, username: user.username } });
  await t.tenant(company.companyId, async (tx) => {
    await t.jobs.enqueue(tx, { companyId: company.companyId, type: 'noop', payload: {}, createdBy: user.userId });
    await tx.insert(employees).values([
      { companyId: company.companyId, employmentNumber: 'E1', firstName: 'One' },
      { companyId: company.companyId, employmentNumber: 'E2', firstName: 'Two' },
    ]);
  });
}

beforeAll(async () => {
  t = await createTestApp();
  a = await createCompany(t);
  b = await createCompany(t);
  await fill(a);
  await fill(b);
});
afterAll(async () => {
  await t?.close();
});

describe('row-level security through the tenant runner', () => {
  it.each(Object.keys(TENANT_TABLES))('%s: a query without a where clause sees only the company of the transaction', async (name) => {
    const { table, companyColumn } = TENANT_TABLES[name]!;
    const owned = (rows: Record<string, unknown>[]) => new Set(rows.map((row) => row[companyColumn]));
    // The owner sees both companies' rows: the data is there to be leaked.
    expect(owned(await t.db.select().from(table))).toEqual(new Set([a.companyId, b.companyId]));
    expect(owned(await t.tenant(a.companyId, (tx) => tx.select().from(table)))).toEqual(new Set([a.companyId]));
    expect(owned(await t.tenant(b.companyId, (tx) => tx.select().from(table)))).toEqual(new Set([b.companyId]));
  });

  it('hides everything when the company was not set', async () => {
    const count = await t.db.transaction(async (tx) => {
      await tx.execute(sql`select set_config('role', 'tenaga_app', true)`);
      const result = await tx.execute<{ count: number }>(sql`select count(*)::int as count from users`);
      return (result as unknown as { rows: { count: number }[] }).rows[0]!.count;
    });
    expect(count).toBe(0);
  });

  it('refuses to write a row for another company', async () => {
    const insert = t.tenant(a.companyId, (tx) =>
      tx.insert(notifications).values({ companyId: b.companyId, userId: b.admin.user.userId, type: 5, titleKey: 'x', bodyKey: 'y' }),
    );
    await expect(insert).rejects.toThrow();
    const moved = t.tenant(a.companyId, (tx) =>
      tx.update(employees).set({ companyId: b.companyId }).where(eq(employees.employmentNumber, 'E1')),
    );
    await expect(moved).rejects.toThrow();
  });

  it('updates and deletes without a where clause touch only the company of the transaction', async () => {
    const renamed = await t.tenant(a.companyId, (tx) =>
      tx.update(employees).set({ lastName: 'Scoped' }).returning({ companyId: employees.companyId }),
    );
    expect(renamed.map((row) => row.companyId)).toEqual([a.companyId, a.companyId]);
    const deleted = await t.tenant(a.companyId, (tx) => tx.delete(passwordResets).returning({ companyId: passwordResets.companyId }));
    expect(deleted.map((row) => row.companyId)).toEqual([a.companyId]);
    const rowsOfB = await t.db.select().from(employees).where(eq(employees.companyId, b.companyId));
    expect(rowsOfB.map((row) => row.lastName)).toEqual(['', '']);
    expect(await t.db.select().from(passwordResets).where(eq(passwordResets.companyId, b.companyId))).toHaveLength(1);
  });

  it('leaves no tenant setting behind on the connection after the transaction', async () => {
    // Several runs, so that on PostgreSQL pooled connections that served a tenant are reused.
    for (let i = 0; i < 6; i += 1) {
      await t.tenant(i % 2 ? a.companyId : b.companyId, (tx) => tx.select().from(users));
      const visible = await t.db.select({ id: companies.id }).from(companies);
      expect(visible.map((row) => row.id)).toEqual(expect.arrayContaining([a.companyId, b.companyId]));
    }
  });

  it('rolls the whole transaction back when the work fails', async () => {
    const failing = t.tenant(a.companyId, async (tx) => {
      await tx.insert(employees).values({ companyId: a.companyId, employmentNumber: 'ROLLED-BACK', firstName: 'Ghost' });
      throw new Error('boom');
    });
    await expect(failing).rejects.toThrow('boom');
    expect(await t.db.select().from(employees).where(eq(employees.employmentNumber, 'ROLLED-BACK'))).toEqual([]);
  });
});
