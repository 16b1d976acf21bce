import { requireDayNumber } from '../work-calendar/day-numbers.ts';
import type { RosterAssignment, RosterOverride, ShiftDefinition, ShiftInstance } from './schedule.types.ts';
import { fromLocal, isoDate, MINUTES_PER_DAY, MS_PER_MINUTE, requireLocalTime } from './zone-clock.ts';

/** A shift's clock times as offsets from its start, checked once. */
interface ParsedShift {
  readonly definition: ShiftDefinition;
  readonly startMinute: number;
  readonly span: number;
  readonly fixedBreaks: readonly { readonly from: number; readonly to: number; readonly paid: boolean }[];
}

function parseShift(shift: ShiftDefinition): ParsedShift {
  const what = `shift ${JSON.stringify(shift.id)}`;
  const startMinute = requireLocalTime(shift.start, `${what} start`);
  const endMinute = requireLocalTime(shift.end, `${what} end`);
  const span = endMinute > startMinute ? endMinute - startMinute : endMinute - startMinute + MINUTES_PER_DAY;
  const fixedBreaks = shift.breaks.flatMap((rule, index) => {
    if (rule.kind === 'flexible') {
      if (!Number.isInteger(rule.minutes) || rule.minutes < 0 || rule.minutes >= span)
        throw new RangeError(`${what} breaks[${index}].minutes must be whole minutes shorter than the shift`);
      return [];
    }
    const from = (requireLocalTime(rule.start, `${what} breaks[${index}].start`) - startMinute + MINUTES_PER_DAY) % MINUTES_PER_DAY;
    let to = (requireLocalTime(rule.end, `${what} breaks[${index}].end`) - startMinute + MINUTES_PER_DAY) % MINUTES_PER_DAY;
    if (to <= from) to += MINUTES_PER_DAY;
    if (to > span) throw new RangeError(`${what} breaks[${index}] is not inside the shift`);
    return [{ from, to, paid: rule.paid }];
  });
  return { definition: shift, startMinute, span, fixedBreaks };
}

function unpaidMinutes(shift: ParsedShift, span: number): number {
  let unpaid = 0;
  for (const rule of shift.fixedBreaks) if (!rule.paid) unpaid += Math.max(0, Math.min(rule.to, span) - rule.from);
  // A half day keeps no flexible break: it is at most half the shift long.
  if (span === shift.span) for (const rule of shift.definition.breaks) if (rule.kind === 'flexible' && !rule.paid) unpaid += rule.minutes;
  return unpaid;
}

/**
 * One shift on one local date, its clock times turned into instants each on its own local date, so
 * a night shift's end and its 02:00 break land on the next day and a daylight saving change in the
 * night gives the shift its real length.
 */
export function shiftInstance(query: {
  readonly shift: ShiftDefinition;
  readonly date: string;
  readonly timeZone: string;
  readonly halfDay?: boolean;
}): ShiftInstance {
  return instanceOf(parseShift(query.shift), requireDayNumber(query.date, 'date'), query.timeZone, query.halfDay ?? false);
}

function instanceOf(shift: ParsedShift, day: number, timeZone: string, halfDay: boolean): ShiftInstance {
  const at = (offset: number) => {
    const wall = shift.startMinute + offset;
    return fromLocal(timeZone, day + Math.floor(wall / MINUTES_PER_DAY), wall % MINUTES_PER_DAY) * MS_PER_MINUTE;
  };
  // A half working day is the first half of the shift by the clock.
  const span = halfDay ? Math.floor(shift.span / 2) : shift.span;
  const start = at(0);
  const end = at(span);
  const fixedBreaks = shift.fixedBreaks
    .filter((rule) => rule.from < span)
    .map((rule) => ({ start: at(rule.from), end: at(Math.min(rule.to, span)), paid: rule.paid }));
  const flexibleBreaks = halfDay
    ? []
    : shift.definition.breaks.flatMap((rule) => (rule.kind === 'flexible' ? [{ minutes: rule.minutes, paid: rule.paid }] : []));
  const scheduledMinutes = Math.round((end - start) / MS_PER_MINUTE) - unpaidMinutes(shift, span);
  return {
    date: isoDate(day),
    shiftId: shift.definition.id,
    start,
    end,
    fixedBreaks,
    flexibleBreaks,
    scheduledMinutes,
    ...(halfDay ? { halfDay } : {}),
  };
}

export interface RosterQuery {
  /** Inclusive work dates, YYYY-MM-DD. */
  readonly from: string;
  readonly to: string;
  /** The site's IANA time zone. */
  readonly timeZone: string;
  readonly shifts: readonly ShiftDefinition[];
  /** Patterns by date; of two in force on a date, the later in the list wins (a roster change). */
  readonly assignments: readonly RosterAssignment[];
  /** Single dates changed on the roster grid; they win over every pattern. */
  readonly overrides?: readonly RosterOverride[];
}

/** The scheduled shift instances of [from, to] from rotating patterns and the grid's changes, in date order. */
export function rosterInstances(query: RosterQuery): ShiftInstance[] {
  const first = requireDayNumber(query.from, 'from');
  const last = requireDayNumber(query.to, 'to');
  const shifts = new Map(query.shifts.map((shift) => [shift.id, parseShift(shift)]));
  const shiftOf = (id: string, what: string) => {
    const shift = shifts.get(id);
    if (!shift) throw new RangeError(`${what} names an unknown shift: ${JSON.stringify(id)}`);
    return shift;
  };
  const assignments = query.assignments.map((assignment, index) => {
    const what = `assignments[${index}]`;
    if (assignment.pattern.cycle.length === 0) throw new RangeError(`${what}.pattern.cycle is empty`);
    assignment.pattern.cycle.forEach((id, position) => id !== null && shiftOf(id, `${what}.pattern.cycle[${position}]`));
    return {
      from: requireDayNumber(assignment.from, `${what}.from`),
      to: assignment.to ? requireDayNumber(assignment.to, `${what}.to`) : Infinity,
      anchor: requireDayNumber(assignment.pattern.anchor, `${what}.pattern.anchor`),
      cycle: assignment.pattern.cycle,
    };
  });
  const overrides = new Map<number, string | null>();
  (query.overrides ?? []).forEach((override, index) => {
    if (override.shiftId !== null) shiftOf(override.shiftId, `overrides[${index}].shiftId`);
    overrides.set(requireDayNumber(override.date, `overrides[${index}].date`), override.shiftId);
  });

  const instances: ShiftInstance[] = [];
  for (let day = first; day <= last; day += 1) {
    let shiftId: string | null = null;
    if (overrides.has(day)) shiftId = overrides.get(day)!;
    else {
      for (let index = assignments.length - 1; index >= 0; index -= 1) {
        const assignment = assignments[index]!;
        if (assignment.from > day || assignment.to < day) continue;
        const length = assignment.cycle.length;
        shiftId = assignment.cycle[(((day - assignment.anchor) % length) + length) % length]!;
        break;
      }
    }
    if (shiftId !== null) instances.push(instanceOf(shifts.get(shiftId)!, day, query.timeZone, false));
  }
  return instances;
}

/** A fixed weekly roster as a pattern: seven entries, Monday first (5 January 1970 was a Monday). */
export function weeklyPattern(week: readonly (string | null)[]): { readonly anchor: string; readonly cycle: readonly (string | null)[] } {
  if (week.length !== 7) throw new RangeError('a weekly pattern has seven days, Monday first');
  return { anchor: '1970-01-05', cycle: week };
}

/**
 * Fixed working hours against the work calendar: the shift on each working date, its first half on
 * a half working day, none on rest days and holidays (employeeWorkingDaysByDate gives the dates).
 */
export function calendarInstances(query: {
  readonly shift: ShiftDefinition;
  readonly timeZone: string;
  readonly days: readonly { readonly date: string; readonly fraction: number }[];
}): ShiftInstance[] {
  const shift = parseShift(query.shift);
  return query.days
    .filter((day) => day.fraction > 0)
    .map((day) => instanceOf(shift, requireDayNumber(day.date, 'days.date'), query.timeZone, day.fraction < 1));
}
