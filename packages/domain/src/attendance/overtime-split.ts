import { splitByTiers, type TierShare } from './bands.ts';
import type { CountedTime } from './counted-time.ts';
import type { ShiftInstance } from './schedule.types.ts';
import { firstMinutes, lastMinutes, merge, subtract, type Segment } from './segments.ts';
import type { AttendanceSetting, DayTable } from './setting.types.ts';
import type { BandMinutes, Explanation, TimesheetDay } from './timesheet.types.ts';

export interface Split {
  readonly regularMinutes: number;
  readonly overtimeMinutes: number;
  readonly bands: readonly BandMinutes[];
  /** The premium minutes by tier, and their clock time in time order (for the tiers' night bands). */
  readonly shares: readonly TierShare[];
  readonly premiumSegments: readonly Segment[];
}

/** A rest day or a holiday: every counted minute is paid by the day's table, from the first. */
export function premiumSplit(
  table: DayTable,
  counted: CountedTime,
  kind: TimesheetDay['kind'],
  events: readonly string[],
  explanations: Explanation[],
): Split {
  if (counted.minutes > 0) {
    explanations.push({
      figure: 'overtime',
      key: kind === 'rest' ? 'attendance:explain.restDayWork' : 'attendance:explain.holidayWork',
      values: { minutes: counted.minutes },
      events,
      rule: kind === 'rest' ? 'overtime.restDay' : kind === 'specialDay' ? 'overtime.specialDay' : 'overtime.publicHoliday',
    });
  }
  const shares = sharesOf(table, counted.minutes, events, explanations);
  return { regularMinutes: 0, overtimeMinutes: 0, bands: shares.map(bandOf), shares, premiumSegments: counted.segments };
}

/**
 * A working day: overtime is the larger of what the schedule counts (after the end, before the
 * start) and what passes the daily threshold; then regular minutes past the weekly threshold. A
 * part-timer's minutes beyond their own shift are extra hours up to a full-timer's day.
 */
export function workingSplit(
  input: { readonly setting: AttendanceSetting; readonly instance: ShiftInstance | null; readonly weekRegularMinutesBefore?: number },
  counted: CountedTime,
  events: readonly string[],
  explanations: Explanation[],
): Split {
  const { setting } = input;
  const policy = setting.overtime;
  const total = counted.minutes;
  let overtime: number;
  let extra = 0;
  if (counted.minutes > 0 && !input.instance) {
    explanations.push({ figure: 'worked', key: 'attendance:explain.unscheduledWork', values: { minutes: total }, events });
  }
  if (setting.partTime) {
    const limit = setting.partTime.fullTimeDailyMinutes;
    overtime = Math.max(0, total - limit);
    extra = Math.max(0, counted.scheduleOvertime - overtime);
    if (extra > 0)
      explanations.push({
        figure: 'overtime',
        key: 'attendance:explain.partTimeExtra',
        values: { minutes: extra, limit },
        events,
        rule: 'partTime',
      });
    if (overtime > 0)
      explanations.push({
        figure: 'overtime',
        key: 'attendance:explain.dailyThreshold',
        values: { minutes: overtime, threshold: limit },
        events,
        rule: 'partTime.fullTimeDailyMinutes',
      });
  } else {
    const daily = policy.dailyAfterMinutes === null ? 0 : Math.max(0, total - policy.dailyAfterMinutes);
    overtime = Math.max(counted.scheduleOvertime, daily);
    if (daily > counted.scheduleOvertime)
      explanations.push({
        figure: 'overtime',
        key: 'attendance:explain.dailyThreshold',
        values: { minutes: daily, threshold: policy.dailyAfterMinutes! },
        events,
        rule: 'overtime.dailyAfterMinutes',
      });
  }
  let regular = total - overtime - extra;
  if (policy.weeklyAfterMinutes !== null && regular > 0) {
    const before = input.weekRegularMinutesBefore ?? 0;
    const weekly = Math.min(regular, Math.max(0, before + regular - policy.weeklyAfterMinutes));
    if (weekly > 0) {
      overtime += weekly;
      regular -= weekly;
      explanations.push({
        figure: 'overtime',
        key: 'attendance:explain.weeklyThreshold',
        values: { minutes: weekly, threshold: policy.weeklyAfterMinutes, weekMinutes: before + regular + weekly },
        events,
        rule: 'overtime.weeklyAfterMinutes',
      });
    }
  }
  const shares = sharesOf(policy.normalDay, overtime, events, explanations);
  const bands = shares.map(bandOf);
  if (extra > 0) bands.push({ band: setting.partTime!.extraBand, minutes: extra });
  // Overtime's clock time: the counted minutes before the start first, then the day's last minutes.
  const fromBefore = Math.min(
    overtime,
    counted.beforeStart.reduce((sum, segment) => sum + segment.end - segment.start, 0),
  );
  const rest = subtract(counted.segments, counted.beforeStart);
  const premiumSegments = merge(firstMinutes(counted.beforeStart, fromBefore), lastMinutes(rest, overtime - fromBefore));
  return { regularMinutes: regular, overtimeMinutes: overtime, bands, shares, premiumSegments };
}

function sharesOf(table: DayTable, minutes: number, events: readonly string[], explanations: Explanation[]): TierShare[] {
  const shares = splitByTiers(table, minutes);
  for (const share of shares)
    explanations.push({
      figure: 'overtime',
      key: 'attendance:explain.band',
      values: { band: share.band, minutes: share.minutes, from: share.from },
      events,
    });
  return shares;
}

const bandOf = (share: TierShare): BandMinutes => ({ band: share.band, minutes: share.minutes });
