import Decimal from 'decimal.js';

/** Money to the cent, half away from zero (as a payslip shows it). */
const cents = (value: Decimal) => value.toDecimalPlaces(2, Decimal.ROUND_HALF_UP);

export interface PlannedInstalment {
  /** YYYY-MM. */
  readonly period: string;
  /** A decimal string with 2 decimals. */
  readonly amount: string;
}

/** The pay month `count` months after `period` (YYYY-MM). */
export function addMonths(period: string, count: number): string {
  const [year, month] = period.split('-').map(Number) as [number, number];
  const index = year * 12 + (month - 1) + count;
  return `${String(Math.floor(index / 12)).padStart(4, '0')}-${String((index % 12) + 1).padStart(2, '0')}`;
}

/** YYYY-MM of a date (YYYY-MM-DD), and the first of the month of a pay month. */
export const periodOf = (date: string) => date.slice(0, 7);
export const firstOfPeriod = (period: string) => `${period}-01`;

/** Flat interest: the principal × the yearly rate × the months it runs / 12, to the cent. */
export function flatInterest(principal: string, yearlyRatePercent: string, months: number): string {
  return cents(new Decimal(principal).times(yearlyRatePercent).dividedBy(100).times(months).dividedBy(12)).toFixed(2);
}

/**
 * Equal monthly instalments of `total`, each rounded down to the cent, the last taking what the
 * rounding left, so that they add up to the total exactly (1,000.00 in 3: 333.33, 333.33, 333.34).
 */
export function equalInstalments(total: string, count: number, firstPeriod: string): PlannedInstalment[] {
  const whole = new Decimal(total);
  const each = whole.dividedBy(count).toDecimalPlaces(2, Decimal.ROUND_DOWN);
  const last = whole.minus(each.times(count - 1));
  return Array.from({ length: count }, (_, index) => ({
    period: addMonths(firstPeriod, index),
    amount: (index === count - 1 ? last : each).toFixed(2),
  }));
}

export type CustomInstalmentProblem =
  | { readonly problem: 'beforeFirstPeriod' | 'notInOrder'; readonly index: number }
  | { readonly problem: 'sumMismatch'; readonly sum: string };

/** Custom instalments must be in month order, one per month, from the first period on, and add up to the total. */
export function customInstalmentProblem(
  instalments: readonly PlannedInstalment[],
  total: string,
  firstPeriod: string,
): CustomInstalmentProblem | null {
  for (const [index, instalment] of instalments.entries()) {
    if (instalment.period < firstPeriod) return { problem: 'beforeFirstPeriod', index };
    if (index > 0 && instalment.period <= instalments[index - 1]!.period) return { problem: 'notInOrder', index };
  }
  const sum = instalments.reduce((running, instalment) => running.plus(instalment.amount), new Decimal(0));
  return sum.equals(total) ? null : { problem: 'sumMismatch', sum: sum.toFixed(2) };
}

/** The sum of decimal strings, as a decimal string with 2 decimals. */
export const sumOf = (amounts: readonly string[]) => amounts.reduce((running, amount) => running.plus(amount), new Decimal(0)).toFixed(2);

/**
 * What a payrun of `period` takes: every planned instalment up to that month (one a paused or
 * missed run did not take comes with it), never more than is owed; nothing while paused.
 */
export function amountDue(input: {
  readonly planned: readonly PlannedInstalment[];
  readonly period: string;
  readonly balance: string;
  readonly pausedFrom: string | null;
}): string {
  if (input.pausedFrom !== null && input.pausedFrom <= input.period) return '0.00';
  const due = new Decimal(
    sumOf(input.planned.filter((instalment) => instalment.period <= input.period).map((instalment) => instalment.amount)),
  );
  return Decimal.max(0, Decimal.min(due, input.balance)).toFixed(2);
}

/** On resuming: the instalments not yet taken, in their order, one per month from `fromPeriod`. */
export function rescheduled(planned: readonly PlannedInstalment[], fromPeriod: string): PlannedInstalment[] {
  return planned.map((instalment, index) => ({ period: addMonths(fromPeriod, index), amount: instalment.amount }));
}

/** Each ledger entry with the balance after it, in date order (entries of a day in the order written). */
export function runningBalances<T extends { readonly amount: string }>(entries: readonly T[]): (T & { balance: string })[] {
  let balance = new Decimal(0);
  return entries.map((entry) => {
    balance = balance.plus(entry.amount);
    return { ...entry, balance: balance.toFixed(2) };
  });
}

/** A repayment may not take more than is owed; true when it is more. */
export const overpays = (amount: string, balance: string) => new Decimal(amount).greaterThan(balance);

/** Nothing left to repay. */
export const isPaidOff = (balance: string) => new Decimal(balance).lessThanOrEqualTo(0);
