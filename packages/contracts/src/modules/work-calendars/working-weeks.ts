import { STANDARD_WORKING_WEEKS, type StandardWorkingWeekName } from '@tenaga/domain';
import { z } from 'zod';
import { IdParamsSchema, isoDate, OkSchema, TableRequestSchema, tableResponse, VersionSchema } from '../../common.ts';
import { defineRoute, menuAccess } from '../../route.ts';
import { v } from '../../validation.ts';

/**
 * Working weeks (Settings › Public holiday, Working weeks tab): named weeks a company defines, and
 * their assignment from a date to the company, a client contract location or an employee. On each
 * date the employee's assignment wins over the location's, the location's over the company's; no
 * assignment at all leaves the calendar's usual week (Monday to Friday, or Sunday to Thursday in
 * Kedah, Kelantan and Terengganu). Assignments are never edited: a change is a new one from a date,
 * so past figures keep their week; one not yet in force can be withdrawn.
 */

const FractionSchema = z.union([z.literal(0), z.literal(0.5), z.literal(1)], { error: v.invalidOption });
/** Monday first: the fraction of a day worked on each weekday (1 full, 0.5 half, 0 rest). */
export const WorkingWeekDaysSchema = z
  .tuple([FractionSchema, FractionSchema, FractionSchema, FractionSchema, FractionSchema, FractionSchema, FractionSchema], {
    error: v.invalidValue,
  })
  .refine((days) => days.some((fraction) => fraction > 0), { error: v.noWorkingDay });

const WeekNameSchema = z.string({ error: v.required }).trim().min(1, { error: v.required }).max(80, { error: v.tooLong });

export const WorkingWeekBodySchema = z.strictObject({ name: WeekNameSchema, days: WorkingWeekDaysSchema });
export type WorkingWeekBody = z.infer<typeof WorkingWeekBodySchema>;
export const UpdateWorkingWeekBodySchema = WorkingWeekBodySchema.extend({ version: VersionSchema });
export type UpdateWorkingWeekBody = z.infer<typeof UpdateWorkingWeekBodySchema>;

export const WorkingWeekSchema = z.object({
  id: z.uuid(),
  name: z.string(),
  days: z.array(z.number()),
  version: VersionSchema,
  /** How many assignments name it, by level (a week in use cannot be deleted). */
  usage: z.object({ company: z.number().int(), locations: z.number().int(), employees: z.number().int() }),
  /** True once an assignment of it is in force (from today or earlier): its days can no longer change. */
  inForce: z.boolean(),
});
export type WorkingWeekItem = z.infer<typeof WorkingWeekSchema>;

const STANDARD_NAMES = Object.keys(STANDARD_WORKING_WEEKS) as [StandardWorkingWeekName, ...StandardWorkingWeekName[]];
export const StandardWorkingWeekNameSchema = z.enum(STANDARD_NAMES, { error: v.invalidOption });

export const WorkingWeeksSchema = z.object({
  weeks: z.array(WorkingWeekSchema),
  /** The standard weeks fit for the company's calendars (by country and Malaysian state), the usual first. */
  suggested: z.array(StandardWorkingWeekNameSchema),
  /** Today in the company's timezone: assignments from a later date are scheduled. */
  today: z.string(),
});
export type WorkingWeeks = z.infer<typeof WorkingWeeksSchema>;

export const AddStandardWeeksBodySchema = z.strictObject({
  names: z.array(StandardWorkingWeekNameSchema).min(1, { error: v.required }).max(STANDARD_NAMES.length),
});

export const WEEK_ASSIGNMENT_SCOPES = ['company', 'location', 'employee'] as const;
export const WeekAssignmentScopeSchema = z.enum(WEEK_ASSIGNMENT_SCOPES, { error: v.invalidOption });
export type WeekAssignmentScope = z.infer<typeof WeekAssignmentScopeSchema>;

/**
 * No week (weekId absent) hands the dates from `from` back to the level below: an employee to
 * their location's or the company's week, a location to the company's. The company needs a week.
 */
export const CreateWeekAssignmentBodySchema = z
  .strictObject({
    scope: WeekAssignmentScopeSchema,
    targetId: z.uuid({ error: v.invalidOption }).optional(),
    from: isoDate(),
    weekId: z.uuid({ error: v.invalidOption }).optional(),
  })
  .refine((body) => body.scope === 'company' || body.targetId !== undefined, { error: v.required, path: ['targetId'] })
  .refine((body) => body.scope !== 'company' || body.weekId !== undefined, { error: v.required, path: ['weekId'] });
export type CreateWeekAssignmentBody = z.infer<typeof CreateWeekAssignmentBodySchema>;

export const WeekAssignmentRowSchema = z.object({
  id: z.uuid(),
  scope: WeekAssignmentScopeSchema,
  targetId: z.uuid().nullable(),
  /** The location's or the employee's name ('' for the company). */
  targetName: z.string(),
  from: z.string(),
  weekId: z.uuid().nullable(),
  weekName: z.string().nullable(),
  /** past: a later one of the same target replaced it; current: in force today; scheduled: from a later date. */
  status: z.enum(['past', 'current', 'scheduled']),
});
export type WeekAssignmentRow = z.infer<typeof WeekAssignmentRowSchema>;

export const WeekAssignmentTableBodySchema = TableRequestSchema.extend({
  scope: WeekAssignmentScopeSchema.optional(),
  targetId: z.uuid().optional(),
});

const tags = ['work-calendars'];

export const listWorkingWeeks = defineRoute({
  method: 'GET',
  path: '/working-weeks',
  summary: "The company's working weeks with where each is used, and the standard weeks fit for its calendars",
  tags,
  permission: menuAccess('publicHoliday', 'view'),
  response: WorkingWeeksSchema,
});

export const createWorkingWeek = defineRoute({
  method: 'POST',
  path: '/working-weeks',
  summary: 'Add a working week; a name the company already has is refused with 409 NAME_TAKEN',
  tags,
  permission: menuAccess('publicHoliday', 'edit'),
  body: WorkingWeekBodySchema,
  response: WorkingWeekSchema,
});

export const addStandardWorkingWeeks = defineRoute({
  method: 'POST',
  path: '/working-weeks/standard',
  summary: "Add standard weeks (named in the caller's language); one whose days the company already has is skipped",
  tags,
  permission: menuAccess('publicHoliday', 'edit'),
  body: AddStandardWeeksBodySchema,
  response: z.array(WorkingWeekSchema),
});

export const updateWorkingWeek = defineRoute({
  method: 'PUT',
  path: '/working-weeks/:id',
  summary:
    'Rename a working week or change its days; new days are refused (409 WORKING_WEEK_IN_FORCE) once it is in force, a stale version with 409 VERSION_CONFLICT',
  tags,
  permission: menuAccess('publicHoliday', 'edit'),
  params: IdParamsSchema,
  body: UpdateWorkingWeekBodySchema,
  response: WorkingWeekSchema,
});

export const deleteWorkingWeek = defineRoute({
  method: 'DELETE',
  path: '/working-weeks/:id',
  summary: 'Delete a working week; refused (409 WORKING_WEEK_IN_USE, naming where) while an assignment names it',
  tags,
  permission: menuAccess('publicHoliday', 'edit'),
  params: IdParamsSchema,
  response: OkSchema,
});

export const listWeekAssignments = defineRoute({
  method: 'POST',
  path: '/working-weeks/assignments/table',
  readsOnly: true,
  summary: 'The assignments of working weeks (table protocol), newest date first: the history of the company, a location or an employee',
  tags,
  permission: menuAccess('publicHoliday', 'view'),
  body: WeekAssignmentTableBodySchema,
  response: tableResponse(WeekAssignmentRowSchema),
});

export const createWeekAssignment = defineRoute({
  method: 'POST',
  path: '/working-weeks/assignments',
  summary: 'Assign a working week from a date to the company, a location or an employee; a second one from the same date is a 409',
  tags,
  permission: menuAccess('publicHoliday', 'edit'),
  body: CreateWeekAssignmentBodySchema,
  response: WeekAssignmentRowSchema,
});

export const deleteWeekAssignment = defineRoute({
  method: 'DELETE',
  path: '/working-weeks/assignments/:id',
  summary: 'Withdraw an assignment not yet in force; one in force is refused (409 ASSIGNMENT_IN_FORCE): past figures keep their week',
  tags,
  permission: menuAccess('publicHoliday', 'edit'),
  params: IdParamsSchema,
  response: OkSchema,
});
