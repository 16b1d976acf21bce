import fc from 'fast-check';
import { describe, expect, it } from 'vitest';
import { Decimal } from '../../core/index.ts';
import * as ph from '../index.ts';
import { rejects } from '../../testing/input-errors.ts';

const sss = { period: '2026-01', compensation: 25000 } as const;
const health = { period: '2026-01', basicSalary: 25000 } as const;
const fund = { period: '2026-01', compensation: 25000 } as const;
const wht = { period: '2026-01', frequency: 'monthly', taxableCompensation: 46800 } as const;
const annual = { period: '2026-12', taxableIncome: 561600 } as const;
const thirteenth = { period: '2026-12', basicSalaryYear: 600000, monthsWorked: 12 } as const;
const final = { period: '2026-01', regime: 'nranetb', grossIncome: 100000 } as const;

/** Every function with its valid arguments and the name of its money field. */
const calls: [string, string, (args: Record<string, unknown>) => unknown, Record<string, unknown>][] = [
  ['sss', 'compensation', (a) => ph.sss(a as never), sss],
  ['philhealth', 'basicSalary', (a) => ph.philhealth(a as never), health],
  ['pagibig', 'compensation', (a) => ph.pagibig(a as never), fund],
  ['withholding', 'taxableCompensation', (a) => ph.withholding(a as never), wht],
  ['annualTax', 'taxableIncome', (a) => ph.annualTax(a as never), annual],
  ['thirteenthMonth', 'basicSalaryYear', (a) => ph.thirteenthMonth(a as never), thirteenth],
  ['finalTax', 'grossIncome', (a) => ph.finalTax(a as never), final],
];

describe('PH input errors name the field', () => {
  it.each(calls)('%s: bad money, bad period, no argument object', (_name, field, call, args) => {
    for (const bad of [
      -1,
      '-0.01',
      Number.NaN,
      Number.POSITIVE_INFINITY,
      '',
      'abc',
      '1e5',
      '12,000',
      ' ',
      null,
      undefined,
      {},
      true,
      [100],
    ]) {
      rejects(() => call({ ...args, [field]: bad }), field);
    }
    for (const period of ['2026-13', '2026-1', '202601', '2026-01-15', '', undefined, 202601, null]) {
      rejects(() => call({ ...args, period }), 'period');
    }
    for (const missing of [undefined, null, 'x', 42, [args]]) rejects(() => call(missing as never), 'args');
  });

  it.each([
    ['sss', () => ph.sss({ ...sss, period: '2022-12' })],
    ['philhealth', () => ph.philhealth({ ...health, period: '2023-12' })],
    ['pagibig', () => ph.pagibig({ ...fund, period: '2022-12' })],
    ['withholding', () => ph.withholding({ ...wht, period: '2022-12' })],
    ['annualTax', () => ph.annualTax({ ...annual, period: '2022-12' })],
    ['thirteenthMonth', () => ph.thirteenthMonth({ ...thirteenth, period: '2017-12' })],
    ['finalTax', () => ph.finalTax({ ...final, period: '2017-12' })],
  ])('%s: a period before the first table in the data is rejected, not guessed', (_name, call) => rejects(call, 'period'));

  it('names the regime of a final tax that is not one', () => {
    for (const regime of ['regular', 'NRANETB', '', undefined, 25])
      rejects(() => ph.finalTax({ ...final, regime: regime as never }), 'regime');
  });

  it('names the field of a bad de minimis benefit or compensation figure', () => {
    rejects(() => ph.deMinimis({ period: '2026-01', benefits: 'rice' as never }), 'benefits');
    rejects(() => ph.deMinimis({ period: '2026-01', benefits: [{ kind: 'car' as never, amount: 1 }] }), 'benefits[0].kind');
    rejects(() => ph.deMinimis({ period: '2026-01', benefits: [{ kind: 'rice', amount: -1 }] }), 'benefits[0].amount');
    rejects(() => ph.deMinimis({ period: '2026-01', benefits: [{ kind: 'rice', amount: '1.005' }] }), 'benefits[0].amount');
    rejects(() => ph.deMinimis({ period: '2026-01', benefits: [{ kind: 'overtimeMeal', amount: 100, days: 2 }] }), 'dailyMinimumWage');
    rejects(
      () => ph.deMinimis({ period: '2026-01', dailyMinimumWage: 695, benefits: [{ kind: 'overtimeMeal', amount: 100 }] }),
      'benefits[0].days',
    );
    rejects(() => ph.deMinimis({ period: '2026-01', benefits: [{ kind: 'vacationLeave', amount: 100, days: 0 }] }), 'benefits[0].days');
    rejects(() => ph.taxableCompensation({ period: '2026-01', basicSalary: -1 }), 'basicSalary');
    rejects(() => ph.taxableCompensation({ period: '2026-01', basicSalary: 1, minimumWageEarner: 'yes' as never }), 'minimumWageEarner');
    rejects(() => ph.taxableCompensation({ period: '2017-12', basicSalary: 1 }), 'period');
    rejects(() => ph.thirteenthMonth({ period: '2026-12', basicSalaryYear: 1, otherBenefits: -5 }), 'otherBenefits');
  });

  it('rejects an unknown withholding frequency', () => {
    for (const frequency of ['annual', 'Monthly', 'bi-weekly', 'semi-monthly', 'toString', '', undefined, null, 12]) {
      rejects(() => ph.withholding({ ...wht, frequency: frequency as never }), 'frequency');
    }
  });

  it('rejects months worked outside 1-12 or not whole; absent means 12', () => {
    for (const monthsWorked of [0, 13, 6.5, -1, Number.NaN, Number.POSITIVE_INFINITY, '6', true]) {
      rejects(() => ph.thirteenthMonth({ ...thirteenth, monthsWorked: monthsWorked as never }), 'monthsWorked');
    }
    const { monthsWorked: _omitted, ...withoutMonths } = thirteenth;
    expect(ph.thirteenthMonth(withoutMonths).monthsWorked).toBe(12);
    expect(ph.thirteenthMonth({ ...thirteenth, monthsWorked: null as never }).monthsWorked).toBe(12);
  });

  it('rejects any negative amount in every function', () => {
    fc.assert(
      fc.property(fc.integer({ min: -100_000_000, max: -1 }), fc.boolean(), (centavos, asString) => {
        const amount = asString ? new Decimal(centavos).dividedBy(100).toFixed(2) : centavos;
        for (const [, field, call, args] of calls) rejects(() => call({ ...args, [field]: amount }), field);
      }),
      { numRuns: 100 },
    );
  });
});

const MONEY = /^\d+\.\d{2}$/;
const centavos = (maxPesos: number) => fc.integer({ min: 0, max: maxPesos * 100 }).map((c) => new Decimal(c).dividedBy(100).toFixed(2));
const period = fc
  .tuple(fc.integer({ min: 2025, max: 2027 }), fc.integer({ min: 1, max: 12 }))
  .map(([y, m]) => `${y}-${String(m).padStart(2, '0')}`);

describe('PH results are never NaN, negative or a silent zero', () => {
  it('every money field is a non-negative amount with two decimals', () => {
    const fields: Record<string, string[]> = {
      sss: ['msc', 'employee', 'employer', 'ec', 'mpfEmployee', 'mpfEmployer', 'employeeTotal', 'employerTotal'],
      philhealth: ['premium', 'employee', 'employer'],
      pagibig: ['employee', 'employer'],
      withholding: ['amount'],
      annualTax: ['amount'],
      thirteenthMonth: ['amount', 'exempt', 'taxable'],
      finalTax: ['amount'],
    };
    fc.assert(
      fc.property(period, centavos(2_000_000), (p, amount) => {
        for (const [name, field, call, args] of calls) {
          const result = call({ ...args, period: p, [field]: amount }) as Record<string, unknown>;
          for (const key of fields[name]!) expect(result[key], `${name}.${key} for ${amount}`).toMatch(MONEY);
        }
      }),
      { numRuns: 200 },
    );
  });

  it('any pay at all gives the minimum contributions; no pay gives zero and says why', () => {
    fc.assert(
      fc.property(
        period,
        fc.integer({ min: 1, max: 500_000 }).map((c) => new Decimal(c).dividedBy(100).toFixed(2)),
        (p, pay) => {
          const s = ph.sss({ period: p, compensation: pay });
          expect(new Decimal(s.employeeTotal).greaterThanOrEqualTo(250) && new Decimal(s.employerTotal).greaterThanOrEqualTo(510)).toBe(
            true,
          );
          expect(new Decimal(ph.philhealth({ period: p, basicSalary: pay }).premium).greaterThanOrEqualTo(500)).toBe(true);
        },
      ),
      { numRuns: 100 },
    );
    // 1% of one peso is the smallest Pag-IBIG share that survives rounding to the centavo.
    expect(ph.pagibig({ period: '2026-01', compensation: 1 })).toMatchObject({ employee: '0.01', employer: '0.02' });
    const none = [ph.sss({ ...sss, compensation: 0 }), ph.philhealth({ ...health, basicSalary: 0 })];
    expect(none[0]).toMatchObject({ msc: '0.00', employeeTotal: '0.00', employerTotal: '0.00' });
    expect(none[1]).toMatchObject({ premium: '0.00', employee: '0.00', employer: '0.00' });
    for (const result of none) expect(result.trace.some((s) => /^No (compensation|basic salary)/.test(s.detail ?? ''))).toBe(true);
  });

  it('a positive taxable amount above the zero bracket is never taxed at zero', () => {
    expect(ph.withholding({ ...wht, taxableCompensation: 20834 }).amount).toBe('0.15');
    expect(ph.annualTax({ ...annual, taxableIncome: 250001 }).amount).toBe('0.15');
  });
});

describe('PH traces', () => {
  const results: [string, { trace: { label: string; value: string; detail?: string }[] }, string][] = [
    ['sss', ph.sss({ period: '2025-06', compensation: 25000 }), '3780.00'],
    ['philhealth', ph.philhealth({ period: '2026-01', basicSalary: 10001 }), '250.02'],
    ['pagibig', ph.pagibig({ period: '2026-01', compensation: 1200 }), '36.00'],
    ['withholding', ph.withholding({ period: '2026-01', frequency: 'monthly', taxableCompensation: 46800 }), '4568.40'],
    ['annualTax', ph.annualTax({ period: '2025-12', taxableIncome: 561600 }), '54820.00'],
    ['thirteenthMonth', ph.thirteenthMonth({ period: '2025-12', basicSalaryYear: 1300000 }), '18333.33'],
  ];

  it.each(results)('%s explains itself step by step, ending on its result', (_name, result, last) => {
    expect(result.trace.length).toBeGreaterThanOrEqual(3);
    for (const entry of result.trace) {
      expect(entry.label.length).toBeGreaterThan(0);
      expect(entry.value).toBeTypeOf('string');
      expect(entry.value).not.toMatch(/NaN|undefined|Infinity/);
      expect(entry.detail ?? '').not.toMatch(/NaN|undefined|Infinity|\[object/);
    }
    expect(result.trace.at(-1)!.value).toBe(last);
  });

  it('names the MSC bracket the way the SSS table prints it', () => {
    const detail = ph.sss({ period: '2025-06', compensation: 25000 }).trace.find((s) => s.label.startsWith('Monthly Salary Credit'))!;
    expect(detail).toMatchObject({ value: '25000.00', detail: 'compensation from ₱24,750.00 to ₱25,249.99 is credited at ₱25,000.00' });
  });
});
