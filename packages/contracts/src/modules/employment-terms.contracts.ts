import { z } from 'zod';
import { FIELD_LEVELS } from '../access.ts';
import { defineApiModule } from '../api-module.ts';
import { clearable, IdParamsSchema, int32, isoDate, TimestampSchema, VersionSchema } from '../common.ts';
import { LANGUAGES } from '../region.ts';
import { defineRoute, menuAccess, recordAccess } from '../route.ts';
import { multiLine } from '../text.ts';
import { v } from '../validation.ts';

/**
 * Employment terms: the employment contract on an employee's record (its type, dates, probation,
 * notice and renewals, with the signed document) and the written key employment terms (Singapore's
 * KETs, Employment Act s 95A, and the other countries' written particulars) made from the record
 * and the company's defaults, issued as a PDF with a history of versions.
 */

const tags = ['employment-terms'];
const termsAccess = (level: 'view' | 'edit') => recordAccess({ menu: 'employeeList', ownMenu: 'myProfile', level });

/** Contract types: the general ones, then each country's own (Indonesia's PKWT/PKWTT, Vietnam's definite and indefinite term). */
export const CONTRACT_TYPES = [
  'permanent',
  'fixedTerm',
  'probation',
  'internship',
  'pkwt',
  'pkwtt',
  'definiteTerm',
  'indefiniteTerm',
  'projectBased',
  'seasonal',
] as const;
export type ContractType = (typeof CONTRACT_TYPES)[number];

/** The types offered to a company of each country (others fall back to the general ones). */
export const CONTRACT_TYPES_BY_COUNTRY: Record<string, readonly ContractType[]> = {
  SG: ['permanent', 'fixedTerm', 'probation', 'internship'],
  MY: ['permanent', 'fixedTerm', 'probation', 'internship'],
  // UU 13/2003 as amended by UU 6/2023: PKWT (fixed term) and PKWTT (indefinite, probation allowed).
  ID: ['pkwtt', 'pkwt', 'internship'],
  // Labour Code 2019 art. 20: indefinite-term and definite-term (up to 36 months) contracts.
  VN: ['indefiniteTerm', 'definiteTerm', 'probation', 'internship'],
  // Labor Code of the Philippines: regular, probationary, project and seasonal employment.
  PH: ['permanent', 'probation', 'projectBased', 'seasonal', 'fixedTerm', 'internship'],
};
export const GENERAL_CONTRACT_TYPES: readonly ContractType[] = ['permanent', 'fixedTerm', 'probation', 'internship'];

/** Types that end on a date: the end date is required and a reminder goes before it. */
export const FIXED_TERM_TYPES: readonly ContractType[] = [
  'fixedTerm',
  'internship',
  'pkwt',
  'definiteTerm',
  'projectBased',
  'seasonal',
  'probation',
];

export const NOTICE_UNITS = ['day', 'week', 'month'] as const;
export type NoticeUnit = (typeof NOTICE_UNITS)[number];

/** Days before a fixed-term contract ends that HR is reminded. */
export const CONTRACT_END_REMINDER_DAYS = 30;
/** Days before a probation ends that HR is reminded (notification type 17). */
export const PROBATION_END_REMINDER_DAYS = 7;
/** Employment Act s 95A: the key employment terms are issued within 14 days of the start of employment. */
export const KETS_DUE_DAYS = 14;

const optionalDate = () => clearable(isoDate()).default(null);
const text = (max: number) => z.string().trim().max(max, { error: v.tooLong }).default('');
const longText = (max: number) => multiLine(z.string().trim().max(max, { error: v.tooLong })).default('');

export const EmploymentContractBodySchema = z.strictObject({
  contractType: z.enum(CONTRACT_TYPES, { error: v.invalidOption }),
  startDate: isoDate(),
  endDate: optionalDate(),
  probationEndDate: optionalDate(),
  confirmationDate: optionalDate(),
  noticeValue: int32().min(0, { error: v.invalidValue }).max(365, { error: v.invalidValue }).default(0),
  noticeUnit: z.enum(NOTICE_UNITS, { error: v.invalidOption }).default('month'),
  notes: longText(1000),
});
export type EmploymentContractBody = z.infer<typeof EmploymentContractBodySchema>;

const DocumentInfoSchema = z.object({ name: z.string(), contentType: z.string(), size: z.number().int(), uploadedAt: TimestampSchema });

export const EmploymentContractTermSchema = z.object({
  id: z.uuid(),
  version: VersionSchema,
  contractType: z.enum(CONTRACT_TYPES),
  startDate: z.string(),
  endDate: z.string().nullable(),
  probationEndDate: z.string().nullable(),
  confirmationDate: z.string().nullable(),
  noticeValue: z.number().int(),
  noticeUnit: z.enum(NOTICE_UNITS),
  notes: z.string(),
  /** The term it renews (null for the first). */
  renewalOf: z.uuid().nullable(),
  document: DocumentInfoSchema.nullable(),
  createdAt: TimestampSchema,
});
export type EmploymentContractTerm = z.infer<typeof EmploymentContractTermSchema>;

export const EmploymentContractSchema = z.object({
  level: z.enum(FIELD_LEVELS),
  /** The contract types offered for the company's country. */
  types: z.array(z.enum(CONTRACT_TYPES)),
  /** The current term, then earlier ones (renewed), newest first. */
  current: EmploymentContractTermSchema.nullable(),
  history: z.array(EmploymentContractTermSchema),
});
export type EmploymentContract = z.infer<typeof EmploymentContractSchema>;

export const getEmploymentContract = defineRoute({
  method: 'GET',
  path: '/employees/:id/employment-contract',
  summary: 'An employee’s employment contract: the current term and its renewals',
  tags,
  permission: termsAccess('view'),
  params: IdParamsSchema,
  response: EmploymentContractSchema,
});

export const saveEmploymentContract = defineRoute({
  method: 'PUT',
  path: '/employees/employment-contract',
  summary: 'Set or change the current employment contract term; a stale version is refused with 409 VERSION_CONFLICT',
  tags,
  permission: termsAccess('edit'),
  body: EmploymentContractBodySchema.extend({ employeeId: z.uuid(), id: z.uuid().optional(), version: VersionSchema.optional() }),
  response: EmploymentContractTermSchema,
  cache: { changes: ['employment-terms'] },
});

export const renewEmploymentContract = defineRoute({
  method: 'POST',
  path: '/employees/employment-contract/renewals',
  summary: 'Renew the employment contract: a new term that follows the current one, which stays in the history',
  tags,
  permission: termsAccess('edit'),
  body: EmploymentContractBodySchema.extend({ employeeId: z.uuid() }),
  response: EmploymentContractTermSchema,
  cache: { changes: ['employment-terms'] },
});

export const CONTRACT_DOCUMENT_TYPES = ['application/pdf', 'image/png', 'image/jpeg'] as const;
export const CONTRACT_DOCUMENT_MAX_BYTES = 5 * 1024 * 1024;

export const uploadContractDocument = defineRoute({
  method: 'PUT',
  path: '/employees/:id/employment-contract/:termId/document',
  summary: 'Attach the signed contract (PDF, PNG or JPEG, up to 5 MB) to a term',
  tags,
  permission: termsAccess('edit'),
  params: z.strictObject({ id: z.uuid(), termId: z.uuid() }),
  body: z.strictObject({
    name: z.string().trim().min(1, { error: v.required }).max(200, { error: v.tooLong }),
    contentType: z.enum(CONTRACT_DOCUMENT_TYPES, { error: 'validation:documentType' }),
    // Base64 of at most 5 MB.
    data: z.string().max(Math.ceil((CONTRACT_DOCUMENT_MAX_BYTES * 4) / 3) + 4, { error: 'validation:documentSize' }),
  }),
  bodyLimitBytes: 8 * 1024 * 1024,
  response: EmploymentContractTermSchema,
  cache: { changes: ['employment-terms'] },
});

export const downloadContractDocument = defineRoute({
  method: 'GET',
  path: '/employees/:id/employment-contract/:termId/document',
  summary: 'The signed contract attached to a term',
  tags,
  permission: termsAccess('view'),
  params: z.strictObject({ id: z.uuid(), termId: z.uuid() }),
  produces: 'file',
  fileTypes: CONTRACT_DOCUMENT_TYPES,
  response: z.unknown(),
});

// Key employment terms -------------------------------------------------------------------------

export const REST_DAYS = ['monday', 'tuesday', 'wednesday', 'thursday', 'friday', 'saturday', 'sunday'] as const;
export const SALARY_PERIODS = ['monthly', 'semiMonthly', 'weekly', 'daily', 'hourly'] as const;
/** Who needs written terms: everyone, full-time employees only, or nobody (the company does not issue them). */
export const KETS_REQUIRED_FOR = ['all', 'fullTime', 'none'] as const;

const days = () => int32().min(0, { error: v.invalidValue }).max(366, { error: v.invalidValue });
const DecimalRateSchema = clearable(
  z
    .string()
    .trim()
    .regex(/^\d{1,2}(\.\d{1,2})?$/, { error: v.validNumber }),
).default(null);
const HoursSchema = clearable(
  z
    .string()
    .trim()
    .regex(/^\d{1,2}(\.\d{1,2})?$/, { error: v.validNumber }),
).default(null);

/** The company's defaults for written terms (Settings › Kets setting). */
export const KetsSettingBodySchema = z.strictObject({
  requiredFor: z.enum(KETS_REQUIRED_FOR, { error: v.invalidOption }).default('all'),
  /** Employees who started before this date do not need them (s 95A applies to contracts from 1 April 2016). */
  requiredFrom: optionalDate(),
  mainDuties: longText(2000),
  placeOfWork: longText(300),
  workingArrangement: longText(300),
  hoursPerDay: HoursSchema,
  daysPerWeek: clearable(
    z
      .string()
      .trim()
      .regex(/^[1-7](\.5)?$/, { error: v.validNumber }),
  ).default(null),
  restDay: clearable(z.enum(REST_DAYS, { error: v.invalidOption })).default(null),
  salaryPeriod: clearable(z.enum(SALARY_PERIODS, { error: v.invalidOption })).default(null),
  salaryPaymentDates: text(200),
  overtimePaymentPeriod: clearable(z.enum(SALARY_PERIODS, { error: v.invalidOption })).default(null),
  overtimePaymentDates: text(200),
  overtimeRate: DecimalRateSchema,
  fixedAllowances: longText(500),
  fixedDeductions: longText(500),
  otherSalaryComponents: longText(500),
  annualLeaveDays: clearable(days()).default(null),
  outpatientSickLeaveDays: clearable(days()).default(null),
  hospitalisationLeaveDays: clearable(days()).default(null),
  otherLeave: longText(500),
  medicalBenefits: longText(500),
  probationMonths: clearable(int32().min(0, { error: v.invalidValue }).max(24, { error: v.invalidValue })).default(null),
  noticeValue: clearable(int32().min(0, { error: v.invalidValue }).max(365, { error: v.invalidValue })).default(null),
  noticeUnit: z.enum(NOTICE_UNITS, { error: v.invalidOption }).default('month'),
});
export type KetsSettingBody = z.infer<typeof KetsSettingBodySchema>;
/** The setting as read (plain values: the body's transforms only run one way). */
export const KetsSettingSchema = z.object({
  version: VersionSchema,
  requiredFor: z.enum(KETS_REQUIRED_FOR),
  requiredFrom: z.string().nullable(),
  mainDuties: z.string(),
  placeOfWork: z.string(),
  workingArrangement: z.string(),
  hoursPerDay: z.string().nullable(),
  daysPerWeek: z.string().nullable(),
  restDay: z.enum(REST_DAYS).nullable(),
  salaryPeriod: z.enum(SALARY_PERIODS).nullable(),
  salaryPaymentDates: z.string(),
  overtimePaymentPeriod: z.enum(SALARY_PERIODS).nullable(),
  overtimePaymentDates: z.string(),
  overtimeRate: z.string().nullable(),
  fixedAllowances: z.string(),
  fixedDeductions: z.string(),
  otherSalaryComponents: z.string(),
  annualLeaveDays: z.number().int().nullable(),
  outpatientSickLeaveDays: z.number().int().nullable(),
  hospitalisationLeaveDays: z.number().int().nullable(),
  otherLeave: z.string(),
  medicalBenefits: z.string(),
  probationMonths: z.number().int().nullable(),
  noticeValue: z.number().int().nullable(),
  noticeUnit: z.enum(NOTICE_UNITS),
});
export type KetsSetting = z.infer<typeof KetsSettingSchema>;

export const getKetsSetting = defineRoute({
  method: 'GET',
  path: '/kets/setting',
  summary: 'The company’s defaults for key employment terms, and who needs them',
  tags,
  permission: menuAccess('ketsSetting', 'view'),
  response: KetsSettingSchema,
});

export const saveKetsSetting = defineRoute({
  method: 'PUT',
  path: '/kets/setting',
  summary: 'Change the company’s defaults for key employment terms; a stale version is refused with 409 VERSION_CONFLICT',
  tags,
  permission: menuAccess('ketsSetting', 'edit'),
  body: KetsSettingBodySchema.extend({ version: VersionSchema }),
  response: KetsSettingSchema,
  cache: { changes: ['employment-terms'] },
});

/**
 * The written terms' forms, one per country: Singapore's KETs (MOM's template), and the written
 * particulars of a contract that Malaysia's, Indonesia's, Vietnam's and the Philippines' laws name.
 */
export const KETS_FORMS = ['SG', 'MY', 'ID', 'VN', 'PH'] as const;
export type KetsForm = (typeof KETS_FORMS)[number];
/** The form a company issues: its country's. */
export const ketsFormOf = (countryCode: string): KetsForm => KETS_FORMS.find((form) => form === countryCode) ?? 'SG';

/** One field of the terms: its key (the template's item), the value as it will print, and where it came from. */
export const KetsFieldSchema = z.object({
  key: z.string(),
  section: z.string(),
  value: z.string().nullable(),
  source: z.enum(['record', 'contract', 'setting', 'company']),
  /** Required by the form (the law) and empty: listed as missing. */
  missing: z.boolean(),
});
export type KetsField = z.infer<typeof KetsFieldSchema>;

export const KetsIssueSchema = z.object({
  id: z.uuid(),
  number: z.number().int(),
  issueDate: z.string(),
  languages: z.array(z.enum(LANGUAGES)),
  issuedBy: z.string().nullable(),
  issuedAt: TimestampSchema,
});
export type KetsIssue = z.infer<typeof KetsIssueSchema>;

export const EmployeeKetsSchema = z.object({
  level: z.enum(FIELD_LEVELS),
  form: z.enum(KETS_FORMS),
  /** Whether the company's setting says this employee needs written terms. */
  required: z.boolean(),
  /** The last day to issue them (start of employment + 14 days), when required and none is issued. */
  dueDate: z.string().nullable(),
  fields: z.array(KetsFieldSchema),
  missing: z.array(z.string()),
  issues: z.array(KetsIssueSchema),
});
export type EmployeeKets = z.infer<typeof EmployeeKetsSchema>;

export const getEmployeeKets = defineRoute({
  method: 'GET',
  path: '/employees/:id/kets',
  summary: 'An employee’s key employment terms as they would be issued today, what is missing, and the versions issued',
  tags,
  // Made of the employee's record and the company's name as well as the terms and their setting.
  cache: { reads: ['employment-terms', 'employees', 'companies'] },
  permission: termsAccess('view'),
  params: IdParamsSchema,
  response: EmployeeKetsSchema,
});

export const issueEmployeeKets = defineRoute({
  method: 'POST',
  path: '/employees/kets',
  summary: 'Issue the key employment terms as they stand: a new version, refused while a required field is missing',
  tags,
  permission: termsAccess('edit'),
  body: z.strictObject({
    employeeId: z.uuid(),
    issueDate: isoDate(),
    /** A second language beside English (the employee's), or none. */
    language: clearable(z.enum(LANGUAGES, { error: v.invalidOption })).default(null),
  }),
  response: KetsIssueSchema,
  cache: { changes: ['employment-terms'] },
});

export const KETS_PDF_TYPE = 'application/pdf';

export const downloadEmployeeKets = defineRoute({
  method: 'GET',
  path: '/employees/:id/kets/:issueId/pdf',
  summary: 'An issued version of the key employment terms, as a PDF',
  tags,
  permission: termsAccess('view'),
  params: z.strictObject({ id: z.uuid(), issueId: z.uuid() }),
  produces: 'file',
  fileTypes: [KETS_PDF_TYPE],
  response: z.unknown(),
});

/** The menu items this module serves (api-module.ts). */
export const employmentTermsApi = defineApiModule({ name: 'employmentTerms', menu: ['ketsSetting'] });
