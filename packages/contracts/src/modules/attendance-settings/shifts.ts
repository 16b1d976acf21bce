import { z } from 'zod';
import { IdParamsSchema, isoDate, OkSchema, TableRequestSchema, tableResponse, VersionSchema } from '../../common.ts';
import { defineRoute, menuAccess, sessionAccess } from '../../route.ts';
import { v } from '../../validation.ts';
import { LocalTimeSchema } from './setting-schema.ts';
import { ASSIGNMENT_STATUSES, EmployeeSelectionSchema, AssignedCountSchema } from './settings.ts';

/**
 * Shifts (Settings › Shift › Policy), rosters (› Assignment: a pattern of shifts and days off for
 * employees over a period, weekly or rotating like 4 on 2 off) and the roster grid (/shifts), where
 * a single date of one employee is changed. Local times are the site's.
 */

export const SHIFT_LIMITS = { breaks: 4, cycleDays: 56, gridDays: 42, gridEmployees: 100 } as const;

const NameSchema = z.string({ error: v.required }).trim().min(1, { error: v.required }).max(80, { error: v.tooLong });

export const ShiftBreakSchema = z.discriminatedUnion(
  'kind',
  [
    z.strictObject({ kind: z.literal('fixed'), start: LocalTimeSchema, end: LocalTimeSchema, paid: z.boolean().default(false) }),
    z.strictObject({
      kind: z.literal('flexible'),
      minutes: z
        .number({ error: v.validNumber })
        .int({ error: v.validNumber })
        .min(1, { error: v.validNumber })
        .max(480, { error: v.validNumber }),
      paid: z.boolean().default(false),
    }),
  ],
  { error: v.invalidOption },
);
export type ShiftBreakInput = z.infer<typeof ShiftBreakSchema>;

export const ShiftBodySchema = z.strictObject({
  name: NameSchema,
  /** '#RRGGBB', the shift's colour on the roster grid. */
  colour: z.string({ error: v.required }).regex(/^#[0-9a-fA-F]{6}$/, { error: v.validFormat }),
  start: LocalTimeSchema,
  /** At or before the start: the shift ends the next day. */
  end: LocalTimeSchema,
  breaks: z.array(ShiftBreakSchema).max(SHIFT_LIMITS.breaks, { error: v.invalidValue }).default([]),
});
export type ShiftBody = z.infer<typeof ShiftBodySchema>;
export const UpdateShiftBodySchema = ShiftBodySchema.extend({ version: VersionSchema });
export type UpdateShiftBody = z.infer<typeof UpdateShiftBodySchema>;

export const ShiftSchema = z.object({
  id: z.uuid(),
  name: z.string(),
  colour: z.string(),
  start: z.string(),
  end: z.string(),
  breaks: z.array(ShiftBreakSchema),
  crossesMidnight: z.boolean(),
  /** Minutes to be worked: the span less unpaid breaks. */
  workMinutes: z.number().int(),
  /** Employees whose rosters or grid name it. */
  employees: z.number().int(),
  version: VersionSchema,
});
export type Shift = z.infer<typeof ShiftSchema>;

/** A shift as the grid and the pickers show it. */
export const ShiftBriefSchema = ShiftSchema.pick({ id: true, name: true, colour: true, start: true, end: true, crossesMidnight: true });
export type ShiftBrief = z.infer<typeof ShiftBriefSchema>;

const tags = ['shifts'];

export const listShifts = defineRoute({
  method: 'GET',
  path: '/shifts/definitions',
  summary: "The company's shifts by name, with how many employees' rosters name each",
  tags,
  permission: menuAccess('shiftPolicy', 'view'),
  response: z.array(ShiftSchema),
});

export const createShift = defineRoute({
  method: 'POST',
  path: '/shifts/definitions',
  summary: 'Add a shift; a name the company already has is refused with 409 NAME_TAKEN, a break outside the shift with 400',
  tags,
  permission: menuAccess('shiftPolicy', 'edit'),
  body: ShiftBodySchema,
  response: ShiftSchema,
});

export const updateShift = defineRoute({
  method: 'PUT',
  path: '/shifts/definitions/:id',
  summary: 'Change a shift; a stale version is refused with 409 VERSION_CONFLICT',
  tags,
  permission: menuAccess('shiftPolicy', 'edit'),
  params: IdParamsSchema,
  body: UpdateShiftBodySchema,
  response: ShiftSchema,
});

export const deleteShift = defineRoute({
  method: 'DELETE',
  path: '/shifts/definitions/:id',
  summary: 'Delete a shift; refused (409 IN_USE, with how many employees) while a roster or the grid names it',
  tags,
  permission: menuAccess('shiftPolicy', 'edit'),
  params: IdParamsSchema,
  response: OkSchema,
});

export const listShiftOptions = defineRoute({
  method: 'GET',
  path: '/shifts/options',
  summary: 'Every shift by name, to build a roster pattern with',
  tags,
  permission: menuAccess('shiftAssignment', 'view'),
  response: z.array(ShiftBriefSchema),
});

// ———————————————————————————————— rosters ————————————————————————————————

/** One day of a pattern: a shift, or a day off (null). */
const CycleDaySchema = z.uuid({ error: v.invalidOption }).nullable();

export const AssignRosterBodySchema = z
  .strictObject({
    employees: EmployeeSelectionSchema,
    from: isoDate(),
    /** Inclusive; absent: until the employee's next roster. */
    to: isoDate().nullable().default(null),
    /** The cycle's first day (a Monday for a weekly one); absent: `from`. */
    anchor: isoDate().nullable().default(null),
    cycle: z
      .array(CycleDaySchema)
      .min(1, { error: v.required })
      .max(SHIFT_LIMITS.cycleDays, { error: v.invalidValue })
      .refine((days) => days.some((day) => day !== null), { error: 'validation:rosterCycleAllOff' }),
  })
  .refine((body) => body.to === null || body.to >= body.from, { error: v.endBeforeStart, path: ['to'] });
export type AssignRosterBody = z.infer<typeof AssignRosterBodySchema>;

export const RosterRowSchema = z.object({
  id: z.uuid(),
  employeeId: z.uuid(),
  employeeName: z.string(),
  employmentNumber: z.string(),
  from: z.string(),
  to: z.string().nullable(),
  anchor: z.string(),
  cycle: z.array(z.uuid().nullable()),
  status: z.enum(ASSIGNMENT_STATUSES),
});
export type RosterRow = z.infer<typeof RosterRowSchema>;

export const listRosters = defineRoute({
  method: 'POST',
  path: '/shifts/rosters/table',
  readsOnly: true,
  summary: "The employees' roster patterns by period (table protocol), newest first, searchable by employee",
  tags,
  cache: { reads: ['shifts', 'employees'] },
  permission: menuAccess('shiftAssignment', 'view'),
  body: TableRequestSchema,
  response: tableResponse(RosterRowSchema),
});

export const assignRoster = defineRoute({
  method: 'POST',
  path: '/shifts/rosters',
  summary:
    'Roster the employees picked (and everyone working in the departments or sites named) on a pattern for a period; an employee with a roster from the same date is refused (409)',
  tags,
  permission: menuAccess('shiftAssignment', 'edit'),
  body: AssignRosterBodySchema,
  response: AssignedCountSchema,
});

export const deleteRoster = defineRoute({
  method: 'DELETE',
  path: '/shifts/rosters/:id',
  summary: 'Withdraw a roster not yet in force; one in force is refused (409 ALREADY_IN_FORCE)',
  tags,
  permission: menuAccess('shiftAssignment', 'edit'),
  params: IdParamsSchema,
  response: OkSchema,
});

// ———————————————————————————————— the roster grid ————————————————————————————————

export const RosterGridQuerySchema = z
  .strictObject({
    from: isoDate(),
    to: isoDate(),
    search: z.string().trim().max(200, { error: v.tooLong }).default(''),
    start: z.coerce.number({ error: v.validNumber }).int({ error: v.validNumber }).min(0).max(100_000).default(0),
  })
  .refine((query) => query.to >= query.from, { error: v.endBeforeStart, path: ['to'] })
  .refine((query) => Date.parse(query.to) - Date.parse(query.from) < SHIFT_LIMITS.gridDays * 86_400_000, {
    error: 'validation:rangeTooLong',
    path: ['to'],
  });

export const RosterCellSchema = z.object({
  date: z.string(),
  shiftId: z.uuid().nullable(),
  /** Changed on the grid for this date (otherwise the roster's pattern). */
  override: z.boolean(),
});

/** A date on the grid; `rostered` false: no roster covers it, so the employee keeps fixed hours on the work calendar. */
export const RosterGridCellSchema = RosterCellSchema.extend({ rostered: z.boolean() });

export const RosterGridRowSchema = z.object({
  employeeId: z.uuid(),
  name: z.string(),
  employmentNumber: z.string(),
  cells: z.array(RosterGridCellSchema),
});
export type RosterGridRow = z.infer<typeof RosterGridRowSchema>;

export const RosterGridSchema = z.object({
  dates: z.array(z.string()),
  shifts: z.array(ShiftBriefSchema),
  rows: z.array(RosterGridRowSchema),
  /** Employees matching the search (the page shows up to 100 from `start`). */
  total: z.number().int(),
});
export type RosterGrid = z.infer<typeof RosterGridSchema>;

export const getRosterGrid = defineRoute({
  method: 'GET',
  path: '/shifts/grid',
  summary: 'The roster grid: employees (working in the period, by name) × dates (at most 42), each cell the shift or a day off',
  tags,
  cache: { reads: ['shifts', 'employees'] },
  permission: menuAccess('shifts', 'view'),
  query: RosterGridQuerySchema,
  response: RosterGridSchema,
});

export const SetRosterCellBodySchema = z.strictObject({
  employeeId: z.uuid({ error: v.invalidOption }),
  date: isoDate(),
  /** The shift on that date; absent or null: a day off. */
  shiftId: z.uuid({ error: v.invalidOption }).nullable().default(null),
});

export const setRosterCell = defineRoute({
  method: 'PUT',
  path: '/shifts/grid/cell',
  summary: "Change one employee's date on the grid to a shift or a day off, whatever the pattern says",
  tags,
  permission: menuAccess('shifts', 'edit'),
  body: SetRosterCellBodySchema,
  response: RosterCellSchema,
});

export const ResetRosterCellQuerySchema = z.strictObject({ employeeId: z.uuid({ error: v.invalidOption }), date: isoDate() });

export const resetRosterCell = defineRoute({
  method: 'DELETE',
  path: '/shifts/grid/cell',
  summary: "Undo a grid change: the date follows the employee's roster pattern again",
  tags,
  permission: menuAccess('shifts', 'edit'),
  query: ResetRosterCellQuerySchema,
  response: RosterCellSchema,
});

export const MyRosterQuerySchema = z
  .strictObject({ from: isoDate(), to: isoDate() })
  .refine((query) => query.to >= query.from, { error: v.endBeforeStart, path: ['to'] })
  .refine((query) => Date.parse(query.to) - Date.parse(query.from) < SHIFT_LIMITS.gridDays * 86_400_000, {
    error: 'validation:rangeTooLong',
    path: ['to'],
  });

export const getMyRoster = defineRoute({
  method: 'GET',
  path: '/shifts/mine',
  summary: "The signed-in employee's own roster over at most 42 days (422 NO_EMPLOYEE_LINKED without an employee record)",
  tags,
  permission: sessionAccess,
  query: MyRosterQuerySchema,
  response: RosterGridSchema,
});
