import type { FormulaTemplate } from './types.ts';

const CHECKED = '2026-11-27';
const LABOUR_CODE = {
  title: 'Bộ luật Lao động 2019 (Labour Code No. 45/2019/QH14, Vietnam)',
  section: 'Article 98',
  url: 'https://vbpl.vn', // the national legal database: search 45/2019/QH14
  checked: CHECKED,
};
const DECREE_145 = {
  title: 'Nghị định 145/2020/NĐ-CP (Decree 145/2020/ND-CP, Vietnam)',
  section: 'Articles 55 to 57',
  url: 'https://vbpl.vn', // search 145/2020/NĐ-CP
  checked: CHECKED,
};

export const VN_TEMPLATES: readonly FormulaTemplate[] = [
  {
    id: 'vn.overtime',
    country: 'VN',
    name: 'Overtime: 150% working day, 200% weekly rest day, 300% public holiday',
    formula: 'employee.hourlyWage * (1.5 * timesheet.overtime.normalDay + 2 * timesheet.overtime.restDay + 3 * timesheet.overtime.holiday)',
    variables: {
      'employee.hourlyWage': 'number',
      'timesheet.overtime.normalDay': 'number',
      'timesheet.overtime.restDay': 'number',
      'timesheet.overtime.holiday': 'number',
    },
    sources: [{ ...LABOUR_CODE, section: 'Article 98(1)' }, DECREE_145],
  },
  {
    id: 'vn.nightWork',
    country: 'VN',
    name: 'Night work premium (+30% of the hourly wage)',
    formula: 'employee.hourlyWage * 0.3 * timesheet.night.hours',
    variables: { 'employee.hourlyWage': 'number', 'timesheet.night.hours': 'number' },
    sources: [{ ...LABOUR_CODE, section: 'Article 98(2)' }, DECREE_145],
  },
  {
    id: 'vn.nightOvertime',
    country: 'VN',
    name: 'Night overtime (overtime rate + 30% + 20% of the day rate)',
    // The 20% is of the day's daytime rate: 100% on a working day without daytime overtime, 150%
    // after daytime overtime, 200% on a weekly rest day and 300% on a public holiday.
    formula: [
      'employee.hourlyWage * (',
      '  (1.5 + 0.3 + 0.2 * if(timesheet.dayOvertimeBeforeNight, 1.5, 1)) * timesheet.nightOvertime.normalDay',
      '  + (2 + 0.3 + 0.2 * 2) * timesheet.nightOvertime.restDay',
      '  + (3 + 0.3 + 0.2 * 3) * timesheet.nightOvertime.holiday)',
    ].join('\n'),
    variables: {
      'employee.hourlyWage': 'number',
      'timesheet.dayOvertimeBeforeNight': 'boolean',
      'timesheet.nightOvertime.normalDay': 'number',
      'timesheet.nightOvertime.restDay': 'number',
      'timesheet.nightOvertime.holiday': 'number',
    },
    sources: [
      { ...LABOUR_CODE, section: 'Article 98(3)' },
      { ...DECREE_145, section: 'Article 57' },
    ],
  },
];
