import { pairPunches } from './punch-pairs.ts';
import type { ShiftInstance } from './schedule.types.ts';
import type { DayContext, Punch } from './timesheet.types.ts';
import { assignWorkDates, type WorkDateQuery } from './work-date.ts';

/** The attendance calendar's event type codes (spec §4); 4 is not used by the product. */
export const CALENDAR_EVENT_TYPES = { timeOff: 0, present: 1, schedule: 2, training: 3, convertedLeave: 5 } as const;
export type CalendarEventType = (typeof CALENDAR_EVENT_TYPES)[keyof typeof CALENDAR_EVENT_TYPES];

/** A time at work: a clock-in and its clock-out on one work date; either may be missing. */
export interface PresenceEvent<P extends Punch = Punch> {
  readonly type: typeof CALENDAR_EVENT_TYPES.present;
  /** The work date (the shift's, so a night shift's clock-out stays on the night it started). */
  readonly date: string;
  readonly in: P | null;
  readonly out: P | null;
}

/** A scheduled shift on its work date. */
export interface ScheduleEvent {
  readonly type: typeof CALENDAR_EVENT_TYPES.schedule;
  readonly date: string;
  readonly shiftId: string;
  readonly start: number;
  readonly end: number;
  readonly halfDay: boolean;
}

export interface PresenceQuery<P extends Punch> extends Omit<WorkDateQuery, 'punches'> {
  readonly punches: readonly P[];
  /** Inclusive work dates, YYYY-MM-DD: events of other work dates are left out. */
  readonly from: string;
  readonly to: string;
}

/** The presence event's id: its clock-in's, else its clock-out's. */
export const presenceId = (event: Pick<PresenceEvent, 'in' | 'out'>): string => (event.in ?? event.out)!.id;

/**
 * The presence events of [from, to]: the punches given their work dates as the timesheet gives them
 * (the shift they belong to, else the site's local date from the day boundary), then paired in and
 * out on each date. A clock-in never closed and a clock-out without a clock-in are events of their
 * own, half open; a repeated punch (a double click) adds none. In time order.
 */
export function presenceEvents<P extends Punch>(query: PresenceQuery<P>): PresenceEvent<P>[] {
  const byId = new Map(query.punches.map((punch) => [punch.id, punch]));
  const original = (punch: Punch) => byId.get(punch.id)!;
  const events: PresenceEvent<P>[] = [];
  for (const [date, punches] of assignWorkDates(query)) {
    if (date < query.from || date > query.to) continue;
    const paired = pairPunches(punches);
    for (const pair of paired.pairs)
      events.push({ type: CALENDAR_EVENT_TYPES.present, date, in: original(pair.in), out: original(pair.out) });
    for (const out of paired.strayOuts) events.push({ type: CALENDAR_EVENT_TYPES.present, date, in: null, out: original(out) });
    if (paired.openIn) events.push({ type: CALENDAR_EVENT_TYPES.present, date, in: original(paired.openIn), out: null });
  }
  const startOf = (event: PresenceEvent<P>) => (event.in ?? event.out)!.at;
  return events.sort((a, b) => (a.date === b.date ? startOf(a) - startOf(b) : a.date < b.date ? -1 : 1));
}

/** The scheduled shifts of [from, to] as events, in date order. */
export function scheduleEvents(query: {
  readonly instances: readonly ShiftInstance[];
  readonly from: string;
  readonly to: string;
}): ScheduleEvent[] {
  return query.instances
    .filter((instance) => instance.date >= query.from && instance.date <= query.to)
    .map((instance) => ({
      type: CALENDAR_EVENT_TYPES.schedule,
      date: instance.date,
      shiftId: instance.shiftId,
      start: instance.start,
      end: instance.end,
      halfDay: instance.halfDay ?? false,
    }))
    .sort((a, b) => (a.date < b.date ? -1 : a.date > b.date ? 1 : a.start - b.start));
}

export const AVAILABILITY_REASONS = ['present', 'scheduled', 'timeOff', 'publicHoliday', 'restDay', 'notEmployed'] as const;
export type AvailabilityReason = (typeof AVAILABILITY_REASONS)[number];

/**
 * Whether someone is available on a date, and why: not employed, or on time off for the whole day,
 * is away whatever else; someone who clocked in or is scheduled is available; otherwise a public
 * holiday or a rest day keeps them away.
 */
export function availabilityOn(day: {
  readonly context: Pick<DayContext, 'calendar' | 'leave'> | undefined;
  readonly scheduled: boolean;
  readonly present: boolean;
}): { readonly available: boolean; readonly reason: AvailabilityReason } {
  if (!day.context || day.context.calendar === 'notEmployed') return { available: false, reason: 'notEmployed' };
  if (day.context.leave === 'full') return { available: false, reason: 'timeOff' };
  if (day.present) return { available: true, reason: 'present' };
  if (day.scheduled) return { available: true, reason: 'scheduled' };
  return { available: false, reason: day.context.calendar === 'holiday' ? 'publicHoliday' : 'restDay' };
}
