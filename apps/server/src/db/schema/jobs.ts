import { index, integer, jsonb, pgTable, primaryKey, text, timestamp, uniqueIndex, uuid } from 'drizzle-orm/pg-core';
import { sql } from 'drizzle-orm';
import { companyIdColumn, createdAt, idColumn, tenantPolicy } from './tenant-columns.ts';

export const JOB_STATES = ['queued', 'running', 'succeeded', 'failed'] as const;
export type JobState = (typeof JOB_STATES)[number];

/**
 * Long work (payruns, imports, exports). Any server process may take a queued job; a running job
 * whose heartbeat stops (its process died) is taken again or failed with a reason, never lost.
 */
export const jobs = pgTable(
  'jobs',
  {
    companyId: companyIdColumn(),
    id: idColumn(),
    type: text('type').notNull(),
    /** Same key, same work: a second request while one is queued or running returns the first. */
    dedupeKey: text('dedupe_key'),
    /** A recurring job's slot (its day in the company's time zone, or its interval): one job per slot, ever. */
    slot: text('slot'),
    payload: jsonb('payload').notNull(),
    status: text('status').$type<JobState>().notNull().default('queued'),
    progress: integer('progress').notNull().default(0),
    stepKey: text('step_key'),
    result: jsonb('result'),
    errorKey: text('error_key'),
    errorDetail: text('error_detail'),
    attempts: integer('attempts').notNull().default(0),
    createdBy: uuid('created_by'),
    lockedBy: text('locked_by'),
    heartbeatAt: timestamp('heartbeat_at', { withTimezone: true }),
    createdAt: createdAt(),
    startedAt: timestamp('started_at', { withTimezone: true }),
    finishedAt: timestamp('finished_at', { withTimezone: true }),
  },
  (table) => [
    primaryKey({ columns: [table.companyId, table.id] }),
    index('jobs_status_idx').on(table.status, table.createdAt),
    uniqueIndex('jobs_active_dedupe_key')
      .on(table.companyId, table.type, table.dedupeKey)
      .where(sql`status in ('queued', 'running') and dedupe_key is not null`),
    // However many processes look at the clock at once, a slot is queued once.
    uniqueIndex('jobs_slot_key')
      .on(table.companyId, table.type, table.slot)
      .where(sql`slot is not null`),
    tenantPolicy(),
  ],
).enableRLS();
