import { describe, expect, it } from 'vitest';
import fc from 'fast-check';
import * as id from '../index.ts';
import { rejects } from '../../testing/input-errors.ts';

const bpjs = { period: '2026-01', wage: 10_000_000, jkkRiskClass: 'low' } as const;
const monthly = { period: '2026-01', ptkpStatus: 'TK/0', gross: 10_000_000 } as const;
const grossUp = { period: '2026-01', ptkpStatus: 'K/1', grossBeforeAllowance: 10_000_000 } as const;
const annual = { period: '2026-12', ptkpStatus: 'K/0', grossYear: 150_000_000, pensionContributionsYear: 3_000_000 } as const;

describe('Indonesian input errors name the field', () => {
  it.each([
    ['wage', () => id.bpjs({ ...bpjs, wage: -1 })],
    ['wage', () => id.bpjs({ ...bpjs, wage: Number.NaN })],
    ['wage', () => id.bpjs({ ...bpjs, wage: '10.000.000' })],
    ['wage', () => id.bpjs({ ...bpjs, wage: '1000000.5' })],
    ['wage', () => id.bpjs({ ...bpjs, wage: undefined as never })],
    ['jkkRiskClass', () => id.bpjs({ ...bpjs, jkkRiskClass: 'extreme' as never })],
    ['jkkRiskClass', () => id.bpjs({ ...bpjs, jkkRiskClass: undefined as never })],
    ['minimumWage', () => id.bpjs({ ...bpjs, minimumWage: -5 })],
    ['province', () => id.bpjs({ ...bpjs, province: 'XX' as never })],
    ['province', () => id.bpjs({ ...bpjs, province: 'jb' as never })],
    // A province whose 2026 UMP could not be sourced, and a year whose UMPs are not in the data yet.
    ['province', () => id.bpjs({ ...bpjs, province: 'KB' })],
    ['province', () => id.bpjs({ ...bpjs, period: '2027-01', province: 'JB' })],
    ['period', () => id.bpjs({ ...bpjs, period: '2024-12', province: 'JB' })],
    ['jpCovered', () => id.bpjs({ ...bpjs, jpCovered: 'no' as never })],
    ['jkkReliefEligible', () => id.bpjs({ ...bpjs, jkkReliefEligible: 1 as never })],
    ['period', () => id.bpjs({ ...bpjs, period: '2022-02' })],
    ['period', () => id.bpjs({ ...bpjs, period: '2026-1' })],
    ['args', () => id.bpjs(undefined as never)],
    ['ptkpStatus', () => id.pph21Monthly({ ...monthly, ptkpStatus: 'K/4' as never })],
    ['ptkpStatus', () => id.pph21Monthly({ ...monthly, ptkpStatus: 'K/I/0' as never })],
    ['gross', () => id.pph21Monthly({ ...monthly, gross: -100 })],
    ['gross', () => id.pph21Monthly({ ...monthly, gross: Number.POSITIVE_INFINITY })],
    ['hasTaxId', () => id.pph21Monthly({ ...monthly, hasTaxId: 'false' as never })],
    ['period', () => id.pph21Monthly({ ...monthly, period: '2023-12' })],
    ['grossBeforeAllowance', () => id.pph21GrossUp({ ...grossUp, grossBeforeAllowance: -1 })],
    ['ptkpStatus', () => id.pph21GrossUp({ ...grossUp, ptkpStatus: 'k/1' as never })],
    ['period', () => id.pph21GrossUp({ ...grossUp, period: '2023-06' })],
    ['grossYear', () => id.pph21Annual({ ...annual, grossYear: -1 })],
    ['pensionContributionsYear', () => id.pph21Annual({ ...annual, pensionContributionsYear: 'x' })],
    ['pensionContributionsYear', () => id.pph21Annual({ ...annual, grossYear: 1_000_000, pensionContributionsYear: 2_000_000 })],
    ['zakatYear', () => id.pph21Annual({ ...annual, zakatYear: 200_000_000 })],
    ['months', () => id.pph21Annual({ ...annual, months: 0 })],
    ['months', () => id.pph21Annual({ ...annual, months: 13 })],
    ['months', () => id.pph21Annual({ ...annual, months: 6.5 })],
    ['months', () => id.pph21Annual({ ...annual, period: '2026-06', months: 9 })],
    ['months', () => id.pph21Annual({ ...annual, period: '2026-06' })],
    ['withheld', () => id.pph21Annual({ ...annual, withheld: -1 })],
    ['annualise', () => id.pph21Annual({ ...annual, annualise: 'yes' as never })],
    ['period', () => id.pph21Annual({ ...annual, period: '2015-12' })],
    ['taxableIncome', () => id.article17({ period: '2026-12', taxableIncome: -1000 })],
    ['period', () => id.article17({ period: '2008-12', taxableIncome: 1000 })],
  ])('%s (%#)', (field, call) => rejects(call as () => unknown, field));

  it('rejects any negative amount in every function', () => {
    fc.assert(
      fc.property(fc.integer({ min: -1_000_000_000, max: -1 }), (amount) => {
        rejects(() => id.bpjs({ ...bpjs, wage: amount }), 'wage');
        rejects(() => id.pph21Monthly({ ...monthly, gross: amount }), 'gross');
        rejects(() => id.pph21GrossUp({ ...grossUp, grossBeforeAllowance: amount }), 'grossBeforeAllowance');
        rejects(() => id.pph21Annual({ ...annual, grossYear: amount }), 'grossYear');
        rejects(() => id.article17({ period: '2026-12', taxableIncome: amount }), 'taxableIncome');
      }),
    );
  });
});

describe('traces', () => {
  it('every function explains itself in words and figures', () => {
    const results = [
      id.bpjs({ ...bpjs, jkkReliefEligible: true, minimumWage: 12_000_000 }),
      id.pph21Monthly({ ...monthly, hasTaxId: false }),
      id.pph21GrossUp(grossUp),
      id.pph21Annual({ ...annual, months: 9, withheld: 5_000_000, zakatYear: 1_000_000 }),
      id.article17({ period: '2026-12', taxableIncome: 6_000_000_000 }),
    ];
    for (const result of results) {
      expect(result.trace.length).toBeGreaterThan(2);
      for (const entry of result.trace) {
        expect(entry.label.length).toBeGreaterThan(0);
        expect(typeof entry.value).toBe('string');
        expect(entry.value).not.toMatch(/NaN|undefined|Infinity/);
        expect(entry.detail ?? '').not.toMatch(/NaN|undefined|\[object/);
      }
    }
  });
});
