import { afterAll, beforeAll, describe, expect, it, vi } from 'vitest';
import { and, eq, sql } from 'drizzle-orm';
import * as contracts from '@tenaga/contracts';
import { jobs } from '../../db/schema/index.ts';
import { AppError } from '../../lib/app-error.ts';
import { createCompany, createTestApp, MINUTE_MS, uniqueName, type TestApp, type TestCompany } from '../../testing/index.ts';
import type { JobContext, JobRunner } from '../jobs.ts';

let t: TestApp;
let company: TestCompany;
beforeAll(async () => {
  t = await createTestApp();
  // Jobs never look at each other's company, so one company serves every test here.
  company = await createCompany(t);
});
afterAll(async () => {
  await t?.close();
});

const jobRow = async (id: string) =>
  (
    await t.db
      .select()
      .from(jobs)
      .where(and(eq(jobs.companyId, company.companyId), eq(jobs.id, id)))
  )[0]!;

function enqueue(runner: JobRunner, type: string, options: { payload?: unknown; dedupeKey?: string; companyId?: string } = {}) {
  const companyId = options.companyId ?? company.companyId;
  return t.tenant(companyId, (tx) =>
    runner.enqueue(tx, {
      companyId,
      type,
      payload: options.payload ?? {},
      createdBy: company.admin.user.userId,
      ...(options.dedupeKey ? { dedupeKey: options.dedupeKey } : {}),
    }),
  );
}

function deferred<T = void>() {
  let resolve!: (value: T) => void;
  let reject!: (error: unknown) => void;
  const promise = new Promise<T>((res, rej) => {
    resolve = res;
    reject = rej;
  });
  return { promise, resolve, reject };
}

describe('job runner', () => {
  it('runs a queued job and persists its progress, step and result', async () => {
    const type = uniqueName('count');
    const seen: { status: string; progress: number; stepKey: string | null }[] = [];
    t.jobs.register<{ upTo: number }>({
      type,
      maxAttempts: 1,
      run: async (context: JobContext<{ upTo: number }>) => {
        await context.progress(40, 'jobs:counting');
        const row = await jobRow(context.jobId);
        seen.push({ status: row.status, progress: row.progress, stepKey: row.stepKey });
        await context.progress(90, 'jobs:saving');
        return { counted: context.payload.upTo, attempt: context.attempt };
      },
    });
    const id = await enqueue(t.jobs, type, { payload: { upTo: 7 } });
    expect(await jobRow(id)).toMatchObject({ status: 'queued', progress: 0, attempts: 0, startedAt: null });

    await t.jobs.drain();
    expect(seen).toEqual([{ status: 'running', progress: 40, stepKey: 'jobs:counting' }]);
    const done = await jobRow(id);
    expect(done).toMatchObject({
      status: 'succeeded',
      progress: 100,
      stepKey: 'jobs:saving',
      result: { counted: 7, attempt: 1 },
      attempts: 1,
      lockedBy: null,
      errorKey: null,
    });
    expect(done.startedAt).toEqual(t.clock.now());
    expect(done.finishedAt).toEqual(t.clock.now());

    // The user who started it reads the same through the API.
    expect(await company.admin.api.ok(contracts.getJob, { params: { id } })).toEqual({
      id,
      type,
      status: 'succeeded',
      progress: 100,
      stepKey: 'jobs:saving',
      result: { counted: 7, attempt: 1 },
      errorKey: null,
      createdAt: done.createdAt.getTime(),
      finishedAt: t.clock.now().getTime(),
    });
  });

  it('records a failure with an error key the user can read', async () => {
    const type = uniqueName('fails');
    const failed = vi.fn(async () => undefined);
    t.jobs.register<{ coded: boolean }>({
      type,
      maxAttempts: 1,
      run: async ({ payload }) => {
        if (payload.coded) throw new AppError('VERSION_CONFLICT');
        throw new Error('disk full');
      },
      failed,
    });
    const plain = await enqueue(t.jobs, type, { payload: { coded: false } });
    const coded = await enqueue(t.jobs, type, { payload: { coded: true } });
    await t.jobs.drain();
    // Told once each, after the failure is recorded: what it kept for another attempt can go.
    expect(failed).toHaveBeenCalledTimes(2);
    expect(failed).toHaveBeenCalledWith(expect.objectContaining({ jobId: plain, companyId: company.companyId, payload: { coded: false } }));
    expect(await jobRow(plain)).toMatchObject({ status: 'failed', errorKey: 'errors:jobFailed', errorDetail: 'disk full', lockedBy: null });
    expect(await jobRow(coded)).toMatchObject({ status: 'failed', errorKey: 'errors:VERSION_CONFLICT' });
  });

  it('takes jobs in the order they were queued', async () => {
    const type = uniqueName('ordered');
    const order: number[] = [];
    t.jobs.register<{ n: number }>({ type, maxAttempts: 1, run: async ({ payload }) => void order.push(payload.n) });
    for (const n of [1, 2, 3]) {
      await enqueue(t.jobs, type, { payload: { n } });
    }
    await t.jobs.drain();
    expect(order).toEqual([1, 2, 3]);
  });

  it('polls for work when started', async () => {
    const server = await t.startServer({ startJobs: true });
    const type = uniqueName('polled');
    server.jobs.register({ type, maxAttempts: 1, run: async () => ({ polled: true }) });
    const id = await enqueue(server.jobs, type);
    await vi.waitFor(async () => expect((await jobRow(id)).status).toBe('succeeded'), { timeout: 10_000, interval: 50 });
    expect((await jobRow(id)).result).toEqual({ polled: true });
    await server.app.close();
  });
});

describe('same dedupe key', () => {
  it('returns the queued job instead of queueing the work again, and runs it once', async () => {
    const type = uniqueName('dedupe');
    const run = vi.fn(async () => ({ ok: true }));
    t.jobs.register({ type, maxAttempts: 1, run });
    const first = await enqueue(t.jobs, type, { dedupeKey: 'payrun:2030-01' });
    const second = await enqueue(t.jobs, type, { dedupeKey: 'payrun:2030-01' });
    const other = await enqueue(t.jobs, type, { dedupeKey: 'payrun:2030-02' });
    expect(second).toBe(first);
    expect(other).not.toBe(first);
    await t.jobs.drain();
    expect(run).toHaveBeenCalledTimes(2);
    expect(await t.db.select({ id: jobs.id }).from(jobs).where(eq(jobs.type, type))).toHaveLength(2);
  });

  it('returns the running job while it runs', async () => {
    const type = uniqueName('dedupe-running');
    const gate = deferred();
    const started = deferred();
    const run = vi.fn(async () => {
      started.resolve();
      await gate.promise;
    });
    t.jobs.register({ type, maxAttempts: 1, run });
    const first = await enqueue(t.jobs, type, { dedupeKey: 'import:file-1' });
    const draining = t.jobs.drain();
    await started.promise;
    expect(await enqueue(t.jobs, type, { dedupeKey: 'import:file-1' })).toBe(first);
    gate.resolve();
    await draining;
    await t.jobs.drain();
    expect(run).toHaveBeenCalledTimes(1);
  });

  it('queues one job when two requests with the same key arrive together', async () => {
    const type = uniqueName('dedupe-race');
    const run = vi.fn(async () => undefined);
    t.jobs.register({ type, maxAttempts: 1, run });
    const ids = await Promise.all([1, 2, 3].map(() => enqueue(t.jobs, type, { dedupeKey: 'export:all' })));
    expect(new Set(ids).size).toBe(1);
    await t.jobs.drain();
    expect(run).toHaveBeenCalledTimes(1);
  });

  it('keeps keys apart per company', async () => {
    const other = await createCompany(t);
    const type = uniqueName('dedupe-company');
    t.jobs.register({ type, maxAttempts: 1, run: async () => undefined });
    const mine = await enqueue(t.jobs, type, { dedupeKey: 'same' });
    const theirs = await enqueue(t.jobs, type, { dedupeKey: 'same', companyId: other.companyId });
    expect(theirs).not.toBe(mine);
  });
});

describe('restart', () => {
  it('a queued job survives a restart and is run by the new process', async () => {
    const type = uniqueName('survives');
    const id = await enqueue(t.jobs, type, { payload: { n: 1 } });
    // The process that queued it stops before running anything (it never registered the type).
    const next = await t.startServer();
    next.jobs.register<{ n: number }>({ type, maxAttempts: 1, run: async ({ payload }) => ({ doubled: payload.n * 2 }) });
    await next.jobs.drain();
    expect(await jobRow(id)).toMatchObject({ status: 'succeeded', result: { doubled: 2 }, attempts: 1 });
  });

  it('a job left running by a dead worker is taken again after its heartbeat goes stale, and completed', async () => {
    const type = uniqueName('orphaned');
    const id = await enqueue(t.jobs, type, { payload: { rows: 500 } });
    // What a worker leaves behind when its process dies mid-job.
    await t.db
      .update(jobs)
      .set({
        status: 'running',
        lockedBy: 'dead-worker',
        heartbeatAt: t.clock.now(),
        startedAt: t.clock.now(),
        attempts: 1,
        progress: 35,
        stepKey: 'jobs:importing',
      })
      .where(eq(jobs.id, id));

    const restarted = await t.startServer();
    const run = vi.fn(async ({ attempt }: JobContext<{ rows: number }>) => ({ attempt }));
    restarted.jobs.register({ type, maxAttempts: 3, run });

    // A heartbeat a few seconds old is a worker still busy: leave it alone.
    t.clock.advance(30_000);
    await restarted.jobs.drain();
    expect(run).not.toHaveBeenCalled();
    expect(await jobRow(id)).toMatchObject({ status: 'running', lockedBy: 'dead-worker' });

    // After a minute without a heartbeat the worker is taken for dead.
    t.clock.advance(MINUTE_MS);
    await restarted.jobs.drain();
    expect(run).toHaveBeenCalledTimes(1);
    expect(await jobRow(id)).toMatchObject({ status: 'succeeded', attempts: 2, result: { attempt: 2 }, progress: 100, lockedBy: null });
  });

  it('a job that used up its attempts is failed with a reason instead of run again', async () => {
    const type = uniqueName('exhausted');
    const id = await enqueue(t.jobs, type);
    await t.db
      .update(jobs)
      .set({ status: 'running', lockedBy: 'dead-worker', heartbeatAt: t.clock.now(), attempts: 2 })
      .where(eq(jobs.id, id));
    const restarted = await t.startServer();
    const run = vi.fn(async () => undefined);
    const failed = vi.fn(async () => undefined);
    restarted.jobs.register({ type, maxAttempts: 2, run, failed });
    t.clock.advance(2 * MINUTE_MS);
    await restarted.jobs.drain();
    expect(run).not.toHaveBeenCalled();
    expect(failed).toHaveBeenCalledWith(expect.objectContaining({ jobId: id }));
    expect(await jobRow(id)).toMatchObject({
      status: 'failed',
      errorKey: 'errors:jobInterrupted',
      lockedBy: null,
      finishedAt: t.clock.now(),
    });
  });

  // Needs two connections at once (one holds the row): PostgreSQL only.
  it.skipIf(!process.env.DATABASE_URL)(
    'a recovery that raced with another process taking the job does not queue it a second time',
    async () => {
      const type = uniqueName('recovery-race');
      const id = await enqueue(t.jobs, type);
      await t.db
        .update(jobs)
        .set({ status: 'running', lockedBy: 'dead-worker', heartbeatAt: t.clock.now(), attempts: 1 })
        .where(eq(jobs.id, id));
      t.clock.advance(2 * MINUTE_MS);
      const slow = await t.startServer();
      const run = vi.fn(async () => undefined);
      slow.jobs.register({ type, maxAttempts: 3, run });

      // Another process recovers and claims the job, holding its row while it does...
      const locked = deferred();
      const release = deferred();
      const other = t.db.transaction(async (tx) => {
        await tx.execute(sql`select id from jobs where id = ${id} for update`);
        locked.resolve();
        await release.promise;
        await tx
          .update(jobs)
          .set({ status: 'running', lockedBy: 'other-worker', heartbeatAt: t.clock.now(), attempts: 2 })
          .where(eq(jobs.id, id));
      });
      await locked.promise;
      // ...while this one, having seen it abandoned a moment earlier, tries to queue it again.
      const draining = slow.jobs.drain();
      await vi.waitFor(
        async () => {
          const waiting = await t.db.execute(
            sql`select count(*)::int as n from pg_stat_activity where datname = current_database() and wait_event_type = 'Lock'`,
          );
          expect((waiting as unknown as { rows: { n: number }[] }).rows[0]!.n).toBe(1);
        },
        { timeout: 10_000, interval: 20 },
      );
      release.resolve();
      await other;
      await draining;
      expect(run).not.toHaveBeenCalled();
      expect(await jobRow(id)).toMatchObject({ status: 'running', lockedBy: 'other-worker', attempts: 2 });
    },
  );

  it('a worker that lost its job to another does not overwrite what the other finished', async () => {
    const type = uniqueName('zombie');
    const id = await enqueue(t.jobs, type);
    const first = await t.startServer();
    const gate = deferred();
    const started = deferred();
    first.jobs.register({
      type,
      maxAttempts: 2,
      run: async () => {
        started.resolve();
        await gate.promise; // stalls (a long pause, a lost network) long enough to look dead
        return { by: 'first' };
      },
    });
    const firstDrain = first.jobs.drain();
    await started.promise;

    t.clock.advance(2 * MINUTE_MS);
    const second = await t.startServer();
    second.jobs.register({ type, maxAttempts: 2, run: async () => ({ by: 'second' }) });
    await second.jobs.drain();
    expect(await jobRow(id)).toMatchObject({ status: 'succeeded', result: { by: 'second' }, attempts: 2 });

    // The stalled worker wakes up and fails: the finished job stays as the second worker left it.
    gate.reject(new Error('connection lost'));
    await firstDrain;
    expect(await jobRow(id)).toMatchObject({ status: 'succeeded', result: { by: 'second' }, errorKey: null });
  });
});
