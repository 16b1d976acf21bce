import { constant, max, min, roundTo, Rounding, ZERO, type MoneyInput } from '../core/decimal.ts';
import { inForce } from '../core/dated.ts';
import { parsePeriod } from '../core/period.ts';
import { step, type TraceStep } from '../core/trace.ts';
import { argsObject, dollars, percent, sgd, wageInput } from './common.ts';
import { SDL_RULES } from './parameters/sdl.ts';

export interface SdlInput {
  readonly period: string;
  /** The employee's total remuneration for the month (every employee, foreigners and part-timers included). */
  readonly totalWage: MoneyInput;
}

export interface SdlResult {
  readonly amount: string;
  readonly rate: string;
  readonly trace: TraceStep[];
}

/** Skills Development Levy for one employee's month, paid by the employer. */
export function sdl(input: SdlInput): SdlResult {
  const args = argsObject(input, 'sg.sdl');
  const period = parsePeriod(args.period);
  const totalWage = wageInput('totalWage', args.totalWage);
  const version = inForce(SDL_RULES, period, 'Skills Development Levy');
  const { rate, minimum, maximum } = version.value;
  const trace: TraceStep[] = [step('Total remuneration', sgd(totalWage))];

  if (totalWage.isZero()) {
    // The levy is a share of the remuneration payable for the month; with none paid there is no levy.
    trace.push(step('SDL', sgd(ZERO), 'no remuneration payable this month, so no levy (the $2 minimum applies to remuneration paid)'));
    return { amount: dollars(ZERO), rate, trace };
  }
  const exact = totalWage.times(constant(rate));
  const bounded = min(max(exact, constant(minimum)), constant(maximum));
  const amount = roundTo(bounded, '0.01', Rounding.halfUp);
  trace.push(
    step('Levy at the rate', exact.toString(), `${percent(rate)} x ${sgd(totalWage)}`),
    step('SDL', sgd(amount), `at least ${sgd(minimum)} and at most ${sgd(maximum)}, to the cent`),
    step('Legal source', version.from, version.note ? `${version.source} ${version.note}` : version.source),
  );
  return { amount: dollars(amount), rate, trace };
}
