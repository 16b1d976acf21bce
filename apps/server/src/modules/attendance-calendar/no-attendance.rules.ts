import type { DayContext, ShiftInstance } from '@tenaga/domain';

/** A clock-in this long before a shift's start still counts as coming to it (an early arrival). */
export const EARLY_CLOCK_IN_MS = 4 * 60 * 60 * 1000;

export interface ScheduledPerson {
  readonly employeeId: string;
  readonly timezone: string;
  /** A roster's shifts are the roster's working days; fixed hours follow the work calendar's. */
  readonly source: 'roster' | 'calendar';
  readonly instances: readonly ShiftInstance[];
  readonly days: readonly DayContext[];
  /** The instants of the person's clock-ins around now. */
  readonly clockIns: readonly number[];
}

export interface MissingAttendance {
  readonly employeeId: string;
  readonly workDate: string;
  readonly shiftStart: number;
  readonly timezone: string;
}

/**
 * Whether a scheduled date is one the person is expected at: not a public holiday, not a date they
 * are not employed on, not a day of approved time off (DayContext.leave: whole day or its first
 * half; the time-off module fills it in once it exists), and for fixed hours not a rest day (a
 * roster's rest days have no shift at all).
 */
export function expectedAt(person: Pick<ScheduledPerson, 'source'>, day: DayContext | undefined): boolean {
  if (!day) return false;
  if (day.calendar === 'holiday' || day.calendar === 'notEmployed') return false;
  if (day.calendar === 'rest' && person.source === 'calendar') return false;
  return day.leave !== 'full' && day.leave !== 'firstHalf';
}

/**
 * The people whose shift started at least `thresholdMinutes` ago, has not ended, and who have not
 * clocked in for it (from EARLY_CLOCK_IN_MS before its start until now): each with the shift's work date.
 */
export function missingAttendance(input: {
  readonly now: number;
  readonly thresholdMinutes: number;
  readonly people: readonly ScheduledPerson[];
}): MissingAttendance[] {
  const threshold = input.thresholdMinutes * 60_000;
  const missing: MissingAttendance[] = [];
  for (const person of input.people) {
    const days = new Map(person.days.map((day) => [day.date, day]));
    for (const shift of person.instances) {
      if (shift.start + threshold > input.now || shift.end <= input.now) continue;
      if (!expectedAt(person, days.get(shift.date))) continue;
      const came = person.clockIns.some((at) => at >= shift.start - EARLY_CLOCK_IN_MS && at <= input.now);
      if (!came) missing.push({ employeeId: person.employeeId, workDate: shift.date, shiftStart: shift.start, timezone: person.timezone });
    }
  }
  return missing;
}
