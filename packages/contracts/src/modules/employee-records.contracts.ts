import { z } from 'zod';
import { IDENTIFICATION_DOCUMENT_CATEGORIES, IDENTIFICATION_DOCUMENT_TYPE_IDS } from '@tenaga/domain';
import { FIELD_CATALOG, FIELD_LEVELS } from '../access.ts';
import { defineApiModule } from '../api-module.ts';
import { clearable, IdParamsSchema, isoDate, TimestampSchema, VersionSchema } from '../common.ts';
import { CURRENCIES } from '../region.ts';
import { defineRoute, recordAccess } from '../route.ts';
import { multiLine } from '../text.ts';
import { v } from '../validation.ts';

/**
 * Sections of an employee's record kept as lists over time: identification documents beside the
 * record's own identification (passes, passports, tax and social security numbers, each with its
 * expiry), earlier periods of service (a rehire, with continuous or broken service), the salary's
 * changes (read only, from the audit trail) and the working hours from a date (for attendance and
 * proration). Each is one field of the employee's field levels.
 */

const tags = ['employee-records'];
const recordAccessAt = (level: 'view' | 'edit') => recordAccess({ menu: 'employeeList', ownMenu: 'myProfile', level });
const optionalDate = () => clearable(isoDate()).default(null);
const note = (max: number) => multiLine(z.string().trim().max(max, { error: v.tooLong })).default('');
const DocumentParamsSchema = z.strictObject({ id: z.uuid(), entryId: z.uuid() });
const LevelSchema = z.enum(FIELD_LEVELS);

// Identifications --------------------------------------------------------------------------------

/** Days before a document expires that HR is told (notification type 16, expiring pass). */
export const IDENTIFICATION_EXPIRY_REMINDER_DAYS = 90;
export const MAX_IDENTIFICATIONS = 30;

export const IdentificationBodySchema = z.strictObject({
  documentType: z.enum(IDENTIFICATION_DOCUMENT_TYPE_IDS, { error: v.invalidOption }),
  number: z.string({ error: v.required }).trim().min(1, { error: v.required }).max(40, { error: v.tooLong }),
  /** The issuing country of a document of any country (a foreign passport, a work permit); others are their country's. */
  country: clearable(z.string().regex(/^[A-Z]{2}$/, { error: v.invalidOption })).default(null),
  issueDate: optionalDate(),
  expiryDate: optionalDate(),
  note: note(300),
});
export type IdentificationBody = z.infer<typeof IdentificationBodySchema>;

export const IdentificationSchema = z.object({
  id: z.uuid(),
  version: VersionSchema,
  documentType: z.enum(IDENTIFICATION_DOCUMENT_TYPE_IDS),
  category: z.enum(IDENTIFICATION_DOCUMENT_CATEGORIES),
  /** Masked to its last 4 characters for a reader who may not change it when the company masks identification numbers. */
  number: z.string(),
  country: z.string().nullable(),
  issueDate: z.string().nullable(),
  expiryDate: z.string().nullable(),
  note: z.string(),
  /** Expired on the company's today, or expiring within the reminder's days. */
  status: z.enum(['valid', 'expiring', 'expired']),
});
export type Identification = z.infer<typeof IdentificationSchema>;

export const EmployeeIdentificationsSchema = z.object({
  level: LevelSchema,
  /** The documents offered for the company's country (its own, then those of any country). */
  types: z.array(
    z.object({
      id: z.enum(IDENTIFICATION_DOCUMENT_TYPE_IDS),
      category: z.enum(IDENTIFICATION_DOCUMENT_CATEGORIES),
      example: z.string(),
      anyCountry: z.boolean(),
    }),
  ),
  documents: z.array(IdentificationSchema),
});
export type EmployeeIdentifications = z.infer<typeof EmployeeIdentificationsSchema>;

export const getEmployeeIdentifications = defineRoute({
  method: 'GET',
  path: '/employees/identifications',
  summary: 'An employee’s identification documents (passport, work pass, tax and social security numbers), with their expiry',
  tags,
  permission: recordAccessAt('view'),
  query: z.strictObject({ employeeId: z.uuid() }),
  response: EmployeeIdentificationsSchema,
});

export const addEmployeeIdentification = defineRoute({
  method: 'POST',
  path: '/employees/identifications',
  summary: 'Add an identification document; its number is checked by its issuer’s rule and may be held by one employee only',
  tags,
  permission: recordAccessAt('edit'),
  body: IdentificationBodySchema.extend({ employeeId: z.uuid() }),
  response: IdentificationSchema,
});

export const updateEmployeeIdentification = defineRoute({
  method: 'PUT',
  path: '/employees/identifications',
  summary: 'Change an identification document (renewed, corrected); a stale version is refused with 409 VERSION_CONFLICT',
  tags,
  permission: recordAccessAt('edit'),
  body: IdentificationBodySchema.extend({ employeeId: z.uuid(), id: z.uuid(), version: VersionSchema }),
  response: IdentificationSchema,
});

export const deleteEmployeeIdentification = defineRoute({
  method: 'DELETE',
  path: '/employees/:id/identifications/:entryId',
  summary: 'Remove an identification document',
  tags,
  permission: recordAccessAt('edit'),
  params: DocumentParamsSchema,
  response: z.object({ ok: z.literal(true) }),
});

// Hiring date history ----------------------------------------------------------------------------

/**
 * How the employment that followed a period relates to it: service carried over (a rehire the
 * company counts as unbroken, a transfer between group companies) or broken (service starts again).
 */
export const SERVICE_CONTINUITY = ['continuous', 'broken'] as const;
export type ServiceContinuity = (typeof SERVICE_CONTINUITY)[number];
export const MAX_SERVICE_PERIODS = 20;

export const ServicePeriodBodySchema = z.strictObject({
  hiringDate: isoDate(),
  endDate: isoDate(),
  continuity: z.enum(SERVICE_CONTINUITY, { error: v.invalidOption }),
  note: note(300),
});
export type ServicePeriodBody = z.infer<typeof ServicePeriodBodySchema>;

export const ServicePeriodSchema = z.object({
  id: z.uuid(),
  version: VersionSchema,
  hiringDate: z.string(),
  endDate: z.string(),
  continuity: z.enum(SERVICE_CONTINUITY),
  note: z.string(),
});
export type ServicePeriod = z.infer<typeof ServicePeriodSchema>;

export const EmployeeHiringDatesSchema = z.object({
  level: LevelSchema,
  /** The current employment's hiring date (the job section's). */
  hiringDate: z.string().nullable(),
  /** Where unbroken service starts: the current hiring date, or an earlier one carried over. Leave and statutory rules read it. */
  continuousServiceFrom: z.string().nullable(),
  /** Earlier periods of employment with the company, newest first. */
  periods: z.array(ServicePeriodSchema),
});
export type EmployeeHiringDates = z.infer<typeof EmployeeHiringDatesSchema>;

export const getEmployeeHiringDates = defineRoute({
  method: 'GET',
  path: '/employees/:id/hiring-date',
  summary: 'An employee’s hiring date, earlier periods of employment and where continuous service starts',
  tags,
  // The current hiring date is the job section's.
  cache: { reads: ['employee-records', 'employees'] },
  permission: recordAccessAt('view'),
  params: IdParamsSchema,
  response: EmployeeHiringDatesSchema,
});

export const addServicePeriod = defineRoute({
  method: 'POST',
  path: '/employees/hiring-date',
  summary: 'Record an earlier period of employment (a rehire), with continuous or broken service',
  tags,
  permission: recordAccessAt('edit'),
  body: ServicePeriodBodySchema.extend({ employeeId: z.uuid() }),
  response: ServicePeriodSchema,
});

export const updateServicePeriod = defineRoute({
  method: 'PUT',
  path: '/employees/hiring-date',
  summary: 'Change an earlier period of employment; a stale version is refused with 409 VERSION_CONFLICT',
  tags,
  permission: recordAccessAt('edit'),
  body: ServicePeriodBodySchema.extend({ employeeId: z.uuid(), id: z.uuid(), version: VersionSchema }),
  response: ServicePeriodSchema,
});

export const deleteServicePeriod = defineRoute({
  method: 'DELETE',
  path: '/employees/:id/hiring-date/:entryId',
  summary: 'Remove an earlier period of employment',
  tags,
  permission: recordAccessAt('edit'),
  params: DocumentParamsSchema,
  response: z.object({ ok: z.literal(true) }),
});

// Salary history ---------------------------------------------------------------------------------

export const SalaryChangeSchema = z.object({
  /** When it was changed. */
  at: TimestampSchema,
  /** The date it is in force from: a salary increment's effective date, else the company's calendar date of the change (a new record's: its hiring date). */
  date: z.string(),
  salary: z.string().nullable(),
  previous: z.string().nullable(),
  /** Who changed it (null: the system, or an account removed since). */
  changedBy: z.string().nullable(),
  /** How: 'create' (the record was added), 'import', or a section's save. */
  action: z.string(),
});
export type SalaryChange = z.infer<typeof SalaryChangeSchema>;

export const EmployeeSalaryHistorySchema = z.object({
  level: LevelSchema,
  currency: z.enum(CURRENCIES),
  current: z.string().nullable(),
  /** Newest first. */
  changes: z.array(SalaryChangeSchema),
});
export type EmployeeSalaryHistory = z.infer<typeof EmployeeSalaryHistorySchema>;

export const getEmployeeSalaryHistory = defineRoute({
  method: 'GET',
  path: '/employees/:id/salary',
  summary: 'An employee’s salary and its changes over time (read only: the payment section and salary increments change it)',
  tags,
  cache: { reads: ['employee-records', 'employees'] },
  permission: recordAccessAt('view'),
  params: IdParamsSchema,
  response: EmployeeSalaryHistorySchema,
});

// Work hours -------------------------------------------------------------------------------------

const hours = (max: number) =>
  z
    .string({ error: v.required })
    .trim()
    .regex(/^\d{1,3}(\.\d{1,2})?$/, { error: v.validNumber })
    .refine((value) => Number(value) > 0 && Number(value) <= max, { error: v.invalidValue });

export const WorkHoursBodySchema = z.strictObject({
  effectiveFrom: isoDate(),
  hoursPerDay: hours(24),
  /** Half days allowed (5.5: a half day on Saturday). */
  daysPerWeek: z
    .string({ error: v.required })
    .trim()
    .regex(/^[1-7](\.5)?$/, { error: v.validNumber })
    .refine((value) => Number(value) <= 7, { error: v.invalidValue }),
  /** Left out: hours per day × days per week. */
  hoursPerWeek: clearable(hours(168)).default(null),
  note: note(300),
});
export type WorkHoursBody = z.infer<typeof WorkHoursBodySchema>;

export const WorkHoursSchema = z.object({
  id: z.uuid(),
  version: VersionSchema,
  effectiveFrom: z.string(),
  hoursPerDay: z.string(),
  daysPerWeek: z.string(),
  hoursPerWeek: z.string(),
  note: z.string(),
});
export type WorkHours = z.infer<typeof WorkHoursSchema>;

export const EmployeeWorkHoursSchema = z.object({
  level: LevelSchema,
  /** The hours in force on the company's today (null: none set, or all from a later date). */
  current: WorkHoursSchema.nullable(),
  /** Every entry, latest effective date first. */
  entries: z.array(WorkHoursSchema),
});
export type EmployeeWorkHours = z.infer<typeof EmployeeWorkHoursSchema>;

export const getEmployeeWorkHours = defineRoute({
  method: 'GET',
  path: '/employees/:id/work/hours',
  summary: 'An employee’s working hours (per day, per week, days per week) and from when each applies',
  tags,
  permission: recordAccessAt('view'),
  params: IdParamsSchema,
  response: EmployeeWorkHoursSchema,
});

export const saveEmployeeWorkHours = defineRoute({
  method: 'POST',
  path: '/employees/work/hours',
  summary: 'Set an employee’s working hours from a date; with id and version, change that entry (a stale version is refused with 409)',
  tags,
  permission: recordAccessAt('edit'),
  body: WorkHoursBodySchema.extend({ employeeId: z.uuid(), id: z.uuid().optional(), version: VersionSchema.optional() }),
  response: WorkHoursSchema,
});

export const deleteEmployeeWorkHours = defineRoute({
  method: 'DELETE',
  path: '/employees/:id/work/hours/:entryId',
  summary: 'Remove an entry of an employee’s working hours',
  tags,
  permission: recordAccessAt('edit'),
  params: DocumentParamsSchema,
  response: z.object({ ok: z.literal(true) }),
});

// Employee fields ------------------------------------------------------------------------------

export const EmployeeFieldSchema = z.object({
  name: z.enum(FIELD_CATALOG.employee.fields),
  level: LevelSchema,
});
export type EmployeeField = z.infer<typeof EmployeeFieldSchema>;

/**
 * Spec §7 "GET employees/fields": the fields of an employee record in the catalog's order, with
 * the caller's level on each — on other people's records, or (naming their own employee) on their own.
 */
export const getEmployeeFields = defineRoute({
  method: 'GET',
  path: '/employees/fields',
  summary: 'The fields of an employee record and the caller’s level on each (their own record’s with employeeId naming it)',
  tags: ['roles'],
  permission: recordAccessAt('view'),
  query: z.strictObject({ employeeId: z.uuid().optional() }),
  response: z.array(EmployeeFieldSchema),
});

/** The menu items this module serves (api-module.ts): none of its own, its sections are on the profile. */
export const employeeRecordsApi = defineApiModule({ name: 'employeeRecords', menu: [] });
