import Decimal from 'decimal.js';
import type { ThresholdTarget } from '@tenaga/contracts';

export type BandMinutes = { band: string; minutes: number };

export interface ThresholdLimits {
  dailyMinutes: number | null;
  weeklyMinutes: number | null;
  monthlyMinutes: number | null;
}

export interface DatedThreshold {
  targetType: ThresholdTarget;
  targetId: string;
  effectiveFrom: string;
  limits: ThresholdLimits;
}

/** The latest assignment of one target in force on a date. */
function inForce(assignments: readonly DatedThreshold[], targetType: ThresholdTarget, targetId: string | null, date: string) {
  if (!targetId) return undefined;
  let best: DatedThreshold | undefined;
  for (const assignment of assignments) {
    if (assignment.targetType !== targetType || assignment.targetId !== targetId || assignment.effectiveFrom > date) continue;
    if (!best || assignment.effectiveFrom > best.effectiveFrom) best = assignment;
  }
  return best;
}

/**
 * The threshold that applies to an employee on a date: their own assignment in force, else their
 * location's; null when neither has one (their overtime needs no approval).
 */
export function thresholdOn(
  assignments: readonly DatedThreshold[],
  who: { employeeId: string; siteId: string | null },
  date: string,
): ThresholdLimits | null {
  return (inForce(assignments, 'employee', who.employeeId, date) ?? inForce(assignments, 'location', who.siteId, date))?.limits ?? null;
}

export interface OvertimeDay {
  date: string;
  minutes: number;
}

export interface DayExcess {
  date: string;
  overtimeMinutes: number;
  excessMinutes: number;
}

const weekdayIndex = (date: string) => (new Date(`${date}T00:00:00Z`).getUTCDay() + 6) % 7;

/** The first date of the week (Monday = 0 … Sunday = 6 starts it) a date falls in. */
export function weekStartOf(date: string, weekStartsOn: number): string {
  const back = (weekdayIndex(date) - weekStartsOn + 7) % 7;
  const day = new Date(`${date}T00:00:00Z`);
  day.setUTCDate(day.getUTCDate() - back);
  return day.toISOString().slice(0, 10);
}

/**
 * The part of each day's overtime beyond the thresholds in force that day: the day's own minutes
 * over the daily limit, or the minutes by which the week's or the month's overtime so far (this day
 * included) passes their limits, whichever is most, never more than the day's overtime. The days
 * are one employee's, from the start of the earliest week and month they touch.
 */
export function overtimePastThreshold(
  days: readonly OvertimeDay[],
  limitsOn: (date: string) => ThresholdLimits | null,
  weekStartsOn = 0,
): DayExcess[] {
  const weekTotals = new Map<string, number>();
  const monthTotals = new Map<string, number>();
  const sorted = [...days].sort((a, b) => a.date.localeCompare(b.date));
  return sorted.map((day) => {
    const week = weekStartOf(day.date, weekStartsOn);
    const month = day.date.slice(0, 7);
    const weekSoFar = (weekTotals.get(week) ?? 0) + day.minutes;
    const monthSoFar = (monthTotals.get(month) ?? 0) + day.minutes;
    weekTotals.set(week, weekSoFar);
    monthTotals.set(month, monthSoFar);
    const limits = limitsOn(day.date);
    if (!limits || day.minutes === 0) return { date: day.date, overtimeMinutes: day.minutes, excessMinutes: 0 };
    const over = (total: number, max: number | null) => (max === null ? 0 : Math.min(day.minutes, Math.max(0, total - max)));
    const excess = Math.max(
      over(day.minutes, limits.dailyMinutes),
      over(weekSoFar, limits.weeklyMinutes),
      over(monthSoFar, limits.monthlyMinutes),
    );
    return { date: day.date, overtimeMinutes: day.minutes, excessMinutes: excess };
  });
}

/** Whether a new overwork request is approved at once (nothing past the threshold) or waits. */
export const initialStatus = (excessMinutes: number): 'approved' | 'pending' => (excessMinutes > 0 ? 'pending' : 'approved');

/** The minutes that count: within the threshold always; the excess only once approved. */
export function approvedMinutesOf(row: { overtimeMinutes: number; excessMinutes: number; status: string }): number {
  return row.status === 'approved' ? row.overtimeMinutes : row.overtimeMinutes - row.excessMinutes;
}

/**
 * The first `minutes` of a day's overtime by band, in the timesheet's order of the bands (the
 * earlier hours come first): what is paid when only part of the day's overtime counts.
 */
export function firstMinutesByBand(bands: readonly BandMinutes[], minutes: number): BandMinutes[] {
  let left = Math.max(0, minutes);
  const result: BandMinutes[] = [];
  for (const band of bands) {
    const taken = Math.min(band.minutes, left);
    left -= taken;
    if (taken > 0) result.push({ band: band.band, minutes: taken });
  }
  return result;
}

/** Sums band minutes by band, in the order the bands first appear. */
export function sumBands(lists: readonly (readonly BandMinutes[])[]): BandMinutes[] {
  const totals = new Map<string, number>();
  for (const list of lists) for (const entry of list) totals.set(entry.band, (totals.get(entry.band) ?? 0) + entry.minutes);
  return [...totals].map(([band, minutes]) => ({ band, minutes }));
}

export type ConversionProblem = 'notApproved' | 'alreadyConverted' | 'overApproved';

/** Why a conversion cannot be made: only approved minutes, at most all of them, once per work date. */
export function conversionProblem(input: {
  approvedMinutes: number;
  alreadyConverted: boolean;
  minutes: number;
}): ConversionProblem | null {
  if (input.alreadyConverted) return 'alreadyConverted';
  if (input.approvedMinutes <= 0) return 'notApproved';
  if (input.minutes > input.approvedMinutes) return 'overApproved';
  return null;
}

/** The days of leave the minutes make at the employee's working hours per day (a decimal string), to 4 places. */
export function leaveDays(minutes: number, hoursPerDay: string): string {
  const hours = new Decimal(hoursPerDay);
  if (!hours.isFinite() || hours.lte(0)) throw new RangeError('hours per day must be positive');
  return new Decimal(minutes).div(hours.mul(60)).toDecimalPlaces(4, Decimal.ROUND_HALF_UP).toFixed(4);
}

/** Minutes as hours:minutes ('2:30'), as an approver reads a request's summary. */
export function hoursMinutes(minutes: number): string {
  return `${Math.floor(minutes / 60)}:${String(minutes % 60).padStart(2, '0')}`;
}

/** When an employee has no working hours set: a standard eight-hour day. */
export const DEFAULT_HOURS_PER_DAY = '8';
