import type { FormulaVariable } from '@tenaga/contracts';
import { FORMULA_TEMPLATES, type FormulaError, type FormulaType } from '@tenaga/payroll';
import { type AppError } from '../../lib/app-error.ts';
import { formulaError } from '../../lib/formula-error.ts';

type Group = FormulaVariable['group'];

/**
 * What the preview (and later the payrun) really reads for an employee and a period. Template names
 * that mean the same figure read it too (a monthly basic rate is the recorded salary).
 */
export const EMPLOYEE_VARIABLES: Readonly<Record<string, FormulaType>> = {
  'employee.salary': 'number',
  'employee.monthlyBasicPay': 'number',
  'employee.basicWage': 'number',
  'employee.monthlyRateOfPay': 'number',
  'employee.monthlyWage': 'number',
  'employee.hoursPerDay': 'number',
  'employee.normalHoursPerDay': 'number',
  'employee.daysPerWeek': 'number',
  'employee.hoursPerWeek': 'number',
  'employee.serviceDays': 'number',
  'employee.serviceMonths': 'number',
  'employee.hiredInPeriod': 'boolean',
  'employee.leftInPeriod': 'boolean',
  'employee.isFullTime': 'boolean',
  'employee.isPartTime': 'boolean',
};

export const TIMESHEET_VARIABLES: Readonly<Record<string, FormulaType>> = {
  'timesheet.workedHours': 'number',
  'timesheet.regularHours': 'number',
  'timesheet.daysWorked': 'number',
  'timesheet.lateMinutes': 'number',
  'timesheet.earlyLeaveMinutes': 'number',
  'timesheet.absentDays': 'number',
  'timesheet.overtime.hours': 'number',
  'timesheet.overtime.normalDay': 'number',
  'timesheet.restDay.hours': 'number',
  'timesheet.holidayHours': 'number',
  'timesheet.nightHours': 'number',
  'timesheet.night.hours': 'number',
};

export const PERIOD_VARIABLES: Readonly<Record<string, FormulaType>> = {
  'period.workingDays': 'number',
  'period.calendarDays': 'number',
};

/** Fed by the time-off and pay-items modules once they exist: known names that read 0 until then. */
export const PENDING_VARIABLES: Readonly<Record<string, FormulaType>> = {
  'timeOff.unpaidDays': 'number',
  'timeOff.encashmentDays': 'number',
  'payItems.allowances': 'number',
  'payItems.deductions': 'number',
  'payItems.fixedAllowances': 'number',
};

/** A rate band's hours: timesheet.band.<band id> (band ids are dotted names such as sg.overtime). */
export const bandVariable = (band: string) => `timesheet.band.${band}`;
export const rateVariable = (code: string) => `rate.${code}`;
export const customVariable = (propertyName: string) => `custom.${propertyName}`;
const NAME_PART = /^[A-Za-z_][A-Za-z0-9_]*$/;
export const isVariablePart = (text: string) => text.split('.').every((part) => NAME_PART.test(part));

const groupOf = (name: string): Group => {
  const prefix = name.split('.')[0];
  if (prefix === 'timesheet' || prefix === 'period' || prefix === 'timeOff' || prefix === 'payItems') return prefix;
  return 'employee';
};

/**
 * Every variable a formula of this company may read: the real ones, each band's hours, the rates and
 * numeric custom fields, the pending ones, and any template name not read yet (marked unavailable:
 * it reads 0 or false until the module that knows it feeds it).
 */
export function variableCatalog(input: {
  bands: readonly string[];
  rates: readonly { code: string; name: string }[];
  customFields: readonly { propertyName: string; label: string }[];
}): FormulaVariable[] {
  const catalog = new Map<string, FormulaVariable>();
  const add = (name: string, type: FormulaType, group: Group, available: boolean, label: string | null = null) => {
    if (!catalog.has(name) && isVariablePart(name)) catalog.set(name, { name, type, group, available, label });
  };
  for (const [name, type] of Object.entries(EMPLOYEE_VARIABLES)) add(name, type, 'employee', true);
  for (const [name, type] of Object.entries(TIMESHEET_VARIABLES)) add(name, type, 'timesheet', true);
  for (const band of input.bands) add(bandVariable(band), 'number', 'timesheet', true);
  for (const [name, type] of Object.entries(PERIOD_VARIABLES)) add(name, type, 'period', true);
  for (const rate of input.rates) add(rateVariable(rate.code), 'number', 'rate', true, rate.name);
  for (const field of input.customFields) add(customVariable(field.propertyName), 'number', 'custom', true, field.label);
  for (const [name, type] of Object.entries(PENDING_VARIABLES)) add(name, type, groupOf(name), false);
  for (const template of FORMULA_TEMPLATES)
    for (const [name, type] of Object.entries(template.variables)) add(name, type, groupOf(name), false);
  return [...catalog.values()];
}

export const declarationsOf = (catalog: readonly FormulaVariable[]) => new Map(catalog.map((entry) => [entry.name, entry.type]));

/** A FormulaError as the API's 400: the position in the message, the detail under `source` in the caller's language. */
export const formulaInvalid = (error: FormulaError): AppError => formulaError(error, 'source');

/** The first and last day of a month (YYYY-MM). */
export function monthPeriod(month: string): { from: string; to: string; calendarDays: number } {
  const [year, monthNumber] = month.split('-').map(Number) as [number, number];
  const calendarDays = new Date(Date.UTC(year, monthNumber, 0)).getUTCDate();
  return { from: `${month}-01`, to: `${month}-${String(calendarDays).padStart(2, '0')}`, calendarDays };
}

/** Of entries dated from a day, the one in force on `date` (the latest from on or before it), or undefined. */
export function inForceOn<T>(entries: readonly T[], date: string, fromOf: (entry: T) => string): T | undefined {
  let found: T | undefined;
  for (const entry of entries) {
    const from = fromOf(entry);
    if (from <= date && (found === undefined || from >= fromOf(found))) found = entry;
  }
  return found;
}

/**
 * The salary in force on a day from the salary history (changes with their dates): the latest change
 * on or before it; before the first change, what that change replaced; with no change, the current one.
 */
export function salaryOn(
  history: { current: string | null; changes: readonly { date: string; salary: string | null; previous: string | null }[] },
  date: string,
) {
  const before = inForceOn(history.changes, date, (change) => change.date);
  if (before) return before.salary;
  if (history.changes.length === 0) return history.current;
  const earliest = history.changes.reduce((first, change) => (change.date < first.date ? change : first));
  return earliest.previous;
}

const dayNumber = (date: string) => Date.parse(`${date}T00:00:00Z`) / 86_400_000;

/** Days of service from the hiring date to the period's last day, inclusive (0 when hired later or unknown). */
export function serviceDays(hiringDate: string | null, to: string): number {
  if (!hiringDate || hiringDate > to) return 0;
  return dayNumber(to) - dayNumber(hiringDate) + 1;
}

/** Whole months of service from the hiring date to the period's last day. */
export function serviceMonths(hiringDate: string | null, to: string): number {
  if (!hiringDate || hiringDate > to) return 0;
  const [hy, hm, hd] = hiringDate.split('-').map(Number) as [number, number, number];
  const [ty, tm, td] = to.split('-').map(Number) as [number, number, number];
  const months = (ty - hy) * 12 + (tm - hm) - (td + 1 < hd ? 1 : 0);
  return Math.max(0, months);
}

/**
 * Each assignment's status on `today`: an employee's assignments of one kind replace each other by
 * date (the latest on or before today is current, earlier ones past, later ones scheduled).
 */
export function assignmentStatuses(
  rows: readonly { id: string; employeeId: string; kind: string; fromDate: string }[],
  today: string,
): Map<string, 'past' | 'current' | 'scheduled'> {
  const statuses = new Map<string, 'past' | 'current' | 'scheduled'>();
  const groups = new Map<string, (typeof rows)[number][]>();
  for (const row of rows) {
    const key = `${row.employeeId}:${row.kind}`;
    groups.set(key, [...(groups.get(key) ?? []), row]);
  }
  for (const group of groups.values()) {
    const current = inForceOn(group, today, (row) => row.fromDate);
    for (const row of group) statuses.set(row.id, row.fromDate > today ? 'scheduled' : row === current ? 'current' : 'past');
  }
  return statuses;
}
