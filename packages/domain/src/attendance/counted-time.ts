import type { ShiftInstance } from './schedule.types.ts';
import { clip, firstMinutes, lastMinutes, lengthOf, merge, subtract, type Segment } from './segments.ts';
import type { AttendanceSetting } from './setting.types.ts';
import type { Explanation } from './timesheet.types.ts';
import { formatLocalTime, MS_PER_MINUTE, toLocal } from './zone-clock.ts';

/** The minutes of presence a day counts, before overtime is split off. */
export interface CountedTime {
  /** Counted stretches in time order (flexible break deductions have no clock time and are not taken off them). */
  readonly segments: readonly Segment[];
  /** Counted minutes: the segments less the flexible deduction. */
  readonly minutes: number;
  /** Of them, minutes before the start and after the end counted as overtime by the schedule. */
  readonly beforeStart: readonly Segment[];
  readonly afterEnd: readonly Segment[];
  readonly scheduleOvertime: number;
  readonly breakMinutes: number;
  readonly uncountedMinutes: number;
  readonly explanations: readonly Explanation[];
}

const localTime = (timeZone: string, minute: number) => formatLocalTime(toLocal(timeZone, minute).minute);

/**
 * A scheduled day: presence inside the shift less unpaid fixed breaks and what is left of a
 * flexible break after the gaps already taken; before the start and after the end only what the
 * policy counts, in whole blocks, from the minimum on.
 */
export function countScheduled(query: {
  readonly presence: readonly Segment[];
  readonly instance: ShiftInstance;
  readonly setting: AttendanceSetting;
  readonly timeZone: string;
  readonly events: readonly string[];
}): CountedTime {
  const { presence, instance, setting, timeZone, events } = query;
  const policy = setting.overtime;
  const start = instance.start / MS_PER_MINUTE;
  const end = instance.end / MS_PER_MINUTE;
  const explanations: Explanation[] = [];
  const unpaidFixed = instance.fixedBreaks
    .filter((rule) => !rule.paid)
    .map((rule) => ({ start: rule.start / MS_PER_MINUTE, end: rule.end / MS_PER_MINUTE }));

  const within = clip(presence, start, end);
  const inside = subtract(within, unpaidFixed);
  let breakMinutes = 0;
  if (within.length > 0) {
    // A fixed break counts as taken when it lies between the day's first and last minute at work.
    const spanStart = within[0]!.start;
    const spanEnd = within[within.length - 1]!.end;
    for (const rule of unpaidFixed) {
      const minutes = lengthOf(clip([rule], spanStart, spanEnd));
      if (minutes === 0) continue;
      breakMinutes += minutes;
      explanations.push({
        figure: 'breaks',
        key: 'attendance:explain.fixedBreak',
        values: { start: localTime(timeZone, rule.start), end: localTime(timeZone, rule.end), minutes },
        events,
        rule: 'shift.breaks',
      });
    }
  }

  let deducted = 0;
  const flexible = instance.flexibleBreaks.reduce((sum, rule) => sum + (rule.paid ? 0 : rule.minutes), 0);
  if (flexible > 0 && inside.length > 0) {
    // Time out between two stretches at work inside the shift is break already taken.
    const span = [{ start: inside[0]!.start, end: inside[inside.length - 1]!.end }];
    const taken = Math.min(flexible, lengthOf(subtract(subtract(span, inside), unpaidFixed)));
    deducted = Math.min(flexible - taken, lengthOf(inside));
    breakMinutes += taken + deducted;
    explanations.push({
      figure: 'breaks',
      key: 'attendance:explain.flexibleBreak',
      values: { minutes: flexible, taken, deducted },
      events,
      rule: 'shift.breaks',
    });
  }

  const stretch = (segments: Segment[], allowed: boolean, which: 'before' | 'after') => {
    const raw = lengthOf(segments);
    if (raw === 0) return { counted: [] as Segment[], uncounted: 0 };
    const shiftTime = localTime(timeZone, which === 'before' ? start : end);
    if (!allowed) return { counted: [] as Segment[], uncounted: raw };
    if (raw < policy.minimumMinutes) {
      explanations.push({
        figure: 'overtime',
        key: 'attendance:explain.belowMinimum',
        values: { minutes: raw, minimum: policy.minimumMinutes },
        events,
        rule: 'overtime.minimumMinutes',
      });
      return { counted: [] as Segment[], uncounted: raw };
    }
    const block = Math.max(1, policy.blockMinutes);
    const minutes = Math.floor(raw / block) * block;
    // The blocks nearest the shift count: the first ones after its end, the last ones before its start.
    const counted = which === 'after' ? firstMinutes(segments, minutes) : lastMinutes(segments, minutes);
    explanations.push({
      figure: 'overtime',
      key: which === 'after' ? 'attendance:explain.afterEnd' : 'attendance:explain.beforeStart',
      values: which === 'after' ? { minutes, end: shiftTime } : { minutes, start: shiftTime },
      events,
      rule: which === 'after' ? 'overtime.afterShiftEnd' : 'overtime.beforeShiftStart',
    });
    return { counted, uncounted: raw - minutes };
  };
  const before = stretch(clip(presence, -Infinity, start), policy.beforeShiftStart, 'before');
  const after = stretch(clip(presence, end, Infinity), policy.afterShiftEnd, 'after');
  const scheduleOvertime = lengthOf(before.counted) + lengthOf(after.counted);
  const segments = merge(merge(before.counted, inside), after.counted);
  return {
    segments,
    minutes: lengthOf(segments) - deducted,
    beforeStart: before.counted,
    afterEnd: after.counted,
    scheduleOvertime,
    breakMinutes,
    uncountedMinutes: before.uncounted + after.uncounted,
    explanations,
  };
}

/** A day without a schedule: all presence, less the setting's break once the day is long enough. */
export function countUnscheduled(query: {
  readonly presence: readonly Segment[];
  readonly setting: AttendanceSetting;
  readonly events: readonly string[];
}): CountedTime {
  const total = lengthOf(query.presence);
  const rule = query.setting.unscheduledBreak;
  const deducted = rule && total >= rule.afterMinutes ? Math.min(rule.minutes, total) : 0;
  const explanations: Explanation[] =
    deducted > 0
      ? [
          {
            figure: 'breaks',
            key: 'attendance:explain.unscheduledBreak',
            values: { minutes: deducted, after: rule!.afterMinutes },
            events: query.events,
            rule: 'unscheduledBreak',
          },
        ]
      : [];
  return {
    segments: query.presence,
    minutes: total - deducted,
    beforeStart: [],
    afterEnd: [],
    scheduleOvertime: 0,
    breakMinutes: deducted,
    uncountedMinutes: 0,
    explanations,
  };
}
