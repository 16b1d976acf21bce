import { z } from 'zod';
import { defineApiModule } from '../api-module.ts';
import { isoDate } from '../common.ts';
import { defineRoute, menuAccess } from '../route.ts';
import { v } from '../validation.ts';
import { DAY_KINDS } from './attendance-timesheet.contracts.ts';
import { LocalTimeSchema } from './attendance-settings/setting-schema.ts';
import { FilterQuerySchema } from './employees/filters.ts';

/**
 * Attendance › Power edit (issue 14 item 9): a grid of employees × days where HR types the day's
 * clock-in and clock-out, marks a day off or clears it, and saves many cells at once. Served by the
 * power-edit host of spec §7 (`host: 'powerEdit'`; this server unless the web is told otherwise).
 * A typed time replacing a punch is a correction (the original is kept); every write is an HR
 * punch, audited, one transaction per employee; a cell of a locked period is refused.
 */
export const POWER_EDIT_LIMITS = {
  /** A week or an attendance period. */
  maxDays: 31,
  /** Employees on one page of the grid. */
  maxRows: 200,
  /** Cells saved by one request. */
  maxCells: 2000,
  importMaxRows: 5000,
  importMaxFileBytes: 2_000_000,
  listedProblems: 500,
} as const;

export const POWER_EDIT_ACTIONS = ['set', 'dayOff', 'clear'] as const;
export type PowerEditAction = (typeof POWER_EDIT_ACTIONS)[number];

const tags = ['attendance'];
const reads = ['attendance', 'attendance-periods', 'attendance-settings', 'shifts', 'employees', 'sites', 'work-calendars'];
const host = 'powerEdit' as const;

export const PowerEditGridBodySchema = z.strictObject({
  from: isoDate(),
  to: isoDate(),
  filter: FilterQuerySchema.default({ join: 'and', rules: [], hideEmptyRows: false, employeeIds: [] }),
  start: z.number({ error: v.validNumber }).int({ error: v.validNumber }).min(0, { error: v.validNumber }).max(1_000_000).default(0),
  length: z
    .number({ error: v.validNumber })
    .int({ error: v.validNumber })
    .min(1, { error: v.validNumber })
    .max(POWER_EDIT_LIMITS.maxRows, { error: v.validNumber })
    .default(50),
});
export type PowerEditGridBody = z.input<typeof PowerEditGridBodySchema>;

export const PowerEditCellSchema = z.object({
  date: z.string(),
  kind: z.enum(DAY_KINDS),
  /** The day's first clock-in and last clock-out, 'HH:MM' in the employee's site's timezone. */
  in: z.string().nullable(),
  out: z.string().nullable(),
  /** Punches the day counts (a day with breaks has more than two). */
  punches: z.number().int(),
  /** The day is in a locked attendance period. */
  locked: z.boolean(),
});
export type PowerEditCell = z.infer<typeof PowerEditCellSchema>;

export const PowerEditGridSchema = z.object({
  from: z.string(),
  to: z.string(),
  /** Employees the filter lets through, all pages together. */
  total: z.number().int(),
  rows: z.array(
    z.object({
      employeeId: z.uuid(),
      employeeName: z.string(),
      employmentNumber: z.string(),
      timezone: z.string(),
      days: z.array(PowerEditCellSchema),
    }),
  ),
});
export type PowerEditGrid = z.infer<typeof PowerEditGridSchema>;

export const getPowerEditGrid = defineRoute({
  method: 'POST',
  path: '/module/attendances/power-edit/events',
  host,
  readsOnly: true,
  summary:
    'One page of the power-edit grid: the employees the caller reaches and the advanced filter lets through (by name), each with every day of [from, to] (at most 31): the first clock-in, last clock-out, punch count, day kind and whether the day is locked',
  tags,
  permission: menuAccess('attendancePowerEdit', 'view'),
  cache: { reads },
  body: PowerEditGridBodySchema,
  response: PowerEditGridSchema,
});

export const PowerEditChangeSchema = z
  .strictObject({
    employeeId: z.uuid({ error: v.invalidOption }),
    date: isoDate(),
    action: z.enum(POWER_EDIT_ACTIONS, { error: v.invalidOption }),
    /** set: the clock-in and clock-out, 'HH:MM' in the site's timezone; one of them at least. An out before the in is the next morning. */
    in: LocalTimeSchema.nullable().default(null),
    out: LocalTimeSchema.nullable().default(null),
  })
  .superRefine((change, context) => {
    if (change.action === 'set' && change.in === null && change.out === null)
      context.addIssue({ code: 'custom', path: ['in'], message: v.required });
    if (change.action !== 'set' && (change.in !== null || change.out !== null))
      context.addIssue({ code: 'custom', path: ['in'], message: v.invalidValue });
  });
export type PowerEditChange = z.infer<typeof PowerEditChangeSchema>;

export const PowerEditSaveBodySchema = z.strictObject({
  changes: z.array(PowerEditChangeSchema).min(1, { error: v.required }).max(POWER_EDIT_LIMITS.maxCells, { error: v.tooLong }),
});
export type PowerEditSaveBody = z.input<typeof PowerEditSaveBodySchema>;

export const PowerEditResultsSchema = z.object({
  results: z.array(
    z.object({
      employeeId: z.uuid(),
      date: z.string(),
      ok: z.boolean(),
      /** Why the cell was not saved, in the caller's language ('Failed to update event' and the reason). */
      message: z.string().nullable(),
    }),
  ),
});
export type PowerEditResults = z.infer<typeof PowerEditResultsSchema>;

export const savePowerEdit = defineRoute({
  method: 'POST',
  path: '/module/attendances/power-edit',
  host,
  summary:
    'Save changed cells: set (add or replace the day’s clock-in and clock-out; a replacement is a correction, the original kept), dayOff (the day’s punches taken away and the roster made a day off) or clear (the day’s punches taken away). One transaction per employee: an employee whose cell fails keeps none of their changes; the others are saved. Each result says why',
  tags,
  permission: menuAccess('attendancePowerEdit', 'edit'),
  cache: { changes: ['attendance', 'shifts', 'audit'] },
  body: PowerEditSaveBodySchema,
  response: PowerEditResultsSchema,
});

export const PowerEditClearQuerySchema = z.strictObject({ employeeId: z.uuid({ error: v.invalidOption }), date: isoDate() });

export const clearPowerEditCell = defineRoute({
  method: 'DELETE',
  path: '/module/attendances/power-edit',
  host,
  summary: 'Clear one employee’s day: its punches are taken away by corrections (the originals kept)',
  tags,
  permission: menuAccess('attendancePowerEdit', 'edit'),
  cache: { changes: ['attendance', 'audit'] },
  query: PowerEditClearQuerySchema,
  response: PowerEditResultsSchema,
});

const IMPORT_BASE64_LENGTH = Math.ceil(POWER_EDIT_LIMITS.importMaxFileBytes / 3) * 4;

export const PowerEditImportBodySchema = z.strictObject({
  fileName: z.string({ error: v.required }).trim().min(1, { error: v.required }).max(255, { error: v.tooLong }),
  content: z.base64({ error: v.invalidValue }).max(IMPORT_BASE64_LENGTH, { error: v.tooLong }),
});
export type PowerEditImportBody = z.input<typeof PowerEditImportBodySchema>;

export const PowerEditImportCheckSchema = z.object({
  rows: z.number().int(),
  /** The changes the file holds, as the grid would send them. */
  changes: z.array(
    z.object({
      employeeId: z.uuid(),
      employeeName: z.string(),
      date: z.string(),
      in: z.string().nullable(),
      out: z.string().nullable(),
    }),
  ),
  problemCount: z.number().int(),
  problems: z.array(
    z.object({
      /** The row in the sheet (1 is the header); null: the file's own problem. */
      row: z.number().int().nullable(),
      column: z.enum(['employmentNumber', 'date', 'in', 'out']).nullable(),
      message: z.string(),
    }),
  ),
});
export type PowerEditImportCheck = z.infer<typeof PowerEditImportCheckSchema>;

const importRoute = {
  host,
  tags,
  permission: menuAccess('attendancePowerEdit', 'edit'),
  body: PowerEditImportBodySchema,
  bodyLimitBytes: IMPORT_BASE64_LENGTH + 64 * 1024,
  rateLimit: { max: 60, timeWindowMs: 60_000 },
} as const;

export const checkPowerEditImport = defineRoute({
  ...importRoute,
  method: 'POST',
  path: '/module/attendances/power-edit/import/check',
  readsOnly: true,
  summary:
    'Read an xlsx of employee number, date (YYYY-MM-DD), in and out (HH:MM) and check it: the changes it holds and each row’s problems; nothing is saved',
  cache: { changes: [] },
  response: PowerEditImportCheckSchema,
});

export const importPowerEdit = defineRoute({
  ...importRoute,
  method: 'POST',
  path: '/module/attendances/power-edit/import',
  summary: 'Import the xlsx checked before (refused while any row has a problem): its rows are saved as the grid saves cells',
  cache: { changes: ['attendance', 'audit'] },
  response: PowerEditResultsSchema,
});

export const attendancePowerEditApi = defineApiModule({ name: 'attendance-power-edit', menu: ['attendancePowerEdit'] });
