import { constant, type Decimal, max, min, roundTo, Rounding, sum, ZERO } from '../core/decimal.ts';
import { isTracing, step, type TraceStep } from '../core/trace.ts';
import { percent, rm } from './common.ts';
import { PCB_READINGS, type PcbBand, type PcbRules } from './parameters/pcb.ts';

/** Specification section E: work to two decimals and cut (not round) any further digits. */
export function cut(value: Decimal): Decimal {
  // Already at most two decimals: cutting would give the same value (Decimals are immutable).
  return value.decimalPlaces() <= 2 ? value : value.toDecimalPlaces(2, Rounding.down);
}

/** A quotient for the trace: up to four decimals, with "…" when it goes on. */
function quotient(dividend: Decimal, divisor: number): string {
  if (!isTracing()) return ''; // trace text only: not built while the trace is off
  const exact = dividend.dividedBy(divisor);
  const shown = exact.toDecimalPlaces(4, Rounding.down);
  return shown.equals(exact) ? shown.toString() : `${shown.toString()}…`;
}

/** The year-to-date and this month's figures, named as the specification names them. */
export interface PcbFigures {
  readonly category: 1 | 2 | 3;
  readonly n: number; // months left in the year after this one
  readonly sumY: Decimal; // ΣY
  readonly sumK: Decimal; // ΣK
  readonly y1: Decimal;
  readonly k1: Decimal;
  readonly sumLp: Decimal; // ΣLP
  readonly lp1: Decimal;
  readonly x: Decimal; // MTD already paid this year
  readonly z: Decimal; // zakat already paid this year, other than this month's
  readonly reliefs: Decimal; // D + S + DU + SU + Q × C
}

export interface EpfRelief {
  readonly sumK: Decimal;
  readonly k1: Decimal;
  readonly kt: Decimal;
  readonly k2: Decimal;
}

/**
 * EPF counts towards P only up to the yearly cap: ΣK + K1 + Kt + K2 × n ≤ cap. K2 is the lower of K1
 * and the remaining room spread over the remaining months, cut to two decimals; nil in December.
 */
export function epfRelief(rules: PcbRules, f: PcbFigures, kt: Decimal, trace: TraceStep[]): EpfRelief {
  const cap = constant(rules.epfReliefCap);
  const sumK = min(f.sumK, cap);
  const afterSumK = cap.minus(sumK);
  const k1 = min(f.k1, afterSumK);
  const afterK1 = afterSumK.minus(k1);
  const ktUsed = min(kt, afterK1);
  const room = afterK1.minus(ktUsed);
  const k2 = f.n === 0 ? ZERO : max(ZERO, min(k1, cut(room.dividedBy(f.n))));
  if (!sumK.equals(f.sumK) || !k1.equals(f.k1) || !ktUsed.equals(kt)) {
    trace.push(step('EPF relief cap', rm(cap), `EPF counts only up to ${rm(cap)} a year: ΣK ${rm(sumK)}, K1 ${rm(k1)}, Kt ${rm(ktUsed)} used`));
  }
  trace.push(
    step(
      'K2 (estimated EPF for each remaining month)',
      rm(k2),
      f.n === 0
        ? 'December: no remaining months'
        : isTracing()
          ? `the lower of K1 ${rm(k1)} and (${rm(cap)} − ${rm(sumK.plus(k1).plus(ktUsed))}) ÷ ${f.n} = ${quotient(room, f.n)}, cut to 2 decimals`
          : '',
    ),
  );
  return { sumK, k1, kt: ktUsed, k2 };
}

/** P = [ΣY − ΣK + (Y1 − K1) + (Y2 − K2) × n + (Yt − Kt)] − [D + S + DU + SU + Q × C + ΣLP + LP1], with Y2 = Y1. */
export function chargeableIncome(f: PcbFigures, epf: EpfRelief, yt: Decimal, trace: TraceStep[]): Decimal {
  const income = sum([
    f.sumY.minus(epf.sumK),
    f.y1.minus(epf.k1),
    f.y1.minus(epf.k2).times(f.n),
    yt.minus(epf.kt),
  ]);
  const deductions = sum([f.reliefs, f.sumLp, f.lp1]);
  const p = cut(income.minus(deductions));
  const bonusText = yt.isZero() && epf.kt.isZero() ? '' : ` + (Yt ${rm(yt)} − Kt ${rm(epf.kt)})`;
  trace.push(
    step(
      'Chargeable income for the year (P)',
      rm(p),
      `[ΣY ${rm(f.sumY)} − ΣK ${rm(epf.sumK)} + (Y1 ${rm(f.y1)} − K1 ${rm(epf.k1)}) + (Y2 ${rm(f.y1)} − K2 ${rm(epf.k2)}) × ${f.n}${bonusText}] ` +
        `− [reliefs ${rm(f.reliefs)} + ΣLP ${rm(f.sumLp)} + LP1 ${rm(f.lp1)}]`,
    ),
  );
  return p;
}

/** The band whose M is the largest below P: a P with sen above a band edge is in the band above it. */
function bandFor(rules: PcbRules, p: Decimal): PcbBand | null {
  let found: PcbBand | null = null;
  for (const band of rules.bands) {
    // M ascends band by band (checked by the parameters test), so the first M not below P ends the search.
    if (p.greaterThan(constant(band.m))) found = band;
    else break;
  }
  return found;
}

/** The whole year's tax on P: (P − M) × R + B, cut to two decimals; nil when P is within the first band's M. */
export function yearTax(rules: PcbRules, category: 1 | 2 | 3, p: Decimal, trace: TraceStep[]): Decimal {
  const band = bandFor(rules, p);
  if (!band) {
    const first = rules.bands[0];
    trace.push(step('Tax for the year', rm(ZERO), `P is not above ${rm(constant(first?.m ?? 0))}: no tax`));
    return ZERO;
  }
  const b = constant(category === 2 ? band.bCategory2 : band.bCategory1And3);
  const r = constant(band.r);
  const tax = cut(p.minus(constant(band.m)).times(r).plus(b));
  const edge = !isTracing() || p.isInteger() || p.minus(constant(band.m)).greaterThanOrEqualTo(1) ? '' : ` ${PCB_READINGS.bandEdge}`;
  trace.push(
    step('Tax band', `M ${rm(constant(band.m))}, R ${percent(r)}, B ${rm(b)}`, `P above ${rm(constant(band.m))}; B for category ${category === 2 ? '2' : '1 and 3'}.${edge}`),
    step('Tax for the year', rm(tax), `(${rm(p)} − ${rm(constant(band.m))}) × ${percent(r)} + ${rm(b)}, cut to 2 decimals`),
  );
  return tax;
}

/** Rounded up to the next 5 sen (specification section E); never below zero. */
export function roundUpToStep(rules: PcbRules, value: Decimal): Decimal {
  return value.isNegative() ? ZERO : roundTo(value, rules.roundingStep, Rounding.up);
}

/** MTD on normal remuneration: [(P − M) × R + B − (Z + X)] ÷ (n + 1), cut to 2 decimals, rounded up to 5 sen. */
export function monthlyMtd(rules: PcbRules, f: PcbFigures, tax: Decimal, trace: TraceStep[]): Decimal {
  const exact = cut(tax.minus(f.z.plus(f.x)).dividedBy(f.n + 1));
  const mtd = roundUpToStep(rules, exact);
  trace.push(
    step(
      'MTD on normal remuneration',
      rm(mtd),
      `(${rm(tax)} − (Z ${rm(f.z)} + X ${rm(f.x)})) ÷ ${f.n + 1} = ${rm(exact)}` +
        (exact.isNegative() ? ', below zero so nil' : `, rounded up to the next ${rm(constant(rules.roundingStep))}`),
    ),
  );
  return mtd;
}
