import { describe, expect, it } from 'vitest';
import fc from 'fast-check';
import { Decimal } from '../../core/decimal.ts';
import { computePayslip } from '../index.ts';
import { COUNTRIES, type Payslip, type PayslipInput } from '../types.ts';
import { PAYSLIP_INPUTS } from './arbitraries.ts';

/** Earning lines the engine adds after the pay items: refunds, the DTP and a net salary's gross-up. */
const REFUND_CODES = ['id.pph21_dtp', 'id.pph21_refund', 'vn.net_gross_up', 'ph.withholding_tax_refund'];

const FORMAT = { SGD: /^-?\d+\.\d{2}$/, MYR: /^-?\d+\.\d{2}$/, PHP: /^-?\d+\.\d{2}$/, IDR: /^-?\d+$/, VND: /^-?\d+$/ } as const;

function sumOf(p: Payslip, kind: string): Decimal {
  return p.lines.filter((l) => l.kind === kind).reduce((total, l) => total.plus(l.amount), new Decimal(0));
}

describe.each(COUNTRIES)('%s payslip properties', (country) => {
  const inputs = PAYSLIP_INPUTS[country];

  it('lines sum exactly to the totals, in the currency format', () => {
    fc.assert(
      fc.property(inputs, (input) => {
        const p = computePayslip(input);
        const gross = sumOf(p, 'earning');
        const deductions = sumOf(p, 'deduction');
        const employer = sumOf(p, 'employer');
        expect(new Decimal(p.gross).equals(gross)).toBe(true);
        expect(new Decimal(p.deductions).equals(deductions)).toBe(true);
        expect(new Decimal(p.net).equals(gross.minus(deductions))).toBe(true);
        expect(new Decimal(p.employerCost).equals(gross.plus(employer))).toBe(true);
        const format = FORMAT[p.currency];
        for (const value of [p.gross, p.deductions, p.net, p.employerCost, ...p.lines.map((l) => l.amount)]) expect(value).toMatch(format);
        // Each total is written exactly as the currency writes it (no "-0", no extra digits).
        expect(p.gross).toBe(gross.toFixed(p.currency === 'IDR' || p.currency === 'VND' ? 0 : 2));
      }),
      { numRuns: 150 },
    );
  });

  it('every line is non-negative, has a code, a label and a trace; earnings are the items in order', () => {
    fc.assert(
      fc.property(inputs, (input) => {
        const p = computePayslip(input);
        for (const l of p.lines) {
          expect(new Decimal(l.amount).isNegative() && !new Decimal(l.amount).isZero()).toBe(false);
          expect(l.code).not.toBe('');
          expect(l.label).not.toBe('');
          expect(Array.isArray(l.trace) && l.trace.length > 0).toBe(true);
          for (const s of l.trace) expect(typeof s.label === 'string' && typeof s.value === 'string' && s.label !== '').toBe(true);
        }
        const earningCodes = input.items.filter((i) => i.kind === 'earning').map((i) => i.code);
        // A year-end tax refund comes after the pay items, as an earning.
        const refunds = p.lines.filter((l) => l.kind === 'earning' && REFUND_CODES.includes(l.code)).map((l) => l.code);
        expect(p.lines.filter((l) => l.kind === 'earning').map((l) => l.code)).toEqual([...earningCodes, ...refunds]);
      }),
      { numRuns: 60 },
    );
  });

  it('is idempotent and leaves its input untouched', () => {
    fc.assert(
      fc.property(inputs, (input: PayslipInput) => {
        const before = JSON.stringify(input);
        const frozen = deepFreeze(JSON.parse(before) as PayslipInput);
        const first = computePayslip(frozen);
        const second = computePayslip(frozen);
        expect(second).toEqual(first);
        expect(JSON.stringify(second)).toBe(JSON.stringify(first));
        expect(JSON.stringify(input)).toBe(before);
      }),
      { numRuns: 60 },
    );
  });
});

function deepFreeze<T>(value: T): T {
  if (value && typeof value === 'object') {
    for (const inner of Object.values(value)) deepFreeze(inner);
    Object.freeze(value);
  }
  return value;
}
