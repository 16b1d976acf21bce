import type { FormulaTemplate } from './types.ts';

const CHECKED = '2026-11-27';
const labourCode = (section: string) => ({
  title: 'Labor Code of the Philippines (Presidential Decree No. 442)',
  section,
  url: 'https://www.officialgazette.gov.ph/1974/05/01/presidential-decree-no-442-s-1974/',
  checked: CHECKED,
});
const HANDBOOK = {
  title: 'DOLE Handbook on Workers’ Statutory Monetary Benefits',
  section: 'Holiday pay, premium pay and night shift differential',
  url: 'https://bwc.dole.gov.ph/',
  checked: CHECKED,
};

export const PH_TEMPLATES: readonly FormulaTemplate[] = [
  {
    id: 'ph.holidayAndRestDayPay',
    country: 'PH',
    name: 'Pay for days worked: regular holiday 200%, special day 130%, rest day 130%, and both together',
    formula: [
      'employee.dailyRate * (',
      '  2 * timesheet.regularHolidayDays',
      '  + 1.3 * timesheet.specialDayDays',
      '  + 1.3 * timesheet.restDayDays',
      '  + 1.5 * timesheet.specialDayOnRestDayDays',
      '  + 2.6 * timesheet.regularHolidayOnRestDayDays)',
    ].join('\n'),
    variables: {
      'employee.dailyRate': 'number',
      'timesheet.regularHolidayDays': 'number',
      'timesheet.specialDayDays': 'number',
      'timesheet.restDayDays': 'number',
      'timesheet.specialDayOnRestDayDays': 'number',
      'timesheet.regularHolidayOnRestDayDays': 'number',
    },
    sources: [labourCode('Articles 93 and 94'), HANDBOOK],
  },
  {
    id: 'ph.nightDifferential',
    country: 'PH',
    name: 'Night shift differential (+10% of the hourly rate, 10 pm to 6 am)',
    formula: 'employee.hourlyRate * 0.1 * timesheet.nightHours',
    variables: { 'employee.hourlyRate': 'number', 'timesheet.nightHours': 'number' },
    sources: [labourCode('Article 86'), HANDBOOK],
  },
];
