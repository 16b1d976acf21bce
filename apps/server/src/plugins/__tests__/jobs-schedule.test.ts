import { afterAll, beforeAll, describe, expect, it, vi } from 'vitest';
import { and, eq, inArray } from 'drizzle-orm';
import { companies, jobs } from '../../db/schema/index.ts';
import {
  createCompany,
  createFakeClock,
  createTestApp,
  DAY_MS,
  HOUR_MS,
  MINUTE_MS,
  uniqueName,
  type TestApp,
  type TestCompany,
} from '../../testing/index.ts';
import type { JobDefinition } from '../jobs.ts';

// 21:30 UTC yesterday: 05:30 the next morning in Singapore (UTC+8), 04:30 in Jakarta (UTC+7). Near
// the real time, so what the database stamps with its own now() stays in the same era.
const today = new Date();
const start = Date.UTC(today.getUTCFullYear(), today.getUTCMonth(), today.getUTCDate() - 1, 21, 30);
const localDay = (at: number, timeZone: string) =>
  new Intl.DateTimeFormat('en-CA', { timeZone, year: 'numeric', month: '2-digit', day: '2-digit' }).format(at);

let t: TestApp;
let singapore: TestCompany;
let jakarta: TestCompany;
beforeAll(async () => {
  t = await createTestApp({ clock: createFakeClock(start) });
  singapore = await createCompany(t, { countryCode: 'SG' });
  jakarta = await createCompany(t, { countryCode: 'ID' });
  await t.db.update(companies).set({ timezone: 'Asia/Singapore' }).where(eq(companies.id, singapore.companyId));
  await t.db.update(companies).set({ timezone: 'Asia/Jakarta' }).where(eq(companies.id, jakarta.companyId));
});
afterAll(async () => {
  await t?.close();
});

const mine = () => [singapore.companyId, jakarta.companyId];
const rowsOf = (type: string) =>
  t.db
    .select({ companyId: jobs.companyId, slot: jobs.slot, status: jobs.status })
    .from(jobs)
    .where(and(eq(jobs.type, type), inArray(jobs.companyId, mine())))
    .orderBy(jobs.slot, jobs.companyId);

/** A recurring job that counts its runs per company. */
function recurring(schedule: JobDefinition<unknown>['schedule']) {
  const type = uniqueName('recurring');
  const runs: string[] = [];
  const definition: JobDefinition<unknown> = {
    type,
    maxAttempts: 1,
    schedule,
    run: async ({ companyId }) => void (mine().includes(companyId) && runs.push(companyId)),
  };
  return { type, runs, definition };
}

describe('recurring jobs (fake clock)', () => {
  it('a daily job is queued once a day per company, once its local clock reaches the hour', async () => {
    t.clock.set(start);
    const job = recurring({ dailyAtHour: 6 });
    t.jobs.register(job.definition);

    // 05:30 in Singapore, 04:30 in Jakarta: not yet.
    await t.jobs.scheduleDue();
    expect(await rowsOf(job.type)).toEqual([]);

    // 06:30 in Singapore: its day's run, once however often the clock is read.
    t.clock.advance(HOUR_MS);
    const singaporeDay = `day:${localDay(t.clock.now().getTime(), 'Asia/Singapore')}`;
    await t.jobs.scheduleDue();
    await t.jobs.scheduleDue();
    expect(await rowsOf(job.type)).toEqual([{ companyId: singapore.companyId, slot: singaporeDay, status: 'queued' }]);
    await t.jobs.drain();
    expect(job.runs).toEqual([singapore.companyId]);

    // An hour later it is 06:30 in Jakarta; Singapore's day is done.
    t.clock.advance(HOUR_MS);
    await t.jobs.scheduleDue();
    await t.jobs.drain();
    expect(job.runs).toEqual([singapore.companyId, jakarta.companyId]);

    // Later the same day: nothing more. The next day: both again.
    t.clock.advance(12 * HOUR_MS);
    await t.jobs.scheduleDue();
    expect(await rowsOf(job.type)).toHaveLength(2);
    t.clock.advance(12 * HOUR_MS);
    await t.jobs.scheduleDue();
    await t.jobs.drain();
    expect(job.runs.slice(2).sort()).toEqual(mine().sort());
    expect((await rowsOf(job.type)).every((row) => row.status === 'succeeded')).toBe(true);
  });

  it('a job every N minutes is queued once per interval per company; finished runs are let go after 30 days', async () => {
    t.clock.set(start);
    const job = recurring({ everyMinutes: 15 });
    t.jobs.register(job.definition);
    await t.jobs.scheduleDue();
    await t.jobs.scheduleDue();
    await t.jobs.drain();
    expect(job.runs.sort()).toEqual(mine().sort());

    t.clock.advance(10 * MINUTE_MS);
    await t.jobs.scheduleDue();
    expect(await rowsOf(job.type)).toHaveLength(2);
    t.clock.advance(5 * MINUTE_MS);
    await t.jobs.scheduleDue();
    await t.jobs.drain();
    expect(job.runs).toHaveLength(4);

    t.clock.advance(31 * DAY_MS);
    await t.jobs.scheduleDue();
    // The two of a month ago are gone; this interval's two are queued.
    expect((await rowsOf(job.type)).map((row) => row.status)).toEqual(['queued', 'queued']);
    await t.jobs.drain();
  });

  it('two processes looking at the same moment queue one run per company, and it runs once', async () => {
    t.clock.set(start + HOUR_MS);
    const job = recurring({ dailyAtHour: 6 });
    const first = await t.startServer();
    const second = await t.startServer();
    first.jobs.register(job.definition);
    second.jobs.register(job.definition);
    const queued = await Promise.all([first.jobs.scheduleDue(), second.jobs.scheduleDue(), first.jobs.scheduleDue()]);
    const rows = await rowsOf(job.type);
    expect(rows.map((row) => row.companyId)).toEqual([singapore.companyId]);
    expect(queued.reduce((sum, n) => sum + n, 0)).toBeGreaterThanOrEqual(1);
    await Promise.all([first.jobs.drain(), second.jobs.drain()]);
    expect(job.runs).toEqual([singapore.companyId]);
  });

  it('the poll queues and runs what is due by itself', async () => {
    t.clock.set(start + HOUR_MS);
    const job = recurring({ dailyAtHour: 6 });
    const server = await t.startServer({ startJobs: true });
    server.jobs.register(job.definition);
    // The first poll may have looked before the type was registered: a minute later it looks again.
    t.clock.advance(MINUTE_MS);
    await vi.waitFor(() => expect(job.runs).toEqual([singapore.companyId]), { timeout: 10_000, interval: 50 });
    await server.app.close();
  });
});
