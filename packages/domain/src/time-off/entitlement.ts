import { addMonths, civilOf, completedMonths, dayNumberOf, daysInMonth, requireDayNumber } from './leave-dates.ts';
import { type Decimal, roundDays, toDays, ZERO } from './leave-decimal.ts';
import type { LeaveYearDays } from './leave-year.ts';
import type { LeavePolicy } from './policy.types.ts';

/** A policy and an employee's dates resolved once to day numbers and decimals. */
export interface EntitlementContext {
  readonly policy: LeavePolicy;
  readonly hired: number;
  /** The last day of service; Infinity while employed. */
  readonly ceased: number;
  /** The first day of eligibility (hiring plus the minimum service). */
  readonly eligible: number;
  /** The entitlement's steps by the day each starts (a fixed entitlement is one step from hiring). */
  readonly steps: readonly { readonly from: number; readonly days: Decimal }[];
}

/** The steps' days parsed once per policy object (a payrun passes the same policy for thousands of employees). */
const stepDaysByPolicy = new WeakMap<LeavePolicy, readonly Decimal[]>();

function stepDays(policy: LeavePolicy): readonly Decimal[] {
  let days = stepDaysByPolicy.get(policy);
  if (!days) {
    const { entitlement } = policy;
    days =
      entitlement.kind === 'fixed'
        ? [toDays(entitlement.days, 'entitlement.days')]
        : entitlement.steps.map((step, index) => toDays(step.days, `entitlement.steps[${index}].days`));
    stepDaysByPolicy.set(policy, days);
  }
  return days;
}

export function entitlementContext(policy: LeavePolicy, hiringDate: string, cessationDate: string | null): EntitlementContext {
  const hired = requireDayNumber(hiringDate, 'hiringDate');
  const ceased = cessationDate === null ? Infinity : requireDayNumber(cessationDate, 'cessationDate');
  const days = stepDays(policy);
  const { entitlement } = policy;
  const steps =
    entitlement.kind === 'fixed'
      ? [{ from: -Infinity, days: days[0]! }]
      : entitlement.steps.map((step, index) => ({ from: index === 0 ? -Infinity : addMonths(hired, step.fromMonths), days: days[index]! }));
  return { policy, hired, ceased, eligible: addMonths(hired, policy.eligibility.minimumServiceMonths), steps };
}

function stepIndexAt(context: EntitlementContext, day: number): number {
  let index = 0;
  while (index + 1 < context.steps.length && context.steps[index + 1]!.from <= day) index += 1;
  return index;
}

/** The first day of the year whose service earns leave (null: none does). */
function earningStart(context: EntitlementContext, year: LeaveYearDays): number | null {
  const notCounted = context.policy.eligibility.serviceBeforeEligibility === 'doesNotCount';
  const start = Math.max(year.start, context.hired, notCounted ? context.eligible : -Infinity);
  return start > year.end || start > context.ceased ? null : start;
}

/**
 * The leave earned in a leave year by the end of day `through`, rounded as the policy says: the
 * year's days (the step in force) times the share of the year served. Not pro-rated: the whole
 * days of the step reached by then (Singapore's sick leave: 5 days at 3 months, 8 at 4 …).
 */
export function earnedThrough(context: EntitlementContext, year: LeaveYearDays, through: number): Decimal {
  const start = earningStart(context, year);
  if (start === null) return ZERO;
  const { proRating } = context.policy;
  const end = Math.min(year.end, context.ceased, through);
  if (end < start) return ZERO;
  if (proRating === null) {
    // A step reached by the end of a day is in force from the next one: ask the next day, inside the year.
    const probe = end < year.end && end < context.ceased ? end + 1 : end;
    return context.steps[stepIndexAt(context, probe)]!.days;
  }
  let total = ZERO;
  if (proRating.basis === 'days') {
    for (let index = 0; index < context.steps.length; index += 1) {
      const from = Math.max(start, context.steps[index]!.from);
      const to = Math.min(end, index + 1 < context.steps.length ? context.steps[index + 1]!.from - 1 : end);
      if (to >= from) total = total.plus(context.steps[index]!.days.times(to - from + 1));
    }
    return roundDays(total.dividedBy(year.end - year.start + 1), proRating.rounding);
  }
  // Completed months of service in the year, each earning a twelfth of the step in force on its first day.
  const months = Math.min(12, completedMonths(start, end));
  if (months === 0) return ZERO;
  const firstStep = stepIndexAt(context, start);
  if (firstStep === stepIndexAt(context, addMonths(start, months - 1))) total = context.steps[firstStep]!.days.times(months);
  else {
    for (let month = 0; month < months; month += 1) total = total.plus(context.steps[stepIndexAt(context, addMonths(start, month))]!.days);
  }
  return roundDays(total.dividedBy(12), proRating.rounding);
}

/**
 * The days of a leave year on which accrued leave is credited, in order: the end of each accrual
 * period, the last day of service, and the first day of eligibility (what was earned before it is
 * credited then). Upfront: the first day of the year, of service or of eligibility. When eligibility
 * comes after the year's end, the year's credits stand: the request rules (minimum service) keep
 * the leave from being taken before it.
 */
export function creditDays(context: EntitlementContext, year: LeaveYearDays): number[] {
  const { accrual } = context.policy;
  const first = Math.max(year.start, context.hired);
  if (first > year.end || first > context.ceased) return [];
  if (accrual.method === 'upfront') return [context.eligible > first && context.eligible <= year.end ? context.eligible : first];
  const days: number[] = [];
  if (accrual.method === 'monthly') {
    for (let month = 1; month <= 12; month += 1) days.push(addMonths(year.start, month) - 1);
  } else if (accrual.period === 'semiMonthly') {
    const { year: y, month: m } = civilOf(year.start);
    for (let index = 0; index <= 12; index += 1) {
      const total = y * 12 + m - 1 + index;
      const calendarYear = Math.floor(total / 12);
      const calendarMonth = total - calendarYear * 12 + 1;
      days.push(
        dayNumberOf(calendarYear, calendarMonth, 15),
        dayNumberOf(calendarYear, calendarMonth, daysInMonth(calendarYear, calendarMonth)),
      );
    }
  } else {
    const length = accrual.period === 'weekly' ? 7 : 14;
    const anchor = requireDayNumber(accrual.anchor, 'accrual.anchor');
    // The first period end on or after the year's start.
    let end = anchor + Math.ceil((year.start - anchor + 1) / length) * length - 1;
    for (; end <= year.end; end += length) days.push(end);
  }
  days.push(year.end);
  if (context.ceased <= year.end) days.push(context.ceased);
  if (context.eligible > first && context.eligible <= year.end) days.push(context.eligible);
  const floor = context.eligible > first && context.eligible <= year.end ? context.eligible : first;
  const last = Math.min(year.end, context.ceased);
  return [...new Set(days.filter((day) => day >= floor && day <= last))].sort((a, b) => a - b);
}

/** The year's whole entitlement as the policy pro-rates it for this employee's service in it. */
export function entitledInYear(context: EntitlementContext, year: LeaveYearDays): Decimal {
  return earnedThrough(context, year, year.end);
}
