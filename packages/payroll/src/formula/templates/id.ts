import type { FormulaTemplate } from './types.ts';

const PP_35_2021 = (section: string) => ({
  title: 'Peraturan Pemerintah Nomor 35 Tahun 2021 (Indonesia)',
  section,
  url: 'https://peraturan.bpk.go.id', // the state audit board's legal database: search PP 35/2021
  checked: '2026-11-27',
});
/** The hours of a rest day or public holiday paid at 2×: 7 (six-day week), 8 (five-day week), 5 (holiday on the shortest working day). */
const BASE_HOURS = 'if(timesheet.holidayOnShortestDay, 5, if(employee.fiveDayWeek, 8, 7))';

export const ID_TEMPLATES: readonly FormulaTemplate[] = [
  {
    id: 'id.hourlyWage',
    country: 'ID',
    name: 'Hourly wage for overtime (1/173 of the monthly wage, at least 75% of the whole wage)',
    formula: [
      'max(employee.basicWage + employee.fixedAllowances,',
      '    0.75 * (employee.basicWage + employee.fixedAllowances + employee.variableAllowances))',
      '  / 173',
    ].join('\n'),
    variables: { 'employee.basicWage': 'number', 'employee.fixedAllowances': 'number', 'employee.variableAllowances': 'number' },
    sources: [PP_35_2021('Pasal 32 ayat (2), (3) dan (4)')],
  },
  {
    id: 'id.overtimeWorkingDay',
    country: 'ID',
    name: 'Overtime on a working day (first hour 1.5×, each further hour 2×)',
    formula: 'employee.monthlyWage / 173 * (1.5 * min(timesheet.overtime.hours, 1) + 2 * max(timesheet.overtime.hours - 1, 0))',
    variables: { 'employee.monthlyWage': 'number', 'timesheet.overtime.hours': 'number' },
    sources: [PP_35_2021('Pasal 31 ayat (1) dan Pasal 32 ayat (2)')],
  },
  {
    id: 'id.overtimeRestDay',
    country: 'ID',
    name: 'Work on a rest day or public holiday (2×, then 3× for one hour, then 4×)',
    formula: [
      'employee.monthlyWage / 173 * (',
      `  2 * min(timesheet.overtime.hours, ${BASE_HOURS})`,
      `  + 3 * min(max(timesheet.overtime.hours - ${BASE_HOURS}, 0), 1)`,
      `  + 4 * max(timesheet.overtime.hours - ${BASE_HOURS} - 1, 0))`,
    ].join('\n'),
    variables: {
      'employee.monthlyWage': 'number',
      'employee.fiveDayWeek': 'boolean',
      'timesheet.holidayOnShortestDay': 'boolean',
      'timesheet.overtime.hours': 'number',
    },
    sources: [PP_35_2021('Pasal 31 ayat (2) huruf a dan b, ayat (3)')],
  },
];
