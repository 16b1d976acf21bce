import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { sql } from 'drizzle-orm';
import pg from 'pg';
import * as contracts from '@tenaga/contracts';
import { createCompany, createEmployeeRow, createTestApp, type TestApp, type TestCompany } from '../../testing/index.ts';

/**
 * A connection runs one query at a time: a second one sent while another runs is queued by
 * node-postgres (with its "already executing a query" deprecation warning), and a transaction's
 * statements must not interleave. The pool's checked-out connections take concurrent calls in
 * turn, so code that sends them together (Promise.all inside a transaction) stays correct and
 * quiet. Counted here on every connection while the work runs.
 */
const DEPRECATION = 'Calling client.query() when the client is already executing a query';

describe.skipIf(!process.env.DATABASE_URL)(
  'one query at a time on a connection (PostgreSQL only: PGlite runs in the process, without node-postgres connections)',
  () => {
    let t: TestApp;
    let company: TestCompany;
    const original = pg.Client.prototype.query;
    const running = new WeakMap<object, number>();
    let mostAtOnce = 0;
    const warnings: string[] = [];
    const onWarning = (warning: Error) => warnings.push(warning.message);

    beforeAll(async () => {
      t = await createTestApp();
      company = await createCompany(t);
      for (let index = 0; index < 3; index += 1) await createEmployeeRow(t, company.companyId);
      process.on('warning', onWarning);
      pg.Client.prototype.query = function (this: pg.Client, ...args: unknown[]) {
        const result = (original as (...a: unknown[]) => unknown).apply(this, args);
        if (!(result instanceof Promise)) return result;
        const now = (running.get(this) ?? 0) + 1;
        running.set(this, now);
        mostAtOnce = Math.max(mostAtOnce, now);
        return result.finally(() => running.set(this, (running.get(this) ?? 1) - 1));
      } as typeof original;
    });
    afterAll(async () => {
      pg.Client.prototype.query = original;
      process.off('warning', onWarning);
      await t?.close();
    });

    const reset = () => {
      mostAtOnce = 0;
      warnings.length = 0;
    };

    it('queries sent together in one transaction run one after another, in order', async () => {
      reset();
      const values = await t.tenant(company.companyId, (tx) =>
        Promise.all(
          [1, 2, 3, 4].map(async (n) => {
            const result = (await tx.execute(
              sql`select ${n}::int as n, extract(epoch from clock_timestamp())::float8 as at`,
            )) as unknown as {
              rows: { n: number; at: number }[];
            };
            return result.rows[0]!;
          }),
        ),
      );
      expect(values.map((row) => row.n)).toEqual([1, 2, 3, 4]);
      expect([...values].sort((a, b) => a.at - b.at).map((row) => row.n)).toEqual([1, 2, 3, 4]);
      expect(mostAtOnce).toBe(1);
      expect(warnings.filter((message) => message.startsWith(DEPRECATION))).toEqual([]);
    });

    it('the employee list with filters, its filter panel and its picker never send two queries on one connection', async () => {
      reset();
      const api = company.admin.api;
      const filters = await api.ok(contracts.listEmployeeFilters);
      const departments = filters.find((category) => category.category === 'department')?.options.map((option) => option.value) ?? [];
      const body = {
        start: 0,
        length: 20,
        search: { value: 'ravi' },
        order: [{ column: 0, dir: 'desc' as const }],
        columns: [{ data: 'fullName' }],
        filter: {
          join: 'and' as const,
          rules: [
            { category: 'department' as const, condition: 'isNoneOf' as const, values: departments.slice(0, 1) },
            { category: 'locations' as const, condition: 'isEmpty' as const, values: [] },
          ],
        },
        status: 'active' as const,
      };
      await Promise.all([
        api.ok(contracts.employeeTable, { body }),
        api.ok(contracts.employeeTable, { body }),
        api.ok(contracts.listEmployeeOptions),
        api.ok(contracts.listEmployeeFilters),
      ]);
      expect(mostAtOnce).toBe(1);
      expect(warnings.filter((message) => message.startsWith(DEPRECATION))).toEqual([]);
    });
  },
);
