import { describe, expect, it } from 'vitest';
import { compileFormula, FORMULA_TEMPLATES, type FormulaValue } from '../index.ts';

/**
 * Worked examples for every template. Each expected figure is worked by hand from the rule as the
 * cited source states it (the working is written beside it), never taken from this engine; the
 * engine's exact result is compared after rounding to cents.
 */
const EXAMPLES: Record<
  string,
  readonly { readonly variables: Readonly<Record<string, FormulaValue>>; readonly expected: string; readonly working: string }[]
> = {
  'sg.incompleteMonthSalary': [
    {
      variables: { 'employee.monthlyGrossPay': 3000, 'timesheet.daysWorked': 10, 'period.workingDays': 22 },
      expected: '1363.64',
      working: '$3,000 ÷ 22 working days × 10 days worked = $1,363.636…',
    },
  ],
  'sg.overtimeHourlyRate': [
    {
      variables: { 'employee.monthlyBasicPay': 2600, 'employee.isWorkman': false },
      expected: '20.45',
      working: '12 × 2,600 ÷ (52 × 44) = 13.636…; × 1.5 = 20.454…',
    },
    {
      variables: { 'employee.monthlyBasicPay': 1800, 'employee.isWorkman': true },
      expected: '14.16',
      working: '12 × 1,800 ÷ 2,288 = 9.4405…; × 1.5 = 14.1608…',
    },
    {
      variables: { 'employee.monthlyBasicPay': 4500, 'employee.isWorkman': true },
      expected: '35.40',
      working: '12 × 4,500 ÷ 2,288 = 23.6013…; × 1.5 = 35.402…',
    },
    {
      variables: { 'employee.monthlyBasicPay': 3000, 'employee.isWorkman': false },
      expected: '0',
      working: 'a non-workman above $2,600 is outside Part IV',
    },
    {
      variables: { 'employee.monthlyBasicPay': 4600, 'employee.isWorkman': true },
      expected: '0',
      working: 'a workman above $4,500 is outside Part IV',
    },
  ],
  'my.ordinaryRateOfPay': [{ variables: { 'employee.monthlyRateOfPay': 2600 }, expected: '100', working: 'RM2,600 ÷ 26 = RM100' }],
  'my.hourlyRateOfPay': [
    {
      variables: { 'employee.monthlyRateOfPay': 2600, 'employee.normalHoursPerDay': 8 },
      expected: '12.50',
      working: 'RM100 ÷ 8 hours = RM12.50',
    },
  ],
  'my.overtime': [
    {
      variables: {
        'employee.monthlyRateOfPay': 2600,
        'employee.normalHoursPerDay': 8,
        'timesheet.overtime.normalDay': 4,
        'timesheet.overtime.restDay': 2,
        'timesheet.overtime.publicHoliday': 1,
      },
      expected: '162.50',
      working: 'RM12.50 × (1.5 × 4 + 2 × 2 + 3 × 1 = 13) = RM162.50',
    },
  ],
  'my.restDayWork': [
    {
      variables: { 'employee.monthlyRateOfPay': 2600, 'employee.normalHoursPerDay': 8, 'timesheet.restDay.hours': 3 },
      expected: '50',
      working: '3 h ≤ half of 8 h: ½ × RM100',
    },
    {
      variables: { 'employee.monthlyRateOfPay': 2600, 'employee.normalHoursPerDay': 8, 'timesheet.restDay.hours': 6 },
      expected: '100',
      working: '6 h > half of 8 h: 1 × RM100',
    },
    {
      variables: { 'employee.monthlyRateOfPay': 2600, 'employee.normalHoursPerDay': 8, 'timesheet.restDay.hours': 0 },
      expected: '0',
      working: 'no work on the rest day',
    },
  ],
  'my.publicHolidayWork': [
    {
      variables: { 'employee.monthlyRateOfPay': 2600, 'timesheet.publicHoliday.days': 1 },
      expected: '200',
      working: '2 × RM100 for the holiday worked',
    },
  ],
  'id.hourlyWage': [
    {
      variables: { 'employee.basicWage': 5_000_000, 'employee.fixedAllowances': 0, 'employee.variableAllowances': 0 },
      expected: '28901.73',
      working: 'Rp 5,000,000 ÷ 173 = Rp 28,901.734…',
    },
    {
      variables: { 'employee.basicWage': 4_000_000, 'employee.fixedAllowances': 500_000, 'employee.variableAllowances': 2_000_000 },
      expected: '28179.19',
      working: 'basic + fixed Rp 4,500,000 < 75% of Rp 6,500,000 = Rp 4,875,000; ÷ 173 = Rp 28,179.190…',
    },
  ],
  'id.overtimeWorkingDay': [
    {
      variables: { 'employee.monthlyWage': 5_000_000, 'timesheet.overtime.hours': 1 },
      expected: '43352.60',
      working: '1.5 × Rp 5,000,000 ÷ 173 = Rp 43,352.601…',
    },
    {
      variables: { 'employee.monthlyWage': 5_000_000, 'timesheet.overtime.hours': 3 },
      expected: '158959.54',
      working: '(1.5 × 1 + 2 × 2 = 5.5) × Rp 5,000,000 ÷ 173 = Rp 158,959.537…',
    },
  ],
  'id.overtimeRestDay': [
    {
      variables: {
        'employee.monthlyWage': 5_000_000,
        'employee.fiveDayWeek': false,
        'timesheet.holidayOnShortestDay': false,
        'timesheet.overtime.hours': 7,
      },
      expected: '404624.28',
      working: 'six-day week, hours 1–7 at 2×: 14 × Rp 5,000,000 ÷ 173 = Rp 404,624.277…',
    },
    {
      variables: {
        'employee.monthlyWage': 5_000_000,
        'employee.fiveDayWeek': true,
        'timesheet.holidayOnShortestDay': false,
        'timesheet.overtime.hours': 10,
      },
      expected: '664739.88',
      working: 'five-day week: 2 × 8 + 3 × 1 (9th hour) + 4 × 1 (10th) = 23; 23 × Rp 5,000,000 ÷ 173 = Rp 664,739.884…',
    },
    {
      variables: {
        'employee.monthlyWage': 5_000_000,
        'employee.fiveDayWeek': false,
        'timesheet.holidayOnShortestDay': true,
        'timesheet.overtime.hours': 9,
      },
      expected: '722543.35',
      working: 'holiday on the shortest day: 2 × 5 + 3 × 1 (6th hour) + 4 × 3 (7th–9th) = 25; 25 × Rp 5,000,000 ÷ 173 = Rp 722,543.352…',
    },
  ],
  'vn.overtime': [
    {
      variables: {
        'employee.hourlyWage': 50_000,
        'timesheet.overtime.normalDay': 2,
        'timesheet.overtime.restDay': 8,
        'timesheet.overtime.holiday': 8,
      },
      expected: '2150000',
      working: '50,000 × (150% × 2 + 200% × 8 + 300% × 8 = 43) = 2,150,000 ₫',
    },
  ],
  'vn.nightWork': [
    {
      variables: { 'employee.hourlyWage': 50_000, 'timesheet.night.hours': 8 },
      expected: '120000',
      working: '30% × 50,000 × 8 h = 120,000 ₫',
    },
  ],
  'vn.nightOvertime': [
    {
      variables: {
        'employee.hourlyWage': 50_000,
        'timesheet.dayOvertimeBeforeNight': true,
        'timesheet.nightOvertime.normalDay': 2,
        'timesheet.nightOvertime.restDay': 1,
        'timesheet.nightOvertime.holiday': 1,
      },
      expected: '540000',
      working: '50,000 × (210% × 2 + 270% × 1 + 390% × 1 = 10.8) = 540,000 ₫',
    },
    {
      variables: {
        'employee.hourlyWage': 50_000,
        'timesheet.dayOvertimeBeforeNight': false,
        'timesheet.nightOvertime.normalDay': 2,
        'timesheet.nightOvertime.restDay': 0,
        'timesheet.nightOvertime.holiday': 0,
      },
      expected: '200000',
      working: 'no daytime overtime: 150% + 30% + 20% × 100% = 200%; 50,000 × 2 × 2 = 200,000 ₫',
    },
  ],
  'ph.holidayAndRestDayPay': [
    {
      variables: {
        'employee.dailyRate': 600,
        'timesheet.regularHolidayDays': 1,
        'timesheet.specialDayDays': 1,
        'timesheet.restDayDays': 1,
        'timesheet.specialDayOnRestDayDays': 1,
        'timesheet.regularHolidayOnRestDayDays': 1,
      },
      expected: '5220',
      working: '₱600 × (200% + 130% + 130% + 150% + 260% = 8.7) = ₱5,220',
    },
  ],
  'ph.nightDifferential': [
    { variables: { 'employee.hourlyRate': 75, 'timesheet.nightHours': 8 }, expected: '60', working: '10% × ₱75 × 8 h = ₱60' },
  ],
};

const cents = (value: string) => {
  const [whole, fraction = ''] = value.split('.');
  return `${whole}.${fraction.padEnd(2, '0')}`;
};

describe('country formula templates', () => {
  it('cover the five countries with unique ids', () => {
    const ids = FORMULA_TEMPLATES.map((template) => template.id);
    expect(new Set(ids).size).toBe(ids.length);
    expect(new Set(FORMULA_TEMPLATES.map((template) => template.country))).toEqual(new Set(['SG', 'MY', 'ID', 'VN', 'PH']));
    expect(Object.keys(EXAMPLES).sort()).toEqual([...ids].sort());
  });

  it.each(FORMULA_TEMPLATES.map((template) => [template.id, template] as const))(
    '%s compiles, reads every variable it declares, and cites its source',
    (id, template) => {
      expect(id.startsWith(`${template.country.toLowerCase()}.`)).toBe(true);
      const formula = compileFormula(template.formula, { variables: template.variables });
      expect([...formula.variablesUsed].sort()).toEqual(Object.keys(template.variables).sort());
      expect(template.sources.length).toBeGreaterThan(0);
      for (const source of template.sources) {
        expect(source.url).toMatch(/^https:\/\/[a-z0-9.-]+\.(gov\.sg|gov\.my|go\.id|vn|gov\.ph)(\/|$)/);
        expect(source.checked).toMatch(/^\d{4}-\d{2}-\d{2}$/);
        expect(source.title.length).toBeGreaterThan(0);
        expect(source.section.length).toBeGreaterThan(0);
      }
    },
  );

  it.each(Object.entries(EXAMPLES).flatMap(([id, cases]) => cases.map((example) => [id, example.working, example] as const)))(
    '%s: %s',
    (id, _working, example) => {
      const template = FORMULA_TEMPLATES.find((candidate) => candidate.id === id)!;
      const rounded = compileFormula(`round(${template.formula}, 2)`, { variables: template.variables }).evaluate(example.variables);
      expect(cents(rounded)).toBe(cents(example.expected));
    },
  );
});
