import { type PcbRules } from './parameters/pcb.ts';
import { scaled, senParameter, truncDiv, upDiv } from './sen.ts';

/**
 * The PCB/MTD figures of pcbFormula.ts in whole sen, for the untraced runs of the payslip (which only
 * need the figures; a line's trace reruns the Decimal formula). Step for step the same computation:
 * with every input whole sen, every sum, difference and whole-number product is exact, and the
 * specification's two roundings are done on integers, the same way:
 * - "cut to two decimals" of a quotient (K2, the monthly MTD) and of the tax (P − M) × R + B is
 *   rounding toward zero to a sen. The Decimal quotients by n or n + 1 (at most 12) cannot be within
 *   40 significant digits of a sen boundary unless they are on it, so their working precision never
 *   changes the cut.
 * - "rounded up to the next 5 sen" is rounding away from zero to a multiple of the step (only ever
 *   applied to a value that is not negative).
 * Anything outside that (a parameter that is not whole sen, a product beyond 2^53) gives undefined,
 * and pcb() uses the Decimal formula.
 */

interface SenBand {
  readonly m: number;
  /** R = rate / scale. */
  readonly rate: number;
  readonly scale: number;
  readonly bCategory1And3: number;
  readonly bCategory2: number;
}

interface SenRules {
  readonly bands: readonly SenBand[];
  readonly individualRelief: number;
  readonly spouseRelief: number;
  readonly disabledIndividualRelief: number;
  readonly disabledSpouseRelief: number;
  readonly childRelief: number;
  readonly epfReliefCap: number;
  readonly minimumDeduction: number;
  readonly roundingStep: number;
}

const SEN_RULES = new WeakMap<PcbRules, SenRules | null>();

function convert(rules: PcbRules): SenRules | null {
  const bands: SenBand[] = [];
  for (const band of rules.bands) {
    const m = senParameter(band.m);
    const r = scaled(band.r);
    const b1 = senParameter(band.bCategory1And3);
    const b2 = senParameter(band.bCategory2);
    if (m === undefined || r === undefined || b1 === undefined || b2 === undefined) return null;
    bands.push({ m, rate: r.numerator, scale: r.scale, bCategory1And3: b1, bCategory2: b2 });
  }
  const values = [
    rules.individualRelief,
    rules.spouseRelief,
    rules.disabledIndividualRelief,
    rules.disabledSpouseRelief,
    rules.childRelief,
    rules.epfReliefCap,
    rules.minimumDeduction,
    rules.roundingStep,
  ].map(senParameter);
  if (values.some((value) => value === undefined)) return null;
  const [individualRelief, spouseRelief, disabledIndividualRelief, disabledSpouseRelief, childRelief, epfReliefCap, minimumDeduction, roundingStep] =
    values as number[];
  if (roundingStep! <= 0) return null;
  return {
    bands,
    individualRelief: individualRelief!,
    spouseRelief: spouseRelief!,
    disabledIndividualRelief: disabledIndividualRelief!,
    disabledSpouseRelief: disabledSpouseRelief!,
    childRelief: childRelief!,
    epfReliefCap: epfReliefCap!,
    minimumDeduction: minimumDeduction!,
    roundingStep: roundingStep!,
  };
}

/** The rules in whole sen (converted once per rules object), or null when they are not whole sen. */
export function senRules(rules: PcbRules): SenRules | null {
  let found = SEN_RULES.get(rules);
  if (found === undefined) {
    found = convert(rules);
    SEN_RULES.set(rules, found);
  }
  return found;
}

/** pcbFormula's PcbFigures and the month's additional pay, in whole sen. */
export interface PcbSenInput {
  readonly category: 1 | 2 | 3;
  readonly n: number;
  readonly sumY: number;
  readonly sumK: number;
  readonly y1: number;
  readonly k1: number;
  readonly sumLp: number;
  readonly lp1: number;
  readonly x: number;
  readonly z: number;
  readonly children: number;
  readonly disabled: boolean;
  readonly spouseDisabled: boolean;
  readonly yt: number;
  readonly kt: number;
  readonly zakat: number;
}

export interface PcbSenResult {
  readonly amount: number;
  readonly additional: number;
  readonly total: number;
  /** P on normal remuneration (may be below zero). */
  readonly p: number;
  readonly tax: number;
}

const min = (a: number, b: number) => (a < b ? a : b);
const max = (a: number, b: number) => (a > b ? a : b);

/** personalReliefs: D + S + DU + SU + Q × C. */
function reliefs(rules: SenRules, f: PcbSenInput): number {
  let total = rules.individualRelief;
  if (f.category === 2) total += rules.spouseRelief;
  if (f.disabled) total += rules.disabledIndividualRelief;
  if (f.spouseDisabled) total += rules.disabledSpouseRelief;
  if (f.children > 0) total += rules.childRelief * f.children;
  return total;
}

/** epfRelief then chargeableIncome: P with the additional remuneration yt and its EPF kt. */
function chargeable(rules: SenRules, f: PcbSenInput, relief: number, yt: number, kt: number): number {
  const cap = rules.epfReliefCap;
  const sumK = min(f.sumK, cap);
  const afterSumK = cap - sumK;
  const k1 = min(f.k1, afterSumK);
  const afterK1 = afterSumK - k1;
  const ktUsed = min(kt, afterK1);
  const room = afterK1 - ktUsed;
  const k2 = f.n === 0 ? 0 : max(0, min(k1, truncDiv(room, f.n)));
  const income = f.sumY - sumK + (f.y1 - k1) + (f.y1 - k2) * f.n + (yt - ktUsed);
  return income - (relief + f.sumLp + f.lp1);
}

/** yearTax: (P − M) × R + B cut to the sen, nil when P is within the first band's M; NaN if not a safe integer. */
function yearTax(rules: SenRules, category: 1 | 2 | 3, p: number): number {
  let band: SenBand | undefined;
  for (const candidate of rules.bands) {
    if (p > candidate.m) band = candidate;
    else break;
  }
  if (!band) return 0;
  const b = category === 2 ? band.bCategory2 : band.bCategory1And3;
  const numerator = (p - band.m) * band.rate + b * band.scale;
  return Number.isSafeInteger(numerator) ? truncDiv(numerator, band.scale) : Number.NaN;
}

/** roundUpToStep: up to the next step, never below zero. */
function roundUp(rules: SenRules, value: number): number {
  return value < 0 ? 0 : upDiv(value, rules.roundingStep) * rules.roundingStep;
}

/** pcb()'s figures in whole sen, or undefined when they might not be exact in JavaScript integers. */
export function pcbInSen(rules: SenRules, f: PcbSenInput): PcbSenResult | undefined {
  const relief = reliefs(rules, f);
  // Inputs are below 10^12 sen each (senOf), so with reliefs below 10^15 every sum below is safe.
  if (!Number.isSafeInteger(relief) || relief > 1e15) return undefined;
  const n = f.n;

  // Step 1: MTD on normal remuneration.
  const p = chargeable(rules, f, relief, 0, 0);
  const tax = yearTax(rules, f.category, p);
  if (Number.isNaN(tax)) return undefined;
  const mtdA = roundUp(rules, truncDiv(tax - (f.z + f.x), n + 1));

  let additional = 0;
  if (f.yt !== 0 || f.kt !== 0) {
    // Steps 2 to 4: the MTD on the additional remuneration.
    const normalYear = f.x + mtdA * (n + 1);
    const taxWith = yearTax(rules, f.category, chargeable(rules, f, relief, f.yt, f.kt));
    if (Number.isNaN(taxWith)) return undefined;
    additional = roundUp(rules, taxWith - normalYear - f.z);
  }

  let amount = mtdA;
  if (f.zakat !== 0) {
    amount = max(0, mtdA - f.zakat);
    const excess = max(0, f.zakat - mtdA);
    additional -= min(excess, additional);
  }
  const total = amount + additional;
  if (total < rules.minimumDeduction && total !== 0) return { amount: 0, additional: 0, total: 0, p, tax };
  return { amount, additional, total, p, tax };
}
