import { constant, type Decimal, max, min, optionalDecimal, sum, toCount, toDecimal, ZERO, type MoneyInput } from '../core/decimal.ts';
import { inForce } from '../core/dated.ts';
import { PayrollInputError } from '../core/errors.ts';
import { parsePeriod } from '../core/period.ts';
import { isTracing, step, templates, type TraceStep } from '../core/trace.ts';
import { argsObject, optionalFlag, ringgit, rm } from './common.ts';
import { PCB_READINGS, PCB_RULES, type PcbRules } from './parameters/pcb.ts';
import { nonResidentMtd } from './pcb-non-resident.ts';
import { chargeableIncome, cut, epfRelief, monthlyMtd, roundUpToStep, yearTax, type PcbFigures, type PcbWork } from './pcb-formula.ts';

export interface PcbInput {
  readonly period: string;
  /** 1 single; 2 married, spouse not working; 3 married with a working spouse, or divorced/widowed/single with an adopted child. */
  readonly category: 1 | 2 | 3;
  /** C: the number of qualifying children, counting a child aged 18+ in diploma-or-higher studies as 4. */
  readonly children: number;
  /** Y1: this month's normal remuneration. */
  readonly remuneration: MoneyInput;
  /** K1: EPF (and other approved funds) on it. */
  readonly epf: MoneyInput;
  /** Yt: bonus, arrears, commission or other additional remuneration paid this month. */
  readonly additionalRemuneration?: MoneyInput;
  /** Kt: EPF on the additional remuneration. */
  readonly additionalEpf?: MoneyInput;
  /** ΣY: remuneration earlier this year, including from a previous employer. */
  readonly ytdRemuneration?: MoneyInput;
  /** ΣK: EPF earlier this year. */
  readonly ytdEpf?: MoneyInput;
  /** X: MTD already deducted this year. */
  readonly ytdPcb?: MoneyInput;
  /** ΣLP: TP1 deductions claimed in earlier months (SOCSO/EIS relief enters only this way). */
  readonly ytdReliefs?: MoneyInput;
  /** LP1: TP1 deductions claimed this month. */
  readonly reliefs?: MoneyInput;
  /** Zakat deducted from this month's pay: taken off this month's MTD. */
  readonly zakat?: MoneyInput;
  /** Z: zakat paid earlier this year. */
  readonly ytdZakat?: MoneyInput;
  /** DU: the employee is a disabled individual. */
  readonly disabled?: boolean;
  /** SU: the non-working spouse is disabled (category 2). */
  readonly spouseDisabled?: boolean;
  /**
   * Whether the employee is tax resident this year (default true). A non-resident's MTD is the flat
   * non-resident rate (30%) of the remuneration and of any additional remuneration, with no reliefs.
   */
  readonly resident?: boolean;
}

export interface PcbResult {
  /** MTD on normal remuneration, after this month's zakat. */
  readonly amount: string;
  /** MTD on the additional remuneration. */
  readonly additionalAmount: string;
  /** What is deducted this month: amount + additionalAmount. */
  readonly total: string;
  /** P without the additional remuneration (nil when the reliefs exceed the income); for a non-resident, the month's remuneration taxed. */
  readonly chargeableIncome: string;
  /** The year's tax on P; for a non-resident, the flat-rate MTD of the month (no yearly computation). */
  readonly yearTax: string;
  /** n: months left in the year after this one. */
  readonly remainingMonths: number;
  readonly trace: TraceStep[];
}

function parseCategory(value: unknown): 1 | 2 | 3 {
  if (value === 1 || value === 2 || value === 3) return value;
  throw new PayrollInputError('category', 'must be 1 (single), 2 (spouse not working) or 3 (spouse working, or single parent)');
}

interface ReliefClaims {
  readonly children: number;
  readonly disabled: boolean;
  readonly spouseDisabled: boolean;
}

/** The facts the personal reliefs depend on, checked against the category. */
function reliefClaims(args: Record<string, unknown>, category: 1 | 2 | 3): ReliefClaims {
  const children = toCount('children', args.children);
  if (category === 1 && children > 0) {
    throw new PayrollInputError('children', 'category 1 (single) has no child relief; a parent without a spouse is category 3');
  }
  const disabled = optionalFlag('disabled', args.disabled, false);
  const spouseDisabled = optionalFlag('spouseDisabled', args.spouseDisabled, false);
  if (spouseDisabled && category !== 2) {
    throw new PayrollInputError('spouseDisabled', 'the disabled spouse relief applies in category 2 (spouse not working)');
  }
  return { children, disabled, spouseDisabled };
}

const T = templates('my.pcb', {
  reliefs: ['Reliefs (D + S + DU + SU + Q × C)', '{{parts}}'],
  specification: ['Specification', '{{source}}'],
  n: ['Months left after this one (n)', 'pay month {{period}}'],
  step2: ['Step 2: tax on normal remuneration for the year', 'X {{x}} + {{mtd}} × {{months}}. {{note}}'],
  additional: ['MTD on additional remuneration', '{{taxWith}} − {{normalYear}} − Z {{z}} = {{exact}}, rounded up to the next 5 sen'],
  zakat: ['Zakat this month', 'taken off the MTD: {{before}} → {{after}}'],
  zakat_excess: [
    'Zakat this month',
    'taken off the MTD: {{before}} → {{after}}; the excess {{excess}} off the MTD on additional remuneration',
  ],
  below_minimum: ['Below the minimum', 'an MTD below {{minimum}} is not deducted'],
  total: ['PCB to deduct this month', 'normal {{normal}} + additional {{additional}}'],
});

/** D + S + DU + SU + Q × C, as the category and flags allow. */
function personalReliefs(
  trace: TraceStep[],
  { rules, claims, category }: { rules: PcbRules; claims: ReliefClaims; category: 1 | 2 | 3 },
): Decimal {
  const { children, disabled, spouseDisabled } = claims;
  // The parts are written with the specification's own symbols, the same in every language.
  const parts: [string, Decimal][] = [['D', constant(rules.individualRelief)]];
  if (category === 2) parts.push(['S', constant(rules.spouseRelief)]);
  if (disabled) parts.push(['DU', constant(rules.disabledIndividualRelief)]);
  if (spouseDisabled) parts.push(['SU', constant(rules.disabledSpouseRelief)]);
  if (children > 0) parts.push([`Q × C = ${rm(constant(rules.childRelief))} × ${children}`, constant(rules.childRelief).times(children)]);
  const total = sum(parts.map(([, amount]) => amount));
  if (isTracing()) {
    trace.push(step(T.reliefs, rm(total), { parts: parts.map(([label, amount]) => `${label} ${rm(amount)}`).join(' + ') }));
  }
  return total;
}

/**
 * PCB/MTD for one month by LHDN's computerised calculation specification: the MTD on normal
 * remuneration and, when a bonus or other additional remuneration is paid, the MTD on it by the
 * specification's five steps.
 */
export function pcb(input: PcbInput): PcbResult {
  const args = argsObject(input, 'my.pcb');
  const period = parsePeriod(args.period);
  const category = parseCategory(args.category);
  const version = inForce(PCB_RULES, period, 'PCB computerised calculation');
  const rules = version.value;
  const trace: TraceStep[] = [step(T.specification, period.key.slice(0, 4), { source: version.source })];

  const n = 12 - period.month;
  // Parsed in this order so that the first bad input is the one reported.
  const sumY = optionalDecimal('ytdRemuneration', args.ytdRemuneration);
  const sumK = optionalDecimal('ytdEpf', args.ytdEpf);
  const y1 = toDecimal('remuneration', args.remuneration);
  const k1 = toDecimal('epf', args.epf);
  const sumLp = optionalDecimal('ytdReliefs', args.ytdReliefs);
  const lp1 = optionalDecimal('reliefs', args.reliefs);
  const x = optionalDecimal('ytdPcb', args.ytdPcb);
  const z = optionalDecimal('ytdZakat', args.ytdZakat);
  const claims = reliefClaims(args, category);
  const yt = optionalDecimal('additionalRemuneration', args.additionalRemuneration);
  const kt = optionalDecimal('additionalEpf', args.additionalEpf);
  const zakat = optionalDecimal('zakat', args.zakat);
  if (!optionalFlag('resident', args.resident, true)) {
    const mtd = nonResidentMtd(trace, { rules, figures: { remuneration: y1, additional: yt, zakat } });
    const total = mtd.amount.plus(mtd.additional);
    return {
      amount: ringgit(mtd.amount),
      additionalAmount: ringgit(mtd.additional),
      total: ringgit(total),
      // No yearly P for a non-resident: the month's remuneration is what the flat rate taxed.
      chargeableIncome: ringgit(y1.plus(yt)),
      yearTax: ringgit(total),
      remainingMonths: n,
      trace,
    };
  }
  const figures: PcbFigures = {
    category,
    n,
    sumY,
    sumK,
    y1,
    k1,
    sumLp,
    lp1,
    x,
    z,
    reliefs: personalReliefs(trace, { rules, claims, category }),
  };
  trace.push(step(T.n, `${n}`, { period: period.key }));

  // Step 1: MTD on normal remuneration, with Yt = Kt = 0.
  const work: PcbWork = { rules, figures, trace };
  const normalEpf = epfRelief(work, ZERO);
  const p = chargeableIncome(work, normalEpf, ZERO);
  const tax = yearTax(work, p);
  const mtdA = monthlyMtd(work, tax);

  let additional = ZERO;
  if (!yt.isZero() || !kt.isZero()) {
    // Step 2: the year's tax on normal remuneration as deducted.
    const normalYear = figures.x.plus(mtdA.times(n + 1));
    trace.push(step(T.step2, rm(normalYear), { x: rm(figures.x), mtd: rm(mtdA), months: `${n + 1}`, note: PCB_READINGS.bonusStep2 }));
    // Step 3: P and the year's tax with the additional remuneration; Kt uses up EPF room, so K2 is redone.
    const withEpf = epfRelief(work, kt);
    const pWith = chargeableIncome(work, withEpf, yt);
    const taxWith = yearTax(work, pWith);
    // Step 4: the MTD on the additional remuneration.
    const exact = cut(taxWith.minus(normalYear).minus(figures.z));
    additional = roundUpToStep(rules, exact);
    trace.push(
      step(T.additional, rm(additional), { taxWith: rm(taxWith), normalYear: rm(normalYear), z: rm(figures.z), exact: rm(exact) }),
    );
  }

  // This month's zakat comes off the normal MTD; any excess comes off the MTD on the additional pay.
  let amount = mtdA;
  if (!zakat.isZero()) {
    amount = max(ZERO, mtdA.minus(zakat));
    const excess = max(ZERO, zakat.minus(mtdA));
    const fromAdditional = min(excess, additional);
    additional = additional.minus(fromAdditional);
    trace.push(
      step(fromAdditional.isZero() ? T.zakat : T.zakat_excess, rm(zakat), {
        before: rm(mtdA),
        after: rm(amount),
        excess: rm(fromAdditional),
      }),
    );
  }

  const minimum = constant(rules.minimumDeduction);
  if (amount.plus(additional).lessThan(minimum) && !amount.plus(additional).isZero()) {
    trace.push(step(T.below_minimum, rm(amount.plus(additional)), { minimum: rm(minimum) }));
    amount = ZERO;
    additional = ZERO;
  }
  const total = amount.plus(additional);
  trace.push(step(T.total, rm(total), { normal: rm(amount), additional: rm(additional) }));

  return {
    amount: ringgit(amount),
    additionalAmount: ringgit(additional),
    total: ringgit(total),
    chargeableIncome: ringgit(max(ZERO, p)),
    // The s.6A rebate folded into B can take the formula below zero; the tax itself is never negative.
    yearTax: ringgit(max(ZERO, tax)),
    remainingMonths: n,
    trace,
  };
}
