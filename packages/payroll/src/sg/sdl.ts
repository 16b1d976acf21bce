import { constant, max, min, roundTo, Rounding, ZERO, type MoneyInput } from '../core/decimal.ts';
import { inForce } from '../core/dated.ts';
import { parsePeriod } from '../core/period.ts';
import { step, templates, type TraceStep } from '../core/trace.ts';
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

const T = templates('sg.sdl', {
  remuneration: ['Total remuneration'],
  none: ['SDL', 'no remuneration payable this month, so no levy (the $2 minimum applies to remuneration paid)'],
  at_rate: ['Levy at the rate', '{{rate}} x {{wage}}'],
  amount: ['SDL', 'at least {{minimum}} and at most {{maximum}}, to the cent'],
  source: ['Legal source', '{{source}}'],
});

/** Skills Development Levy for one employee's month, paid by the employer. */
export function sdl(input: SdlInput): SdlResult {
  const args = argsObject(input, 'sg.sdl');
  const period = parsePeriod(args.period);
  const totalWage = wageInput('totalWage', args.totalWage);
  const version = inForce(SDL_RULES, period, 'Skills Development Levy');
  const { rate, minimum, maximum } = version.value;
  const trace: TraceStep[] = [step(T.remuneration, sgd(totalWage))];

  if (totalWage.isZero()) {
    // The levy is a share of the remuneration payable for the month; with none paid there is no levy.
    trace.push(step(T.none, sgd(ZERO)));
    return { amount: dollars(ZERO), rate, trace };
  }
  const exact = totalWage.times(constant(rate));
  const bounded = min(max(exact, constant(minimum)), constant(maximum));
  const amount = roundTo(bounded, '0.01', Rounding.halfUp);
  trace.push(
    step(T.at_rate, exact.toString(), { rate: percent(rate), wage: sgd(totalWage) }),
    step(T.amount, sgd(amount), { minimum: sgd(minimum), maximum: sgd(maximum) }),
    step(T.source, version.from, { source: version.note ? `${version.source} ${version.note}` : version.source }),
  );
  return { amount: dollars(amount), rate, trace };
}
