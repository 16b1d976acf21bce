import { describe, expect, it } from 'vitest';
import fc from 'fast-check';
import { Decimal } from '../../core/decimal.ts';
import * as id from '../../id/index.ts';
import * as ph from '../../ph/index.ts';
import { computePayslip } from '../index.ts';
import type { IdPayslipInput, Payslip, PayslipInput, PhPayslipInput } from '../types.ts';
import yearEnd from '../cases/year-end.json';
import { ID_CASE, PH_CASE } from './fixtures.ts';

interface YearEndCase {
  readonly id: string;
  readonly input: PayslipInput;
  readonly expected: {
    readonly lines: Record<string, string>;
    readonly base?: Record<string, string>;
    readonly absent?: readonly string[];
    readonly gross: string;
    readonly deductions: string;
    readonly net: string;
  };
  readonly source: string;
}

const amountOf = (p: Payslip, code: string) => p.lines.find((l) => l.code === code)?.amount;

describe('year-end payslip golden cases (payslip/cases/year-end.json)', () => {
  const cases = (yearEnd as unknown as { cases: YearEndCase[] }).cases;
  it('has cases for both countries, each with its source', () => {
    expect(cases.some((c) => c.input.country === 'ID') && cases.some((c) => c.input.country === 'PH')).toBe(true);
    for (const c of cases) expect(c.source.length).toBeGreaterThan(40);
  });
  for (const c of cases) {
    it(c.id, () => {
      const p = computePayslip(c.input);
      for (const [code, amount] of Object.entries(c.expected.lines)) expect(amountOf(p, code), `${c.id} ${code}`).toBe(amount);
      for (const [code, base] of Object.entries(c.expected.base ?? {}))
        expect(p.lines.find((l) => l.code === code)?.base, `${c.id} base of ${code}`).toBe(base);
      for (const code of c.expected.absent ?? []) expect(amountOf(p, code), `${c.id} ${code}`).toBeUndefined();
      expect({ gross: p.gross, deductions: p.deductions, net: p.net }).toEqual({
        gross: c.expected.gross,
        deductions: c.expected.deductions,
        net: c.expected.net,
      });
    });
  }
});

describe('the last tax period', () => {
  const idDecember: IdPayslipInput = {
    ...ID_CASE,
    period: '2026-12',
    ytd: { gross: '150000000', pensionContributions: '3300000', withheld: '7000000' },
  };

  it('uses the TER in other months and Article 17 in December and the exit month (ID)', () => {
    const april = computePayslip(ID_CASE).lines.find((l) => l.code === 'id.pph21')!;
    expect(april.rate).toBeDefined(); // the TER rate
    const december = computePayslip(idDecember).lines.find((l) => l.code === 'id.pph21')!;
    expect(december.rate).toBeUndefined();
    expect(december.trace.some((s) => s.label === 'PKP')).toBe(true);
    const exit = computePayslip({ ...idDecember, period: '2026-07', employee: { ...ID_CASE.employee, exitMonth: true } }).lines.find(
      (l) => l.code === 'id.pph21',
    )!;
    expect(exit.trace.some((s) => s.label === 'Last tax period')).toBe(true);
  });

  it('annualises in December only (PH)', () => {
    const november = computePayslip(PH_CASE);
    expect(november.lines.find((l) => l.code === 'ph.withholding_tax')!.trace.some((s) => s.label === 'Withholding table')).toBe(true);
    const december = computePayslip({
      ...PH_CASE,
      period: '2026-12',
      ytd: { ...PH_CASE.ytd, taxableCompensation: '500000', withheld: '45000' },
    });
    expect(december.lines.find((l) => l.code === 'ph.withholding_tax')!.trace.some((s) => s.label === 'Annual income tax')).toBe(true);
  });

  it.each([
    ['ytd.gross', { ...idDecember, ytd: undefined }],
    ['ytd.withheld', { ...idDecember, ytd: { gross: '1', pensionContributions: '0' } }],
    [
      'ytd.pensionContributions',
      { ...idDecember, period: '2026-05', employee: { ...ID_CASE.employee, exitMonth: true }, ytd: { gross: '1', withheld: '0' } },
    ],
    ['employee.monthsWorked', { ...idDecember, period: '2026-05', employee: { ...ID_CASE.employee, exitMonth: true, monthsWorked: 6 } }],
    ['employee.partYear', { ...idDecember, employee: { ...ID_CASE.employee, partYear: true } }],
    ['ytd.withheld', { ...idDecember, ytd: { ...idDecember.ytd, withheld: '-1' } }],
    ['ytd.taxableCompensation', { ...PH_CASE, period: '2026-12' }],
    ['ytd.withheld', { ...PH_CASE, period: '2026-12', ytd: { taxableCompensation: '0', withheld: '1.001' } }],
  ] as [string, PayslipInput][])('needs %s, named in the error', (field, input) => {
    expect(() => computePayslip(input)).toThrow(expect.objectContaining({ name: 'PayrollInputError', field }));
  });
});

/** One basic salary, so that the test can compute the same bruto and bases with the engines. */
const idYearEnd = fc.record({
  month: fc.constantFrom(12, 3, 7, 11),
  basic: fc.integer({ min: 0, max: 120_000_000 }),
  ytdGross: fc.integer({ min: 0, max: 1_500_000_000 }),
  // The employee's JHT + JP are a few percent of the bruto (never more than the bruto allows).
  ytdPensionPerMille: fc.integer({ min: 0, max: 40 }),
  withheld: fc.integer({ min: 0, max: 200_000_000 }),
  ptkpStatus: fc.constantFrom('TK/0', 'TK/3', 'K/0', 'K/2' as const),
  hasTaxId: fc.boolean(),
  jkkRiskClass: fc.constantFrom('very_low', 'high' as const),
});

const ytdPension = (r: { ytdGross: number; ytdPensionPerMille: number }) => Math.floor((r.ytdGross * r.ytdPensionPerMille) / 1000);

const phYearEnd = fc.record({
  basic: fc.integer({ min: 0, max: 50_000_000 }), // centavos
  ytdTaxable: fc.integer({ min: 0, max: 1_000_000_000 }), // centavos
  withheld: fc.integer({ min: 0, max: 300_000_000 }), // centavos
});
const centavos = (n: number) => new Decimal(n).dividedBy(100).toFixed(2);

describe('year-end properties', () => {
  it('ID: with nothing withheld before, the last period withholds the tax for the period (the annual tax for a full year)', () => {
    fc.assert(
      fc.property(idYearEnd, (r) => {
        const period = `2026-${String(r.month).padStart(2, '0')}`;
        const input: IdPayslipInput = {
          country: 'ID',
          period,
          employee: { ptkpStatus: r.ptkpStatus, hasTaxId: r.hasTaxId, ...(r.month === 12 ? {} : { exitMonth: true }) },
          employer: { jkkRiskClass: r.jkkRiskClass },
          ytd: { gross: String(r.ytdGross), pensionContributions: String(ytdPension(r)), withheld: '0' },
          items: [{ code: 'BASIC', label: 'Gaji pokok', kind: 'earning', amount: String(r.basic), class: 'basic' }],
        };
        const b = id.bpjs({ period, wage: r.basic, jkkRiskClass: r.jkkRiskClass });
        const annual = id.pph21Annual({
          period,
          ptkpStatus: r.ptkpStatus,
          grossYear: new Decimal(r.ytdGross).plus(r.basic).plus(b.taxableEmployerPremiums).toFixed(),
          pensionContributionsYear: new Decimal(ytdPension(r)).plus(b.jht.employee).plus(b.jp.employee).toFixed(),
          months: r.month,
          annualise: false, // an exit month is not a part year unless the payslip says so
          hasTaxId: r.hasTaxId,
        });
        const p = computePayslip(input);
        expect(amountOf(p, 'id.pph21')).toBe(annual.taxForPeriod);
        if (r.hasTaxId) expect(amountOf(p, 'id.pph21')).toBe(annual.annualTax);
        expect(amountOf(p, 'id.pph21_refund')).toBeUndefined();

        // Withholding more earlier lowers the tax line, then turns into a refund, one for one.
        const withWithheld = computePayslip({ ...input, ytd: { ...input.ytd, withheld: String(r.withheld) } });
        const net = (q: Payslip) => new Decimal(amountOf(q, 'id.pph21')!).minus(amountOf(q, 'id.pph21_refund') ?? 0);
        expect(net(withWithheld).toFixed()).toBe(net(p).minus(r.withheld).toFixed());
        expect(new Decimal(withWithheld.net).minus(p.net).toFixed()).toBe(String(r.withheld));
      }),
      { numRuns: 120 },
    );
  });

  it('PH: with nothing withheld before, December withholds the annual tax on the year', () => {
    fc.assert(
      fc.property(phYearEnd, (r) => {
        const basic = centavos(r.basic);
        const input: PhPayslipInput = {
          country: 'PH',
          period: '2026-12',
          ytd: { taxableCompensation: centavos(r.ytdTaxable), withheld: '0' },
          items: [{ code: 'BASIC', label: 'Basic pay', kind: 'earning', amount: basic, class: 'basic' }],
        };
        const contributions = new Decimal(ph.sss({ period: '2026-12', compensation: basic }).employeeTotal)
          .plus(ph.philhealth({ period: '2026-12', basicSalary: basic }).employee)
          .plus(ph.pagibig({ period: '2026-12', compensation: basic }).employee);
        const taxable = Decimal.max(0, new Decimal(basic).minus(contributions));
        const annual = ph.annualTax({ period: '2026-12', taxableIncome: taxable.plus(centavos(r.ytdTaxable)).toFixed(2) });
        const p = computePayslip(input);
        expect(amountOf(p, 'ph.withholding_tax')).toBe(annual.amount);

        const withWithheld = computePayslip({ ...input, ytd: { ...input.ytd, withheld: centavos(r.withheld) } });
        const net = (q: Payslip) => new Decimal(amountOf(q, 'ph.withholding_tax')!).minus(amountOf(q, 'ph.withholding_tax_refund') ?? 0);
        expect(net(withWithheld).toFixed(2)).toBe(net(p).minus(centavos(r.withheld)).toFixed(2));
        expect(new Decimal(withWithheld.net).minus(p.net).toFixed(2)).toBe(centavos(r.withheld));
      }),
      { numRuns: 120 },
    );
  });

  it('ID: JHT + JP on wages mostly outside the tax bring the neto to zero, no further (the property test’s counterexample)', () => {
    const input: IdPayslipInput = {
      country: 'ID',
      period: '2025-12',
      employee: { ptkpStatus: 'TK/0', hasTaxId: false, jpCovered: false, monthsWorked: 12 },
      employer: { jkkRiskClass: 'very_low', jkkReliefEligible: false },
      ytd: { gross: '0', pensionContributions: '0', withheld: '0' },
      items: [
        { code: 'BASIC', label: 'Basic salary', kind: 'earning', amount: '0', class: 'basic' },
        { code: 'E0', label: 'Earning 0', kind: 'earning', amount: '30665875', class: 'exempt', subjectTo: { bpjs: true } },
      ],
    };
    const p = computePayslip(input);
    expect(amountOf(p, 'id.pph21')).toBe('0');
    const tax = p.lines.find((line) => line.code === 'id.pph21')!;
    const capped = tax.trace.find((item) => item.code === 'id.payslip.pension_capped');
    expect(capped?.value).toBe(tax.trace.find((item) => item.code === 'id.pph21_annual.pension')?.value);
  });

  it('totals equal the sums of the lines, a refund included, and no line is negative', () => {
    const sums = (p: Payslip, kind: string) => p.lines.filter((l) => l.kind === kind).reduce((t, l) => t.plus(l.amount), new Decimal(0));
    fc.assert(
      fc.property(fc.tuple(idYearEnd, phYearEnd), ([i, q]) => {
        const inputs: PayslipInput[] = [
          {
            country: 'ID',
            period: '2026-12',
            employee: { ptkpStatus: i.ptkpStatus, hasTaxId: i.hasTaxId },
            employer: { jkkRiskClass: i.jkkRiskClass },
            ytd: { gross: String(i.ytdGross), pensionContributions: String(ytdPension(i)), withheld: String(i.withheld) },
            items: [{ code: 'BASIC', label: 'Gaji pokok', kind: 'earning', amount: String(i.basic), class: 'basic' }],
          },
          {
            country: 'PH',
            period: '2026-12',
            ytd: { taxableCompensation: centavos(q.ytdTaxable), withheld: centavos(q.withheld) },
            items: [{ code: 'BASIC', label: 'Basic pay', kind: 'earning', amount: centavos(q.basic), class: 'basic' }],
          },
        ];
        for (const input of inputs) {
          const p = computePayslip(input);
          for (const l of p.lines) expect(new Decimal(l.amount).isNegative()).toBe(false);
          expect(new Decimal(p.gross).equals(sums(p, 'earning'))).toBe(true);
          expect(new Decimal(p.deductions).equals(sums(p, 'deduction'))).toBe(true);
          expect(new Decimal(p.net).equals(sums(p, 'earning').minus(sums(p, 'deduction')))).toBe(true);
          expect(new Decimal(p.employerCost).equals(sums(p, 'earning').plus(sums(p, 'employer')))).toBe(true);
        }
      }),
      { numRuns: 120 },
    );
  });
});
