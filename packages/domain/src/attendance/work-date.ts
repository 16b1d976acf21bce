import type { ShiftInstance } from './schedule.types.ts';
import type { AttendanceSetting } from './setting.types.ts';
import type { Punch } from './timesheet.types.ts';
import { epochMinute, isoDate, MS_PER_MINUTE, requireLocalTime, toLocal } from './zone-clock.ts';

export interface WorkDateQuery {
  readonly punches: readonly Punch[];
  /** The employee's scheduled shifts around the punches, in any order. */
  readonly instances: readonly ShiftInstance[];
  readonly setting: Pick<AttendanceSetting, 'dayBoundary' | 'punchWindow'>;
  /** The site's IANA time zone. */
  readonly timeZone: string;
}

/**
 * The work date of each punch: the date of the shift it falls in, or of the nearest shift whose
 * window (punchWindow before the start, after the end) holds it — a clock-in going to the later of
 * two equally near shifts, a clock-out to the earlier — so a night shift's clock-out belongs to the
 * night it started. A punch near no shift belongs to the local date it falls on, counted from the
 * day boundary: at 04:00, a 02:00 clock-out belongs to the day before. Never the UTC date.
 */
export function assignWorkDates(query: WorkDateQuery): Map<string, Punch[]> {
  const before = query.setting.punchWindow.beforeStartMinutes * MS_PER_MINUTE;
  const after = query.setting.punchWindow.afterEndMinutes * MS_PER_MINUTE;
  const boundary = requireLocalTime(query.setting.dayBoundary, 'dayBoundary');
  const instances = [...query.instances].sort((a, b) => a.start - b.start);
  const longest = instances.reduce((max, instance) => Math.max(max, instance.end - instance.start), 0);
  const byDate = new Map<string, Punch[]>();

  for (const punch of query.punches) {
    const at = punch.at;
    // The last instance whose window opens at or before the punch; earlier ones may still hold it.
    let low = 0;
    let high = instances.length;
    while (low < high) {
      const middle = (low + high) >>> 1;
      if (instances[middle]!.start - before <= at) low = middle + 1;
      else high = middle;
    }
    let best: ShiftInstance | null = null;
    let bestDistance = Infinity;
    for (let index = low - 1; index >= 0; index -= 1) {
      const instance = instances[index]!;
      if (instance.start + longest + after < at) break;
      if (instance.end + after < at) continue;
      const distance = at < instance.start ? instance.start - at : at > instance.end ? at - instance.end : 0;
      // Walking back in time: a later shift was seen first; an out prefers the earlier one on a tie.
      if (distance < bestDistance || (distance === bestDistance && punch.action === 'out')) {
        best = instance;
        bestDistance = distance;
      }
    }
    const date = best ? best.date : boundaryDate(epochMinute(at), boundary, query.timeZone);
    const list = byDate.get(date);
    if (list) list.push(punch);
    else byDate.set(date, [punch]);
  }
  return byDate;
}

function boundaryDate(minute: number, boundary: number, timeZone: string): string {
  const local = toLocal(timeZone, minute);
  return isoDate(local.minute < boundary ? local.day - 1 : local.day);
}

/** The day boundary's date for one instant (epoch ms) without a schedule. */
export function unscheduledWorkDate(at: number, dayBoundary: string, timeZone: string): string {
  return boundaryDate(epochMinute(at), requireLocalTime(dayBoundary, 'dayBoundary'), timeZone);
}
