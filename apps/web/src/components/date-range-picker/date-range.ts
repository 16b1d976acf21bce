import dayjs, { type Dayjs } from 'dayjs';
import utc from 'dayjs/plugin/utc';
import timezone from 'dayjs/plugin/timezone';

dayjs.extend(utc);
dayjs.extend(timezone);

/** A date range as the API takes it (spec §3): the first day's start to the last day's end, in ms. */
export interface DateRangeValue {
  readonly startDate: number;
  readonly endDate: number;
}

export const DATE_RANGE_PRESETS = ['today', 'yesterday', 'last7Days', 'last30Days', 'thisMonth', 'lastMonth'] as const;
export type DateRangePreset = (typeof DATE_RANGE_PRESETS)[number];

/** Spec §9: "Last 7 Days" reaches 6 days back from today, "Last 30 Days" 29. */
const DAYS_BACK = { last7Days: 6, last30Days: 29 } as const;

const ISO_DATE = 'YYYY-MM-DD';

/** Two calendar days, first and last, as the picker holds them. */
export type CalendarRange = readonly [Dayjs, Dayjs];

/**
 * The calendar day an instant falls on in the region's time zone, as midnight in the browser's
 * zone: the picker then shows the region's date whatever zone the browser is in.
 */
export function calendarDay(instant: number, zone: string): Dayjs {
  return wallClock(instant, zone).startOf('day');
}

const WALL_CLOCK = 'YYYY-MM-DDTHH:mm:ss';

/** The date and time an instant shows in the region's zone, as that same wall-clock time in the browser's zone. */
export function wallClock(instant: number, zone: string): Dayjs {
  return dayjs(dayjs(instant).tz(zone).format(WALL_CLOCK));
}

/** The instant a wall-clock time in a picker means in the region's zone. */
export function fromWallClock(time: Dayjs, zone: string): number {
  return dayjs.tz(time.format(WALL_CLOCK), zone).valueOf();
}

/** Start of the first day to the last millisecond of the last day, both in the region's zone. */
export function toRangeValue(range: CalendarRange, zone: string): DateRangeValue {
  const [first, last] = range;
  // The next day's start minus one: right on days that are not 24 hours long (daylight saving).
  return {
    startDate: dayjs.tz(first.format(ISO_DATE), zone).valueOf(),
    endDate: dayjs.tz(last.add(1, 'day').format(ISO_DATE), zone).valueOf() - 1,
  };
}

export function toCalendarRange(value: DateRangeValue, zone: string): CalendarRange {
  return [calendarDay(value.startDate, zone), calendarDay(value.endDate, zone)];
}

/** The days a preset covers, "today" being today in the region's zone. */
export function presetRange(preset: DateRangePreset, options: { readonly now: number; readonly zone: string }): CalendarRange {
  const today = calendarDay(options.now, options.zone);
  switch (preset) {
    case 'today':
      return [today, today];
    case 'yesterday': {
      const yesterday = today.subtract(1, 'day');
      return [yesterday, yesterday];
    }
    case 'last7Days':
    case 'last30Days':
      return [today.subtract(DAYS_BACK[preset], 'day'), today];
    case 'thisMonth':
      return [today.startOf('month'), today.endOf('month').startOf('day')];
    case 'lastMonth': {
      const lastMonth = today.subtract(1, 'month');
      return [lastMonth.startOf('month'), lastMonth.endOf('month').startOf('day')];
    }
  }
}

/** The preset a value is exactly, 'custom' for any other range, null for no range. */
export function presetOf(
  value: DateRangeValue | null,
  options: { readonly now: number; readonly zone: string },
): DateRangePreset | 'custom' | null {
  if (!value) return null;
  const found = DATE_RANGE_PRESETS.find((preset) => {
    const range = toRangeValue(presetRange(preset, options), options.zone);
    return range.startDate === value.startDate && range.endDate === value.endDate;
  });
  return found ?? 'custom';
}

/**
 * Spec §5 single-year option: a last day outside the first day's year becomes that year's last
 * day; `clamped` says the warning should show.
 */
export function clampToYear(range: CalendarRange): { readonly range: CalendarRange; readonly clamped: boolean } {
  const [first, last] = range;
  const yearEnd = first.endOf('year').startOf('day');
  return last.isAfter(yearEnd) ? { range: [first, yearEnd], clamped: true } : { range, clamped: false };
}

/** The fixed ranges a stepping picker moves by (spec §2): a day, an ISO week (Monday to Sunday), a month, a year. */
export const RANGE_STEPS = ['day', 'isoWeek', 'month', 'year'] as const;
export type RangeStep = (typeof RANGE_STEPS)[number];

/** The range of one step that holds `day`: its week from Monday, its month, its year. */
export function stepRange(day: Dayjs, step: RangeStep): CalendarRange {
  const start = step === 'isoWeek' ? day.subtract((day.day() + 6) % 7, 'day') : day.startOf(step === 'day' ? 'day' : step);
  const last = step === 'isoWeek' ? start.add(6, 'day') : start.endOf(step === 'day' ? 'day' : step).startOf('day');
  return [start.startOf('day'), last];
}

/** The range `count` steps before (negative) or after the one holding `day`. */
export function shiftRange(day: Dayjs, step: RangeStep, count: number): CalendarRange {
  const unit = step === 'isoWeek' ? 'week' : step;
  return stepRange(day.add(count, unit), step);
}
