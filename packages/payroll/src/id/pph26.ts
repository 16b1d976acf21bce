import { constant, type Decimal, roundTo, Rounding, toDecimal, type MoneyInput } from '../core/decimal.ts';
import { inForce } from '../core/dated.ts';
import { PayrollInputError } from '../core/errors.ts';
import { parsePeriod } from '../core/period.ts';
import { step, templates, type TraceStep } from '../core/trace.ts';
import { argsObject, percent, rp, rupiah, rupiahInput } from './common.ts';
import { PPH26_RATE } from './parameters/other-regimes.ts';

export interface Pph26Input {
  readonly period: string;
  /** The month's gross employment income paid to the non-resident, whole rupiah (no biaya jabatan, no PTKP). */
  readonly gross: MoneyInput;
  /**
   * A lower rate from a tax treaty, as a fraction ("0.1"), when the employee has given the DGT
   * certificate of domicile. At most the statutory rate.
   */
  readonly treatyRate?: MoneyInput;
}

export interface Pph26Result {
  readonly rate: string;
  readonly amount: string;
  readonly trace: TraceStep[];
}

const T = templates('id.pph26', {
  gross: ['Gross income', 'non-resident: the gross paid, with no biaya jabatan or PTKP'],
  rate: ['PPh 26 rate', '{{source}}'],
  treaty: ['PPh 26 rate', 'tax treaty rate with the DGT certificate of domicile (statutory rate {{statutory}})'],
  tax: ['PPh 26', '{{rate}} × {{gross}}, rounded down to the rupiah; final'],
});

/** PPh 26 withheld from a non-resident employee's pay: a flat final rate on the gross. */
export function pph26(input: Pph26Input): Pph26Result {
  const args = argsObject(input, 'id.pph26');
  const period = parsePeriod(args.period);
  const gross = rupiahInput('gross', args.gross);
  const version = inForce(PPH26_RATE, period, 'PPh 26 rate');
  const statutory = constant(version.value);
  let rate: Decimal = statutory;
  const trace: TraceStep[] = [step(T.gross, rp(gross))];
  if (args.treatyRate !== undefined && args.treatyRate !== null) {
    rate = toDecimal('treatyRate', args.treatyRate);
    if (rate.greaterThan(statutory)) throw new PayrollInputError('treatyRate', `must not exceed the statutory ${statutory.toString()}`);
    trace.push(step(T.treaty, percent(rate), { statutory: percent(statutory) }));
  } else {
    trace.push(step(T.rate, percent(rate), { source: version.source }));
  }
  const amount = roundTo(gross.times(rate), 1, Rounding.down);
  trace.push(step(T.tax, rp(amount), { rate: percent(rate), gross: rp(gross) }));
  return { rate: rate.toString(), amount: rupiah(amount), trace };
}
