import type { PairedPunches } from './punch-pairs.ts';
import type { ShiftInstance } from './schedule.types.ts';
import { clip, lengthOf, subtract } from './segments.ts';
import type { AttendanceSetting } from './setting.types.ts';
import type { DayContext, Explanation } from './timesheet.types.ts';
import { epochMinute, formatLocalTime, MS_PER_MINUTE, toLocal } from './zone-clock.ts';

export interface Lateness {
  readonly lateMinutes: number;
  readonly earlyLeaveMinutes: number;
  readonly explanations: readonly Explanation[];
}

/**
 * Late and early leave on the real minute of the first clock-in and the last clock-out (never the
 * rounded one), counted in scheduled working minutes: arriving at 13:00 for 09:00 with a break at
 * 12:00–13:00 is 180 minutes late. Half a day off moves the start (first half) or the end (second
 * half) to the middle of the shift. Nothing is early leave without a clock-out.
 */
export function lateness(query: {
  readonly instance: ShiftInstance;
  readonly paired: PairedPunches;
  readonly setting: AttendanceSetting;
  readonly leave: DayContext['leave'];
  readonly timeZone: string;
}): Lateness {
  const { instance, paired, setting, timeZone } = query;
  const start = instance.start / MS_PER_MINUTE;
  const end = instance.end / MS_PER_MINUTE;
  const middle = start + Math.floor((end - start) / 2);
  const from = query.leave === 'firstHalf' ? middle : start;
  const to = query.leave === 'secondHalf' ? middle : end;
  const unpaid = instance.fixedBreaks
    .filter((rule) => !rule.paid)
    .map((rule) => ({ start: rule.start / MS_PER_MINUTE, end: rule.end / MS_PER_MINUTE }));
  const scheduledBetween = (a: number, b: number) => lengthOf(subtract(clip([{ start: from, end: to }], a, b), unpaid));
  const time = (minute: number) => formatLocalTime(toLocal(timeZone, minute).minute);
  const explanations: Explanation[] = [];
  const beyond = setting.graceMode === 'beyondGrace';

  let lateMinutes = 0;
  const firstIn = paired.pairs[0]?.in ?? paired.openIn;
  if (firstIn) {
    const clockIn = epochMinute(firstIn.at);
    const by = clockIn - from;
    const grace = setting.lateGraceMinutes;
    if (by > 0) {
      const values = { start: time(from), clockIn: time(clockIn), grace };
      if (by <= grace) {
        explanations.push({
          figure: 'late',
          key: 'attendance:explain.lateWithinGrace',
          values,
          events: [firstIn.id],
          rule: 'lateGraceMinutes',
        });
      } else {
        // A flexible break has no clock time: the shift's scheduled minutes bound what can be missed.
        lateMinutes = Math.min(instance.scheduledMinutes, scheduledBetween(beyond ? from + grace : from, Math.min(clockIn, to)));
        explanations.push({
          figure: 'late',
          key: 'attendance:explain.late',
          values: { ...values, minutes: lateMinutes },
          events: [firstIn.id],
          rule: 'lateGraceMinutes',
        });
      }
    }
  }

  let earlyLeaveMinutes = 0;
  const lastPair = paired.pairs[paired.pairs.length - 1];
  if (lastPair && !paired.openIn) {
    const clockOut = epochMinute(lastPair.out.at);
    const by = to - clockOut;
    const grace = setting.earlyLeaveGraceMinutes;
    if (by > 0) {
      const values = { end: time(to), clockOut: time(clockOut), grace };
      if (by <= grace) {
        explanations.push({
          figure: 'earlyLeave',
          key: 'attendance:explain.earlyLeaveWithinGrace',
          values,
          events: [lastPair.out.id],
          rule: 'earlyLeaveGraceMinutes',
        });
      } else {
        const firstMinute = paired.pairs[0]!.inMinute;
        earlyLeaveMinutes = Math.min(
          instance.scheduledMinutes - lateMinutes,
          scheduledBetween(Math.max(clockOut, firstMinute), beyond ? to - grace : to),
        );
        explanations.push({
          figure: 'earlyLeave',
          key: 'attendance:explain.earlyLeave',
          values: { ...values, minutes: earlyLeaveMinutes },
          events: [lastPair.out.id],
          rule: 'earlyLeaveGraceMinutes',
        });
      }
    }
  }
  return { lateMinutes, earlyLeaveMinutes, explanations };
}
