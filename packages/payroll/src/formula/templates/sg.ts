import type { FormulaTemplate, FormulaTemplateSource } from './types.ts';

const CHECKED = '2026-11-27';
const EMPLOYMENT_ACT: FormulaTemplateSource = {
  title: 'Employment Act 1968 (Singapore)',
  section: 'Part 4 (hours of work, overtime), section 38',
  url: 'https://sso.agc.gov.sg/Act/EmA1968',
  checked: CHECKED,
};

export const SG_TEMPLATES: readonly FormulaTemplate[] = [
  {
    id: 'sg.incompleteMonthSalary',
    country: 'SG',
    name: 'Salary for an incomplete month (MOM)',
    // Multiplying before dividing keeps the one rounding of the division last.
    formula: 'employee.monthlyGrossPay * timesheet.daysWorked / period.workingDays',
    variables: { 'employee.monthlyGrossPay': 'number', 'timesheet.daysWorked': 'number', 'period.workingDays': 'number' },
    sources: [
      {
        title: 'Ministry of Manpower: salary for an incomplete month of work',
        section: 'monthly gross rate of pay ÷ working days in the month × days actually worked',
        url: 'https://www.mom.gov.sg/faq/salary/how-to-compute-the-salary-of-an-employee-who-is-on-no-pay-leave-for-the-month',
        checked: CHECKED,
      },
    ],
  },
  {
    id: 'sg.overtimeHourlyRate',
    country: 'SG',
    name: 'Overtime hourly rate, Part IV employees (1.5 × hourly basic rate)',
    // Part IV covers workmen earning up to $4,500 and other employees up to $2,600 a month; for
    // anyone else the Act sets no overtime rate (0 here).
    formula: [
      'if(employee.isWorkman and employee.monthlyBasicPay <= 4500',
      '   or not employee.isWorkman and employee.monthlyBasicPay <= 2600,',
      '  1.5 * (12 * employee.monthlyBasicPay) / (52 * 44),',
      '  0)',
    ].join('\n'),
    variables: { 'employee.monthlyBasicPay': 'number', 'employee.isWorkman': 'boolean' },
    sources: [
      EMPLOYMENT_ACT,
      {
        title: 'Ministry of Manpower: overtime pay',
        section: 'hourly basic rate = (12 × monthly basic rate of pay) ÷ (52 × 44); overtime at 1.5 times',
        url: 'https://www.mom.gov.sg/employment-practices/hours-of-work-overtime-and-rest-days',
        checked: CHECKED,
      },
    ],
  },
];
