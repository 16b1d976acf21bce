import { constant, type Decimal, ZERO } from '../core/decimal.ts';
import { step, templates, type TraceStep } from '../core/trace.ts';
import { percent, rm } from './common.ts';
import { NON_RESIDENT_SOURCE, type PcbRules } from './parameters/pcb.ts';
import { cut, roundUpToStep } from './pcb-formula.ts';

const T = templates('my.pcb_non_resident', {
  rate: ['Non-resident rate', 'a flat {{rate}} of the remuneration, with no reliefs, rebates or annualisation ({{source}})'],
  normal: ['MTD on normal remuneration', '{{rate}} × {{remuneration}} = {{exact}}, rounded up to the next {{step}}'],
  additional: ['MTD on additional remuneration', '{{rate}} × {{remuneration}} = {{exact}}, rounded up to the next {{step}}'],
  zakat: ['Zakat this month', 'the zakat rebate (s.6A(3)) is for residents only, so it does not reduce a non-resident’s MTD'],
  below_minimum: ['Below the minimum', 'an MTD below {{minimum}} is not deducted'],
  total: ['PCB to deduct this month', 'normal {{normal}} + additional {{additional}}'],
});

export interface NonResidentFigures {
  readonly remuneration: Decimal; // Y1
  readonly additional: Decimal; // Yt
  readonly zakat: Decimal;
}

export interface NonResidentMtd {
  readonly amount: Decimal;
  readonly additional: Decimal;
}

/** 30% (the year's non-resident rate) × the remuneration, cut to sen and rounded up to 5 sen. */
function flat(
  trace: TraceStep[],
  { rules, remuneration, template }: { rules: PcbRules; remuneration: Decimal; template: (typeof T)['normal'] },
): Decimal {
  const rate = constant(rules.nonResidentRate);
  const exact = cut(remuneration.times(rate));
  const mtd = roundUpToStep(rules, exact);
  trace.push(
    step(template, rm(mtd), {
      rate: percent(rate),
      remuneration: rm(remuneration),
      exact: rm(exact),
      step: rm(constant(rules.roundingStep)),
    }),
  );
  return mtd;
}

/**
 * MTD for a non-resident employee: Income Tax Act 1967 s.6(1)(a) with Schedule 1 Part I paragraph 1A
 * charges a non-resident individual's employment income at a flat rate, so the MTD is that rate of
 * each payment, without the computerised formula's reliefs or spreading over the year.
 */
export function nonResidentMtd(trace: TraceStep[], { rules, figures }: { rules: PcbRules; figures: NonResidentFigures }): NonResidentMtd {
  trace.push(
    step(T.rate, percent(constant(rules.nonResidentRate)), { rate: percent(constant(rules.nonResidentRate)), source: NON_RESIDENT_SOURCE }),
  );
  let amount = flat(trace, { rules, remuneration: figures.remuneration, template: T.normal });
  let additional = figures.additional.isZero() ? ZERO : flat(trace, { rules, remuneration: figures.additional, template: T.additional });
  if (!figures.zakat.isZero()) trace.push(step(T.zakat, rm(figures.zakat)));
  const minimum = constant(rules.minimumDeduction);
  const sum = amount.plus(additional);
  if (sum.lessThan(minimum) && !sum.isZero()) {
    trace.push(step(T.below_minimum, rm(sum), { minimum: rm(minimum) }));
    amount = ZERO;
    additional = ZERO;
  }
  trace.push(step(T.total, rm(amount.plus(additional)), { normal: rm(amount), additional: rm(additional) }));
  return { amount, additional };
}
