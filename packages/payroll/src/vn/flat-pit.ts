import { constant, ZERO, type MoneyInput } from '../core/decimal.ts';
import { inForce } from '../core/dated.ts';
import { parsePeriod } from '../core/period.ts';
import { step, templates, type TraceStep } from '../core/trace.ts';
import { argsObject, dong, optionalFlag, percent, toDong, vnd, wholeDong } from './common.ts';
import { FLAT_WITHHOLDING } from './parameters/pit.ts';

export interface FlatPitInput {
  readonly period: string;
  /** The payment to a resident without a labour contract or with one under three months, whole dong. */
  readonly payment: MoneyInput;
  /** The individual gave the commitment form (02/CK-TNCN): nothing is withheld. Defaults to false. */
  readonly commitment?: boolean;
}

export interface FlatPitResult {
  readonly amount: string;
  /** The rate applied: "0.1", or "0" below the threshold or with the commitment form. */
  readonly rate: string;
  readonly trace: TraceStep[];
}

const T = templates('vn.flat_pit', {
  payment: ['Payment', 'no labour contract, or one under three months: no family deductions'],
  below: ['Flat withholding', 'below the {{threshold}} threshold a payment, so nothing is withheld; {{source}}'],
  commitment: ['Flat withholding', 'the individual gave the commitment form (02/CK-TNCN), so nothing is withheld; {{source}}'],
  withheld: ['Flat withholding', '{{rate}} × {{payment}}, rounded to the dong; {{source}}'],
});

/** PIT withheld at the flat rate on a payment to a casual or short-contract resident (Circular 111/2013 Art. 25). */
export function flatPit(input: FlatPitInput): FlatPitResult {
  const args = argsObject(input, 'vn.flatPit');
  const period = parsePeriod(args.period);
  const payment = wholeDong('payment', args.payment);
  const commitment = optionalFlag('commitment', args.commitment, false);
  const version = inForce(FLAT_WITHHOLDING, period, 'Vietnamese flat withholding');
  const threshold = constant(version.value.threshold);
  const trace: TraceStep[] = [step(T.payment, vnd(payment))];
  if (payment.lessThan(threshold) || commitment) {
    trace.push(step(commitment ? T.commitment : T.below, vnd(ZERO), { threshold: vnd(threshold), source: version.source }));
    return { amount: '0', rate: '0', trace };
  }
  const rate = constant(version.value.rate);
  const amount = toDong(payment.times(rate));
  trace.push(step(T.withheld, vnd(amount), { rate: percent(rate), payment: vnd(payment), source: version.source }));
  return { amount: dong(amount), rate: version.value.rate, trace };
}
