import fs from 'node:fs';
import path from 'node:path';
import { describe, expect, it } from 'vitest';
import { getTableName, is, sql } from 'drizzle-orm';
import { PgTable } from 'drizzle-orm/pg-core';
import * as schema from '../../db/schema/index.ts';
import pg from 'pg';
import { createFakeClock, openTestDatabase, uniqueName } from '../index.ts';

const rows = <T>(result: unknown) => (result as { rows: T[] }).rows;
const journal = JSON.parse(fs.readFileSync(path.resolve(import.meta.dirname, '../../db/migrations/meta/_journal.json'), 'utf8')) as {
  entries: unknown[];
};

describe('test database', () => {
  it('is fresh and fully migrated: every migration applied, every tenant table under row-level security, no rows', async () => {
    const database = await openTestDatabase();
    try {
      const { db } = database;
      expect(rows<{ n: number }>(await db.execute(sql`select count(*)::int as n from drizzle.__drizzle_migrations`))[0]!.n).toBe(
        journal.entries.length,
      );
      const tables = rows<{ name: string; rls: boolean }>(
        await db.execute(
          sql`select relname as name, relrowsecurity as rls from pg_class where relnamespace = 'public'::regnamespace and relkind = 'r' order by relname`,
        ),
      );
      // Every table the schema declares, and no other, with row-level security and the tenant policy.
      const declared = (Object.values(schema) as unknown[])
        .filter((value): value is PgTable => is(value, PgTable))
        .map((table) => getTableName(table))
        .sort();
      expect(declared).toEqual(expect.arrayContaining(['audit_log', 'companies', 'employees', 'users']));
      expect(tables).toEqual(declared.map((name) => ({ name, rls: true })));
      const policies = rows<{ name: string }>(
        await db.execute(
          sql`select tablename as name from pg_policies where schemaname = 'public' and policyname = 'tenant_isolation' order by tablename`,
        ),
      );
      expect(policies.map((policy) => policy.name)).toEqual(declared);
      expect(rows<{ n: number }>(await db.execute(sql`select count(*)::int as n from companies`))[0]!.n).toBe(0);
      expect(rows<{ n: number }>(await db.execute(sql`select count(*)::int as n from pg_roles where rolname = 'tenaga_app'`))[0]!.n).toBe(
        1,
      );
    } finally {
      await database.close();
    }
  });

  it('gives every opening its own database', async () => {
    const [first, second] = await Promise.all([openTestDatabase(), openTestDatabase()]);
    try {
      await first.db.execute(
        sql`insert into companies (domain, name, country_code, language, timezone, date_format, time_format, currency, preference) values ('only-here', 'X', 'SG', 'en', 'UTC', 'YYYY-MM-DD', 'HH:mm', 'SGD', '{}')`,
      );
      expect(rows<{ n: number }>(await second.db.execute(sql`select count(*)::int as n from companies`))[0]!.n).toBe(0);
      if (first.kind === 'postgres') expect(first.name).not.toBe(second.name);
    } finally {
      await Promise.all([first.close(), second.close()]);
    }
  });

  it.skipIf(!process.env.DATABASE_URL)('drops its PostgreSQL database on close', async () => {
    const database = await openTestDatabase();
    expect(database.name).toMatch(/^tenaga_t_[0-9a-f]{12}$/);
    await database.close();
    const admin = new pg.Client({ connectionString: process.env.DATABASE_URL });
    await admin.connect();
    try {
      expect((await admin.query('select 1 from pg_database where datname = $1', [database.name])).rowCount).toBe(0);
    } finally {
      await admin.end();
    }
  });
});

describe('fake clock', () => {
  it('stands still until moved', () => {
    const clock = createFakeClock(new Date('2030-05-01T00:00:00.000Z'));
    expect(clock.now().toISOString()).toBe('2030-05-01T00:00:00.000Z');
    clock.advance(90_000);
    expect(clock.now().toISOString()).toBe('2030-05-01T00:01:30.000Z');
    clock.set(Date.UTC(2031, 0, 1));
    expect(clock.now().toISOString()).toBe('2031-01-01T00:00:00.000Z');
    expect(createFakeClock().now().getMilliseconds()).toBe(0);
  });
});

describe('uniqueName', () => {
  it('makes valid, distinct company domains', () => {
    const names = Array.from({ length: 200 }, () => uniqueName('co'));
    expect(new Set(names).size).toBe(200);
    for (const name of names) expect(name).toMatch(/^[a-z0-9](?:[a-z0-9-]{0,38}[a-z0-9])?$/);
  });
});
