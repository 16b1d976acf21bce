import { z } from 'zod';
import { VersionSchema } from '../../common.ts';
import { defineRoute, menuAccess } from '../../route.ts';
import { v } from '../../validation.ts';
import { sentFieldsOf } from './fields.ts';
import { JobSectionSchema } from './record.ts';

/** The job fields power edit changes across many employees at once (never the employment number or hiring date: those are one record's matter). */
export const POWER_EDIT_FIELDS = [
  'jobTitleId',
  'departmentId',
  'categoryId',
  'commercialSectorId',
  'siteId',
  'managerId',
  'employmentType',
  'confirmationDate',
  'biometricNumber',
] as const;
export type PowerEditField = (typeof POWER_EDIT_FIELDS)[number];
export const POWER_EDIT_MAX_ROWS = 1000;

/** Only the fields sent change (never the employment number or hiring date). */
export const PowerEditChangesSchema = sentFieldsOf(JobSectionSchema).pick({
  jobTitleId: true,
  departmentId: true,
  categoryId: true,
  commercialSectorId: true,
  siteId: true,
  managerId: true,
  employmentType: true,
  confirmationDate: true,
  biometricNumber: true,
});
export type PowerEditChanges = z.infer<typeof PowerEditChangesSchema>;

/**
 * Power edit: many employees' job fields saved at once, all or nothing. Each row is saved against
 * the version read; errors name the row (`rows.<index>.<field>`).
 */
export const updateEmployeesJob = defineRoute({
  method: 'PUT',
  path: '/employees/job/batch',
  summary: 'Save the job fields of many employees at once (power edit)',
  tags: ['employees'],
  permission: menuAccess('employeePowerEdit', 'edit'),
  body: z.strictObject({
    rows: z
      .array(z.strictObject({ id: z.uuid(), version: VersionSchema, changes: PowerEditChangesSchema }))
      .min(1, { error: v.required })
      .max(POWER_EDIT_MAX_ROWS, { error: v.tooLong }),
  }),
  response: z.object({ rows: z.array(z.object({ id: z.uuid(), version: VersionSchema })) }),
});
export type UpdateEmployeesJobBody = z.input<typeof updateEmployeesJob.body>;
