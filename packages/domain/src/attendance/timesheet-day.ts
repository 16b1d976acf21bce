import { nightMinutesOf, sliceMinutes } from './bands.ts';
import { countScheduled, countUnscheduled, type CountedTime } from './counted-time.ts';
import { dayRules } from './day-kind.ts';
import { lateness } from './lateness.ts';
import { premiumSplit, workingSplit } from './overtime-split.ts';
import { pairPunches, roundMinute, type PairedPunches } from './punch-pairs.ts';
import type { ShiftInstance } from './schedule.types.ts';
import { merge, type Segment } from './segments.ts';
import type { AttendanceSetting } from './setting.types.ts';
import type { AttendanceIssue, BandMinutes, DayContext, Explanation, Punch, TimesheetDay } from './timesheet.types.ts';
import { epochMinute, formatLocalTime, MS_PER_MINUTE, toLocal } from './zone-clock.ts';

export interface TimesheetDayInput {
  readonly day: DayContext;
  /** The shift scheduled on the date, if any. */
  readonly instance: ShiftInstance | null;
  /** The punches whose work date is this date (assignWorkDates). */
  readonly punches: readonly Punch[];
  readonly setting: AttendanceSetting;
  /** The site's IANA time zone. */
  readonly timeZone: string;
  /** 'roster': a date without a shift is a rest day (people on a rotating roster); 'calendar': the work calendar says. */
  readonly restDays: 'calendar' | 'roster';
  /** Regular minutes already counted in this date's week before it (the weekly threshold). */
  readonly weekRegularMinutesBefore?: number;
}

/** One work date's figures, each with its explanation. */
export function computeTimesheetDay(input: TimesheetDayInput): TimesheetDay {
  const { day, instance, setting, timeZone } = input;
  const policy = setting.overtime;
  const rules = dayRules({ day, instance, policy, restDays: input.restDays });
  const explanations: Explanation[] = [];
  const issues: AttendanceIssue[] = [];
  const time = (minute: number) => formatLocalTime(toLocal(timeZone, minute).minute);

  if (rules.kind === 'notEmployed') {
    explanations.push({ figure: 'worked', key: 'attendance:explain.notEmployed', values: {}, events: [] });
    return emptyDay(day.date, explanations);
  }

  const paired = pairPunches(input.punches);
  explainPunches(paired, explanations, issues, time);
  const presence = roundedPresence(paired, setting, timeZone, explanations, time);
  const events = paired.pairs.flatMap((pair) => [pair.in.id, pair.out.id]);

  const counted: CountedTime = instance
    ? countScheduled({ presence, instance, setting, timeZone, events })
    : countUnscheduled({ presence, setting, events });
  explanations.push(...counted.explanations);
  if (!instance && (counted.minutes > 0 || paired.openIn || paired.strayOuts.length > 0)) issues.push('workWithoutSchedule');

  // Late, early leave and absence only where a shift was scheduled and the day is not on leave.
  let lateMinutes = 0;
  let earlyLeaveMinutes = 0;
  let absent = false;
  if (instance && day.leave === 'full') {
    explanations.push({ figure: 'absent', key: 'attendance:explain.onLeave', values: { part: 'full' }, events: [] });
  } else if (instance) {
    if (day.leave) explanations.push({ figure: 'absent', key: 'attendance:explain.onLeave', values: { part: day.leave }, events: [] });
    if (input.punches.length === 0) {
      absent = true;
      issues.push('absent');
      explanations.push({
        figure: 'absent',
        key: 'attendance:explain.absent',
        values: { start: time(instance.start / MS_PER_MINUTE), end: time(instance.end / MS_PER_MINUTE) },
        events: [],
      });
    } else {
      const late = lateness({ instance, paired, setting, leave: day.leave, timeZone });
      lateMinutes = late.lateMinutes;
      earlyLeaveMinutes = late.earlyLeaveMinutes;
      explanations.push(...late.explanations);
    }
  }

  const split = rules.premium
    ? premiumSplit(rules.premium, counted, rules.kind, events, explanations)
    : workingSplit(input, counted, events, explanations);

  const bands: BandMinutes[] = [...split.bands];
  let nightMinutes = 0;
  if (policy.night) {
    const night = policy.night;
    nightMinutes = Math.min(counted.minutes, nightMinutesOf(counted.segments, night, timeZone));
    if (nightMinutes > 0) {
      explanations.push({
        figure: 'night',
        key: 'attendance:explain.night',
        values: { minutes: nightMinutes, start: night.start, end: night.end },
        events,
        rule: 'overtime.night',
      });
      if (night.band) bands.push({ band: night.band, minutes: nightMinutes });
      // Premium minutes in time order: each tier's slice of them, at night, goes to its night band.
      let premiumNight = 0;
      for (const share of split.shares) {
        const minutes = Math.min(
          share.minutes,
          nightMinutesOf(sliceMinutes(split.premiumSegments, share.from, share.minutes), night, timeZone),
        );
        premiumNight += minutes;
        if (share.nightBand && minutes > 0) bands.push({ band: share.nightBand, minutes });
      }
      const regularNight = Math.min(split.regularMinutes, Math.max(0, nightMinutes - premiumNight));
      if (night.regularBand && regularNight > 0) bands.push({ band: night.regularBand, minutes: regularNight });
    }
  }

  const workedMinutes = counted.minutes;
  explanations.push({
    figure: 'worked',
    key: 'attendance:explain.worked',
    values: { minutes: workedMinutes, regular: split.regularMinutes, extra: workedMinutes - split.regularMinutes },
    events,
  });
  return {
    date: day.date,
    kind: rules.kind,
    shiftId: instance?.shiftId ?? null,
    workedMinutes,
    regularMinutes: split.regularMinutes,
    lateMinutes,
    earlyLeaveMinutes,
    absent,
    breakMinutes: counted.breakMinutes,
    nightMinutes,
    overtimeMinutes: split.overtimeMinutes,
    restDayMinutes: rules.kind === 'rest' && rules.premium ? workedMinutes : 0,
    holidayMinutes: (rules.kind === 'publicHoliday' || rules.kind === 'specialDay') && rules.premium ? workedMinutes : 0,
    uncountedMinutes: counted.uncountedMinutes,
    overtime: orderBands(bands, setting),
    issues,
    explanations,
  };
}

function explainPunches(
  paired: PairedPunches,
  explanations: Explanation[],
  issues: AttendanceIssue[],
  time: (minute: number) => string,
): void {
  for (const punch of paired.repeated)
    explanations.push({
      figure: 'punches',
      key: 'attendance:explain.repeatedPunch',
      values: { action: punch.action, time: time(epochMinute(punch.at)) },
      events: [punch.id],
    });
  if (paired.openIn) {
    issues.push('missingClockOut');
    explanations.push({
      figure: 'punches',
      key: 'attendance:explain.missingClockOut',
      values: { clockIn: time(epochMinute(paired.openIn.at)) },
      events: [paired.openIn.id],
    });
  }
  if (paired.strayOuts.length > 0) issues.push('missingClockIn');
  for (const punch of paired.strayOuts)
    explanations.push({
      figure: 'punches',
      key: 'attendance:explain.missingClockIn',
      values: { clockOut: time(epochMinute(punch.at)) },
      events: [punch.id],
    });
}

/** The pairs' stretches at work on the rounded minutes, merged where they touch. */
function roundedPresence(
  paired: PairedPunches,
  setting: AttendanceSetting,
  timeZone: string,
  explanations: Explanation[],
  time: (minute: number) => string,
): Segment[] {
  const stretches: Segment[] = [];
  for (const pair of paired.pairs) {
    const start = roundMinute(pair.inMinute, setting.rounding.clockIn, timeZone);
    const end = roundMinute(pair.outMinute, setting.rounding.clockOut, timeZone);
    if (start !== pair.inMinute)
      explanations.push({
        figure: 'worked',
        key: 'attendance:explain.rounded',
        values: { action: 'in', from: time(pair.inMinute), to: time(start), unit: setting.rounding.clockIn!.unitMinutes },
        events: [pair.in.id],
        rule: 'rounding.clockIn',
      });
    if (end !== pair.outMinute)
      explanations.push({
        figure: 'worked',
        key: 'attendance:explain.rounded',
        values: { action: 'out', from: time(pair.outMinute), to: time(end), unit: setting.rounding.clockOut!.unitMinutes },
        events: [pair.out.id],
        rule: 'rounding.clockOut',
      });
    if (end > start) stretches.push({ start, end });
  }
  return merge(stretches, []);
}

/** Bands added up by id, in the policy's order (a band it does not list after those). */
function orderBands(bands: readonly BandMinutes[], setting: AttendanceSetting): BandMinutes[] {
  const totals = new Map<string, number>();
  for (const entry of bands) if (entry.minutes > 0) totals.set(entry.band, (totals.get(entry.band) ?? 0) + entry.minutes);
  return sortBands(totals, setting);
}

const bandOrders = new WeakMap<readonly unknown[], ReadonlyMap<string, number>>();

export function sortBands(totals: ReadonlyMap<string, number>, setting: AttendanceSetting): BandMinutes[] {
  let order = bandOrders.get(setting.overtime.bands);
  if (!order) {
    order = new Map(setting.overtime.bands.map((band, index) => [band.id, index]));
    bandOrders.set(setting.overtime.bands, order);
  }
  return [...totals]
    .filter(([, minutes]) => minutes > 0)
    .sort(([a], [b]) => (order.get(a) ?? order.size) - (order.get(b) ?? order.size))
    .map(([band, minutes]) => ({ band, minutes }));
}

function emptyDay(date: string, explanations: Explanation[]): TimesheetDay {
  return {
    date,
    kind: 'notEmployed',
    shiftId: null,
    workedMinutes: 0,
    regularMinutes: 0,
    lateMinutes: 0,
    earlyLeaveMinutes: 0,
    absent: false,
    breakMinutes: 0,
    nightMinutes: 0,
    overtimeMinutes: 0,
    restDayMinutes: 0,
    holidayMinutes: 0,
    uncountedMinutes: 0,
    overtime: [],
    issues: [],
    explanations,
  };
}
