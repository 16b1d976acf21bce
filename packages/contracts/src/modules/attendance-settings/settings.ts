import { z } from 'zod';
import { IdParamsSchema, isoDate, OkSchema, TableRequestSchema, tableResponse, TimestampSchema, VersionSchema } from '../../common.ts';
import type { MenuName } from '../../menu.ts';
import { defineRoute, menuAccess } from '../../route.ts';
import { v } from '../../validation.ts';
import { AttendanceSettingSchema } from './setting-schema.ts';

/**
 * Attendance settings (Settings › Attendance setting › Full time, Part time): named settings made
 * from the country's statutory template, kept with optimistic locking; and their assignment to
 * employees from a date (› Assignment), which holds until the employee's next one.
 */

export const EMPLOYMENTS = ['fullTime', 'partTime'] as const;
export type Employment = (typeof EMPLOYMENTS)[number];

const NameSchema = z.string({ error: v.required }).trim().min(1, { error: v.required }).max(80, { error: v.tooLong });

export const AttendanceSettingBodySchema = z.strictObject({ name: NameSchema, setting: AttendanceSettingSchema });
export type AttendanceSettingBody = z.infer<typeof AttendanceSettingBodySchema>;
export const UpdateAttendanceSettingBodySchema = AttendanceSettingBodySchema.extend({ version: VersionSchema });
export type UpdateAttendanceSettingBody = z.infer<typeof UpdateAttendanceSettingBodySchema>;

export const AttendanceSettingItemSchema = z.object({
  id: z.uuid(),
  name: z.string(),
  employment: z.enum(EMPLOYMENTS),
  setting: AttendanceSettingSchema,
  /** Employees it is assigned to (in force or from a later date). */
  employees: z.number().int(),
  updatedAt: TimestampSchema,
  version: VersionSchema,
});
export type AttendanceSettingItem = z.infer<typeof AttendanceSettingItemSchema>;

export const LegalSourceSchema = z.object({ reference: z.string(), title: z.string(), url: z.string().optional() });

/** The starting point of a new setting: the law of the company's country today, with its sources. */
export const AttendanceSettingTemplateSchema = z.object({
  country: z.string(),
  /** null: the country has no template here; the setting starts from neutral defaults. */
  effectiveFrom: z.string().nullable(),
  sources: z.array(LegalSourceSchema),
  setting: AttendanceSettingSchema,
});
export type AttendanceSettingTemplate = z.infer<typeof AttendanceSettingTemplateSchema>;

const tags = ['attendance-settings'];
const changes = ['attendance-settings'];

/** The same five calls for full time and part time, each under its own menu item. */
function settingRoutes(employment: Employment, menu: MenuName, path: string) {
  const what = employment === 'fullTime' ? 'full-time' : 'part-time';
  return {
    list: defineRoute({
      method: 'POST',
      path: `/attendance-settings/${path}/table`,
      readsOnly: true,
      summary: `The company's ${what} attendance settings (table protocol), searchable by name`,
      tags,
      permission: menuAccess(menu, 'view'),
      body: TableRequestSchema,
      response: tableResponse(AttendanceSettingItemSchema),
    }),
    template: defineRoute({
      method: 'GET',
      path: `/attendance-settings/${path}/template`,
      summary: `A new ${what} setting's starting point: the statutory overtime rules of the company's country, with their legal sources`,
      tags,
      permission: menuAccess(menu, 'view'),
      response: AttendanceSettingTemplateSchema,
    }),
    create: defineRoute({
      method: 'POST',
      path: `/attendance-settings/${path}`,
      summary: `Add a ${what} setting; a name the company already has is refused with 409 NAME_TAKEN, an inconsistent setting with 400`,
      tags,
      cache: { changes },
      permission: menuAccess(menu, 'edit'),
      body: AttendanceSettingBodySchema,
      response: AttendanceSettingItemSchema,
    }),
    update: defineRoute({
      method: 'PUT',
      path: `/attendance-settings/${path}/:id`,
      summary: `Change a ${what} setting; a stale version is refused with 409 VERSION_CONFLICT`,
      tags,
      cache: { changes },
      permission: menuAccess(menu, 'edit'),
      params: IdParamsSchema,
      body: UpdateAttendanceSettingBodySchema,
      response: AttendanceSettingItemSchema,
    }),
    remove: defineRoute({
      method: 'DELETE',
      path: `/attendance-settings/${path}/:id`,
      summary: `Delete a ${what} setting; refused (409 IN_USE) while it is assigned to employees`,
      tags,
      cache: { changes },
      permission: menuAccess(menu, 'edit'),
      params: IdParamsSchema,
      response: OkSchema,
    }),
  };
}

const fullTime = settingRoutes('fullTime', 'attendanceFullTime', 'full-time');
const partTime = settingRoutes('partTime', 'attendancePartTime', 'part-time');
export const listFullTimeSettings = fullTime.list;
export const getFullTimeTemplate = fullTime.template;
export const createFullTimeSetting = fullTime.create;
export const updateFullTimeSetting = fullTime.update;
export const deleteFullTimeSetting = fullTime.remove;
export const listPartTimeSettings = partTime.list;
export const getPartTimeTemplate = partTime.template;
export const createPartTimeSetting = partTime.create;
export const updatePartTimeSetting = partTime.update;
export const deletePartTimeSetting = partTime.remove;

// ———————————————————————————————— who has which setting ————————————————————————————————

/**
 * Whom a bulk assignment reaches: the employees picked, and everyone working (not ceased by the
 * date) in the departments and sites named. At least one of them.
 */
export const EmployeeSelectionSchema = z
  .strictObject({
    employeeIds: z
      .array(z.uuid({ error: v.invalidOption }))
      .max(500)
      .default([]),
    departmentIds: z
      .array(z.uuid({ error: v.invalidOption }))
      .max(50)
      .default([]),
    siteIds: z
      .array(z.uuid({ error: v.invalidOption }))
      .max(50)
      .default([]),
  })
  .refine((body) => body.employeeIds.length + body.departmentIds.length + body.siteIds.length > 0, {
    error: v.required,
    path: ['employeeIds'],
  });
export type EmployeeSelection = z.infer<typeof EmployeeSelectionSchema>;

export const AssignSettingBodySchema = z.strictObject({
  settingId: z.uuid({ error: v.invalidOption }),
  from: isoDate(),
  employees: EmployeeSelectionSchema,
});
export type AssignSettingBody = z.infer<typeof AssignSettingBodySchema>;

export const ASSIGNMENT_STATUSES = ['past', 'current', 'scheduled'] as const;

export const SettingAssignmentRowSchema = z.object({
  id: z.uuid(),
  employeeId: z.uuid(),
  employeeName: z.string(),
  employmentNumber: z.string(),
  settingId: z.uuid(),
  settingName: z.string(),
  employment: z.enum(EMPLOYMENTS),
  from: z.string(),
  /** past: the employee's later one replaced it; current: in force today; scheduled: from a later date. */
  status: z.enum(ASSIGNMENT_STATUSES),
});
export type SettingAssignmentRow = z.infer<typeof SettingAssignmentRowSchema>;

export const AssignedCountSchema = z.object({ assigned: z.number().int() });

export const SettingOptionSchema = z.object({ id: z.uuid(), name: z.string(), employment: z.enum(EMPLOYMENTS) });

export const listSettingAssignments = defineRoute({
  method: 'POST',
  path: '/attendance-settings/assignments/table',
  readsOnly: true,
  summary: 'Who has which attendance setting from when (table protocol), newest date first, searchable by employee or setting',
  tags,
  cache: { reads: ['attendance-settings', 'employees'] },
  permission: menuAccess('attendanceAssignment', 'view'),
  body: TableRequestSchema,
  response: tableResponse(SettingAssignmentRowSchema),
});

export const listSettingOptions = defineRoute({
  method: 'GET',
  path: '/attendance-settings/options',
  summary: 'Every attendance setting by name, to pick one to assign',
  tags,
  permission: menuAccess('attendanceAssignment', 'view'),
  response: z.array(SettingOptionSchema),
});

export const assignSetting = defineRoute({
  method: 'POST',
  path: '/attendance-settings/assignments',
  summary:
    'Assign a setting from a date to the employees picked and to everyone working in the departments or sites named; an employee who already has one from that date is refused (409)',
  tags,
  cache: { changes },
  permission: menuAccess('attendanceAssignment', 'edit'),
  body: AssignSettingBodySchema,
  response: AssignedCountSchema,
});

export const deleteSettingAssignment = defineRoute({
  method: 'DELETE',
  path: '/attendance-settings/assignments/:id',
  summary: 'Withdraw an assignment not yet in force; one in force is refused (409 ALREADY_IN_FORCE)',
  tags,
  cache: { changes },
  permission: menuAccess('attendanceAssignment', 'edit'),
  params: IdParamsSchema,
  response: OkSchema,
});
