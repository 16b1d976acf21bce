import { z } from 'zod';
import { defineRoute, menuAccess } from '../route.ts';
import { v } from '../validation.ts';
import { queryInt32, TableRequestSchema, TimestampSchema, tableResponse } from '../common.ts';
import { defineApiModule } from '../api-module.ts';

/**
 * The audit trail's modules (its filter) and the entities each one records. A module that starts
 * writing a new entity adds it here; the label is `audit:modules.<module>`.
 */
export const AUDIT_MODULES = {
  signIn: ['session'],
  users: ['user'],
  accessLevel: ['role', 'permission-template'],
  company: ['company', 'integration', 'company-bank-account', 'company-registration', 'company-document'],
  employees: ['employee'],
  organisation: ['department', 'job-title', 'employee-category', 'commercial-sector', 'site'],
  contracts: ['contract', 'contract-location'],
  customFields: ['custom-field'],
  approvals: ['approval-request', 'approval-workflow', 'approval-assignment', 'approval-delegation'],
  workCalendars: ['holidayCalendar', 'holidayExclusion', 'companyHoliday'],
  attendanceSettings: ['attendanceSetting', 'attendanceSettingAssignment', 'shift', 'rosterAssignment', 'rosterOverride'],
  attendanceOverwork: ['overwork', 'overwork-threshold', 'converted-leave'],
  loans: ['loan'],
  claims: ['claim', 'claimType'],
  insurance: ['insurancePolicy', 'insuranceAssignment'],
} as const satisfies Record<string, readonly string[]>;
export type AuditModule = keyof typeof AUDIT_MODULES;
export const AUDIT_MODULE_NAMES = Object.keys(AUDIT_MODULES) as AuditModule[];

export function auditModuleOf(entity: string): AuditModule | null {
  return AUDIT_MODULE_NAMES.find((module) => (AUDIT_MODULES[module] as readonly string[]).includes(entity)) ?? null;
}

const PersonSchema = z.object({ id: z.uuid(), name: z.string() });

export const AUDIT_CHANGE_KINDS = ['value', 'set', 'changed', 'cleared', 'added', 'removed'] as const;

/** One change of an entry in words: a field's value set, changed or cleared, or an item added to or removed from a list. */
export const AuditChangeSchema = z.object({
  /** The field's label, nested fields joined by › ('Menu access › Users'). */
  field: z.string(),
  /** value: a create's or a delete's value (in `after`, or `before` for a delete's). */
  kind: z.enum(AUDIT_CHANGE_KINDS),
  before: z.string().nullable(),
  after: z.string().nullable(),
  /** The whole line, as a sentence: 'Job title changed from Clerk to Senior Clerk'. */
  text: z.string(),
});
export type AuditChange = z.infer<typeof AuditChangeSchema>;

export const AuditEntrySchema = z.object({
  id: z.uuid(),
  at: TimestampSchema,
  actor: PersonSchema.nullable(),
  /** The administrator who was acting as `actor`, when impersonating. */
  impersonator: PersonSchema.nullable(),
  module: z.enum(AUDIT_MODULE_NAMES).nullable(),
  entity: z.string(),
  entityId: z.string(),
  action: z.string(),
  before: z.unknown().nullable(),
  after: z.unknown().nullable(),
  ip: z.string().nullable(),
  /** The record's name when the entry was written ('Budi Santoso'); null when none was kept. */
  subject: z.string().nullable(),
  /** The entry in words, in the reader's language: 'Ana changed the job details of Budi Santoso'. */
  summary: z.string(),
  /** What changed, in words, one line per field or list item. */
  changes: z.array(AuditChangeSchema),
});
export type AuditEntry = z.infer<typeof AuditEntrySchema>;

export const AuditFilterSchema = z
  .strictObject({
    userIds: z.array(z.uuid()).max(100).optional(),
    modules: z
      .array(z.enum(AUDIT_MODULE_NAMES, { error: v.invalidOption }))
      .max(20)
      .optional(),
    /** Action keys as the entries store them ('update-personal'): listAuditActions gives the ones in use. */
    actions: z.array(z.string().min(1).max(80)).max(50).optional(),
    /** The record: a part of its name at the time, or its id. */
    record: z.string().trim().max(100, { error: v.tooLong }).optional(),
    /** Millisecond timestamps, inclusive (spec §3 date range values). */
    from: TimestampSchema.optional(),
    to: TimestampSchema.optional(),
  })
  .refine((filter) => filter.from === undefined || filter.to === undefined || filter.from <= filter.to, {
    error: v.invalidValue,
    path: ['to'],
  });
export type AuditFilter = z.infer<typeof AuditFilterSchema>;

export const listAuditTrail = defineRoute({
  method: 'POST',
  path: '/audit-trail/table',
  readsOnly: true,
  summary: 'Who changed what and when, in words, newest first, filtered by user, record, module, action and date range',
  tags: ['audit'],
  permission: menuAccess('auditTrail', 'view'),
  body: TableRequestSchema.extend({ filter: AuditFilterSchema.default({}) }),
  response: tableResponse(AuditEntrySchema),
});

export const getEmployeeAuditTrail = defineRoute({
  method: 'GET',
  path: '/audit-trail/employee',
  summary: "One employee's history: changes to their record and to their user account",
  tags: ['audit'],
  // An employee's history grows with each change to the employee.
  cache: { reads: ['audit', 'employees'] },
  permission: menuAccess('auditTrail', 'view'),
  query: z.strictObject({
    employeeId: z.uuid({ error: v.required }),
    start: queryInt32().min(0).default(0),
    length: queryInt32().min(1).max(200).default(25),
  }),
  response: tableResponse(AuditEntrySchema),
});

export const listAuditActions = defineRoute({
  method: 'GET',
  path: '/audit-trail/actions',
  summary: "The actions the company's audit trail holds, labelled in the caller's language (the action filter)",
  tags: ['audit'],
  cache: { reads: ['audit'] },
  permission: menuAccess('auditTrail', 'view'),
  response: z.array(z.object({ value: z.string(), label: z.string() })),
});

export const EXPORT_FORMATS = ['xlsx', 'csv'] as const;
export type ExportFormat = (typeof EXPORT_FORMATS)[number];

export const exportAuditTrail = defineRoute({
  method: 'POST',
  path: '/audit-trail/export',
  summary: 'Export the filtered audit trail as a spreadsheet (runs as a job; the result is a file)',
  tags: ['audit'],
  cache: { changes: [] },
  permission: menuAccess('auditTrail', 'view'),
  body: z.strictObject({ filter: AuditFilterSchema.default({}), format: z.enum(EXPORT_FORMATS, { error: v.invalidOption }) }),
  response: z.object({ jobId: z.uuid() }),
});

/** The i18n key of an audit action ('client:switch-account' → 'audit:actions.client_switch_account'). */
export function auditActionKey(action: string): string {
  return `audit:actions.${action.replace(/[^A-Za-z0-9]+/g, '_')}`;
}

/** The menu items this module serves (api-module.ts). */
export const auditApi = defineApiModule({ name: 'audit', menu: ['auditTrail'] });
