import { POWER_EDIT_LIMITS, type PowerEditCell, type PowerEditChange } from '@tenaga/contracts';
import { fromLocal, parseLocalTime } from '@tenaga/domain';
import type { DayEdit, GridView, SeenPunch } from '../attendance/index.ts';

const MS_PER_DAY = 86_400_000;
const MS_PER_MINUTE = 60_000;

type ViewDay = GridView['days'][number];

export function addDays(date: string, days: number): string {
  return new Date(Date.parse(`${date}T00:00:00Z`) + days * MS_PER_DAY).toISOString().slice(0, 10);
}

/** Dates from `from` to `to` inclusive. */
export const dayCount = (from: string, to: string) =>
  Math.round((Date.parse(`${to}T00:00:00Z`) - Date.parse(`${from}T00:00:00Z`)) / MS_PER_DAY) + 1;

/** Whether a grid range can be shown: in order and at most POWER_EDIT_LIMITS.maxDays long. */
export const rangeProblem = (range: { from: string; to: string }): 'validation:endBeforeStart' | 'validation:periodTooLong' | null =>
  range.to < range.from
    ? 'validation:endBeforeStart'
    : dayCount(range.from, range.to) > POWER_EDIT_LIMITS.maxDays
      ? 'validation:periodTooLong'
      : null;

/** A date and a local 'HH:MM' in a timezone as an instant (epoch ms). */
export function localInstant(date: string, time: string, timeZone: string): number {
  const day = Math.floor(Date.parse(`${date}T00:00:00Z`) / MS_PER_DAY);
  return fromLocal(timeZone, day, parseLocalTime(time)!) * MS_PER_MINUTE;
}

/** A grid cell: the day's first clock-in and last clock-out as its work date counts them. */
export function cellOf(day: ViewDay, locked: boolean): PowerEditCell {
  const first = day.punches.find((punch) => punch.action === 'in');
  const last = [...day.punches].reverse().find((punch) => punch.action === 'out');
  return { date: day.date, kind: day.kind, in: first?.time ?? null, out: last?.time ?? null, punches: day.punches.length, locked };
}

/**
 * What a changed cell writes: a clock-in at the typed time on the date, a clock-out at its time on
 * the date or, when that is not after the clock-in (typed or kept), on the next morning.
 */
export function dayEditOf(change: PowerEditChange, day: ViewDay | undefined, timeZone: string): DayEdit {
  const punches: SeenPunch[] = (day?.punches ?? []).map((punch) => ({ id: punch.id, action: punch.action, at: punch.at }));
  if (change.action !== 'set') return { date: change.date, action: 'clear', punches };
  const inAt = change.in === null ? null : localInstant(change.date, change.in, timeZone);
  const keptIn = punches.find((punch) => punch.action === 'in')?.at ?? null;
  const start = inAt ?? keptIn;
  let outAt = change.out === null ? null : localInstant(change.date, change.out, timeZone);
  if (outAt !== null && start !== null && outAt <= start) outAt = localInstant(addDays(change.date, 1), change.out!, timeZone);
  return { date: change.date, action: 'set', in: inAt, out: outAt, punches };
}

export type ImportColumn = 'employmentNumber' | 'date' | 'in' | 'out';

export interface ImportRow {
  readonly row: number;
  readonly employmentNumber: string;
  readonly date: string;
  readonly in: string | null;
  readonly out: string | null;
}

export interface ImportProblem {
  readonly row: number | null;
  readonly column: ImportColumn | null;
  readonly key: string;
  readonly values?: Record<string, unknown>;
}

const ISO = /^(\d{4})-(\d{2})-(\d{2})$/;
const DMY = /^(\d{1,2})[/.](\d{1,2})[/.](\d{4})$/;
const TIME = /^(\d{1,2}):(\d{2})(?::\d{2})?$/;

/** A sheet's date as YYYY-MM-DD: 2026-03-02, 02/03/2026 (day first) or an Excel serial day. */
export function sheetDate(value: string): string | null {
  const text = value.trim();
  let year: number, month: number, day: number;
  const iso = ISO.exec(text);
  const dmy = DMY.exec(text);
  if (iso) [year, month, day] = [Number(iso[1]), Number(iso[2]), Number(iso[3])];
  else if (dmy) [year, month, day] = [Number(dmy[3]), Number(dmy[2]), Number(dmy[1])];
  else if (/^\d{5}$/.test(text)) {
    // Excel's serial day: 1 is 1900-01-01, counted as if 1900 had a 29 February.
    return new Date(Date.UTC(1899, 11, 30) + Number(text) * MS_PER_DAY).toISOString().slice(0, 10);
  } else return null;
  const at = new Date(Date.UTC(year, month - 1, day));
  return at.getUTCFullYear() === year && at.getUTCMonth() === month - 1 && at.getUTCDate() === day ? at.toISOString().slice(0, 10) : null;
}

/** A sheet's time as 'HH:MM': 8:05, 08:05, 08:05:00, or an Excel fraction of a day; '' is none. */
export function sheetTime(value: string): string | null | undefined {
  const text = value.trim();
  if (text === '') return null;
  const match = TIME.exec(text);
  let minutes: number;
  if (match) {
    const [hours, mins] = [Number(match[1]), Number(match[2])];
    if (hours > 23 || mins > 59) return undefined;
    minutes = hours * 60 + mins;
  } else if (/^0?\.\d+$/.test(text)) minutes = Math.round(Number(text) * 1440) % 1440;
  else return undefined;
  return `${String(Math.floor(minutes / 60)).padStart(2, '0')}:${String(minutes % 60).padStart(2, '0')}`;
}

/** The rows of a sheet whose first row is its header (employee number, date, in, out), and each row's problems. */
export function readImportRows(rows: readonly { number: number; cells: readonly string[] }[]): {
  rows: ImportRow[];
  problems: ImportProblem[];
} {
  const problems: ImportProblem[] = [];
  const read: ImportRow[] = [];
  const seen = new Map<string, number>();
  for (const sheetRow of rows.slice(1)) {
    const [number = '', dateText = '', inText = '', outText = ''] = sheetRow.cells.map((cell) => cell.trim());
    const row = sheetRow.number;
    const before = problems.length;
    if (!number) problems.push({ row, column: 'employmentNumber', key: 'import.problems.numberMissing' });
    const date = sheetDate(dateText);
    if (!date) problems.push({ row, column: 'date', key: 'import.problems.dateInvalid', values: { value: dateText } });
    const inTime = sheetTime(inText);
    const outTime = sheetTime(outText);
    if (inTime === undefined) problems.push({ row, column: 'in', key: 'import.problems.timeInvalid', values: { value: inText } });
    if (outTime === undefined) problems.push({ row, column: 'out', key: 'import.problems.timeInvalid', values: { value: outText } });
    if (inTime === null && outTime === null) problems.push({ row, column: 'in', key: 'import.problems.timeMissing' });
    if (problems.length > before) continue;
    const key = `${number.toLowerCase()}|${date}`;
    const first = seen.get(key);
    if (first !== undefined) {
      problems.push({ row, column: 'date', key: 'import.problems.duplicate', values: { row: first } });
      continue;
    }
    seen.set(key, row);
    read.push({ row, employmentNumber: number, date: date!, in: inTime ?? null, out: outTime ?? null });
  }
  return { rows: read, problems };
}
