import { randomUUID } from 'node:crypto';
import { and, desc, eq, inArray, sql } from 'drizzle-orm';
import type { FastifyBaseLogger } from 'fastify';
import type { Job } from '@tenaga/contracts';
import { jobs, users } from '../db/schema/index.ts';
import type { Database } from '../db/client.ts';
import type { Queryable, TenantRunner } from '../db/tenant.ts';
import type { Clock } from '../lib/clock.ts';
import { isDatabaseUnavailable } from '../lib/database-unavailable.ts';
import { fullName } from '../lib/names.ts';
import type { Realtime } from './realtime.ts';

type JobRow = typeof jobs.$inferSelect;

export interface JobContext<P> {
  readonly jobId: string;
  readonly companyId: string;
  readonly payload: P;
  readonly attempt: number;
  readonly tenant: TenantRunner;
  /** Reports progress (0–100) with an i18n key for the current step; also keeps the job alive. */
  progress(percent: number, stepKey?: string): Promise<void>;
}

/**
 * When a recurring job is queued for each company by itself: every day once the company's local
 * clock (its time zone) reaches an hour, or every N minutes. A process that was down at that hour
 * queues the day's run when it starts; one run per company and slot however many processes look.
 */
export type JobSchedule = { readonly dailyAtHour: number } | { readonly everyMinutes: number };

export interface JobDefinition<P> {
  readonly type: string;
  /** Queued by the runner on this schedule, per company, with an empty payload. */
  readonly schedule?: JobSchedule;
  /** How many times a job may start; a job interrupted by a restart runs again while below this. */
  readonly maxAttempts: number;
  run(context: JobContext<P>): Promise<unknown>;
  /** Once the job has failed for good (it will not run again): whatever was kept for another attempt is let go. */
  failed?(context: Pick<JobContext<P>, 'jobId' | 'companyId' | 'payload' | 'tenant'>): Promise<void>;
}

export interface JobRunner {
  register<P>(definition: JobDefinition<P>): void;
  /** A job as its starter follows it, in the caller's transaction; undefined when it is not theirs (or not there). */
  find(tx: Queryable, input: { companyId: string; jobId: string; createdBy: string }): Promise<Job | undefined>;
  /** The company's latest job of a type that is queued or running, whoever started it, with their name; undefined when none is. */
  active(tx: Queryable, input: { companyId: string; type: string }): Promise<(Job & { startedBy: string | null }) | undefined>;
  /** Queues a job in the caller's transaction; the same dedupe key while one is active returns it. */
  enqueue(
    tx: Queryable,
    job: { companyId: string; type: string; payload: unknown; createdBy: string | null; dedupeKey?: string },
  ): Promise<string>;
  /** Queues each recurring job whose slot has come, for every company (the poll does it once a minute); how many it queued. */
  scheduleDue(): Promise<number>;
  start(): void;
  stop(): Promise<void>;
  /** Takes and runs queued jobs until none is left (tests, and a nudge after enqueue). */
  drain(): Promise<void>;
}

/** A running job whose heartbeat is older than this has lost its process. */
const STALE_AFTER_MS = 60_000;
const HEARTBEAT_MS = 15_000;
/** While the database is unreachable the poll backs off, doubling up to this. */
const MAX_BACKOFF_MS = 5_000;
/** How often (by the app's clock) the poll looks for recurring jobs that are due: slots are whole minutes at the finest. */
const SCHEDULE_CHECK_MS = 60_000;
/** Finished recurring jobs are kept this long (for the record), then deleted; their slots lie in the past by then. */
const RECURRING_KEPT_MS = 30 * 24 * 60 * 60 * 1000;

export function toJobView(row: JobRow): Job {
  return {
    id: row.id,
    type: row.type,
    status: row.status,
    progress: row.progress,
    stepKey: row.stepKey,
    result: row.result ?? null,
    errorKey: row.errorKey,
    createdAt: row.createdAt.getTime(),
    finishedAt: row.finishedAt?.getTime() ?? null,
  };
}

export function createJobRunner(deps: {
  db: Database;
  tenant: TenantRunner;
  clock: Clock;
  realtime: () => Realtime | null;
  log: FastifyBaseLogger;
  pollMs: number;
}): JobRunner {
  const definitions = new Map<string, JobDefinition<unknown>>();
  const workerId = `${process.pid}:${randomUUID()}`;
  let timer: NodeJS.Timeout | undefined;
  let running: Promise<void> | undefined;
  let stopped = false;

  const publish = (row: JobRow) => {
    if (row.createdBy) deps.realtime()?.toUsers({ companyId: row.companyId, userIds: [row.createdBy] }, 'job', toJobView(row));
  };

  /**
   * With `owned`, only while this worker still runs the job: one taken over after a stall is not
   * ours to write. With `staleBefore`, only while it still looks abandoned: another process may
   * have recovered and claimed it since we looked.
   */
  const update = async (row: JobRow, changes: Partial<JobRow>, options: { owned?: boolean; staleBefore?: Date } = {}) => {
    const [updated] = await deps.db
      .update(jobs)
      .set(changes)
      .where(
        and(
          eq(jobs.companyId, row.companyId),
          eq(jobs.id, row.id),
          options.owned ? and(eq(jobs.status, 'running'), eq(jobs.lockedBy, workerId)) : undefined,
          options.staleBefore ? and(eq(jobs.status, 'running'), sql`${jobs.heartbeatAt} < ${options.staleBefore}`) : undefined,
        ),
      )
      .returning();
    if (updated) publish(updated);
    return updated;
  };

  const afterFailure = async (row: JobRow) => {
    try {
      await definitions.get(row.type)?.failed?.({ jobId: row.id, companyId: row.companyId, payload: row.payload, tenant: deps.tenant });
    } catch (error) {
      deps.log.error({ err: error, jobId: row.id, type: row.type }, 'job failure handling');
    }
  };

  /** Jobs whose process died: run again if they may, else fail with a reason the user can read. */
  const recoverStale = async () => {
    const staleBefore = new Date(deps.clock.now().getTime() - STALE_AFTER_MS);
    const stale = await deps.db
      .select()
      .from(jobs)
      .where(and(eq(jobs.status, 'running'), sql`${jobs.heartbeatAt} < ${staleBefore}`));
    for (const row of stale) {
      const definition = definitions.get(row.type);
      if (definition && row.attempts < definition.maxAttempts) {
        await update(row, { status: 'queued', lockedBy: null }, { staleBefore });
      } else {
        const failed = await update(
          row,
          { status: 'failed', errorKey: 'errors:jobInterrupted', finishedAt: deps.clock.now(), lockedBy: null },
          { staleBefore },
        );
        if (failed) await afterFailure(failed);
      }
    }
  };

  const claim = async (): Promise<JobRow | undefined> => {
    const types = [...definitions.keys()];
    if (types.length === 0) return undefined;
    const now = deps.clock.now();
    const result = await deps.db.execute<{ company_id: string; id: string }>(sql`
      update ${jobs} set status = 'running', locked_by = ${workerId}, heartbeat_at = ${now},
        started_at = coalesce(started_at, ${now}), attempts = attempts + 1
      where (company_id, id) = (
        select company_id, id from ${jobs}
        where status = 'queued' and type in (${sql.join(
          types.map((type) => sql`${type}`),
          sql`, `,
        )})
        order by created_at limit 1 for update skip locked)
      returning company_id, id`);
    const claimed = (result as unknown as { rows: { company_id: string; id: string }[] }).rows[0];
    if (!claimed) return undefined;
    const [row] = await deps.db
      .select()
      .from(jobs)
      .where(and(eq(jobs.companyId, claimed.company_id), eq(jobs.id, claimed.id)));
    return row;
  };

  const execute = async (row: JobRow) => {
    const definition = definitions.get(row.type);
    if (!definition) return;
    let lastBeat = Date.now();
    const heartbeat = setInterval(() => {
      void deps.db
        .update(jobs)
        .set({ heartbeatAt: deps.clock.now() })
        .where(and(eq(jobs.companyId, row.companyId), eq(jobs.id, row.id), eq(jobs.lockedBy, workerId)))
        .catch((error: unknown) => {
          if (isDatabaseUnavailable(error)) deps.log.warn({ err: error, jobId: row.id }, 'job heartbeat: database unavailable');
          else deps.log.error({ err: error, jobId: row.id }, 'job heartbeat');
        });
    }, HEARTBEAT_MS);
    try {
      publish(row);
      const result = await definition.run({
        jobId: row.id,
        companyId: row.companyId,
        payload: row.payload,
        attempt: row.attempts,
        tenant: deps.tenant,
        progress: async (percent, stepKey) => {
          const clamped = Math.max(0, Math.min(100, Math.round(percent)));
          // Progress writes are throttled; every step change is written.
          if (Date.now() - lastBeat < 250 && stepKey === undefined && clamped < 100) return;
          lastBeat = Date.now();
          await update(
            row,
            { progress: clamped, heartbeatAt: deps.clock.now(), ...(stepKey === undefined ? {} : { stepKey }) },
            { owned: true },
          );
        },
      });
      await update(
        row,
        { status: 'succeeded', progress: 100, result: result ?? null, finishedAt: deps.clock.now(), lockedBy: null },
        { owned: true },
      );
    } catch (error) {
      if (isDatabaseUnavailable(error)) {
        // Not the job's fault: it runs again once the database is back (or, if this write cannot
        // reach it either, when the stale job is recovered).
        deps.log.warn({ err: error, jobId: row.id, type: row.type }, 'job interrupted: database unavailable');
        await update(row, { status: 'queued', lockedBy: null }, { owned: true });
        return;
      }
      deps.log.error({ err: error, jobId: row.id, type: row.type }, 'job failed');
      const errorKey = (error as { code?: string }).code ? `errors:${(error as { code: string }).code}` : 'errors:jobFailed';
      const failed = await update(
        row,
        {
          status: 'failed',
          errorKey,
          errorDetail: String((error as Error).message ?? error),
          finishedAt: deps.clock.now(),
          lockedBy: null,
        },
        { owned: true },
      );
      if (failed) await afterFailure(failed);
    } finally {
      clearInterval(heartbeat);
    }
  };

  /**
   * One statement per recurring type: the due companies' rows go in together, and the slot's
   * unique index drops whatever another process (or an earlier look) already queued.
   */
  const scheduleDue = async () => {
    const now = deps.clock.now();
    const at = sql`${now.toISOString()}::timestamptz`;
    const recurring = [...definitions.values()].filter((definition) => definition.schedule);
    if (recurring.length === 0) return 0;
    let queued = 0;
    for (const definition of recurring) {
      const schedule = definition.schedule!;
      const [slot, due] =
        'dailyAtHour' in schedule
          ? [
              sql`'day:' || to_char(${at} at time zone c.timezone, 'YYYY-MM-DD')`,
              sql`extract(hour from ${at} at time zone c.timezone) >= ${schedule.dailyAtHour}`,
            ]
          : [sql`${`every${schedule.everyMinutes}m:${Math.floor(now.getTime() / (schedule.everyMinutes * 60_000))}`}`, sql`true`];
      const result = await deps.db.execute(sql`
        insert into ${jobs} (company_id, type, payload, slot, created_at)
        select c.id, ${definition.type}, '{}'::jsonb, ${slot}, ${at} from companies c where ${due}
        on conflict (company_id, type, slot) where slot is not null do nothing
        returning id`);
      queued += (result as unknown as { rows: unknown[] }).rows.length;
    }
    await deps.db
      .delete(jobs)
      .where(
        and(
          sql`${jobs.slot} is not null`,
          sql`${jobs.status} in ('succeeded', 'failed')`,
          sql`${jobs.finishedAt} < ${new Date(now.getTime() - RECURRING_KEPT_MS)}`,
        ),
      );
    return queued;
  };
  let lastScheduled = Number.NEGATIVE_INFINITY;

  const drainOnce = async () => {
    await recoverStale();
    for (let row = await claim(); row && !stopped; row = await claim()) await execute(row);
  };

  const drain = () => {
    running = (running ?? Promise.resolve()).then(drainOnce, drainOnce);
    return running;
  };
  const logFailure = (error: unknown) => {
    if (isDatabaseUnavailable(error)) deps.log.warn({ err: error }, 'job runner: database unavailable');
    else deps.log.error({ err: error }, 'job runner');
  };
  /** Runs the new job soon; a failure is the poll's to retry, never an unhandled rejection. */
  const nudge = () => {
    if (!stopped && timer) setTimeout(() => void drain().catch(logFailure), 0);
  };

  return {
    register: (definition) => {
      definitions.set(definition.type, definition as JobDefinition<unknown>);
    },
    find: async (tx, input) => {
      const [row] = await tx
        .select()
        .from(jobs)
        .where(and(eq(jobs.companyId, input.companyId), eq(jobs.id, input.jobId), eq(jobs.createdBy, input.createdBy)));
      return row && toJobView(row);
    },
    active: async (tx, input) => {
      const [row] = await tx
        .select({ job: jobs, firstName: users.firstName, lastName: users.lastName })
        .from(jobs)
        .leftJoin(users, and(eq(users.companyId, jobs.companyId), eq(users.id, jobs.createdBy)))
        .where(and(eq(jobs.companyId, input.companyId), eq(jobs.type, input.type), inArray(jobs.status, ['queued', 'running'])))
        .orderBy(desc(jobs.createdAt))
        .limit(1);
      return row && { ...toJobView(row.job), startedBy: row.firstName === null ? null : fullName(row.firstName, row.lastName ?? '') };
    },
    enqueue: async (tx, job) => {
      const values = {
        companyId: job.companyId,
        type: job.type,
        payload: job.payload ?? {},
        createdBy: job.createdBy,
        dedupeKey: job.dedupeKey ?? null,
      };
      if (!job.dedupeKey) {
        const [row] = await tx.insert(jobs).values(values).returning({ id: jobs.id });
        nudge();
        return row!.id;
      }
      // Insert-or-find in one statement: two requests at the same moment must not both queue the
      // work, nor fail on the unique index. The loop covers an active job finishing in between.
      for (let attempt = 0; ; attempt += 1) {
        const [row] = await tx
          .insert(jobs)
          .values(values)
          .onConflictDoNothing({
            target: [jobs.companyId, jobs.type, jobs.dedupeKey],
            where: sql`status in ('queued', 'running') and dedupe_key is not null`,
          })
          .returning({ id: jobs.id });
        if (row) {
          nudge();
          return row.id;
        }
        const [active] = await tx
          .select({ id: jobs.id })
          .from(jobs)
          .where(
            and(
              eq(jobs.companyId, job.companyId),
              eq(jobs.type, job.type),
              eq(jobs.dedupeKey, job.dedupeKey),
              sql`${jobs.status} in ('queued', 'running')`,
            ),
          );
        if (active) return active.id;
        if (attempt >= 3) throw new Error(`could not queue job ${job.type} with key ${job.dedupeKey}`);
      }
    },
    start: () => {
      stopped = false;
      let delay = deps.pollMs;
      const tick = async () => {
        try {
          const now = deps.clock.now().getTime();
          if (now - lastScheduled >= SCHEDULE_CHECK_MS || now < lastScheduled) {
            // A schedule that cannot be queued now (the database away) is tried again next poll;
            // the jobs already queued still run.
            await scheduleDue().then(() => {
              lastScheduled = now;
            }, logFailure);
          }
          await drain();
          delay = deps.pollMs;
        } catch (error) {
          logFailure(error);
          delay = isDatabaseUnavailable(error) ? Math.min(delay * 2, Math.max(MAX_BACKOFF_MS, deps.pollMs)) : deps.pollMs;
        }
        if (!stopped) timer = setTimeout(tick, delay);
      };
      timer = setTimeout(tick, 0);
    },
    stop: async () => {
      stopped = true;
      if (timer) clearTimeout(timer);
      await running?.catch(() => undefined);
    },
    drain,
    scheduleDue,
  };
}
