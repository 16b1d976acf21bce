import type { AttendanceAction } from '@tenaga/contracts';
import { fromLocal } from '@tenaga/domain';

/**
 * Biometric terminals' attendance logs as exported to CSV or Excel. Two layouts are common among
 * ZKTeco devices and their software (ZKTime, ZKAccess, the device's USB export):
 *  - "AC-No. | No. | Name | Time | State | New State | Exception | Operation", Time a date and time,
 *    State "C/In", "C/Out", "OverTime In", "Break Out"…;
 *  - "User ID | Name | Date/Time | Status", Status "C/In" / "C/Out" (or the device's codes 0–5).
 * A file may also split the date and the time into two columns. The header names the layout: its
 * columns are found by name, in any order, whatever else the file has.
 */
export type DateOrder = 'dmy' | 'mdy';

export interface DeviceRow {
  readonly number: number;
  readonly cells: readonly string[];
}

export interface DevicePunch {
  /** The row in the file (1 is the header). */
  readonly row: number;
  readonly biometricNumber: string;
  readonly action: AttendanceAction;
  /** The local date and time on the device: YYYY-MM-DD, minutes and seconds of the day. */
  readonly date: string;
  readonly minuteOfDay: number;
  readonly second: number;
}

export type DeviceColumn = 'biometricNumber' | 'time' | 'state';

export interface DeviceProblem {
  /** Null: the file's (its header). */
  readonly row: number | null;
  readonly column: DeviceColumn | null;
  /** An i18n key (attendanceResolve:deviceImport.problems.…) and its values. */
  readonly key: string;
  readonly values?: Readonly<Record<string, string>>;
}

const squash = (text: string) => text.toLowerCase().replace(/[^a-z0-9]/g, '');

/** Header names by what they hold, in order of preference (an "AC-No." beats a "No."). */
const HEADERS = {
  biometricNumber: ['acno', 'userid', 'enrollnumber', 'enrollno', 'pin', 'badgenumber', 'no'],
  dateTime: ['datetime', 'checktime', 'time'],
  date: ['date'],
  state: ['state', 'status', 'checktype', 'inout'],
} as const;

/** The device's words and codes for each punch (0 check-in, 1 check-out, 2 break out, 3 break in, 4 overtime in, 5 overtime out). */
const STATES: Readonly<Record<string, AttendanceAction>> = {
  cin: 'in',
  checkin: 'in',
  in: 'in',
  i: 'in',
  overtimein: 'in',
  otin: 'in',
  breakin: 'in',
  '0': 'in',
  '3': 'in',
  '4': 'in',
  cout: 'out',
  checkout: 'out',
  out: 'out',
  o: 'out',
  overtimeout: 'out',
  otout: 'out',
  breakout: 'out',
  '1': 'out',
  '2': 'out',
  '5': 'out',
};

export interface DeviceLayout {
  readonly biometricNumber: number;
  /** The date and time, or the time when `date` is set. */
  readonly time: number;
  readonly date: number | null;
  readonly state: number;
}

/** Where each column is, from the header; null when one the import needs is missing. */
export function deviceLayout(header: readonly string[]): DeviceLayout | null {
  const names = header.map(squash);
  const find = (candidates: readonly string[]) => {
    for (const candidate of candidates) {
      const index = names.indexOf(candidate);
      if (index >= 0) return index;
    }
    return -1;
  };
  const biometricNumber = find(HEADERS.biometricNumber);
  const state = find(HEADERS.state);
  const date = find(HEADERS.date);
  const time = find(HEADERS.dateTime);
  if (biometricNumber < 0 || state < 0 || time < 0) return null;
  return { biometricNumber, time, date: date >= 0 && date !== time ? date : null, state };
}

const DATE_TIME = /^(\d{1,4})[-/.](\d{1,2})[-/.](\d{1,4})(?:[ T]+(\d{1,2}):(\d{2})(?::(\d{2})(?:\.\d+)?)?\s*([ap]\.?m\.?)?)?$/i;

function validDate(year: number, month: number, day: number): string | null {
  if (year < 1900 || year > 9999 || month < 1 || month > 12 || day < 1 || day > 31) return null;
  const date = new Date(Date.UTC(year, month - 1, day));
  if (date.getUTCMonth() !== month - 1 || date.getUTCDate() !== day) return null;
  return date.toISOString().slice(0, 10);
}

function clockOf(hourText: string, minuteText: string, secondText: string | undefined, meridiem: string | undefined) {
  let hour = Number(hourText);
  const minute = Number(minuteText);
  const second = secondText ? Number(secondText) : 0;
  if (meridiem) {
    if (hour < 1 || hour > 12) return null;
    const pm = meridiem.toLowerCase().startsWith('p');
    hour = (hour % 12) + (pm ? 12 : 0);
  }
  if (hour > 23 || minute > 59 || second > 59) return null;
  return { minuteOfDay: hour * 60 + minute, second };
}

/**
 * A device's date and time as written: year first (2026-03-02, 2026/3/2), or day and month in the
 * order the device uses (02/03/2026) — a part over 12 settles the order, else `order` does — with
 * a 24-hour or AM/PM time, seconds optional.
 */
export function parseDeviceTime(
  text: string,
  order: DateOrder,
  timeText?: string,
): { date: string; minuteOfDay: number; second: number } | null {
  const value = (timeText === undefined ? text : `${text.trim()} ${timeText.trim()}`).trim();
  const match = DATE_TIME.exec(value);
  if (!match) return null;
  const [, a, b, c, hour, minute, second, meridiem] = match;
  if (hour === undefined || minute === undefined) return null;
  let date: string | null;
  if (a!.length === 4) date = validDate(Number(a), Number(b), Number(c));
  else if (c!.length === 4) {
    const first = Number(a);
    const middle = Number(b);
    const dayFirst = first > 12 ? true : middle > 12 ? false : order === 'dmy';
    date = dayFirst ? validDate(Number(c), middle, first) : validDate(Number(c), first, middle);
  } else return null;
  const clock = clockOf(hour, minute, second, meridiem);
  return date && clock ? { date, ...clock } : null;
}

/**
 * The file's punches and the problems of its rows. `rows` are the header and the data rows, blank
 * rows left out. A row's number is its row in the file.
 */
export function readDeviceRows(
  rows: readonly DeviceRow[],
  options: { order: DateOrder },
): { punches: DevicePunch[]; problems: DeviceProblem[]; rows: number } {
  const [header, ...data] = rows;
  const layout = header ? deviceLayout(header.cells) : null;
  if (!header || !layout)
    return { punches: [], problems: [{ row: null, column: null, key: 'deviceImport.problems.layout' }], rows: data.length };
  const punches: DevicePunch[] = [];
  const problems: DeviceProblem[] = [];
  for (const row of data) {
    const cell = (index: number) => (row.cells[index] ?? '').trim();
    const biometricNumber = cell(layout.biometricNumber);
    const stateText = cell(layout.state);
    const timeText = cell(layout.time);
    const rowProblems: DeviceProblem[] = [];
    if (!biometricNumber) rowProblems.push({ row: row.number, column: 'biometricNumber', key: 'deviceImport.problems.biometricMissing' });
    const action = STATES[squash(stateText)] ?? (/^\d$/.test(stateText) ? STATES[stateText] : undefined);
    if (!action)
      rowProblems.push({ row: row.number, column: 'state', key: 'deviceImport.problems.stateInvalid', values: { value: stateText } });
    const when =
      layout.date === null ? parseDeviceTime(timeText, options.order) : parseDeviceTime(cell(layout.date), options.order, timeText);
    if (!when) {
      const value = layout.date === null ? timeText : `${cell(layout.date)} ${timeText}`.trim();
      rowProblems.push({ row: row.number, column: 'time', key: 'deviceImport.problems.timeInvalid', values: { value } });
    }
    if (rowProblems.length > 0 || !action || !when) {
      problems.push(...rowProblems);
      continue;
    }
    punches.push({ row: row.number, biometricNumber, action, ...when });
  }
  return { punches, problems, rows: data.length };
}

/** A device's local date and time in a zone as an instant (epoch ms). */
export function deviceInstant(punch: Pick<DevicePunch, 'date' | 'minuteOfDay' | 'second'>, timeZone: string): number {
  const day = Math.floor(Date.parse(`${punch.date}T00:00:00Z`) / 86_400_000);
  return fromLocal(timeZone, day, punch.minuteOfDay) * 60_000 + punch.second * 1000;
}
