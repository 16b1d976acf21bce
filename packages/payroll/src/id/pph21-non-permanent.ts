import { constant, type Decimal, min, roundTo, Rounding, toCount, ZERO, type MoneyInput } from '../core/decimal.ts';
import { inForce } from '../core/dated.ts';
import { PayrollInputError } from '../core/errors.ts';
import { parsePeriod } from '../core/period.ts';
import { isTracing, step, templates, type TraceStep } from '../core/trace.ts';
import { argsObject, oneOf, optionalFlag, percent, rp, rupiah, rupiahInput } from './common.ts';
import { ARTICLE_17, NO_TAX_ID_MULTIPLIER, PTKP_STATUSES, type PtkpStatus } from './parameters/pph21.ts';
import { NON_PERMANENT } from './parameters/other-regimes.ts';
import { pph21Monthly } from './pph21-monthly.ts';

export interface Pph21NonPermanentInput {
  readonly period: string;
  /** Bruto paid for the period: wages for the days worked (daily, weekly, by the unit or piece), or the month's. */
  readonly gross: MoneyInput;
  /** Days worked that the bruto pays for. Required unless `paidMonthly`. */
  readonly days?: number;
  /** Paid by the month: the monthly TER on the bruto, by the PTKP status. Defaults to false. */
  readonly paidMonthly?: boolean;
  /** Required when `paidMonthly`. */
  readonly ptkpStatus?: PtkpStatus;
  /** The worker has an NPWP or a NIK. Defaults to true. */
  readonly hasTaxId?: boolean;
}

export interface Pph21NonPermanentResult {
  readonly method: 'daily_ter' | 'article17_half' | 'monthly_ter';
  /** Average bruto a day ("0" when paid monthly). */
  readonly dailyAverage: string;
  /** The daily TER rate, or the monthly TER rate; absent for the Article 17 method. */
  readonly rate?: string;
  readonly amount: string;
  readonly trace: TraceStep[];
}

const T = templates('id.pph21_non_permanent', {
  average: ['Bruto a day', '{{gross}} ÷ {{days}} days'],
  daily_ter: ['Daily TER', '{{rate}}: average bruto a day up to {{ceiling}}; {{source}}'],
  tax: ['PPh 21', '{{rate}} × {{gross}}{{surcharge}}, rounded down to the rupiah'],
  half: ['Taxable share', 'above {{ceiling}} a day: Article 17 rates on {{share}} of the bruto a day = {{base}}'],
  half_tax: ['PPh 21', '{{days}} days × Article 17 on {{base}} ({{perDay}} a day){{surcharge}}, rounded down to the rupiah'],
  monthly: ['Paid monthly', 'the monthly TER on the month’s bruto, as for a permanent employee'],
});

/** Article 17 bands on an amount, unrounded. */
function bands(period: Parameters<typeof inForce>[1], amount: Decimal): Decimal {
  const version = inForce(ARTICLE_17, period, 'Article 17 rates');
  let lower = ZERO;
  let total = ZERO;
  for (const band of version.value) {
    if (amount.lessThanOrEqualTo(lower)) break;
    const upper = band.upTo === null ? amount : min(amount, constant(band.upTo));
    total = total.plus(upper.minus(lower).times(constant(band.rate)));
    if (band.upTo === null) break;
    lower = constant(band.upTo);
  }
  return total;
}

/**
 * PPh 21 of a non-permanent worker (pegawai tidak tetap): paid by the day, week, unit or piece, the
 * daily TER on the bruto while the average a day is at most Rp2,500,000, above it Article 17 rates
 * on half the bruto a day; paid by the month, the monthly TER (PMK 168/2023, PP 58/2023).
 */
export function pph21NonPermanent(input: Pph21NonPermanentInput): Pph21NonPermanentResult {
  const args = argsObject(input, 'id.pph21NonPermanent');
  const period = parsePeriod(args.period);
  const gross = rupiahInput('gross', args.gross);
  const hasTaxId = optionalFlag('hasTaxId', args.hasTaxId, true);
  if (optionalFlag('paidMonthly', args.paidMonthly, false)) {
    const status = oneOf('ptkpStatus', args.ptkpStatus, PTKP_STATUSES);
    const monthly = pph21Monthly({ period: period.key, ptkpStatus: status, gross: gross.toString(), hasTaxId });
    return {
      method: 'monthly_ter',
      dailyAverage: '0',
      rate: monthly.terRate,
      amount: monthly.amount,
      trace: [step(T.monthly, rp(gross)), ...monthly.trace],
    };
  }
  if (args.days === undefined || args.days === null) throw new PayrollInputError('days', 'is required unless the worker is paid monthly');
  const days = toCount('days', args.days, { min: 1, max: 31 });
  const rules = inForce(NON_PERMANENT, period, 'non-permanent worker PPh 21 rules');
  const multiplier = hasTaxId ? constant(1) : constant(inForce(NO_TAX_ID_MULTIPLIER, period, 'no-tax-id surcharge').value);
  const surcharge = hasTaxId ? '' : ` × ${percent(multiplier)}`;
  const average = gross.dividedBy(days);
  const ceiling = constant(rules.value.dailyTerCeiling);
  const trace: TraceStep[] = [step(T.average, rp(roundTo(average, 1, Rounding.down)), { gross: rp(gross), days: `${days}` })];

  if (average.lessThanOrEqualTo(ceiling)) {
    const row = rules.value.dailyTer.find((r) => average.lessThanOrEqualTo(constant(r.upTo)))!;
    const rate = constant(row.rate);
    const amount = roundTo(gross.times(rate).times(multiplier), 1, Rounding.down);
    trace.push(
      step(T.daily_ter, percent(rate), { rate: percent(rate), ceiling: rp(ceiling), source: rules.source }),
      step(T.tax, rp(amount), { rate: percent(rate), gross: rp(gross), surcharge }),
    );
    return { method: 'daily_ter', dailyAverage: rupiah(roundTo(average, 1, Rounding.down)), rate: row.rate, amount: rupiah(amount), trace };
  }

  const share = constant(rules.value.article17Share);
  const base = average.times(share);
  const perDay = bands(period, base);
  const amount = roundTo(perDay.times(days).times(multiplier), 1, Rounding.down);
  trace.push(
    step(T.half, rp(roundTo(base, 1, Rounding.down)), {
      ceiling: rp(ceiling),
      share: percent(share),
      base: rp(roundTo(base, 1, Rounding.down)),
    }),
    step(
      T.half_tax,
      rp(amount),
      isTracing() ? { days: `${days}`, base: rp(roundTo(base, 1, Rounding.down)), perDay: perDay.toString(), surcharge } : undefined,
    ),
  );
  return { method: 'article17_half', dailyAverage: rupiah(roundTo(average, 1, Rounding.down)), amount: rupiah(amount), trace };
}
