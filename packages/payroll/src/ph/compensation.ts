import {
  constant,
  Decimal,
  inForce,
  max,
  min,
  parsePeriod,
  PayrollInputError,
  step,
  sum,
  templates,
  toCount,
  toDecimal,
  ZERO,
  type MoneyInput,
  type TraceStep,
} from '../core/index.ts';
import { oneOf, optionalFlag } from '../core/input.ts';
import { argumentObject, percent, pesos, php, toCentavo, traceAmount } from './money.ts';
import { DE_MINIMIS_CEILINGS, DE_MINIMIS_KINDS, type DeMinimisCeiling, type DeMinimisKind } from './parameters/de-minimis.ts';
import { THIRTEENTH_MONTH_EXEMPTIONS } from './parameters/tax.ts';

export interface DeMinimisBenefit {
  readonly kind: DeMinimisKind;
  /** The amount paid in this payroll, in pesos. */
  readonly amount: MoneyInput;
  /** Yearly ceilings: the amount of this kind already exempted earlier in the year (vacation leave: days). Defaults to 0. */
  readonly usedThisYear?: MoneyInput;
  /** Overtime meals: days of overtime or night shift; vacation leave: days monetised. */
  readonly days?: number;
}

export interface DeMinimisInput {
  readonly period: string;
  readonly benefits: readonly DeMinimisBenefit[];
  /** Overtime meals: the regional daily basic minimum wage the ceiling is a share of. */
  readonly dailyMinimumWage?: MoneyInput;
}

export interface DeMinimisItem {
  readonly kind: DeMinimisKind;
  readonly amount: string;
  readonly exempt: string;
  /** Above the ceiling: counts towards the yearly exemption for the 13th month and other benefits. */
  readonly excess: string;
}

export interface DeMinimisResult {
  readonly items: readonly DeMinimisItem[];
  readonly exempt: string;
  readonly excess: string;
  readonly trace: TraceStep[];
}

const D = templates('ph.de_minimis', {
  month: ['De minimis benefit ({{kind}})', 'exempt up to {{ceiling}} a month; {{exempt}} exempt, {{excess}} to other benefits'],
  year: [
    'De minimis benefit ({{kind}})',
    'exempt up to {{ceiling}} a year, {{used}} used earlier; {{exempt}} exempt, {{excess}} to other benefits',
  ],
  meal: [
    'De minimis benefit ({{kind}})',
    'exempt up to {{share}} of the daily minimum wage {{wage}} × {{days}} days = {{ceiling}}; {{exempt}} exempt, {{excess}} to other benefits',
  ],
  leave: [
    'De minimis benefit ({{kind}})',
    'exempt up to {{ceiling}} days a year, {{used}} used earlier: {{exemptDays}} of {{days}} days exempt = {{exempt}}; {{excess}} to other benefits',
  ],
  source: ['De minimis ceilings', '{{source}}'],
});

/** Splits de minimis benefits into the exempt part (within each ceiling in force) and the excess. */
export function deMinimis(args: DeMinimisInput): DeMinimisResult {
  const input = argumentObject(args);
  const period = parsePeriod(input.period);
  if (!Array.isArray(input.benefits)) throw new PayrollInputError('benefits', 'must be an array');
  const version = inForce(DE_MINIMIS_CEILINGS, period, 'de minimis ceilings');
  const usedNow = new Map<DeMinimisKind, Decimal>();
  const trace: TraceStep[] = [];
  const items = input.benefits.map((benefit, index): DeMinimisItem => {
    const at = `benefits[${index}]`;
    if (typeof benefit !== 'object' || benefit === null) throw new PayrollInputError(at, 'must be an object');
    const kind = oneOf(`${at}.kind`, benefit.kind, DE_MINIMIS_KINDS);
    const amount = toCentavoInput(`${at}.amount`, benefit.amount);
    const ceiling = version.value[kind];
    const before = usedNow.get(kind) ?? ZERO;
    let exempt: Decimal;
    let values: Record<string, string>;
    let template: (typeof D)[keyof typeof D];
    if (ceiling.per === 'month' || ceiling.per === 'year') {
      const used = ceiling.per === 'year' ? toDecimal(`${at}.usedThisYear`, benefit.usedThisYear ?? 0).plus(before) : before;
      exempt = min(amount, max(ZERO, constant(ceiling.amount).minus(used)));
      template = ceiling.per === 'year' ? D.year : D.month;
      values = { ceiling: pesos(ceiling.amount), used: pesos(used) };
    } else if (ceiling.per === 'mealShare') {
      const days = toCount(`${at}.days`, benefit.days, { min: 1, max: 31 });
      if (input.dailyMinimumWage === undefined || input.dailyMinimumWage === null) {
        throw new PayrollInputError('dailyMinimumWage', 'is required for overtime meals (their ceiling is a share of it)');
      }
      const wage = toDecimal('dailyMinimumWage', input.dailyMinimumWage);
      const cap = toCentavo(constant(ceiling.share).times(wage).times(days));
      exempt = min(amount, max(ZERO, cap.minus(before)));
      template = D.meal;
      values = { share: percent(ceiling.share), wage: pesos(wage), days: `${days}`, ceiling: pesos(cap) };
    } else {
      const leave = ceiling as Extract<DeMinimisCeiling, { per: 'leaveDays' }>;
      const days = toCount(`${at}.days`, benefit.days, { min: 1, max: 366 });
      const usedDays = toDecimal(`${at}.usedThisYear`, benefit.usedThisYear ?? 0).plus(before);
      const exemptDays = min(constant(days), max(ZERO, constant(leave.days).minus(usedDays)));
      exempt = toCentavo(amount.times(exemptDays).dividedBy(days));
      usedNow.set(kind, before.plus(exemptDays));
      template = D.leave;
      values = { ceiling: `${leave.days}`, used: usedDays.toString(), exemptDays: exemptDays.toString(), days: `${days}` };
    }
    if (ceiling.per !== 'leaveDays') usedNow.set(kind, before.plus(exempt));
    const excess = amount.minus(exempt);
    trace.push(step(template, traceAmount(exempt, 2), { ...values, kind, exempt: pesos(exempt), excess: pesos(excess) }));
    return { kind, amount: php(amount), exempt: php(exempt), excess: php(excess) };
  });
  trace.push(step(D.source, version.from, { source: version.source }));
  const exempt = sum(items.map((item) => new Decimal(item.exempt)));
  const excess = sum(items.map((item) => new Decimal(item.excess)));
  return { items, exempt: php(exempt), excess: php(excess), trace };
}

function toCentavoInput(field: string, value: unknown): Decimal {
  const amount = toDecimal(field, value);
  if (amount.decimalPlaces() > 2) throw new PayrollInputError(field, 'must have at most 2 decimals (PHP)');
  return amount;
}

export interface TaxableCompensationInput {
  readonly period: string;
  /**
   * A minimum wage earner: paid the statutory minimum wage of the region. The minimum wage and the
   * holiday, overtime, night-shift differential and hazard pay are exempt (NIRC Sec. 24(A)(2) as
   * amended by TRAIN; RR 11-2018); other pay is taxed as usual. Defaults to false.
   */
  readonly minimumWageEarner?: boolean;
  /** Basic salary for the period (the statutory minimum wage for a minimum wage earner). */
  readonly basicSalary: MoneyInput;
  /** Holiday pay, overtime pay, night-shift differential and hazard pay. Defaults to 0. */
  readonly premiumPay?: MoneyInput;
  /** Other regular taxable compensation: taxable allowances, commissions, fees. Defaults to 0. */
  readonly otherCompensation?: MoneyInput;
  /** 13th-month pay and other benefits paid now, the excess de minimis included. Defaults to 0. */
  readonly benefits?: MoneyInput;
  /** The employee's SSS, PhilHealth and Pag-IBIG shares and union dues. Defaults to 0. */
  readonly contributions?: MoneyInput;
  /** The yearly exemption for the 13th month and other benefits already used this year. Defaults to 0. */
  readonly exemptBenefitsUsed?: MoneyInput;
}

export interface TaxableCompensationResult {
  readonly taxable: string;
  /** The minimum wage earner's exempt pay: basic salary and premium pay ("0" for others). */
  readonly minimumWageExempt: string;
  readonly benefitsExempt: string;
  readonly benefitsTaxable: string;
  /** The contributions taken off taxable pay ("0" for a minimum wage earner: they come out of the exempt wage). */
  readonly contributionsDeducted: string;
  readonly trace: TraceStep[];
}

const C = templates('ph.compensation', {
  regular: ['Regular compensation', 'basic {{basic}} + holiday, overtime, night differential and hazard pay {{premium}} + other {{other}}'],
  mwe: [
    'Minimum wage earner',
    'the statutory minimum wage and the holiday, overtime, night differential and hazard pay are exempt ({{exempt}}); other pay is taxable',
  ],
  benefits: ['13th month and other benefits', 'exempt up to {{limit}} a year ({{source}}), {{used}} used earlier: {{exempt}} exempt'],
  contributions: ['Employee contributions', 'SSS, PhilHealth, Pag-IBIG and union dues are not taxable'],
  contributions_mwe: ['Employee contributions', 'not deducted again: they come out of the exempt minimum wage'],
  taxable: ['Taxable compensation', 'taxable regular pay + taxable benefits − contributions, at least 0'],
});

/** The period's taxable compensation: minimum wage earner exemption, the yearly benefits exemption, contributions. */
export function taxableCompensation(args: TaxableCompensationInput): TaxableCompensationResult {
  const input = argumentObject(args);
  const period = parsePeriod(input.period);
  const mwe = optionalFlag('minimumWageEarner', input.minimumWageEarner, false);
  const basic = toCentavoInput('basicSalary', input.basicSalary);
  const premium = toCentavoInput('premiumPay', input.premiumPay ?? 0);
  const other = toCentavoInput('otherCompensation', input.otherCompensation ?? 0);
  const benefits = toCentavoInput('benefits', input.benefits ?? 0);
  const contributions = toCentavoInput('contributions', input.contributions ?? 0);
  const used = toCentavoInput('exemptBenefitsUsed', input.exemptBenefitsUsed ?? 0);
  const limit = inForce(THIRTEENTH_MONTH_EXEMPTIONS, period, '13th-month exemption');
  const benefitsExempt = min(benefits, max(ZERO, constant(limit.value).minus(used)));
  const benefitsTaxable = benefits.minus(benefitsExempt);
  const mweExempt = mwe ? basic.plus(premium) : ZERO;
  const deducted = mwe ? ZERO : contributions;
  const taxable = max(ZERO, basic.plus(premium).plus(other).minus(mweExempt).plus(benefitsTaxable).minus(deducted));
  const trace: TraceStep[] = [
    step(C.regular, traceAmount(basic.plus(premium).plus(other), 2), { basic: pesos(basic), premium: pesos(premium), other: pesos(other) }),
    ...(mwe ? [step(C.mwe, traceAmount(mweExempt, 2), { exempt: pesos(mweExempt) })] : []),
    step(C.benefits, traceAmount(benefitsTaxable, 2), {
      limit: pesos(limit.value),
      source: limit.source,
      used: pesos(used),
      exempt: pesos(benefitsExempt),
    }),
    step(mwe ? C.contributions_mwe : C.contributions, traceAmount(deducted, 2)),
    step(C.taxable, traceAmount(taxable, 2)),
  ];
  return {
    taxable: php(taxable),
    minimumWageExempt: php(mweExempt),
    benefitsExempt: php(benefitsExempt),
    benefitsTaxable: php(benefitsTaxable),
    contributionsDeducted: php(deducted),
    trace,
  };
}
