import { z } from 'zod';
import { LEAVE_CATEGORY_CODES, leavePolicyProblems } from '@tenaga/domain/time-off';
import { defineApiModule } from '../api-module.ts';
import { IdParamsSchema, isoDate, OkSchema, TableRequestSchema, TimestampSchema, tableResponse, VersionSchema } from '../common.ts';
import { defineRoute, menuAccess, recordAccess } from '../route.ts';
import { multiLine } from '../text.ts';
import { v } from '../validation.ts';

/**
 * Time off (issue 15): categories, policies (the time-off engine's rules), profiles that bundle
 * policies, their assignment to employees from a date, leave requests routed through the approval
 * workflows (kind 'timeOff'), and balances at any date computed by the engine from the ledger.
 */

export const TIME_OFF_LIMITS = {
  /** Employees one bulk assignment or balance read covers. */
  maxEmployees: 500,
  /** The longest request: a year and a day (maternity and other long leaves fit). */
  maxRequestDays: 366,
  maxPoliciesPerProfile: 40,
  maxServiceSteps: 20,
  /** Dated versions of one policy after its first rules. */
  maxPolicyVersions: 50,
} as const;

export const LEAVE_REQUEST_STATUSES = ['pending', 'approved', 'rejected', 'cancelled'] as const;
export type LeaveRequestStatus = (typeof LEAVE_REQUEST_STATUSES)[number];
export const DAY_HALVES = ['morning', 'afternoon'] as const;

/**
 * What a request would break, by name: the engine's counting problems, eligibility reasons and
 * request rules, plus 'noPolicy' (no policy of the category assigned on the dates).
 */
export const LEAVE_PROBLEMS = [
  'noPolicy',
  'dateOrder',
  'tooLong',
  'halfDayNotAllowed',
  'hoursNotAllowed',
  'hoursOnOneDayOnly',
  'hoursTooMany',
  'noDaysCounted',
  'notEmployed',
  'gender',
  'employmentType',
  'notConfirmed',
  'minimumService',
  'nationality',
  'overlap',
  'minimumNotice',
  'maximumConsecutive',
  'attachmentRequired',
  'insufficientBalance',
] as const;
export type LeaveProblem = (typeof LEAVE_PROBLEMS)[number];

/** Days as an exact decimal string, at most 4 decimals ('14', '7.5', '0.0833'); never a float. */
const days = () =>
  z
    .string({ error: v.required })
    .trim()
    .max(12, { error: v.tooLong })
    .regex(/^\d{1,6}(\.\d{1,4})?$/, { error: v.validNumber });
/** A value that may be absent: the web client drops null fields from the bodies it sends. */
const orNull = <T extends z.ZodType>(schema: T) => schema.nullable().default(null);
const smallCount = (max: number) => z.number({ error: v.required }).int({ error: v.validFormat }).min(0, { error: v.validFormat }).max(max);

const NameSchema = z.string({ error: v.required }).trim().min(1, { error: v.required }).max(120, { error: v.tooLong });
const DescriptionSchema = multiLine(z.string().trim().max(1000, { error: v.tooLong })).default('');
const ReasonSchema = multiLine(z.string().trim().max(1000, { error: v.tooLong })).default('');

// ---- categories

export const LeaveCategoryCodeSchema = z.enum(LEAVE_CATEGORY_CODES);

const LeaveCategoryFieldsSchema = z.strictObject({ name: NameSchema, description: DescriptionSchema });
export const CreateLeaveCategoryBodySchema = LeaveCategoryFieldsSchema;
export type CreateLeaveCategoryBody = z.infer<typeof CreateLeaveCategoryBodySchema>;
export const UpdateLeaveCategoryBodySchema = LeaveCategoryFieldsSchema.extend({ id: z.uuid(), version: VersionSchema });
export type UpdateLeaveCategoryBody = z.infer<typeof UpdateLeaveCategoryBodySchema>;

export const LeaveCategorySchema = z.object({
  id: z.uuid(),
  /** The engine's code for a statutory category (annual, sick, sg.extendedChildcare …); null for the company's own. */
  code: LeaveCategoryCodeSchema.nullable(),
  name: z.string(),
  description: z.string(),
  /** Policies of this category. */
  policies: z.number().int(),
  createdAt: TimestampSchema,
  updatedAt: TimestampSchema,
  version: VersionSchema,
});
export type LeaveCategory = z.infer<typeof LeaveCategorySchema>;

// ---- policies

const RoundingSchema = z.strictObject({ step: z.enum(['1', '0.5', '0.01']), mode: z.enum(['nearest', 'down', 'up']) });

/** The engine's LeavePolicy without its category (the policy's category says it); leavePolicyProblems must find nothing. */
export const LeaveRulesSchema = z.strictObject({
  entitlement: z.discriminatedUnion('kind', [
    z.strictObject({ kind: z.literal('fixed'), days: days() }),
    z.strictObject({
      kind: z.literal('byService'),
      steps: z
        .array(z.strictObject({ fromMonths: smallCount(1200), days: days() }))
        .min(1, { error: v.required })
        .max(TIME_OFF_LIMITS.maxServiceSteps, { error: v.tooLong }),
    }),
  ]),
  // A union, not a discriminated one: two shapes share the method 'perPayPeriod'.
  accrual: z.union([
    z.strictObject({ method: z.literal('upfront') }),
    z.strictObject({ method: z.literal('monthly') }),
    z.strictObject({ method: z.literal('perPayPeriod'), period: z.literal('semiMonthly') }),
    z.strictObject({ method: z.literal('perPayPeriod'), period: z.enum(['weekly', 'fortnightly']), anchor: isoDate() }),
  ]),
  proRating: orNull(z.strictObject({ basis: z.enum(['completedMonths', 'days']), rounding: RoundingSchema })),
  leaveYear: z.enum(['calendar', 'hiringDate']),
  carryForward: orNull(z.strictObject({ maxDays: orNull(days()), expiryMonths: orNull(smallCount(120)) })),
  unit: z.enum(['day', 'halfDay', 'hour']),
  hoursPerDay: orNull(days()),
  counting: z.enum(['workingDays', 'calendarDays']),
  minimumNoticeDays: smallCount(365),
  maximumConsecutiveDays: orNull(days()),
  attachmentAfterDays: orNull(days()),
  negativeBalanceDays: orNull(days()),
  eligibility: z.strictObject({
    genders: orNull(z.array(z.enum(['female', 'male'])).max(2)),
    employmentTypes: orNull(z.array(z.string().max(40)).max(20)),
    confirmedOnly: z.boolean(),
    minimumServiceMonths: smallCount(1200),
    serviceBeforeEligibility: z.enum(['counts', 'doesNotCount']),
    nationalities: orNull(z.array(z.string().regex(/^[A-Z]{2}$/, { error: v.validFormat })).max(250)),
  }),
});
export type LeaveRules = z.infer<typeof LeaveRulesSchema>;

/** The engine's own check (the paths of values it cannot compute with), reported on the rules' fields. */
function engineAccepts(body: { rules: LeaveRules }, context: z.RefinementCtx) {
  for (const path of leavePolicyProblems({ category: 'annual', ...body.rules })) {
    const parts = path
      .split(/[.[\]]+/)
      .filter(Boolean)
      .map((part) => (/^\d+$/.test(part) ? Number(part) : part));
    context.addIssue({ code: 'custom', path: ['rules', ...parts], message: v.invalidValue });
  }
}

const LeavePolicyFieldsSchema = z.strictObject({
  categoryId: z.uuid({ error: v.required }),
  name: NameSchema,
  rules: LeaveRulesSchema,
});
export const CreateLeavePolicyBodySchema = LeavePolicyFieldsSchema.superRefine(engineAccepts);
export type CreateLeavePolicyBody = z.infer<typeof CreateLeavePolicyBodySchema>;
export const UpdateLeavePolicyBodySchema = LeavePolicyFieldsSchema.extend({
  id: z.uuid(),
  version: VersionSchema,
  /**
   * null: the latest rules are corrected (every date they cover follows the correction); a date: the
   * rules are a new version from it, each leave year begun on or after it following them, earlier ones
   * keeping theirs. A date of the latest version corrects that version.
   */
  effectiveFrom: isoDate().nullable().default(null),
}).superRefine(engineAccepts);
export type UpdateLeavePolicyBody = z.infer<typeof UpdateLeavePolicyBodySchema>;

export const LeavePolicyVersionSchema = z.object({
  /** null: the first rules, in force before every later version. */
  effectiveFrom: z.string().nullable(),
  rules: LeaveRulesSchema,
});
export type LeavePolicyVersion = z.infer<typeof LeavePolicyVersionSchema>;

export const LeavePolicySchema = z.object({
  id: z.uuid(),
  categoryId: z.uuid(),
  categoryName: z.string(),
  categoryCode: LeaveCategoryCodeSchema.nullable(),
  name: z.string(),
  /** The latest version's rules (what a change without a date corrects). */
  rules: LeaveRulesSchema,
  /** Every version in date order, the first rules first. */
  versions: z.array(LeavePolicyVersionSchema),
  /** Profiles that hold it. */
  profiles: z.number().int(),
  updatedAt: TimestampSchema,
  version: VersionSchema,
});
export type LeavePolicy = z.infer<typeof LeavePolicySchema>;

// ---- profiles

const LeaveProfileFieldsSchema = z.strictObject({
  name: NameSchema,
  description: DescriptionSchema,
  /** At most one policy per category (the service refuses two). */
  policyIds: z.array(z.uuid()).max(TIME_OFF_LIMITS.maxPoliciesPerProfile, { error: v.tooLong }),
});
export const CreateLeaveProfileBodySchema = LeaveProfileFieldsSchema;
export type CreateLeaveProfileBody = z.infer<typeof CreateLeaveProfileBodySchema>;
export const UpdateLeaveProfileBodySchema = LeaveProfileFieldsSchema.extend({ id: z.uuid(), version: VersionSchema });
export type UpdateLeaveProfileBody = z.infer<typeof UpdateLeaveProfileBodySchema>;

export const LeaveProfileSchema = z.object({
  id: z.uuid(),
  name: z.string(),
  description: z.string(),
  policies: z.array(z.object({ id: z.uuid(), name: z.string(), categoryId: z.uuid(), categoryName: z.string() })),
  /** Employees it is assigned to (any date). */
  assignments: z.number().int(),
  updatedAt: TimestampSchema,
  version: VersionSchema,
});
export type LeaveProfile = z.infer<typeof LeaveProfileSchema>;

// ---- assignments

export const AssignLeaveProfileBodySchema = z.strictObject({
  profileId: z.uuid({ error: v.required }),
  /** The employees (picked one by one, or every id the employee list's advanced filter matched). */
  employeeIds: z.array(z.uuid()).min(1, { error: v.required }).max(TIME_OFF_LIMITS.maxEmployees, { error: v.tooLong }),
  effectiveFrom: isoDate(),
  /** Starting balances in days on that date, by category (what was left before Tenaga). */
  startingDays: z
    .array(z.strictObject({ categoryId: z.uuid(), days: days() }))
    .max(TIME_OFF_LIMITS.maxPoliciesPerProfile, { error: v.tooLong })
    .default([]),
});
export type AssignLeaveProfileBody = z.infer<typeof AssignLeaveProfileBodySchema>;

export const LeaveAssignmentSchema = z.object({
  id: z.uuid(),
  employeeId: z.uuid(),
  employeeName: z.string(),
  employmentNumber: z.string(),
  profileId: z.uuid(),
  profileName: z.string(),
  effectiveFrom: z.string(),
  startingDays: z.array(z.object({ categoryId: z.uuid(), categoryName: z.string(), days: z.string() })),
  createdAt: TimestampSchema,
});
export type LeaveAssignment = z.infer<typeof LeaveAssignmentSchema>;

export const AssignedTableBodySchema = TableRequestSchema.extend({ date: isoDate().optional() });
export type AssignedTableBody = z.infer<typeof AssignedTableBodySchema>;

/** An employee's policies in force on a date (the profile assigned then). */
export const EmployeeLeavePolicySchema = z.object({
  policyId: z.uuid(),
  policyName: z.string(),
  categoryId: z.uuid(),
  categoryName: z.string(),
  categoryCode: LeaveCategoryCodeSchema.nullable(),
  unit: z.enum(['day', 'halfDay', 'hour']),
  hoursPerDay: z.string().nullable(),
});
export type EmployeeLeavePolicy = z.infer<typeof EmployeeLeavePolicySchema>;

// ---- requests

const RequestFieldsSchema = z.strictObject({
  /** Whose leave; absent: the caller's own. HR (or a manager for their team) may request on behalf. */
  employeeId: z.uuid().optional(),
  categoryId: z.uuid({ error: v.required }),
  from: isoDate(),
  to: isoDate(),
  firstDayHalf: z.enum(DAY_HALVES).nullable().default(null),
  lastDayHalf: z.enum(DAY_HALVES).nullable().default(null),
  /** Hours on a one-day request, for a policy in hours. */
  hours: z
    .string()
    .trim()
    .max(6, { error: v.tooLong })
    .regex(/^\d{1,2}(\.\d{1,2})?$/, { error: v.validNumber })
    .nullable()
    .default(null),
  /** A file uploaded first (files module): a medical certificate. */
  attachmentFileId: z.uuid().nullable().default(null),
  reason: ReasonSchema,
});
const datesInOrder = (body: { from: string; to: string }) => body.from <= body.to;
export const LeaveRequestBodySchema = RequestFieldsSchema.refine(datesInOrder, { path: ['to'], error: v.endBeforeStart });
export type LeaveRequestBody = z.infer<typeof LeaveRequestBodySchema>;
export const ChangeLeaveRequestBodySchema = RequestFieldsSchema.omit({ employeeId: true })
  .extend({ id: z.uuid(), version: VersionSchema })
  .refine(datesInOrder, { path: ['to'], error: v.endBeforeStart });
export type ChangeLeaveRequestBody = z.infer<typeof ChangeLeaveRequestBodySchema>;

export const LeaveBalanceFiguresSchema = z.object({
  entitled: z.string(),
  accrued: z.string(),
  taken: z.string(),
  pending: z.string(),
  carriedForward: z.string(),
  expired: z.string(),
  adjusted: z.string(),
  balance: z.string(),
});
export type LeaveBalanceFigures = z.infer<typeof LeaveBalanceFiguresSchema>;

export const LeavePreviewSchema = z.object({
  /** Days the request counts (decimal string) and per date. */
  days: z.string(),
  byDate: z.array(z.object({ date: z.string(), days: z.string(), reason: z.string() })),
  /** The balance at the end of the request's last day without it, and with it; null when no policy applies. */
  balanceBefore: z.string().nullable(),
  balanceAfter: z.string().nullable(),
  unit: z.enum(['day', 'halfDay', 'hour']).nullable(),
  problems: z.array(z.enum(LEAVE_PROBLEMS)),
});
export type LeavePreview = z.infer<typeof LeavePreviewSchema>;

export const LeaveRequestSchema = z.object({
  id: z.uuid(),
  employeeId: z.uuid(),
  employeeName: z.string(),
  employmentNumber: z.string(),
  categoryId: z.uuid(),
  categoryName: z.string(),
  from: z.string(),
  to: z.string(),
  firstDayHalf: z.enum(DAY_HALVES).nullable(),
  lastDayHalf: z.enum(DAY_HALVES).nullable(),
  hours: z.string().nullable(),
  days: z.string(),
  status: z.enum(LEAVE_REQUEST_STATUSES),
  approvalRequestId: z.uuid().nullable(),
  attachmentFileId: z.uuid().nullable(),
  reason: z.string(),
  decisionComment: z.string().nullable(),
  createdAt: TimestampSchema,
  version: VersionSchema,
});
export type LeaveRequest = z.infer<typeof LeaveRequestSchema>;

export const LeaveRequestTableBodySchema = TableRequestSchema.extend({
  status: z.enum(LEAVE_REQUEST_STATUSES).optional(),
  employeeId: z.uuid().optional(),
});
export type LeaveRequestTableBody = z.infer<typeof LeaveRequestTableBodySchema>;

// ---- balances

export const BalanceParamsSchema = z.strictObject({
  id: z.uuid(),
  /** A category's id or its code ('annual', 'sg.extendedChildcare'). */
  type: z.union([z.uuid(), LeaveCategoryCodeSchema]),
});
export const BalanceQuerySchema = z.strictObject({ date: isoDate().optional() });

export const BalancesBodySchema = z.strictObject({
  /** Absent: every employee the caller reaches (at most 500, by name). */
  employeeIds: z.array(z.uuid()).max(TIME_OFF_LIMITS.maxEmployees, { error: v.tooLong }).optional(),
  /** Absent: the company's today. */
  date: isoDate().optional(),
});
export type BalancesBody = z.infer<typeof BalancesBodySchema>;

export const EmployeeBalanceSchema = LeaveBalanceFiguresSchema.extend({
  employeeId: z.uuid(),
  employeeName: z.string(),
  categoryId: z.uuid(),
  categoryName: z.string(),
  categoryCode: LeaveCategoryCodeSchema.nullable(),
  policyName: z.string(),
  unit: z.enum(['day', 'halfDay', 'hour']),
  leaveYear: z.object({ start: z.string(), end: z.string() }),
});
export type EmployeeBalance = z.infer<typeof EmployeeBalanceSchema>;

export const UpcomingBodySchema = z.strictObject({
  employeeIds: z.array(z.uuid()).max(TIME_OFF_LIMITS.maxEmployees, { error: v.tooLong }).optional(),
  /** Leave from this day on (absent: the company's today), at most 200 requests. */
  from: isoDate().optional(),
});
export type UpcomingBody = z.infer<typeof UpcomingBodySchema>;

const tags = ['time-off'];
const changes = ['time-off'];
const reads = ['time-off', 'employees'];
/** A list a form picks from is read through either Settings page (a profile form lists the policies). */
const pickAccess = (
  menu: 'timeoffCategory' | 'timeoffPolicy' | 'timeoffProfile',
  through: 'timeoffPolicy' | 'timeoffProfile' | 'timeoffAssignment',
) => recordAccess({ menu, ownMenu: through, level: 'view' });

export const listLeaveCategories = defineRoute({
  method: 'POST',
  path: '/timeoff/categories/table',
  readsOnly: true,
  summary:
    'Time-off categories (table protocol), searchable by name; a company’s first call makes its country’s statutory categories and policies',
  tags,
  permission: pickAccess('timeoffCategory', 'timeoffPolicy'),
  cache: { reads: ['time-off'] },
  body: TableRequestSchema,
  response: tableResponse(LeaveCategorySchema),
});

export const createLeaveCategory = defineRoute({
  method: 'POST',
  path: '/timeoff/categories',
  summary: 'Add a category of the company’s own; 409 NAME_TAKEN',
  tags,
  permission: menuAccess('timeoffCategory', 'edit'),
  cache: { changes },
  body: CreateLeaveCategoryBodySchema,
  response: LeaveCategorySchema,
});

export const updateLeaveCategory = defineRoute({
  method: 'PUT',
  path: '/timeoff/categories',
  summary: 'Rename or describe a category; 409 NAME_TAKEN, VERSION_CONFLICT',
  tags,
  permission: menuAccess('timeoffCategory', 'edit'),
  cache: { changes },
  body: UpdateLeaveCategoryBodySchema,
  response: LeaveCategorySchema,
});

export const deleteLeaveCategory = defineRoute({
  method: 'DELETE',
  path: '/timeoff/categories/:id',
  summary: 'Delete a category; 409 IN_USE while a policy or a request has it',
  tags,
  permission: menuAccess('timeoffCategory', 'edit'),
  cache: { changes },
  params: IdParamsSchema,
  response: OkSchema,
});

const NamedValueSchema = z.object({ value: z.string(), name: z.string() });

export const listLeaveUnitTypes = defineRoute({
  method: 'GET',
  path: '/timeoff/unit-types',
  summary: 'The units a policy counts leave in (whole days, half days, hours), named in the caller’s language',
  tags,
  permission: pickAccess('timeoffPolicy', 'timeoffProfile'),
  cache: { immutable: true, perLanguage: true },
  response: z.array(NamedValueSchema),
});

/** One condition of who is eligible for a policy; `values` the ones it takes (null: any ISO nationality code, see /countries/nationalities). */
export const LeaveConditionSchema = z.object({
  key: z.enum(['gender', 'employmentType', 'confirmation', 'minimumService', 'nationality']),
  name: z.string(),
  /** Where the condition is kept in a policy's rules. */
  path: z.string(),
  values: z.array(NamedValueSchema).nullable(),
});
export type LeaveCondition = z.infer<typeof LeaveConditionSchema>;

export const listLeaveConditions = defineRoute({
  method: 'GET',
  path: '/timeoff/conditions',
  summary: 'The conditions of who is eligible for a policy (gender, employment type, confirmation, service, nationality) with their values',
  tags,
  permission: pickAccess('timeoffPolicy', 'timeoffProfile'),
  cache: { immutable: true, perLanguage: true },
  response: z.array(LeaveConditionSchema),
});

export const listLeavePolicies = defineRoute({
  method: 'POST',
  path: '/timeoff/policies/table',
  readsOnly: true,
  summary: 'Time-off policies with their rules (table protocol), searchable by name or category',
  tags,
  permission: pickAccess('timeoffPolicy', 'timeoffProfile'),
  cache: { reads: ['time-off'] },
  body: TableRequestSchema,
  response: tableResponse(LeavePolicySchema),
});

export const createLeavePolicy = defineRoute({
  method: 'POST',
  path: '/timeoff/policies',
  summary: 'Add a policy of a category: entitlement, accrual, leave year, carry-forward, request rules and eligibility; 409 NAME_TAKEN',
  tags,
  permission: menuAccess('timeoffPolicy', 'edit'),
  cache: { changes },
  body: CreateLeavePolicyBodySchema,
  response: LeavePolicySchema,
});

export const updateLeavePolicy = defineRoute({
  method: 'PUT',
  path: '/timeoff/policies',
  summary:
    'Change a policy: its latest rules, or new rules from a date (a dated version: leave years begun before it keep their rules); 409 NAME_TAKEN, VERSION_CONFLICT',
  tags,
  permission: menuAccess('timeoffPolicy', 'edit'),
  cache: { changes },
  body: UpdateLeavePolicyBodySchema,
  response: LeavePolicySchema,
});

export const DeleteLeavePolicyVersionParamsSchema = z.strictObject({ id: z.uuid(), effectiveFrom: isoDate() });

export const deleteLeavePolicyVersion = defineRoute({
  method: 'DELETE',
  path: '/timeoff/policies/:id/versions/:effectiveFrom',
  summary: 'Withdraw a dated version not yet in force; 409 LEAVE_VERSION_IN_FORCE once its date has come',
  tags,
  permission: menuAccess('timeoffPolicy', 'edit'),
  cache: { changes },
  params: DeleteLeavePolicyVersionParamsSchema,
  response: LeavePolicySchema,
});

export const deleteLeavePolicy = defineRoute({
  method: 'DELETE',
  path: '/timeoff/policies/:id',
  summary: 'Delete a policy; 409 IN_USE while a profile holds it',
  tags,
  permission: menuAccess('timeoffPolicy', 'edit'),
  cache: { changes },
  params: IdParamsSchema,
  response: OkSchema,
});

export const listLeaveProfiles = defineRoute({
  method: 'POST',
  path: '/timeoff/profiles/table',
  readsOnly: true,
  summary: 'Time-off profiles with their policies (table protocol), searchable by name',
  tags,
  permission: pickAccess('timeoffProfile', 'timeoffAssignment'),
  cache: { reads: ['time-off'] },
  body: TableRequestSchema,
  response: tableResponse(LeaveProfileSchema),
});

export const createLeaveProfile = defineRoute({
  method: 'POST',
  path: '/timeoff/profiles',
  summary: 'Add a profile bundling policies (one per category); 409 NAME_TAKEN',
  tags,
  permission: menuAccess('timeoffProfile', 'edit'),
  cache: { changes },
  body: CreateLeaveProfileBodySchema,
  response: LeaveProfileSchema,
});

export const updateLeaveProfile = defineRoute({
  method: 'PUT',
  path: '/timeoff/profiles',
  summary: 'Change a profile’s name or policies; 409 NAME_TAKEN, VERSION_CONFLICT',
  tags,
  permission: menuAccess('timeoffProfile', 'edit'),
  cache: { changes },
  body: UpdateLeaveProfileBodySchema,
  response: LeaveProfileSchema,
});

export const deleteLeaveProfile = defineRoute({
  method: 'DELETE',
  path: '/timeoff/profiles/:id',
  summary: 'Delete a profile; 409 IN_USE while it is assigned',
  tags,
  permission: menuAccess('timeoffProfile', 'edit'),
  cache: { changes },
  params: IdParamsSchema,
  response: OkSchema,
});

export const listAssignedProfiles = defineRoute({
  method: 'POST',
  path: '/employees/timeoff/assigned',
  readsOnly: true,
  summary:
    'Each employee’s time-off profile in force on a date (default today) with its starting values (table protocol; search by name or number)',
  tags,
  permission: menuAccess('timeoffAssignment', 'view'),
  cache: { reads },
  body: AssignedTableBodySchema,
  response: tableResponse(LeaveAssignmentSchema),
});

export const assignLeaveProfile = defineRoute({
  method: 'PUT',
  path: '/timeoff/assigns',
  summary:
    'Assign a profile to employees (one or many: the advanced filter’s ids) from a date, with starting days per category; the same employee and date again is replaced',
  tags,
  permission: menuAccess('timeoffAssignment', 'edit'),
  cache: { changes },
  body: AssignLeaveProfileBodySchema,
  response: z.object({ assigned: z.number().int() }),
});

export const leaveAssignmentHistory = defineRoute({
  method: 'GET',
  path: '/timeoff/assigns/histories/:id',
  summary: 'One employee’s profile assignments, latest first',
  tags,
  permission: menuAccess('timeoffAssignment', 'view'),
  cache: { reads },
  params: IdParamsSchema,
  response: z.array(LeaveAssignmentSchema),
});

export const deleteLeaveAssignment = defineRoute({
  method: 'DELETE',
  path: '/timeoff/assigns/:id',
  summary: 'Remove one dated assignment (the one before it is in force again)',
  tags,
  permission: menuAccess('timeoffAssignment', 'edit'),
  cache: { changes },
  params: IdParamsSchema,
  response: OkSchema,
});

export const employeeLeavePolicies = defineRoute({
  method: 'GET',
  path: '/timeoff/employees/:id/policies',
  summary: 'The policies of the profile assigned to an employee on a date (default today): the categories they may request',
  tags,
  permission: menuAccess('timeoff', 'view'),
  cache: { reads },
  params: IdParamsSchema,
  query: BalanceQuerySchema,
  response: z.array(EmployeeLeavePolicySchema),
});

export const previewLeaveRequest = defineRoute({
  method: 'POST',
  path: '/timeoff/request/preview',
  readsOnly: true,
  summary: 'What a request would count (days per date, on the employee’s work calendar), the balance after it and the rules it breaks',
  tags,
  permission: menuAccess('timeoff', 'view'),
  cache: { reads: [...reads, 'work-calendars', 'attendance-overwork'] },
  body: LeaveRequestBodySchema,
  response: LeavePreviewSchema,
});

export const createLeaveRequest = defineRoute({
  method: 'POST',
  path: '/timeoff/request',
  summary:
    'Request leave (for oneself, or on behalf of someone reached); sent for approval; 422 LEAVE_RULES_BROKEN names each rule broken (overlap, notice, balance …)',
  tags,
  permission: menuAccess('timeoff', 'edit'),
  cache: { changes: [...changes, 'approvals'] },
  body: LeaveRequestBodySchema,
  response: LeaveRequestSchema,
});

export const changeLeaveRequest = defineRoute({
  method: 'PUT',
  path: '/timeoff/request',
  summary:
    'Change a pending request, or an approved one when the company allows it (leaveRequest.editableApprovedLeave): it goes through approval again; 409 LEAVE_NOT_EDITABLE, VERSION_CONFLICT',
  tags,
  permission: menuAccess('timeoff', 'edit'),
  cache: { changes: [...changes, 'approvals'] },
  body: ChangeLeaveRequestBodySchema,
  response: LeaveRequestSchema,
});

export const cancelLeaveRequest = defineRoute({
  method: 'POST',
  path: '/timeoff/request/:id/cancel',
  summary: 'Cancel a pending or approved request: its days return to the balance; 409 LEAVE_REQUEST_CLOSED once rejected or cancelled',
  tags,
  permission: menuAccess('timeoff', 'edit'),
  cache: { changes: [...changes, 'approvals'] },
  params: IdParamsSchema,
  response: LeaveRequestSchema,
});

export const listLeaveRequests = defineRoute({
  method: 'POST',
  path: '/timeoff/leave/table',
  readsOnly: true,
  summary: 'Leave requests of the employees the caller reaches (HR all, a manager their team, an employee their own), latest first',
  tags,
  permission: menuAccess('timeoff', 'view'),
  cache: { reads: [...reads, 'approvals'] },
  body: LeaveRequestTableBodySchema,
  response: tableResponse(LeaveRequestSchema),
});

export const getEmployeeLeaveBalance = defineRoute({
  method: 'GET',
  path: '/employees/:id/timeoff/:type/balance',
  summary:
    'One employee’s balance of one category (its id or code, e.g. annual) at the end of a date (default today), for the leave year holding it: decimal strings of days',
  tags,
  permission: menuAccess('timeoff', 'view'),
  cache: { reads: [...reads, 'approvals', 'attendance-overwork'] },
  params: BalanceParamsSchema,
  query: BalanceQuerySchema,
  response: LeaveBalanceFiguresSchema,
});

export const listLeaveBalances = defineRoute({
  method: 'POST',
  path: '/employees/timeoff/balance',
  readsOnly: true,
  summary: 'Balances of every category assigned, per employee the caller reaches, at the end of a date',
  tags,
  permission: menuAccess('timeoff', 'view'),
  cache: { reads: [...reads, 'approvals', 'attendance-overwork'] },
  body: BalancesBodySchema,
  response: z.array(EmployeeBalanceSchema),
});

export const listUpcomingLeave = defineRoute({
  method: 'POST',
  path: '/employees/timeoff/upcoming',
  readsOnly: true,
  summary: 'Pending and approved leave from a date on, of the employees the caller reaches, soonest first',
  tags,
  permission: menuAccess('timeoff', 'view'),
  cache: { reads: [...reads, 'approvals'] },
  body: UpcomingBodySchema,
  response: z.array(LeaveRequestSchema),
});

/** The menu items this module serves (api-module.ts). */
export const timeOffApi = defineApiModule({
  name: 'timeOff',
  menu: ['timeoff', 'timeoffCategory', 'timeoffPolicy', 'timeoffProfile', 'timeoffAssignment'],
});
