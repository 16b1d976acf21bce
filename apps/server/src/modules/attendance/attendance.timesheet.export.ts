import type { AttendanceAdjustment } from '@tenaga/contracts';
import type { LanguageCode } from '@tenaga/i18n';
import { SPREADSHEET_CONTENT_TYPES, writeSpreadsheet, type SpreadsheetCell } from '../../lib/spreadsheet.ts';
import type { Translate } from '../../lib/i18n.ts';
import { fullName } from '../../lib/names.ts';
import type { FileBody } from '../../plugins/route-binding.ts';
import type { ComputedTimesheet } from './attendance.timesheet.compute.ts';

const FIXED_COLUMNS = ['employmentNumber', 'employee', 'date', 'kind', 'worked', 'late', 'earlyLeave', 'absent', 'night'] as const;

/**
 * The period's timesheets as an xlsx file: one row per employee and date with its minutes, a column
 * per rate band any of them earned (named in the caller's language) and what needs a look; then a
 * line per adjustment dated in the period, naming the locked day it changes, with its reason.
 */
export async function timesheetWorkbook(input: {
  timesheets: readonly ComputedTimesheet[];
  /** Changes to days of locked periods dated in this one, by employee: each its own line naming the locked day. */
  adjustments: ReadonlyMap<string, readonly AttendanceAdjustment[]>;
  from: string;
  to: string;
  language: LanguageCode;
  translate: Translate;
}): Promise<FileBody> {
  const t = (key: string, values?: Record<string, unknown>) => input.translate(input.language, `attendance:${key}`, values);
  const bands: string[] = [];
  for (const { timesheet } of input.timesheets)
    for (const entry of timesheet.totals.overtime) if (!bands.includes(entry.band)) bands.push(entry.band);

  const header = [
    ...FIXED_COLUMNS.map((column) => t(`timesheet.export.${column}`)),
    ...bands.map((band) => `${t(`bands.${band}`)} (${t('timesheet.export.minutes')})`),
    t('timesheet.export.issues'),
  ];
  const rows: SpreadsheetCell[][] = [];
  for (const { person, timesheet } of input.timesheets) {
    const name = fullName(person.firstName, person.lastName);
    for (const day of timesheet.days) {
      const minutesOf = new Map(day.overtime.map((entry) => [entry.band, entry.minutes]));
      rows.push([
        person.employmentNumber,
        name,
        day.date,
        t(`timesheet.kinds.${day.kind}`),
        day.workedMinutes,
        day.lateMinutes,
        day.earlyLeaveMinutes,
        day.absent ? t('timesheet.export.yes') : '',
        day.nightMinutes,
        ...bands.map((band) => minutesOf.get(band) ?? 0),
        day.issues.map((issue) => t(`timesheet.issues.${issue}`)).join(', '),
      ]);
    }
    for (const adjustment of input.adjustments.get(person.id) ?? [])
      rows.push([
        person.employmentNumber,
        name,
        adjustment.date,
        t('timesheet.export.adjustment', { date: adjustment.lockedDate }),
        adjustment.minutes,
        0,
        0,
        '',
        0,
        ...bands.map(() => 0),
        adjustment.reason,
      ]);
  }
  const content = await writeSpreadsheet({
    format: 'xlsx',
    sheetName: t('timesheet.title'),
    header,
    rows,
    widths: [16, 28, 12, 16, ...header.slice(4).map(() => 14)],
  });
  return { name: `timesheets-${input.from}-${input.to}.xlsx`, contentType: SPREADSHEET_CONTENT_TYPES.xlsx, content };
}
