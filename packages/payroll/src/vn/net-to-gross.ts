import { Decimal, type MoneyInput } from '../core/decimal.ts';
import { PayrollInputError } from '../core/errors.ts';
import { parsePeriod } from '../core/period.ts';
import { step, templates, untraced, type TraceStep } from '../core/trace.ts';
import { argsObject, dong, vnd, wholeDong } from './common.ts';
import { grossToNet, type GrossToNetInput, type GrossToNetResult } from './gross-to-net.ts';

export interface NetToGrossInput extends Omit<GrossToNetInput, 'gross'> {
  /** The net salary agreed in the contract: what the employee takes home after insurance and PIT, whole dong. */
  readonly net: MoneyInput;
}

export interface NetToGrossResult extends Omit<GrossToNetResult, 'trace'> {
  /** The gross salary: the smallest whole-dong gross whose net is the agreed net. */
  readonly gross: string;
  /**
   * true when the gross gives exactly the agreed net. Rounding each amount to the dong can make a net
   * unreachable (one more dong of gross adds none, or two, to the net): then the gross is the
   * smallest whose net is above it, and `net` says by how much.
   */
  readonly exact: boolean;
  readonly trace: TraceStep[];
}

const T = templates('vn.net_to_gross', {
  agreed: ['Agreed net salary', 'the gross is solved so that gross − employee insurance − PIT is this net, to the dong'],
  gross: ['Gross salary', 'the smallest gross, in whole dong, whose net is the agreed net'],
  gross_above: [
    'Gross salary',
    'no gross gives exactly the agreed net (rounding to the dong skips it): the smallest gross whose net is above it',
  ],
});

/** Searches above this many times the net for the gross (the highest deductions take less than 45% of the gross). */
const HIGH = 2;

/**
 * The gross salary for a net salary agreed in the contract (lương NET): the smallest whole-dong gross
 * whose net under vn.grossToNet, with the same insurance, deductions and schedule, is the agreed net.
 */
export function netToGross(input: NetToGrossInput): NetToGrossResult {
  const args = argsObject(input, 'vn.netToGross');
  const period = parsePeriod(args.period);
  const target = wholeDong('net', args.net);
  const base: Omit<GrossToNetInput, 'gross'> = {
    period: period.key,
    dependants: args.dependants as number,
    region: args.region as GrossToNetInput['region'],
    resident: args.resident as boolean | undefined,
    insuranceSalary: args.insuranceSalary as MoneyInput | undefined,
    vietnamese: args.vietnamese as boolean | undefined,
  };
  // Checks every other input once, with the trace on, so that a bad input names its own field.
  grossToNet({ ...base, gross: target.plus(10_000_000_000).toString() });

  /** The net for a gross; below the employee insurance on the minimum-wage floor it is negative, not an error. */
  const netOf = (gross: Decimal): Decimal => {
    try {
      return new Decimal(grossToNet({ ...base, gross: gross.toString() }).net);
    } catch (error) {
      if (error instanceof PayrollInputError && error.field === 'gross') return new Decimal(-1);
      throw error;
    }
  };
  const gross = untraced(() => {
    let low = target; // the net is never more than the gross
    let high = target.times(HIGH).plus(10_000_000);
    while (netOf(high).lessThan(target)) high = high.times(2);
    // The smallest gross whose net reaches the target: binary search, then step back over rounding jitter.
    while (high.minus(low).greaterThan(1)) {
      const middle = low.plus(high).dividedBy(2).floor();
      if (netOf(middle).greaterThanOrEqualTo(target)) high = middle;
      else low = middle;
    }
    let found = netOf(low).greaterThanOrEqualTo(target) ? low : high;
    for (let back = found.minus(1), steps = 0; steps < 8 && back.greaterThanOrEqualTo(target); back = back.minus(1), steps += 1) {
      if (netOf(back).greaterThanOrEqualTo(target)) found = back;
    }
    // An exact net a few dong further up beats an overshoot (the net can step by 0 or 2 dong).
    if (!netOf(found).equals(target)) {
      for (let ahead = found.plus(1), steps = 0; steps < 8; ahead = ahead.plus(1), steps += 1) {
        if (netOf(ahead).equals(target)) return ahead;
      }
    }
    return found;
  });
  const { trace: forward, ...result } = grossToNet({ ...base, gross: gross.toString() });
  const exact = new Decimal(result.net).equals(target);
  return {
    ...result,
    gross: dong(gross),
    exact,
    trace: [step(T.agreed, vnd(target)), step(exact ? T.gross : T.gross_above, vnd(gross)), ...forward],
  };
}
