import { clip, firstMinutes, lastMinutes, lengthOf, type Segment } from './segments.ts';
import type { DayTable } from './setting.types.ts';
import type { BandMinutes } from './timesheet.types.ts';
import { fromLocal, MINUTES_PER_DAY, requireLocalTime, toLocal } from './zone-clock.ts';

export interface TierShare extends BandMinutes {
  /** The tier's first minute (of the day's premium work). */
  readonly from: number;
  /** The band of its minutes in the night window, if any. */
  readonly nightBand?: string;
}

/** Premium minutes split by the table's tiers: with tiers at 0 and 60, 90 minutes are 60 and 30. */
export function splitByTiers(table: DayTable, minutes: number): TierShare[] {
  const shares: TierShare[] = [];
  table.tiers.forEach((tier, index) => {
    const next = table.tiers[index + 1]?.fromMinute ?? Infinity;
    const share = Math.min(minutes, next) - tier.fromMinute;
    const nightBand = tier.nightBand ?? table.nightBand;
    if (share > 0) shares.push({ band: tier.band, minutes: share, from: tier.fromMinute, ...(nightBand ? { nightBand } : {}) });
  });
  return shares;
}

/** The night window's stretches (local start and end, crossing midnight when end ≤ start) that can touch the segments. */
function nightWindows(segments: readonly Segment[], window: { readonly start: string; readonly end: string }, timeZone: string): Segment[] {
  if (segments.length === 0) return [];
  const start = requireLocalTime(window.start, 'overtime.night.start');
  const end = requireLocalTime(window.end, 'overtime.night.end');
  const firstDay = toLocal(timeZone, segments[0]!.start).day - 1;
  const lastDay = toLocal(timeZone, segments[segments.length - 1]!.end).day;
  const windows: Segment[] = [];
  for (let day = firstDay; day <= lastDay; day += 1) {
    const endDay = end <= start ? day + 1 : day;
    windows.push({ start: fromLocal(timeZone, day, start), end: fromLocal(timeZone, endDay, end % MINUTES_PER_DAY) });
  }
  return windows;
}

/** Minutes of the segments inside the night window, on the local clock of the site. */
export function nightMinutesOf(
  segments: readonly Segment[],
  window: { readonly start: string; readonly end: string },
  timeZone: string,
): number {
  let minutes = 0;
  for (const night of nightWindows(segments, window, timeZone)) minutes += lengthOf(clip(segments, night.start, night.end));
  return minutes;
}

/** Minutes [from, from + minutes) of the segments counted in time order. */
export function sliceMinutes(segments: readonly Segment[], from: number, minutes: number): Segment[] {
  return firstMinutes(lastMinutes(segments, Math.max(0, lengthOf(segments) - from)), minutes);
}
