import { z } from 'zod';
import { IdParamsSchema, OkSchema, VersionSchema } from '../../common.ts';
import { defineRoute, menuAccess } from '../../route.ts';
import { v } from '../../validation.ts';
import { EXPORT_FORMATS } from '../audit.contracts.ts';
import { FileResultSchema } from '../files.contracts.ts';
import { isoDate, profileAccess } from './fields.ts';
import { EmployeeTableBodySchema } from './list.ts';

export const archiveEmployee = defineRoute({
  method: 'PUT',
  path: '/employees/:id/archive',
  summary: 'Archive an employee from their cessation date',
  tags: ['employees'],
  permission: menuAccess('employeeList', 'edit'),
  params: IdParamsSchema,
  body: z.strictObject({ version: VersionSchema, cessationDate: isoDate() }),
  response: z.object({ version: VersionSchema }),
});
export const restoreEmployee = defineRoute({
  method: 'PUT',
  path: '/employees/:id/restore',
  summary: 'Restore an archived employee',
  tags: ['employees'],
  permission: menuAccess('employeeList', 'edit'),
  params: IdParamsSchema,
  body: z.strictObject({ version: VersionSchema }),
  response: z.object({ version: VersionSchema }),
});

/** Exports of at most this many rows are written at once and downloaded directly; a larger one runs as a job with progress. */
export const EMPLOYEE_EXPORT_DIRECT_MAX_ROWS = 1_000;

/**
 * An export answers with its file when it was small enough to write at once, else with the job
 * writing it (its progress, then the file as its result).
 */
export const ExportStartedSchema = z.discriminatedUnion('mode', [
  z.object({ mode: z.literal('file'), file: FileResultSchema }),
  z.object({ mode: z.literal('job'), jobId: z.uuid() }),
]);
export type ExportStarted = z.infer<typeof ExportStartedSchema>;

/**
 * The current view of the list (its filter, search, status, order and the columns it shows, in
 * their order: the table protocol's `columns`) as a spreadsheet: at most
 * EMPLOYEE_EXPORT_DIRECT_MAX_ROWS rows at once, more as a job.
 */
export const exportEmployees = defineRoute({
  method: 'POST',
  path: '/employees/export',
  summary:
    'Export the employee list as it is filtered and sorted, with the columns it shows (a small export at once, a large one as a job)',
  tags: ['employees'],
  cache: { changes: [] },
  permission: menuAccess('employeeList', 'view'),
  body: EmployeeTableBodySchema.omit({ start: true, length: true }).extend({ format: z.enum(EXPORT_FORMATS, { error: v.invalidOption }) }),
  response: ExportStartedSchema,
});

/** A photo as the browser read it: its type and its bytes in base64 (under 500 kB, spec §5, so the body stays small). */
export const updateEmployeePhoto = defineRoute({
  method: 'PUT',
  path: '/employees/:id/photo',
  summary: 'Set an employee’s photo',
  tags: ['employees'],
  permission: profileAccess('edit'),
  params: IdParamsSchema,
  body: z.strictObject({
    contentType: z.string().max(100),
    data: z.base64({ error: v.validFormat }).max(700_000, { error: 'validation:photoSize' }),
  }),
  response: OkSchema,
});
export const deleteEmployeePhoto = defineRoute({
  method: 'DELETE',
  path: '/employees/:id/photo',
  summary: 'Remove an employee’s photo',
  tags: ['employees'],
  permission: profileAccess('edit'),
  params: IdParamsSchema,
  response: OkSchema,
});
export const getEmployeePhoto = defineRoute({
  method: 'GET',
  path: '/employees/:id/photo',
  summary: 'An employee’s photo (404 when there is none)',
  tags: ['employees'],
  permission: profileAccess('view'),
  params: IdParamsSchema,
  produces: 'file',
  fileTypes: ['image/png', 'image/jpeg', 'image/gif', 'image/webp'],
  response: z.unknown(),
});
