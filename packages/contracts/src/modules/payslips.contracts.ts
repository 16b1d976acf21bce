import { z } from 'zod';
import { defineApiModule } from '../api-module.ts';
import { IdParamsSchema, VersionSchema } from '../common.ts';
import { CURRENCIES } from '../region.ts';
import { defineRoute, menuAccess, recordAccess } from '../route.ts';
import { v } from '../validation.ts';
import { PAYRUN_KINDS, PAYRUN_STATUSES } from './payruns.contracts.ts';

/**
 * Payslips (Settings › Payslip setting and templates; the payslip on /profile; issue 17 item 5):
 * the payrun's payslips as PDF documents, one per employee or one file for a whole run, laid out
 * by the company's template and protected by the password rule it chose.
 */

/** The password a payslip PDF opens with: none, the employee's date of birth (DDMMYYYY), or the last 4 characters of their ID number. */
export const PAYSLIP_PROTECTIONS = ['none', 'dateOfBirth', 'idNumberLast4'] as const;
export type PayslipProtection = (typeof PAYSLIP_PROTECTIONS)[number];
/** The language a payslip is written in: the employee's own when they chose one (else the company's), or always the company's. */
export const PAYSLIP_LANGUAGE_RULES = ['employee', 'company'] as const;
export type PayslipLanguageRule = (typeof PAYSLIP_LANGUAGE_RULES)[number];
/** Runs an employee sees their payslip of (a calculated run is HR's preview only). */
export const RELEASED_PAYRUN_STATUSES = ['approved', 'paid', 'locked'] as const;
export const PAYSLIP_PDF_TYPE = 'application/pdf';

/** Settings › Payslip settings: the language and the password. */
export const PayslipSettingBodySchema = z.strictObject({
  language: z.enum(PAYSLIP_LANGUAGE_RULES, { error: v.invalidOption }).default('employee'),
  protection: z.enum(PAYSLIP_PROTECTIONS, { error: v.invalidOption }).default('none'),
});
export type PayslipSettingBody = z.infer<typeof PayslipSettingBodySchema>;
export const PayslipSettingSchema = z.object({
  version: VersionSchema,
  language: z.enum(PAYSLIP_LANGUAGE_RULES),
  protection: z.enum(PAYSLIP_PROTECTIONS),
});
export type PayslipSetting = z.infer<typeof PayslipSettingSchema>;

/** Settings › Payslip templates: what the document shows. */
export const PayslipTemplateBodySchema = z.strictObject({
  /** The employer's contributions (CPF employer, EPF employer, BPJS…) as their own section. */
  showEmployerContributions: z.boolean().default(true),
  /** The year's figures to date (gross, deductions, net, employer contributions). */
  showYtd: z.boolean().default(true),
  /** The summary box: gross, deductions and net at a glance. */
  showSummary: z.boolean().default(true),
  /** The company's logo at the top, when it has one. */
  showLogo: z.boolean().default(true),
  /** The company's address under its name. */
  showAddress: z.boolean().default(true),
});
export type PayslipTemplateBody = z.infer<typeof PayslipTemplateBodySchema>;
export const PayslipTemplateSchema = z.object({
  version: VersionSchema,
  showEmployerContributions: z.boolean(),
  showYtd: z.boolean(),
  showSummary: z.boolean(),
  showLogo: z.boolean(),
  showAddress: z.boolean(),
});
export type PayslipTemplate = z.infer<typeof PayslipTemplateSchema>;

/** One of an employee's payslips as their list shows it. */
export const EmployeePayslipSchema = z.object({
  payrunId: z.uuid(),
  period: z.string(),
  /** 'regular', or an off-cycle run's kind, and its name. */
  kind: z.enum(PAYRUN_KINDS).optional(),
  name: z.string().nullable().optional(),
  status: z.enum(PAYRUN_STATUSES),
  currency: z.enum(CURRENCIES),
  gross: z.string(),
  deductions: z.string(),
  net: z.string(),
  /** The password rule its PDF opens with when downloaded now: what the employee is told (never the password itself). */
  protection: z.enum(PAYSLIP_PROTECTIONS),
});
export type EmployeePayslip = z.infer<typeof EmployeePayslipSchema>;

const tags = ['payslips'];
/** HR reaches everyone's payslips through the payrun menu; an employee their own through their profile. */
const payslipAccess = recordAccess({ menu: 'payrun', ownMenu: 'myProfile', level: 'view' });

export const getPayslipSetting = defineRoute({
  method: 'GET',
  path: '/payslips/setting',
  summary: "The company's payslip language and password rule",
  tags,
  permission: menuAccess('payslipSettings', 'view'),
  response: PayslipSettingSchema,
});

export const savePayslipSetting = defineRoute({
  method: 'PUT',
  path: '/payslips/setting',
  summary: 'Change the payslip language and password rule; a stale version is refused with 409 VERSION_CONFLICT',
  tags,
  permission: menuAccess('payslipSettings', 'edit'),
  body: PayslipSettingBodySchema.extend({ version: VersionSchema }),
  response: PayslipSettingSchema,
});

export const getPayslipTemplate = defineRoute({
  method: 'GET',
  path: '/payslips/template',
  summary: 'What the payslip document shows: employer contributions, year-to-date figures, the summary, the logo and address',
  tags,
  permission: menuAccess('payslipTemplates', 'view'),
  response: PayslipTemplateSchema,
});

export const savePayslipTemplate = defineRoute({
  method: 'PUT',
  path: '/payslips/template',
  summary: 'Change what the payslip document shows; a stale version is refused with 409 VERSION_CONFLICT',
  tags,
  permission: menuAccess('payslipTemplates', 'edit'),
  body: PayslipTemplateBodySchema.extend({ version: VersionSchema }),
  response: PayslipTemplateSchema,
});

export const listEmployeePayslips = defineRoute({
  method: 'GET',
  path: '/employees/:id/payslips',
  summary:
    "An employee's payslips of approved, paid and locked runs, newest period first (the caller's own, or anyone's with the payrun menu)",
  tags,
  permission: payslipAccess,
  params: IdParamsSchema,
  response: z.array(EmployeePayslipSchema),
  cache: { reads: ['payruns'] },
});

export const downloadEmployeePayslip = defineRoute({
  method: 'GET',
  path: '/employees/:id/payslips/:payrunId/pdf',
  summary:
    "One employee's payslip of a run as a PDF, protected by the company's password rule; an employee gets their own of a run approved or later (404 otherwise), HR any, a calculated run as a preview",
  tags,
  permission: payslipAccess,
  params: z.strictObject({ id: z.uuid(), payrunId: z.uuid() }),
  produces: 'file',
  fileTypes: [PAYSLIP_PDF_TYPE],
  response: z.unknown(),
});

/** The job that writes a run's payslips into one PDF (its result: the file, `FileResult`). */
export const PAYSLIPS_RUN_FILE_JOB = 'payslips.run-file';

export const startPayrunPayslipsFile = defineRoute({
  method: 'POST',
  path: '/payruns/:id/payslips-pdf',
  summary:
    "Write every payslip of a run the caller reaches into one PDF, a page per employee, as a background job (202 { jobId }; its result is the file, downloaded from /files/:id by the caller). The same run asked again while it is written answers that job. HR's file: not password-protected",
  tags,
  permission: menuAccess('payrun', 'view'),
  params: IdParamsSchema,
  response: z.object({ jobId: z.uuid() }),
  accepted: true,
  cache: { changes: [] },
});

/** The job that mails each employee of a run their payslip PDF (its result: `PayslipsEmailResult`). */
export const PAYSLIPS_EMAIL_JOB = 'payslips.email';

/** Why an employee's payslip was not mailed: no email address, or the record lacks what the password is made from. */
export const PAYSLIP_NOT_EMAILED_REASONS = ['noEmail', 'noPassword'] as const;

export const PayslipsEmailResultSchema = z.object({
  sent: z.number().int().nonnegative(),
  notSent: z.array(
    z.object({
      employeeId: z.uuid(),
      name: z.string(),
      employmentNumber: z.string().nullable(),
      reason: z.enum(PAYSLIP_NOT_EMAILED_REASONS),
    }),
  ),
});
export type PayslipsEmailResult = z.infer<typeof PayslipsEmailResultSchema>;

export const emailPayrunPayslips = defineRoute({
  method: 'POST',
  path: '/payruns/:id/payslips-email',
  summary:
    "Mail each employee of an approved, paid or locked run their payslip PDF (protected by the company's rule, the rule told in words, never the password), as a background job (202 { jobId }; its result counts the mails and lists who was not sent one). A run already mailed is refused with 409 PAYSLIPS_ALREADY_EMAILED unless `again` is true",
  tags,
  permission: menuAccess('payrun', 'edit'),
  params: IdParamsSchema,
  body: z.strictObject({ again: z.boolean().default(false) }),
  response: z.object({ jobId: z.uuid() }),
  accepted: true,
  cache: { changes: ['payruns'] },
});

/** The menu items this module serves (api-module.ts). */
export const payslipsApi = defineApiModule({ name: 'payslips', menu: ['payslipSettings', 'payslipTemplates'] });
