import { INCREMENT_KINDS, ROUNDING_MODES, ROUNDING_STEPS } from '@tenaga/domain/salary';
import { z } from 'zod';
import { defineApiModule } from '../api-module.ts';
import { IdParamsSchema, isoDate, OkSchema, TableRequestSchema, TimestampSchema, tableResponse, VersionSchema } from '../common.ts';
import { defineRoute, menuAccess } from '../route.ts';
import { multiLine } from '../text.ts';
import { v } from '../validation.ts';
import { FilterQuerySchema } from './employees/filters.ts';

/**
 * Salary increments (issue 16, item 4; Payroll › Benefits and salary adjustment): a dated change of
 * an employee's salary by an amount or a percentage, with its reason. Through the approval workflow
 * for salary increments when the company has one, else applied by HR. Once in force (its date has
 * come and it is approved) it is part of the employee's salary history and can no longer change;
 * until then it can be changed or deleted. Bulk increments raise a filtered group at once, after a
 * preview of each person's old and new salary.
 */

export { INCREMENT_KINDS, PRORATION_BASES, ROUNDING_MODES, ROUNDING_STEPS } from '@tenaga/domain/salary';
export type { IncrementKind, ProrationBasis, RoundingMode, RoundingStep } from '@tenaga/domain/salary';

/**
 * pending: waiting for approval; scheduled: approved (or entered by HR) for a date still to come;
 * applied: in force, written into the salary history; rejected: refused by an approver.
 */
export const INCREMENT_STATUSES = ['pending', 'scheduled', 'applied', 'rejected'] as const;
export type IncrementStatus = (typeof INCREMENT_STATUSES)[number];
/** The statuses in which an increment may still be changed or deleted. */
export const OPEN_INCREMENT_STATUSES: readonly IncrementStatus[] = ['pending', 'scheduled'];

export const INCREMENT_LIMITS = { maxPercentage: 100, bulkEmployees: 2000 } as const;

/** A signed amount with at most 2 decimals, or a signed percentage with at most 3; never zero. */
const IncrementValueSchema = z
  .string({ error: v.required })
  .trim()
  .regex(/^-?\d{1,12}(\.\d{1,3})?$/, { error: v.validNumber })
  .refine((value) => /[1-9]/.test(value), { error: v.validNumber });

const ReasonSchema = multiLine(z.string({ error: v.required }).trim().min(1, { error: v.required }).max(500, { error: v.tooLong }));

export const IncrementRoundingSchema = z
  .strictObject({
    step: z.enum(ROUNDING_STEPS, { error: v.invalidOption }).default('0.01'),
    mode: z.enum(ROUNDING_MODES, { error: v.invalidOption }).default('nearest'),
  })
  .default({ step: '0.01', mode: 'nearest' });

/** The value of an increment fits its kind: an amount has 2 decimals; a percentage is within ±100. */
const valueFitsKind = (body: { kind: (typeof INCREMENT_KINDS)[number]; value: string }) =>
  body.kind === 'amount'
    ? /^-?\d+(\.\d{1,2})?$/.test(body.value)
    : Math.abs(Number(body.value)) <= INCREMENT_LIMITS.maxPercentage && !/^-?\d{4,}/.test(body.value);

const IncrementFieldsSchema = z.strictObject({
  effectiveDate: isoDate(),
  kind: z.enum(INCREMENT_KINDS, { error: v.invalidOption }),
  value: IncrementValueSchema,
  reason: ReasonSchema,
});

export const CreateSalaryIncrementBodySchema = IncrementFieldsSchema.extend({ employeeId: z.uuid({ error: v.required }) }).refine(
  valueFitsKind,
  { path: ['value'], error: v.validNumber },
);
export type CreateSalaryIncrementBody = z.infer<typeof CreateSalaryIncrementBodySchema>;

export const UpdateSalaryIncrementBodySchema = IncrementFieldsSchema.extend({ version: VersionSchema }).refine(valueFitsKind, {
  path: ['value'],
  error: v.validNumber,
});
export type UpdateSalaryIncrementBody = z.infer<typeof UpdateSalaryIncrementBodySchema>;

export const IncrementParamsSchema = z.strictObject({ incrementId: z.uuid() });

export const SalaryIncrementSchema = z.object({
  id: z.uuid(),
  employeeId: z.uuid(),
  employeeName: z.string(),
  employmentNumber: z.string(),
  effectiveDate: z.string(),
  kind: z.enum(INCREMENT_KINDS),
  value: z.string(),
  /** The salary it raises: when applied, the one it replaced; before, the current one. */
  previousSalary: z.string(),
  /** The salary from its date (recomputed from the salary of the day it is applied). */
  newSalary: z.string(),
  change: z.string(),
  reason: z.string(),
  status: z.enum(INCREMENT_STATUSES),
  /** Made by a bulk increment (all of one bulk share it), or null. */
  batchId: z.uuid().nullable(),
  appliedAt: TimestampSchema.nullable(),
  createdAt: TimestampSchema,
  updatedAt: TimestampSchema,
  version: VersionSchema,
});
export type SalaryIncrement = z.infer<typeof SalaryIncrementSchema>;

export const SalaryIncrementTableRequestSchema = TableRequestSchema.extend({
  status: z.enum(INCREMENT_STATUSES).optional(),
  employeeId: z.uuid().optional(),
});
export type SalaryIncrementTableRequest = z.infer<typeof SalaryIncrementTableRequestSchema>;

export const BulkIncrementBodySchema = z
  .strictObject({
    /** Everyone working on the effective date whom the advanced filter finds (and the caller reaches). */
    filter: FilterQuerySchema,
    effectiveDate: isoDate(),
    kind: z.enum(INCREMENT_KINDS, { error: v.invalidOption }),
    value: IncrementValueSchema,
    rounding: IncrementRoundingSchema,
    reason: ReasonSchema,
  })
  .refine(valueFitsKind, { path: ['value'], error: v.validNumber });
export type BulkIncrementBody = z.infer<typeof BulkIncrementBodySchema>;
export type BulkIncrementInput = z.input<typeof BulkIncrementBodySchema>;

export const BulkIncrementRowSchema = z.object({
  employeeId: z.uuid(),
  employeeName: z.string(),
  employmentNumber: z.string(),
  oldSalary: z.string(),
  newSalary: z.string(),
  change: z.string(),
});
export type BulkIncrementRow = z.infer<typeof BulkIncrementRowSchema>;

/** Why someone the filter found is left out: no salary recorded, an increment already waiting, or one in force on or after the date. */
export const BULK_SKIP_REASONS = ['noSalary', 'openIncrement', 'laterIncrement'] as const;

export const BulkIncrementPreviewSchema = z.object({
  rows: z.array(BulkIncrementRowSchema),
  skipped: z.array(
    z.object({ employeeId: z.uuid(), employeeName: z.string(), employmentNumber: z.string(), reason: z.enum(BULK_SKIP_REASONS) }),
  ),
  /** The monthly salaries before and after, and the change in monthly cost. */
  totalOld: z.string(),
  totalNew: z.string(),
  totalChange: z.string(),
});
export type BulkIncrementPreview = z.infer<typeof BulkIncrementPreviewSchema>;

export const BulkIncrementResultSchema = BulkIncrementPreviewSchema.extend({ batchId: z.uuid(), status: z.enum(INCREMENT_STATUSES) });
export type BulkIncrementResult = z.infer<typeof BulkIncrementResultSchema>;

const tags = ['salary-increments'];
const view = menuAccess('salaryAdjustment', 'view');
const edit = menuAccess('salaryAdjustment', 'edit');
/** An increment in force changes the salary other modules read. */
const changes = ['salary-increments', 'employee-records', 'employees'];

export const listSalaryIncrements = defineRoute({
  method: 'POST',
  path: '/salary-increments/tables',
  readsOnly: true,
  summary: 'Salary increments in the caller’s reach (table protocol), searchable by employee name, number and reason, filtered by status',
  tags,
  permission: view,
  body: SalaryIncrementTableRequestSchema,
  response: tableResponse(SalaryIncrementSchema),
  cache: { reads: ['salary-increments', 'employees'] },
});

export const listEmployeeSalaryIncrements = defineRoute({
  method: 'GET',
  path: '/salary-increments/employees/:id',
  summary: 'One employee’s increments, newest date first',
  tags,
  permission: view,
  params: IdParamsSchema,
  response: z.array(SalaryIncrementSchema),
  cache: { reads: ['salary-increments', 'employees'] },
});

export const createSalaryIncrement = defineRoute({
  method: 'POST',
  path: '/salary-increments',
  summary:
    'A dated increment for one employee: sent for approval when the company has a workflow for salary increments, else in force from its date; one already waiting is 409 INCREMENT_OPEN_EXISTS',
  tags,
  permission: edit,
  body: CreateSalaryIncrementBodySchema,
  response: SalaryIncrementSchema,
  cache: { changes },
});

export const updateSalaryIncrement = defineRoute({
  method: 'PUT',
  path: '/salary-increments/increments/:incrementId',
  summary: 'Change an increment not yet in force (409 INCREMENT_IN_FORCE otherwise); one waiting for approval starts its approval again',
  tags,
  permission: edit,
  params: IncrementParamsSchema,
  body: UpdateSalaryIncrementBodySchema,
  response: SalaryIncrementSchema,
  cache: { changes },
});

export const deleteSalaryIncrement = defineRoute({
  method: 'DELETE',
  path: '/salary-increments/increments/:incrementId',
  summary: 'Delete an increment not yet in force (409 INCREMENT_IN_FORCE otherwise); its pending approval is withdrawn',
  tags,
  permission: edit,
  params: IncrementParamsSchema,
  response: OkSchema,
  cache: { changes },
});

export const previewBulkIncrement = defineRoute({
  method: 'POST',
  path: '/salary-increments/bulk/preview',
  readsOnly: true,
  summary: 'What a bulk increment would do: each person’s old and new salary and the total change in monthly cost; nothing is saved',
  tags,
  permission: edit,
  body: BulkIncrementBodySchema,
  response: BulkIncrementPreviewSchema,
  cache: { reads: ['salary-increments', 'employees'] },
});

export const applyBulkIncrement = defineRoute({
  method: 'POST',
  path: '/salary-increments/bulk',
  summary:
    'Apply a bulk increment to everyone the preview showed, in one transaction with an audit entry per employee; nobody left: 422 INCREMENT_NOBODY',
  tags,
  permission: edit,
  body: BulkIncrementBodySchema,
  response: BulkIncrementResultSchema,
  cache: { changes },
});

/** The menu items this module serves (api-module.ts). */
export const salaryIncrementsApi = defineApiModule({ name: 'salaryIncrements', menu: ['salaryAdjustment'] });
