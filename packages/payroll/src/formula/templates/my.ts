import type { FormulaTemplate } from './types.ts';

const CHECKED = '2026-11-27';
const act = (section: string) => ({
  title: 'Employment Act 1955 (Act 265, Malaysia)',
  section,
  url: 'https://lom.agc.gov.my', // Laws of Malaysia online: Act 265
  checked: CHECKED,
});
const HOURLY = 'employee.monthlyRateOfPay / 26 / employee.normalHoursPerDay';

export const MY_TEMPLATES: readonly FormulaTemplate[] = [
  {
    id: 'my.ordinaryRateOfPay',
    country: 'MY',
    name: 'Ordinary rate of pay (monthly rate ÷ 26)',
    formula: 'employee.monthlyRateOfPay / 26',
    variables: { 'employee.monthlyRateOfPay': 'number' },
    sources: [act('section 60I(1)(a) and (1A)')],
  },
  {
    id: 'my.hourlyRateOfPay',
    country: 'MY',
    name: 'Hourly rate of pay (ordinary rate ÷ normal hours)',
    formula: HOURLY,
    variables: { 'employee.monthlyRateOfPay': 'number', 'employee.normalHoursPerDay': 'number' },
    sources: [act('section 60I(1)(b) and (1A)')],
  },
  {
    id: 'my.overtime',
    country: 'MY',
    name: 'Overtime beyond normal hours: 1.5× working day, 2× rest day, 3× public holiday',
    formula: `${HOURLY}\n  * (1.5 * timesheet.overtime.normalDay + 2 * timesheet.overtime.restDay + 3 * timesheet.overtime.publicHoliday)`,
    variables: {
      'employee.monthlyRateOfPay': 'number',
      'employee.normalHoursPerDay': 'number',
      'timesheet.overtime.normalDay': 'number',
      'timesheet.overtime.restDay': 'number',
      'timesheet.overtime.publicHoliday': 'number',
    },
    sources: [act('sections 60A(3)(a), 60(3)(c) and 60D(3)(b)')],
  },
  {
    id: 'my.restDayWork',
    country: 'MY',
    name: 'Rest day worked within normal hours, monthly-rated (half or one day’s ordinary rate)',
    formula: [
      'if(timesheet.restDay.hours = 0, 0,',
      '  if(timesheet.restDay.hours <= employee.normalHoursPerDay / 2, 0.5, 1))',
      '  * employee.monthlyRateOfPay / 26',
    ].join('\n'),
    variables: { 'employee.monthlyRateOfPay': 'number', 'employee.normalHoursPerDay': 'number', 'timesheet.restDay.hours': 'number' },
    sources: [act('section 60(3)')],
  },
  {
    id: 'my.publicHolidayWork',
    country: 'MY',
    name: 'Public holiday worked within normal hours, monthly-rated (two days’ ordinary rate)',
    formula: '2 * employee.monthlyRateOfPay / 26 * timesheet.publicHoliday.days',
    variables: { 'employee.monthlyRateOfPay': 'number', 'timesheet.publicHoliday.days': 'number' },
    sources: [act('section 60D(3)(a)')],
  },
];
