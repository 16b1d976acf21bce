import { constant, type Decimal, min, roundTo, Rounding, ZERO, type MoneyInput } from '../core/decimal.ts';
import { inForce } from '../core/dated.ts';
import { parsePeriod } from '../core/period.ts';
import { step, templates, type TraceStep } from '../core/trace.ts';
import { argsObject, oneOf, optionalFlag, optionalRupiah, percent, rp, rupiah, rupiahInput } from './common.ts';
import { NO_TAX_ID_MULTIPLIER } from './parameters/pph21.ts';
import { LUMP_SUM_RULES, type FinalBand } from './parameters/other-regimes.ts';

export const LUMP_SUM_KINDS = ['severance', 'pension'] as const;
export type LumpSumKind = (typeof LUMP_SUM_KINDS)[number];

export interface Pph21LumpSumInput {
  readonly period: string;
  /** 'severance': uang pesangon, penghargaan masa kerja, penggantian hak; 'pension': pension, THT or JHT paid at once. */
  readonly kind: LumpSumKind;
  /** The amount paid now, whole rupiah. */
  readonly amount: MoneyInput;
  /** Earlier instalments of the same lump sum: the bands apply to the cumulative amount. Defaults to 0. */
  readonly previouslyPaid?: MoneyInput;
  /** The employee has an NPWP or a NIK. Defaults to true; without one the tax is 20% higher (UU PPh Art. 21(5a)). */
  readonly hasTaxId?: boolean;
}

export interface Pph21LumpSumResult {
  readonly amount: string;
  readonly trace: TraceStep[];
}

const T = templates('id.pph21_lump_sum', {
  paid: ['Lump sum paid now', '{{previous}} paid in earlier instalments: the bands apply to the cumulative amount'],
  band: ['{{rate}} band', '{{rate}} × {{slice}} (cumulative amount above {{lower}})'],
  tax: ['Final PPh 21', 'tax on the cumulative amount less the tax on the earlier instalments{{surcharge}}, rounded down; {{source}}'],
});

function bandTax(schedule: readonly FinalBand[], amount: Decimal): Decimal {
  let lower = ZERO;
  let total = ZERO;
  for (const band of schedule) {
    if (amount.lessThanOrEqualTo(lower)) break;
    const upper = band.upTo === null ? amount : min(amount, constant(band.upTo));
    total = total.plus(upper.minus(lower).times(constant(band.rate)));
    if (band.upTo === null) break;
    lower = constant(band.upTo);
  }
  return total;
}

/** Final PPh 21 on severance or a pension lump sum (PP 68/2009 bands, cumulative over instalments). */
export function pph21LumpSum(input: Pph21LumpSumInput): Pph21LumpSumResult {
  const args = argsObject(input, 'id.pph21LumpSum');
  const period = parsePeriod(args.period);
  const kind = oneOf('kind', args.kind, LUMP_SUM_KINDS);
  const paid = rupiahInput('amount', args.amount);
  const previous = optionalRupiah('previouslyPaid', args.previouslyPaid);
  const hasTaxId = optionalFlag('hasTaxId', args.hasTaxId, true);
  const version = inForce(LUMP_SUM_RULES, period, 'severance and pension lump-sum rates');
  const schedule = version.value[kind];
  const multiplier = hasTaxId ? constant(1) : constant(inForce(NO_TAX_ID_MULTIPLIER, period, 'no-tax-id surcharge').value);
  const total = previous.plus(paid);
  const trace: TraceStep[] = [step(T.paid, rp(paid), { previous: rp(previous) })];
  let lower = ZERO;
  for (const band of schedule) {
    if (total.lessThanOrEqualTo(lower)) break;
    const upper = band.upTo === null ? total : min(total, constant(band.upTo));
    const from = lower.greaterThan(previous) ? lower : previous.lessThan(upper) ? previous : upper;
    const slice = upper.minus(from);
    if (slice.greaterThan(0)) {
      trace.push(
        step(T.band, rp(slice.times(constant(band.rate))), { rate: percent(constant(band.rate)), slice: rp(slice), lower: rp(from) }),
      );
    }
    if (band.upTo === null) break;
    lower = constant(band.upTo);
  }
  const exact = bandTax(schedule, total).minus(bandTax(schedule, previous)).times(multiplier);
  const amount = roundTo(exact, 1, Rounding.down);
  trace.push(step(T.tax, rp(amount), { surcharge: hasTaxId ? '' : ` × ${percent(multiplier)}`, source: version.source }));
  return { amount: rupiah(amount), trace };
}
