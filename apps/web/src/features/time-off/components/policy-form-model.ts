import type { LeaveRules } from '@tenaga/contracts/modules/time-off.contracts';

/** The policy form's flat fields: each choice of the engine's rules one field, switches for the optional parts. */
export interface PolicyFormValues {
  categoryId?: string;
  name?: string;
  entitlementKind: 'fixed' | 'byService';
  entitlementDays?: string;
  steps?: { fromMonths?: number; days?: string }[];
  accrual: 'upfront' | 'monthly' | 'semiMonthly' | 'weekly' | 'fortnightly';
  anchor?: string;
  leaveYear: 'calendar' | 'hiringDate';
  proRated: boolean;
  basis: 'completedMonths' | 'days';
  roundingStep: '1' | '0.5' | '0.01';
  roundingMode: 'nearest' | 'down' | 'up';
  carries: boolean;
  carryMax?: string;
  carryExpiry?: number | null;
  unit: 'day' | 'halfDay' | 'hour';
  hoursPerDay?: string;
  counting: 'workingDays' | 'calendarDays';
  minimumNoticeDays: number;
  maximumConsecutiveDays?: string;
  attachmentAfterDays?: string;
  limitNegative: boolean;
  negativeBalanceDays?: string;
  genders: ('female' | 'male')[];
  /** The employee record's employment types ('0' full time, '1' part time); none: any. */
  employmentTypes: string[];
  /** ISO 3166-1 alpha-2 codes; none: any. */
  nationalities: string[];
  confirmedOnly: boolean;
  minimumServiceMonths: number;
  serviceBeforeEligibility: 'counts' | 'doesNotCount';
}

export const ROUNDING_STEPS = { '1': 'whole', '0.5': 'half', '0.01': 'hundredth' } as const;

const orNull = (value: string | undefined) => (value === undefined || value.trim() === '' ? null : value.trim());

export const NEW_POLICY: PolicyFormValues = {
  entitlementKind: 'fixed',
  entitlementDays: '14',
  steps: [{ fromMonths: 0, days: '7' }],
  accrual: 'monthly',
  leaveYear: 'calendar',
  proRated: true,
  basis: 'completedMonths',
  roundingStep: '0.5',
  roundingMode: 'nearest',
  carries: false,
  unit: 'halfDay',
  counting: 'workingDays',
  minimumNoticeDays: 0,
  limitNegative: true,
  negativeBalanceDays: '0',
  genders: [],
  employmentTypes: [],
  nationalities: [],
  confirmedOnly: false,
  minimumServiceMonths: 0,
  serviceBeforeEligibility: 'counts',
};

/** The form's fields for stored rules. */
export function toFormValues(rules: LeaveRules): PolicyFormValues {
  const accrual = rules.accrual.method === 'perPayPeriod' ? rules.accrual.period : rules.accrual.method;
  return {
    entitlementKind: rules.entitlement.kind,
    entitlementDays: rules.entitlement.kind === 'fixed' ? rules.entitlement.days : '0',
    steps: rules.entitlement.kind === 'byService' ? rules.entitlement.steps.map((step) => ({ ...step })) : [{ fromMonths: 0, days: '0' }],
    accrual,
    ...(rules.accrual.method === 'perPayPeriod' && rules.accrual.period !== 'semiMonthly' ? { anchor: rules.accrual.anchor } : {}),
    leaveYear: rules.leaveYear,
    proRated: rules.proRating !== null,
    basis: rules.proRating?.basis ?? 'completedMonths',
    roundingStep: rules.proRating?.rounding.step ?? '0.5',
    roundingMode: rules.proRating?.rounding.mode ?? 'nearest',
    carries: rules.carryForward !== null,
    carryMax: rules.carryForward?.maxDays ?? '',
    carryExpiry: rules.carryForward?.expiryMonths ?? null,
    unit: rules.unit,
    hoursPerDay: rules.hoursPerDay ?? '8',
    counting: rules.counting,
    minimumNoticeDays: rules.minimumNoticeDays,
    maximumConsecutiveDays: rules.maximumConsecutiveDays ?? '',
    attachmentAfterDays: rules.attachmentAfterDays ?? '',
    limitNegative: rules.negativeBalanceDays !== null,
    negativeBalanceDays: rules.negativeBalanceDays ?? '0',
    genders: [...(rules.eligibility.genders ?? [])],
    employmentTypes: [...(rules.eligibility.employmentTypes ?? [])],
    nationalities: [...(rules.eligibility.nationalities ?? [])],
    confirmedOnly: rules.eligibility.confirmedOnly,
    minimumServiceMonths: rules.eligibility.minimumServiceMonths,
    serviceBeforeEligibility: rules.eligibility.serviceBeforeEligibility,
  };
}

/** The engine's rules for the form's fields. */
export function toRules(values: PolicyFormValues): LeaveRules {
  const accrual: LeaveRules['accrual'] =
    values.accrual === 'upfront' || values.accrual === 'monthly'
      ? { method: values.accrual }
      : values.accrual === 'semiMonthly'
        ? { method: 'perPayPeriod', period: 'semiMonthly' }
        : { method: 'perPayPeriod', period: values.accrual, anchor: values.anchor ?? '' };
  return {
    entitlement:
      values.entitlementKind === 'fixed'
        ? { kind: 'fixed', days: values.entitlementDays?.trim() ?? '' }
        : {
            kind: 'byService',
            steps: (values.steps ?? []).map((step) => ({ fromMonths: step.fromMonths ?? 0, days: step.days?.trim() ?? '' })),
          },
    accrual,
    proRating: values.proRated ? { basis: values.basis, rounding: { step: values.roundingStep, mode: values.roundingMode } } : null,
    leaveYear: values.leaveYear,
    carryForward: values.carries ? { maxDays: orNull(values.carryMax), expiryMonths: values.carryExpiry ?? null } : null,
    unit: values.unit,
    hoursPerDay: values.unit === 'hour' ? orNull(values.hoursPerDay) : null,
    counting: values.counting,
    minimumNoticeDays: values.minimumNoticeDays,
    maximumConsecutiveDays: orNull(values.maximumConsecutiveDays),
    attachmentAfterDays: orNull(values.attachmentAfterDays),
    negativeBalanceDays: values.limitNegative ? (orNull(values.negativeBalanceDays) ?? '0') : null,
    eligibility: {
      genders: values.genders.length ? values.genders : null,
      employmentTypes: values.employmentTypes.length ? values.employmentTypes : null,
      confirmedOnly: values.confirmedOnly,
      minimumServiceMonths: values.minimumServiceMonths,
      serviceBeforeEligibility: values.serviceBeforeEligibility,
      nationalities: values.nationalities.length ? values.nationalities : null,
    },
  };
}
