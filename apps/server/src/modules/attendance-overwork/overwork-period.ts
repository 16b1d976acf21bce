import type { AttendanceSetting, DayTable, TimesheetDay } from '@tenaga/domain';
import type { BandMinutes } from './attendance-overwork.rules.ts';

const DAY_MS = 24 * 60 * 60 * 1000;

export function addDays(date: string, days: number): string {
  return new Date(Date.parse(`${date}T00:00:00Z`) + days * DAY_MS).toISOString().slice(0, 10);
}

/** What is wrong with a period (an i18n key for its `to`), or null: in order, and at most `maxDays` days. */
export function periodProblem(period: { from: string; to: string }, maxDays: number): string | null {
  if (period.to < period.from) return 'validation:endBeforeStart';
  const days = (Date.parse(`${period.to}T00:00:00Z`) - Date.parse(`${period.from}T00:00:00Z`)) / DAY_MS + 1;
  return days > maxDays ? 'validation:tooLong' : null;
}

/**
 * A work date's extra time as the threshold counts it: overtime on a working day and work on rest
 * days and public holidays. Night bands are a premium on minutes counted in another band, not
 * extra time: they are left out of the day's bands.
 */
export function overtimeOfDay(day: TimesheetDay, setting: AttendanceSetting): { minutes: number; bands: BandMinutes[] } {
  const premiums = nightBandsOf(setting);
  return {
    minutes: day.overtimeMinutes + day.restDayMinutes + day.holidayMinutes,
    bands: day.overtime.filter((entry) => !premiums.has(entry.band)).map((entry) => ({ band: entry.band, minutes: entry.minutes })),
  };
}

/** Every band a setting pays at night on top of the minutes' own band. */
function nightBandsOf(setting: AttendanceSetting): Set<string> {
  const { overtime } = setting;
  const tables: (DayTable | null | undefined)[] = [
    overtime.normalDay,
    overtime.restDay,
    overtime.publicHoliday,
    overtime.publicHolidayOnRestDay,
    overtime.publicHolidayOnShortestDay,
    overtime.specialDay,
    overtime.specialDayOnRestDay,
  ];
  const bands = new Set<string>();
  if (overtime.night?.band) bands.add(overtime.night.band);
  if (overtime.night?.regularBand) bands.add(overtime.night.regularBand);
  for (const table of tables) {
    if (!table) continue;
    if (table.nightBand) bands.add(table.nightBand);
    for (const tier of table.tiers) if (tier.nightBand) bands.add(tier.nightBand);
  }
  return bands;
}
