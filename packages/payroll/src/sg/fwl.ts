import { constant, roundTo, Rounding, toCount, type Decimal } from '../core/decimal.ts';
import { inForce } from '../core/dated.ts';
import { PayrollInputError } from '../core/errors.ts';
import { optionalFlag } from '../core/input.ts';
import { daysInMonth, parsePeriod } from '../core/period.ts';
import { step, templates, type TraceStep, type TraceTemplate } from '../core/trace.ts';
import { absent, argsObject, dollars, oneOf, sgd } from './common.ts';
import { FWL_RATES, type FwlRates } from './parameters/fwl.ts';

export const LEVY_PASSES = ['S_PASS', 'WORK_PERMIT_MANUFACTURING', 'WORK_PERMIT_SERVICES', 'DOMESTIC_WORKER'] as const;
export type LevyPass = (typeof LEVY_PASSES)[number];

export interface FwlInput {
  readonly period: string;
  /** The worker's pass as the company records it. Employment Pass holders pay no levy and are not an input. */
  readonly pass: LevyPass;
  /**
   * S Pass: 1 (Basic Tier / Tier 1) or 2 (not needed from September 2025, when both pay the same);
   * manufacturing or services Work Permit: 1, 2 or 3, as MOM's levy statement assigns it.
   */
  readonly tier?: number;
  /** Work Permit: a higher-skilled (R1) worker; defaults to false (basic-skilled, R2). */
  readonly higherSkilled?: boolean;
  /** Domestic worker: the concessionary levy applies (e.g. the employer has a young child or an elderly parent). */
  readonly concessionary?: boolean;
  /** Days of levy liability in the month (pass issued or cancelled mid-month); the whole month when left out. */
  readonly days?: number;
}

export interface FwlResult {
  /** The employer's levy for the month (never deducted from the worker's pay). */
  readonly amount: string;
  readonly monthlyRate: string;
  /** The daily rate of a part month: monthly × 12 ÷ 365, rounded up to the cent. */
  readonly dailyRate: string;
  readonly trace: TraceStep[];
}

const T = templates('sg.fwl', {
  s_pass: ['Monthly levy', 'S Pass, tier {{tier}}'],
  s_pass_one_rate: ['Monthly levy', 'S Pass: one rate for every tier'],
  manufacturing_higher: ['Monthly levy', 'manufacturing Work Permit, tier {{tier}}, higher-skilled (R1)'],
  manufacturing_basic: ['Monthly levy', 'manufacturing Work Permit, tier {{tier}}, basic-skilled (R2)'],
  services_higher: ['Monthly levy', 'services Work Permit, tier {{tier}}, higher-skilled (R1)'],
  services_basic: ['Monthly levy', 'services Work Permit, tier {{tier}}, basic-skilled (R2)'],
  domestic: ['Monthly levy', 'migrant domestic worker, normal levy'],
  domestic_concessionary: ['Monthly levy', 'migrant domestic worker, concessionary levy'],
  full_month: ['Levy for the month', 'liable for the whole month: the monthly levy'],
  daily_rate: ['Daily levy', '{{monthly}} × 12 ÷ {{year}} = {{exact}}, rounded up to the cent'],
  part_month: ['Levy for the month', '{{daily}} × {{days}} days of liability'],
  source: ['Legal source', '{{source}}'],
});

function tierOf(value: unknown, highest: number): number {
  if (absent(value)) throw new PayrollInputError('tier', `is required for this pass (1 to ${highest})`);
  return toCount('tier', value, { min: 1, max: highest });
}

/** The monthly rate for the pass, and the trace step that says why. */
function monthlyRate(rates: FwlRates, pass: LevyPass, args: Record<string, unknown>): { rate: Decimal; reason: TraceStep } {
  if (pass === 'S_PASS') {
    // Once both tiers pay the same (from September 2025) the tier is not needed.
    if (absent(args.tier) && rates.sPass.tier1 === rates.sPass.tier2) {
      const rate = constant(rates.sPass.tier1);
      return { rate, reason: step(T.s_pass_one_rate, sgd(rate)) };
    }
    const tier = tierOf(args.tier, 2);
    const rate = constant(tier === 1 ? rates.sPass.tier1 : rates.sPass.tier2);
    return { rate, reason: step(T.s_pass, sgd(rate), { tier: `${tier}` }) };
  }
  if (pass === 'WORK_PERMIT_MANUFACTURING' || pass === 'WORK_PERMIT_SERVICES') {
    const manufacturing = pass === 'WORK_PERMIT_MANUFACTURING';
    const tier = tierOf(args.tier, 3);
    const higher = optionalFlag('higherSkilled', args.higherSkilled, false);
    const tierRates = (manufacturing ? rates.manufacturing : rates.services)[tier - 1]!;
    const rate = constant(higher ? tierRates.higherSkilled : tierRates.basicSkilled);
    const template = manufacturing
      ? higher
        ? T.manufacturing_higher
        : T.manufacturing_basic
      : higher
        ? T.services_higher
        : T.services_basic;
    return { rate, reason: step(template, sgd(rate), { tier: `${tier}` }) };
  }
  const concessionary = optionalFlag('concessionary', args.concessionary, false);
  const rate = constant(concessionary ? rates.domesticWorker.concessionary : rates.domesticWorker.normal);
  const template: TraceTemplate = concessionary ? T.domestic_concessionary : T.domestic;
  return { rate, reason: step(template, sgd(rate)) };
}

/** Foreign worker levy for one worker's month: an employer cost by pass type and tier (MOM levy rates, dated). */
export function fwl(input: FwlInput): FwlResult {
  const args = argsObject(input, 'sg.fwl');
  const period = parsePeriod(args.period);
  const pass = oneOf('pass', args.pass, LEVY_PASSES);
  const version = inForce(FWL_RATES, period, 'foreign worker levy');
  const rates = version.value;
  const { rate, reason } = monthlyRate(rates, pass, args);
  const monthDays = daysInMonth(period);
  const days = absent(args.days) ? monthDays : toCount('days', args.days, { max: monthDays });

  const exactDaily = rate.times(12).dividedBy(rates.daysInYear);
  const daily = roundTo(exactDaily, '0.01', Rounding.up);
  const trace: TraceStep[] = [
    reason,
    step(T.daily_rate, sgd(daily), { monthly: sgd(rate), year: `${rates.daysInYear}`, exact: exactDaily.toDecimalPlaces(4).toString() }),
  ];
  let amount = rate;
  if (days === monthDays) {
    trace.push(step(T.full_month, sgd(rate)));
  } else {
    amount = daily.times(days);
    trace.push(step(T.part_month, sgd(amount), { daily: sgd(daily), days: `${days}` }));
  }
  trace.push(step(T.source, version.from, { source: version.source }));
  return { amount: dollars(amount), monthlyRate: dollars(rate), dailyRate: dollars(daily), trace };
}
