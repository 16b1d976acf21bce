import { Decimal, min, roundTo, Rounding, ZERO, type MoneyInput } from '../core/decimal.ts';
import { inForce } from '../core/dated.ts';
import { parsePeriod, type ParsedPeriod } from '../core/period.ts';
import { step, templates, type TraceStep } from '../core/trace.ts';
import { argsObject, percent, rp, rupiah, rupiahInput } from './common.ts';
import { ARTICLE_17 } from './parameters/pph21.ts';

export interface Article17Input {
  readonly period: string;
  /** Annual PKP (penghasilan kena pajak), whole rupiah. */
  readonly taxableIncome: MoneyInput;
}

export interface Article17Result {
  readonly amount: string;
  readonly trace: TraceStep[];
}

const T = templates('id.article17', {
  band: ['{{rate}} band', '{{rate}} × {{slice}} (PKP above {{lower}} up to {{upper}})'],
  band_top: ['{{rate}} band', '{{rate}} × {{slice}} (PKP above {{lower}})'],
  tax: ['Article 17 tax', 'sum of the bands; {{source}}'],
  pkp: ['PKP'],
});

/** The Article 17(1)(a) progressive tax on an annual PKP, with one trace step per band used. */
export function progressiveTax(period: ParsedPeriod, pkp: Decimal): { amount: Decimal; trace: TraceStep[] } {
  const version = inForce(ARTICLE_17, period, 'Article 17 rates');
  const trace: TraceStep[] = [];
  let lower = ZERO;
  let total = ZERO;
  for (const band of version.value) {
    if (pkp.lessThanOrEqualTo(lower)) break;
    const upper = band.upTo === null ? pkp : min(pkp, new Decimal(band.upTo));
    const slice = upper.minus(lower);
    const tax = slice.times(band.rate);
    total = total.plus(tax);
    const rate = percent(new Decimal(band.rate));
    trace.push(
      band.upTo === null
        ? step(T.band_top, rp(tax), { rate, slice: rp(slice), lower: rp(lower) })
        : step(T.band, rp(tax), { rate, slice: rp(slice), lower: rp(lower), upper: rp(new Decimal(band.upTo)) }),
    );
    if (band.upTo === null) break;
    lower = new Decimal(band.upTo);
  }
  // Exact for PKP in whole thousands; a PKP given in odd rupiah is rounded down like the withholding.
  const amount = roundTo(total, 1, Rounding.down);
  trace.push(step(T.tax, rp(amount), { source: version.source }));
  return { amount, trace };
}

/** `id.article17`: the progressive rates alone, on the annual PKP given. */
export function article17(input: Article17Input): Article17Result {
  const args = argsObject(input, 'id.article17');
  const period = parsePeriod(args.period);
  const pkp = rupiahInput('taxableIncome', args.taxableIncome);
  const result = progressiveTax(period, pkp);
  return { amount: rupiah(result.amount), trace: [step(T.pkp, rp(pkp)), ...result.trace] };
}
