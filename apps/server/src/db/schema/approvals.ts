import { sql } from 'drizzle-orm';
import {
  bigint,
  date,
  foreignKey,
  index,
  integer,
  jsonb,
  pgTable,
  primaryKey,
  smallint,
  text,
  timestamp,
  uniqueIndex,
  uuid,
} from 'drizzle-orm/pg-core';
import type { ApprovalStepReason, FilterQuery, WorkflowLevel } from '@tenaga/contracts';
import { companyIdColumn, createdAt, idColumn, tenantPolicy, updatedAt, versionColumn } from './tenant-columns.ts';

/** A workflow: its levels of approvers, in order. A request copies them when it starts (approval_requests.chain). */
export const approvalWorkflows = pgTable(
  'approval_workflows',
  {
    companyId: companyIdColumn(),
    id: idColumn(),
    name: text('name').notNull(),
    levels: jsonb('levels').$type<WorkflowLevel[]>().notNull(),
    createdAt: createdAt(),
    updatedAt: updatedAt(),
    version: versionColumn(),
  },
  (t) => [
    primaryKey({ columns: [t.companyId, t.id] }),
    uniqueIndex('approval_workflows_name_key').on(t.companyId, sql`lower(${t.name})`),
    tenantPolicy(),
  ],
).enableRLS();

/**
 * Which workflow a kind follows: for some departments and/or the employees an advanced filter lets
 * through, or (neither) the company default; lowest priority first, the first match wins.
 */
export const approvalAssignments = pgTable(
  'approval_assignments',
  {
    companyId: companyIdColumn(),
    id: idColumn(),
    kind: text('kind').notNull(),
    priority: smallint('priority').notNull(),
    workflowId: uuid('workflow_id').notNull(),
    departmentIds: jsonb('department_ids').$type<string[]>().notNull().default([]),
    /** The employee list's advanced filter (null: no filter). */
    filter: jsonb('filter').$type<FilterQuery>(),
  },
  (t) => [
    primaryKey({ columns: [t.companyId, t.id] }),
    uniqueIndex('approval_assignments_priority_key').on(t.companyId, t.kind, t.priority),
    foreignKey({
      name: 'approval_assignments_workflow_fk',
      columns: [t.companyId, t.workflowId],
      foreignColumns: [approvalWorkflows.companyId, approvalWorkflows.id],
    }),
    index('approval_assignments_workflow_idx').on(t.companyId, t.workflowId),
    tenantPolicy(),
  ],
).enableRLS();

/** A user stands in for another between two dates (both included). */
export const approvalDelegations = pgTable(
  'approval_delegations',
  {
    companyId: companyIdColumn(),
    id: idColumn(),
    userId: uuid('user_id').notNull(),
    delegateUserId: uuid('delegate_user_id').notNull(),
    fromDate: date('from_date').notNull(),
    toDate: date('to_date').notNull(),
    createdAt: createdAt(),
  },
  (t) => [
    primaryKey({ columns: [t.companyId, t.id] }),
    index('approval_delegations_delegate_idx').on(t.companyId, t.delegateUserId),
    tenantPolicy(),
  ],
).enableRLS();

/** One level of a request's chain as it started: the approvers' user ids, resolved at submission. */
export interface ChainLevel {
  readonly approverIds: string[];
  readonly mode: 'any' | 'all';
  readonly escalateAfterDays: number | null;
  readonly escalateToUserId: string | null;
}

/** A request another module routes through a workflow (its own record is subject_id, of its kind). */
export const approvalRequests = pgTable(
  'approval_requests',
  {
    companyId: companyIdColumn(),
    id: idColumn(),
    kind: text('kind').notNull(),
    subjectId: uuid('subject_id').notNull(),
    employeeId: uuid('employee_id').notNull(),
    requestedBy: uuid('requested_by').notNull(),
    /** The workflow it started from (no foreign key: a decided request outlives its workflow; it keeps the name and chain). */
    workflowId: uuid('workflow_id').notNull(),
    workflowName: text('workflow_name').notNull(),
    chain: jsonb('chain').$type<ChainLevel[]>().notNull(),
    /** 0-based index into chain while pending. */
    currentLevel: integer('current_level').notNull().default(0),
    /** Who of the current level still has to decide ('all' levels); the whole level for 'any'. */
    waitingOn: uuid('waiting_on').array().notNull(),
    levelStartedAt: timestamp('level_started_at', { withTimezone: true }).notNull(),
    status: text('status').notNull().default('pending'),
    summary: jsonb('summary').$type<Record<string, string | number>>().notNull().default({}),
    createdAt: createdAt(),
    decidedAt: timestamp('decided_at', { withTimezone: true }),
    version: versionColumn(),
  },
  (t) => [
    primaryKey({ columns: [t.companyId, t.id] }),
    index('approval_requests_workflow_idx')
      .on(t.companyId, t.workflowId)
      .where(sql`${t.status} = 'pending'`),
    index('approval_requests_subject_idx').on(t.companyId, t.kind, t.subjectId),
    // The Approvals page: what waits on a user, newest first.
    index('approval_requests_waiting_idx')
      .using('gin', t.waitingOn)
      .where(sql`${t.status} = 'pending'`),
    index('approval_requests_pending_idx').on(t.companyId, t.status, t.createdAt.desc()),
    tenantPolicy(),
  ],
).enableRLS();

/** What happened to a request: who, when, in whose name, with what comment. */
export const approvalSteps = pgTable(
  'approval_steps',
  {
    companyId: companyIdColumn(),
    id: idColumn(),
    requestId: uuid('request_id').notNull(),
    level: integer('level').notNull(),
    action: text('action').notNull(),
    userId: uuid('user_id'),
    onBehalfOf: uuid('on_behalf_of'),
    comment: text('comment'),
    /** Why a level was rerouted or skipped. */
    reason: text('reason').$type<ApprovalStepReason>(),
    at: timestamp('at', { withTimezone: true }).notNull(),
    /** Steps taken in one instant (a test's clock, a bulk decision) keep the order they were written in. */
    seq: bigint('seq', { mode: 'number' }).generatedAlwaysAsIdentity(),
  },
  (t) => [
    primaryKey({ columns: [t.companyId, t.id] }),
    foreignKey({
      name: 'approval_steps_request_fk',
      columns: [t.companyId, t.requestId],
      foreignColumns: [approvalRequests.companyId, approvalRequests.id],
    }).onDelete('cascade'),
    index('approval_steps_request_idx').on(t.companyId, t.requestId, t.at),
    index('approval_steps_user_idx').on(t.companyId, t.userId, t.at.desc()),
    tenantPolicy(),
  ],
).enableRLS();
