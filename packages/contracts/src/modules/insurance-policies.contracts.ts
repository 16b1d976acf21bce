import { z } from 'zod';
import type { JKK_RISK_CLASSES, PTKP_STATUSES, VN_REGIONS as ENGINE_VN_REGIONS } from '@tenaga/payroll';
import { defineApiModule } from '../api-module.ts';
import {
  clearable,
  IdParamsSchema,
  isoDate,
  isoMonth,
  OkSchema,
  TableRequestSchema,
  TimestampSchema,
  tableResponse,
  VersionSchema,
} from '../common.ts';
import { defineRoute, menuAccess, recordAccess } from '../route.ts';
import { multiLine } from '../text.ts';
import { v } from '../validation.ts';
import { FilterQuerySchema } from './employees/filters.ts';
import { CONTRIBUTION_RATE_TYPES } from './employees/record.ts';

/**
 * Statutory scheme and insurance policies (issue 16, item 7; Settings › Insurance): a company's
 * policies (each country's statutory schemes, and private group medical or life cover) assigned to
 * employees from a date, with each person's scheme parameters. A parameter left empty is taken from
 * the employee record when it is read (residency and PR date from the pass, the rate type from the
 * payment section, the SHG fund from race and religion, EPF citizenship from the pass), so nothing
 * the record already holds is kept twice. The payrun reads `schemeParametersFor`; the employee's
 * payment section shows the contribution preview, computed by `@tenaga/payroll`.
 */

export const INSURANCE_COUNTRIES = ['SG', 'MY', 'ID', 'VN', 'PH'] as const;
export type InsuranceCountry = (typeof INSURANCE_COUNTRIES)[number];
/** statutory: the country's schemes (CPF, EPF/SOCSO/EIS, BPJS, social insurance, SSS/PhilHealth/Pag-IBIG); the rest are private policies. */
export const POLICY_KINDS = ['statutory', 'group_medical', 'life', 'other'] as const;
export type PolicyKind = (typeof POLICY_KINDS)[number];
/** A private policy's premium: deducted from the employee's pay, or paid by the employer as a benefit. */
export const POLICY_TREATMENTS = ['deduction', 'employer_paid'] as const;
export type PolicyTreatment = (typeof POLICY_TREATMENTS)[number];

export const SG_RESIDENCIES = ['SC', 'PR', 'FOREIGNER'] as const;
export const SG_SHG_FUNDS = ['CDAC', 'ECF', 'MBMF', 'SINDA'] as const;
export const MY_CITIZENSHIPS = ['citizen', 'pr', 'noncitizen'] as const;
/** SOCSO: first category (employment injury and invalidity), second (employment injury only). */
export const SOCSO_CATEGORIES = ['first', 'second'] as const;
export const PCB_CATEGORIES = [1, 2, 3] as const;
export const ID_PTKP_STATUSES = [
  'TK/0',
  'TK/1',
  'TK/2',
  'TK/3',
  'K/0',
  'K/1',
  'K/2',
  'K/3',
] as const satisfies readonly (typeof PTKP_STATUSES)[number][];
export const ID_JKK_RISK_CLASSES = [
  'very_low',
  'low',
  'medium',
  'high',
  'very_high',
] as const satisfies readonly (typeof JKK_RISK_CLASSES)[number][];
export const INSURANCE_VN_REGIONS = ['I', 'II', 'III', 'IV'] as const satisfies readonly (typeof ENGINE_VN_REGIONS)[number][];
/** Indonesian provinces (ISO 3166-2:ID without the prefix): the province's UMP floors the BPJS Kesehatan base. */
export const ID_PROVINCE_CODES = [
  'AC',
  'SU',
  'SB',
  'RI',
  'JA',
  'SS',
  'BE',
  'LA',
  'BB',
  'KR',
  'JK',
  'JB',
  'JT',
  'YO',
  'JI',
  'BT',
  'BA',
  'NB',
  'NT',
  'KB',
  'KT',
  'KS',
  'KI',
  'KU',
  'SA',
  'ST',
  'SN',
  'SG',
  'GO',
  'SR',
  'MA',
  'MU',
  'PA',
  'PB',
  'PS',
  'PT',
  'PE',
  'PD',
] as const;

export const INSURANCE_LIMITS = { name: 120, description: 500, bulk: 500, dependants: 20, children: 30, extraFamily: 10 } as const;

/** An amount of money as a decimal string with at most 2 decimals (never a float). */
const MoneySchema = z
  .string({ error: v.required })
  .trim()
  .regex(/^\d{1,12}(\.\d{1,2})?$/, { error: v.validNumber });
const count = (max: number) =>
  z.number({ error: v.validNumber }).int({ error: v.validNumber }).min(0, { error: v.validNumber }).max(max, { error: v.validNumber });
/** A percentage with at most 2 decimals, 0 to 100. */
const PercentSchema = z
  .string({ error: v.validNumber })
  .trim()
  .regex(/^\d{1,3}(\.\d{1,2})?$/, { error: v.validNumber })
  .refine((value) => Number(value) <= 100, { error: v.validNumber });
/** An Indonesian tax id: a 15-digit NPWP, or the 16-digit NIK that replaced it (PMK 112/2022). */
const TaxIdSchema = z
  .string()
  .trim()
  .regex(/^\d{15,16}$/, { error: v.validFormat });

// Each country's parameters of one person. Empty (null) means "from the employee record".
export const SgParametersSchema = z.strictObject({
  country: z.literal('SG'),
  residency: clearable(z.enum(SG_RESIDENCIES, { error: v.invalidOption })).default(null),
  prSince: clearable(isoDate()).default(null),
  rateType: clearable(z.enum(CONTRIBUTION_RATE_TYPES, { error: v.invalidOption })).default(null),
  /** null: proposed from race and religion; [] opted out of every fund. */
  shgFunds: z
    .array(z.enum(SG_SHG_FUNDS, { error: v.invalidOption }))
    .max(SG_SHG_FUNDS.length, { error: v.tooLong })
    .refine((funds) => new Set(funds).size === funds.length, { error: v.invalidValue })
    .nullable()
    .default(null),
});
export const MyParametersSchema = z.strictObject({
  country: z.literal('MY'),
  citizenship: clearable(z.enum(MY_CITIZENSHIPS, { error: v.invalidOption })).default(null),
  /** The employee's elected EPF rate in percent, above the statutory rate (KWSP Form KWSP 17A); null: the statutory rate. */
  epfElectedRate: clearable(PercentSchema).default(null),
  socsoCategory: z.enum(SOCSO_CATEGORIES, { error: v.invalidOption }).default('first'),
  /** EIS from 57 is not required of someone who never contributed before. */
  eisFirstTimeContributor: z.boolean({ error: v.invalidOption }).default(false),
  pcbCategory: z
    .union(
      PCB_CATEGORIES.map((value) => z.literal(value)),
      { error: v.invalidOption },
    )
    .default(1),
  children: count(INSURANCE_LIMITS.children).default(0),
});
export const IdParametersSchema = z.strictObject({
  country: z.literal('ID'),
  ptkpStatus: z.enum(ID_PTKP_STATUSES, { error: v.invalidOption }),
  /** NPWP or NIK; without one PPh 21 is 20 % higher. */
  taxId: clearable(TaxIdSchema).default(null),
  jkkRiskClass: z.enum(ID_JKK_RISK_CLASSES, { error: v.invalidOption }).default('very_low'),
  /** BPJS Kesehatan: other family members insured through the employee, 1 % of the wage each (Perpres 82/2018 Art. 30). */
  extraFamilyMembers: count(INSURANCE_LIMITS.extraFamily).default(0),
});
export const VnParametersSchema = z.strictObject({
  country: z.literal('VN'),
  region: z.enum(INSURANCE_VN_REGIONS, { error: v.invalidOption }),
  /** The salary declared for social insurance; null: the salary itself. */
  insuranceSalary: clearable(MoneySchema).default(null),
  dependants: count(INSURANCE_LIMITS.dependants).default(0),
});
export const PhParametersSchema = z.strictObject({
  country: z.literal('PH'),
  /** Voluntary contributions above the mandatory ones, each month (SSS WISP Plus / MP2 style). */
  sssVoluntary: MoneySchema.default('0'),
  pagibigVoluntary: MoneySchema.default('0'),
});
/** A private policy has no scheme parameters, only its premium. */
export const PrivateParametersSchema = z.strictObject({ country: z.literal('private') });

export const PolicyParametersSchema = z.discriminatedUnion('country', [
  SgParametersSchema,
  MyParametersSchema,
  IdParametersSchema,
  VnParametersSchema,
  PhParametersSchema,
  PrivateParametersSchema,
]);
export type PolicyParameters = z.infer<typeof PolicyParametersSchema>;
export type PolicyParametersInput = z.input<typeof PolicyParametersSchema>;

/** The parameters as stored and answered (the request schemas above read '' as empty; an answer holds null). */
export const PolicyParametersViewSchema = z.discriminatedUnion('country', [
  z.object({
    country: z.literal('SG'),
    residency: z.enum(SG_RESIDENCIES).nullable(),
    prSince: z.string().nullable(),
    rateType: z.enum(CONTRIBUTION_RATE_TYPES).nullable(),
    shgFunds: z.array(z.enum(SG_SHG_FUNDS)).nullable(),
  }),
  z.object({
    country: z.literal('MY'),
    citizenship: z.enum(MY_CITIZENSHIPS).nullable(),
    epfElectedRate: z.string().nullable(),
    socsoCategory: z.enum(SOCSO_CATEGORIES),
    eisFirstTimeContributor: z.boolean(),
    pcbCategory: z.union(PCB_CATEGORIES.map((value) => z.literal(value))),
    children: z.number().int(),
  }),
  z.object({
    country: z.literal('ID'),
    ptkpStatus: z.enum(ID_PTKP_STATUSES),
    taxId: z.string().nullable(),
    jkkRiskClass: z.enum(ID_JKK_RISK_CLASSES),
    extraFamilyMembers: z.number().int(),
  }),
  z.object({
    country: z.literal('VN'),
    region: z.enum(INSURANCE_VN_REGIONS),
    insuranceSalary: z.string().nullable(),
    dependants: z.number().int(),
  }),
  z.object({ country: z.literal('PH'), sssVoluntary: z.string(), pagibigVoluntary: z.string() }),
  z.object({ country: z.literal('private') }),
]);

/** Company-wide settings of a statutory policy. */
export const PolicySettingsSchema = z.strictObject({
  /** ID: the workplace's province, whose minimum wage floors the BPJS Kesehatan base. */
  province: clearable(z.enum(ID_PROVINCE_CODES, { error: v.invalidOption })).default(null),
  /** VN: the occupational accident fund at the reduced rate. */
  reducedAccidentRate: z.boolean({ error: v.invalidOption }).default(false),
});
export type PolicySettings = z.infer<typeof PolicySettingsSchema>;

const NameSchema = z.string({ error: v.required }).trim().min(1, { error: v.required }).max(INSURANCE_LIMITS.name, { error: v.tooLong });
const DescriptionSchema = multiLine(z.string().trim().max(INSURANCE_LIMITS.description, { error: v.tooLong })).default('');

const policyFields = {
  name: NameSchema,
  kind: z.enum(POLICY_KINDS, { error: v.invalidOption }),
  /** Statutory: whose schemes; private: where it is offered (optional). */
  country: clearable(z.enum(INSURANCE_COUNTRIES, { error: v.invalidOption })).default(null),
  /** Private: deducted from pay or paid by the employer. */
  treatment: clearable(z.enum(POLICY_TREATMENTS, { error: v.invalidOption })).default(null),
  /** Private: the monthly premium, unless an assignment names its own. */
  amount: clearable(MoneySchema).default(null),
  settings: PolicySettingsSchema.default({ province: null, reducedAccidentRate: false }),
  description: DescriptionSchema,
};
type PolicyShape = { kind: PolicyKind; country: InsuranceCountry | null; treatment: PolicyTreatment | null; amount: string | null };
const policyRules = <S extends z.ZodType<PolicyShape>>(schema: S): S =>
  schema
    .refine((body) => body.kind !== 'statutory' || body.country !== null, { path: ['country'], error: v.required })
    .refine((body) => body.kind === 'statutory' || body.treatment !== null, { path: ['treatment'], error: v.required })
    .refine((body) => body.kind === 'statutory' || body.amount !== null, { path: ['amount'], error: v.required });

export const CreatePolicyBodySchema = policyRules(z.strictObject(policyFields));
export type CreatePolicyBody = z.infer<typeof CreatePolicyBodySchema>;
export const UpdatePolicyBodySchema = policyRules(z.strictObject({ ...policyFields, version: VersionSchema }));
export type UpdatePolicyBody = z.infer<typeof UpdatePolicyBodySchema>;

export const PolicySchema = z.object({
  id: z.uuid(),
  name: z.string(),
  kind: z.enum(POLICY_KINDS),
  country: z.enum(INSURANCE_COUNTRIES).nullable(),
  treatment: z.enum(POLICY_TREATMENTS).nullable(),
  amount: z.string().nullable(),
  settings: z.object({ province: z.enum(ID_PROVINCE_CODES).nullable(), reducedAccidentRate: z.boolean() }),
  description: z.string(),
  /** Employees it is assigned to (in force or from a later date). */
  assigned: z.number().int(),
  createdAt: TimestampSchema,
  updatedAt: TimestampSchema,
  version: VersionSchema,
});
export type Policy = z.infer<typeof PolicySchema>;

export const PolicyTableRequestSchema = TableRequestSchema.extend({
  country: z.enum(INSURANCE_COUNTRIES).optional(),
});

export const PolicyOptionSchema = z.object({
  id: z.uuid(),
  name: z.string(),
  kind: z.enum(POLICY_KINDS),
  country: z.enum(INSURANCE_COUNTRIES).nullable(),
  treatment: z.enum(POLICY_TREATMENTS).nullable(),
  amount: z.string().nullable(),
});
export type PolicyOption = z.infer<typeof PolicyOptionSchema>;

// ———————————————————————————————— assignment ————————————————————————————————

export const POLICY_ASSIGNMENT_STATUSES = ['past', 'current', 'scheduled'] as const;

/** To the employees picked, or to everyone working on the date whom the advanced filter finds, with the same parameters. */
export const AssignPolicyBodySchema = z
  .strictObject({
    policyId: z.uuid({ error: v.invalidOption }),
    from: isoDate(),
    to: clearable(isoDate()).default(null),
    employeeIds: z
      .array(z.uuid({ error: v.invalidOption }))
      .max(INSURANCE_LIMITS.bulk, { error: v.tooLong })
      .default([]),
    filter: FilterQuerySchema.optional(),
    parameters: PolicyParametersSchema,
    /** Private policies: this person's premium instead of the policy's. */
    amount: clearable(MoneySchema).default(null),
  })
  .refine((body) => body.employeeIds.length > 0 || body.filter !== undefined, { error: v.required, path: ['employeeIds'] })
  .refine((body) => body.to === null || body.to >= body.from, { error: v.invalidValue, path: ['to'] });
export type AssignPolicyBody = z.infer<typeof AssignPolicyBodySchema>;
export type AssignPolicyInput = z.input<typeof AssignPolicyBodySchema>;

export const UpdateAssignmentBodySchema = z
  .strictObject({
    version: VersionSchema,
    from: isoDate(),
    to: clearable(isoDate()).default(null),
    parameters: PolicyParametersSchema,
    amount: clearable(MoneySchema).default(null),
  })
  .refine((body) => body.to === null || body.to >= body.from, { error: v.invalidValue, path: ['to'] });
export type UpdateAssignmentBody = z.infer<typeof UpdateAssignmentBodySchema>;

export const AssignmentRowSchema = z.object({
  id: z.uuid(),
  employeeId: z.uuid(),
  employeeName: z.string(),
  employmentNumber: z.string(),
  policyId: z.uuid(),
  policyName: z.string(),
  kind: z.enum(POLICY_KINDS),
  country: z.enum(INSURANCE_COUNTRIES).nullable(),
  from: z.string(),
  to: z.string().nullable(),
  parameters: PolicyParametersViewSchema,
  amount: z.string().nullable(),
  /** past: ended or replaced by a later one; current: in force today; scheduled: from a later date. */
  status: z.enum(POLICY_ASSIGNMENT_STATUSES),
  version: VersionSchema,
});
export type AssignmentRow = z.infer<typeof AssignmentRowSchema>;

export const AssignmentTableRequestSchema = TableRequestSchema.extend({
  policyId: z.uuid().optional(),
  employeeId: z.uuid().optional(),
  country: z.enum(INSURANCE_COUNTRIES).optional(),
});

// ———————————————————————————————— contribution preview ————————————————————————————————

export const PreviewQuerySchema = z.strictObject({ month: isoMonth() });

export const ContributionLineSchema = z.object({
  /** A statutory scheme's code ('sg.cpf', 'id.bpjs.kesehatan', 'my.pcb'), or 'policy' for a private policy. */
  code: z.string(),
  /** A private policy's name. */
  policyName: z.string().nullable(),
  employee: z.string(),
  employer: z.string(),
});
export type ContributionLine = z.infer<typeof ContributionLineSchema>;

export const ContributionPreviewSchema = z.object({
  month: z.string(),
  currency: z.string().nullable(),
  /** The salary in force at the end of the month. */
  salary: z.string().nullable(),
  /** The statutory policy in force, with the parameters as used (the record's values filled in). */
  statutory: z
    .object({ policyId: z.uuid(), policyName: z.string(), country: z.enum(INSURANCE_COUNTRIES), parameters: PolicyParametersViewSchema })
    .nullable(),
  lines: z.array(ContributionLineSchema),
  totals: z.object({ employee: z.string(), employer: z.string() }),
  /** Why nothing could be computed: no statutory policy, no salary, or a fact the engine needs (its field). */
  problem: z.object({ code: z.enum(['noPolicy', 'noSalary', 'missingFact']), field: z.string().nullable() }).nullable(),
});
export type ContributionPreview = z.infer<typeof ContributionPreviewSchema>;

const tags = ['insurance-policies'];
const policyView = menuAccess('insurancePolicy', 'view');
const policyEdit = menuAccess('insurancePolicy', 'edit');
const assignView = menuAccess('insuranceAssignment', 'view');
const assignEdit = menuAccess('insuranceAssignment', 'edit');
const changes = ['insurance-policies'];
const reads = ['insurance-policies', 'employees'];

export const listInsurancePolicies = defineRoute({
  method: 'POST',
  path: '/payments/insurances/policies/table',
  readsOnly: true,
  summary: 'The company’s insurance policies (table protocol), searchable by name, filtered by country',
  tags,
  cache: { reads },
  permission: policyView,
  body: PolicyTableRequestSchema,
  response: tableResponse(PolicySchema),
});

export const listInsurancePolicySelections = defineRoute({
  method: 'GET',
  path: '/payments/insurances/policies/selections',
  summary: 'Every policy by name, kind and country, to pick one to assign',
  tags,
  cache: { reads },
  permission: assignView,
  response: z.array(PolicyOptionSchema),
});

export const createInsurancePolicy = defineRoute({
  method: 'POST',
  path: '/payments/insurances/policies',
  summary: 'A new policy: a country’s statutory schemes, or a private policy with its premium deducted or paid by the employer',
  tags,
  cache: { changes },
  permission: policyEdit,
  body: CreatePolicyBodySchema,
  response: PolicySchema,
});

export const updateInsurancePolicy = defineRoute({
  method: 'PUT',
  path: '/payments/insurances/policies/:id',
  summary: 'Change a policy at the version read (409 VERSION_CONFLICT); its kind and country stay while it is assigned (409 IN_USE)',
  tags,
  cache: { changes },
  permission: policyEdit,
  params: IdParamsSchema,
  body: UpdatePolicyBodySchema,
  response: PolicySchema,
});

export const deleteInsurancePolicy = defineRoute({
  method: 'DELETE',
  path: '/payments/insurances/policies/:id',
  summary: 'Delete a policy; refused (409 IN_USE, with the count) while it is assigned to anyone',
  tags,
  cache: { changes },
  permission: policyEdit,
  params: IdParamsSchema,
  response: OkSchema,
});

export const listInsuranceAssignments = defineRoute({
  method: 'POST',
  path: '/payments/insurances/policies/assign/table',
  readsOnly: true,
  summary: 'Who has which policy from when, with their parameters (table protocol), newest date first, searchable by employee or policy',
  tags,
  cache: { reads },
  permission: assignView,
  body: AssignmentTableRequestSchema,
  response: tableResponse(AssignmentRowSchema),
});

export const assignInsurancePolicy = defineRoute({
  method: 'POST',
  path: '/payments/insurances/policies/assign',
  summary:
    'Assign a policy from a date to employees (one by one or by the advanced filter) with their parameters, which must be of the policy’s country (422 POLICY_PARAMETERS_MISMATCH); one already assigned from that date is 409',
  tags,
  cache: { changes },
  permission: assignEdit,
  body: AssignPolicyBodySchema,
  response: z.object({ assigned: z.number().int() }),
});

export const updateInsuranceAssignment = defineRoute({
  method: 'PUT',
  path: '/payments/insurances/policies/assign/:id',
  summary: 'Change one person’s assignment (dates, parameters, premium) at the version read',
  tags,
  cache: { changes },
  permission: assignEdit,
  params: IdParamsSchema,
  body: UpdateAssignmentBodySchema,
  response: AssignmentRowSchema,
});

export const deleteInsuranceAssignment = defineRoute({
  method: 'DELETE',
  path: '/payments/insurances/policies/assign/:id',
  summary: 'Withdraw an assignment',
  tags,
  cache: { changes },
  permission: assignEdit,
  params: IdParamsSchema,
  response: OkSchema,
});

export const getContributionPreview = defineRoute({
  method: 'GET',
  path: '/employees/:id/contribution-preview',
  summary:
    'For a month, each scheme’s employee and employer amounts on the salary in force, computed by the statutory engine (shown to those who may see the salary)',
  tags,
  cache: { reads: ['insurance-policies', 'employees', 'employee-records'] },
  permission: recordAccess({ menu: 'employeeList', ownMenu: 'myProfile', level: 'view' }),
  params: IdParamsSchema,
  query: PreviewQuerySchema,
  response: ContributionPreviewSchema,
});

/** The menu items this module serves (api-module.ts). */
export const insurancePoliciesApi = defineApiModule({
  name: 'insurancePolicies',
  menu: ['insurancePolicy', 'insuranceAssignment', 'insuranceIndonesia', 'insuranceSingapore', 'insuranceVietnam'],
});
