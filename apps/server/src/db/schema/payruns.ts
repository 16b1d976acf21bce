import { sql } from 'drizzle-orm';
import { foreignKey, index, integer, jsonb, numeric, pgTable, primaryKey, text, timestamp, uniqueIndex, uuid } from 'drizzle-orm/pg-core';
import { companies } from './companies.ts';
import { employees } from './employees.ts';
import { companyIdColumn, createdAt, idColumn, tenantPolicy, updatedAt, versionColumn } from './tenant-columns.ts';

export type PayrunStatus = 'calculating' | 'calculated' | 'approved' | 'paid' | 'locked' | 'failed';
export type PayrunKind = 'regular' | 'bonus' | 'thirteenthMonth' | 'correction' | 'finalPay';
export type PayslipLineKind = 'earning' | 'deduction' | 'employer' | 'info';

const money = (name: string) => numeric(name, { precision: 16, scale: 2 }).notNull().default('0');

/**
 * A payrun: one period's calculation of the company's pay (modules/payruns writes it). At most one
 * regular run of a period is not failed: two starts of the same period meet on the unique index.
 * Off-cycle runs of a period may be several, one live run per kind and name.
 */
export const payruns = pgTable(
  'payruns',
  {
    companyId: companyIdColumn().references(() => companies.id, { onDelete: 'cascade' }),
    id: idColumn(),
    /** The pay month, 'YYYY-MM'. */
    period: text('period').notNull(),
    status: text('status').$type<PayrunStatus>().notNull().default('calculating'),
    /** The regular run of the period, or an off-cycle run beside it (bonus, 13th month, correction, final pay). */
    kind: text('kind').$type<PayrunKind>().notNull().default('regular'),
    /** An off-cycle run's name: unique among the period's live off-cycle runs of its kind (two starts meet on it). */
    name: text('name'),
    /** An off-cycle run's input per person (amounts, correction lines), as started (modules/payruns/payruns.off-cycle.ts). */
    offCycleInput: jsonb('off_cycle_input'),
    /** The background job computing it (the last one, after a recalculation). */
    jobId: uuid('job_id'),
    /** The people it was started for (null: everyone employed in the period). */
    employeeIds: jsonb('employee_ids').$type<string[] | null>(),
    employeeCount: integer('employee_count').notNull().default(0),
    gross: money('gross'),
    deductions: money('deductions'),
    net: money('net'),
    employerContributions: money('employer_contributions'),
    currency: text('currency').notNull(),
    failureReason: text('failure_reason'),
    calculatedAt: timestamp('calculated_at', { withTimezone: true }),
    approvedAt: timestamp('approved_at', { withTimezone: true }),
    paidAt: timestamp('paid_at', { withTimezone: true }),
    lockedAt: timestamp('locked_at', { withTimezone: true }),
    createdAt: createdAt(),
    updatedAt: updatedAt(),
    version: versionColumn(),
  },
  (t) => [
    primaryKey({ columns: [t.companyId, t.id] }),
    uniqueIndex('payruns_period_key')
      .on(t.companyId, t.period)
      .where(sql`${t.status} <> 'failed' and ${t.kind} = 'regular'`),
    uniqueIndex('payruns_off_cycle_key')
      .on(t.companyId, t.period, t.kind, t.name)
      .where(sql`${t.status} <> 'failed' and ${t.kind} <> 'regular'`),
    index('payruns_period_idx').on(t.companyId, t.period),
    tenantPolicy(),
  ],
).enableRLS();

/** One employee's pay in a run: the sums of their lines. */
export const payslips = pgTable(
  'payslips',
  {
    companyId: companyIdColumn(),
    payrunId: uuid('payrun_id').notNull(),
    employeeId: uuid('employee_id').notNull(),
    country: text('country'),
    gross: money('gross'),
    deductions: money('deductions'),
    net: money('net'),
    employerContributions: money('employer_contributions'),
    employerCost: money('employer_cost'),
    /** The figures later runs of the year read as year-to-date (CPF wages subject, PCB's ΣY ΣK X, tax withheld…). */
    ytd: jsonb('ytd')
      .$type<Record<string, string>>()
      .notNull()
      .default(sql`'{}'::jsonb`),
    createdAt: createdAt(),
    /** When the payslip was last mailed to the employee (null: never). */
    emailedAt: timestamp('emailed_at', { withTimezone: true }),
  },
  (t) => [
    primaryKey({ columns: [t.companyId, t.payrunId, t.employeeId] }),
    foreignKey({ columns: [t.companyId, t.payrunId], foreignColumns: [payruns.companyId, payruns.id] }).onDelete('cascade'),
    foreignKey({ columns: [t.companyId, t.employeeId], foreignColumns: [employees.companyId, employees.id] }).onDelete('cascade'),
    tenantPolicy(),
  ],
).enableRLS();

/** A payslip's lines in order, each with how it was computed. */
export const payslipLines = pgTable(
  'payslip_lines',
  {
    companyId: companyIdColumn(),
    payrunId: uuid('payrun_id').notNull(),
    employeeId: uuid('employee_id').notNull(),
    position: integer('position').notNull(),
    code: text('code').notNull(),
    /** An i18n key ('payruns:lines.cpf.employee'), or the company's own label for its pay items. */
    label: text('label').notNull(),
    kind: text('kind').$type<PayslipLineKind>().notNull(),
    amount: numeric('amount', { precision: 16, scale: 2 }).notNull(),
    /** How it was computed: the formula and its inputs, the proration, the pay item; without the engine's steps. */
    trace: jsonb('trace').$type<unknown>().notNull(),
    /**
     * The engine's trace (the trace's `engine`), as the hashes of its steps in order: each step is
     * stored once per run in payrun_trace_steps (most are the same for many people). Null: no engine trace.
     */
    engineSteps: text('engine_steps').array(),
  },
  (t) => [
    primaryKey({ columns: [t.companyId, t.payrunId, t.employeeId, t.position] }),
    foreignKey({
      columns: [t.companyId, t.payrunId, t.employeeId],
      foreignColumns: [payslips.companyId, payslips.payrunId, payslips.employeeId],
    }).onDelete('cascade'),
    tenantPolicy(),
  ],
).enableRLS();

/**
 * The distinct steps of the engine traces of a run's lines, each once, named by a hash of its JSON
 * (a run of 10,000 people has some 1.3 million steps but only tens of thousands of distinct ones:
 * legal sources, rate tables and most figures repeat from person to person).
 */
export const payrunTraceSteps = pgTable(
  'payrun_trace_steps',
  {
    companyId: companyIdColumn(),
    payrunId: uuid('payrun_id').notNull(),
    hash: text('hash').notNull(),
    step: jsonb('step').$type<unknown>().notNull(),
  },
  (t) => [
    primaryKey({ columns: [t.companyId, t.payrunId, t.hash] }),
    foreignKey({ columns: [t.companyId, t.payrunId], foreignColumns: [payruns.companyId, payruns.id] }).onDelete('cascade'),
    tenantPolicy(),
  ],
).enableRLS();
