import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { sql } from 'drizzle-orm';
import { createCompany, createTestApp, type TestApp, type TestCompany } from '../../testing/index.ts';

/**
 * On the embedded database (one connection) a query beside an open tenant transaction would wait
 * for it forever; it fails at once instead, and work the transaction started that outlives it may
 * use the database again.
 */
describe.skipIf(process.env.DATABASE_URL)('the embedded database beside an open tenant transaction', () => {
  let t: TestApp;
  let company: TestCompany;
  beforeAll(async () => {
    t = await createTestApp();
    company = await createCompany(t);
  });
  afterAll(async () => t?.close());

  it('refuses a query on the database itself while the transaction is open, with the reason', async () => {
    const outcome = await t.tenant(company.companyId, async (tx) => {
      const beside = await t.db.execute(sql`select 1`).then(
        () => 'answered',
        (error: Error) => (error.cause as Error | undefined)?.message ?? error.message,
      );
      const inside = await tx.execute(sql`select 1 as one`);
      return { beside, inside: (inside as unknown as { rows: { one: number }[] }).rows[0]!.one };
    });
    expect(outcome.inside).toBe(1);
    expect(outcome.beside).toMatch(/would wait for that transaction forever/);
  });

  it('lets work started inside the transaction use the database once it has ended', async () => {
    let later: Promise<unknown> | undefined;
    await t.tenant(company.companyId, async () => {
      later = new Promise((resolve) => setTimeout(resolve, 10)).then(() => t.db.execute(sql`select 1`));
    });
    await expect(later).resolves.toBeDefined();
  });
});
