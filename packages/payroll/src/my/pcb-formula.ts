import { constant, type Decimal, max, min, roundTo, Rounding, sum, ZERO } from '../core/decimal.ts';
import { isTracing, step, templates, type TraceStep } from '../core/trace.ts';
import { percent, rm } from './common.ts';
import { PCB_READINGS, type PcbBand, type PcbRules } from './parameters/pcb.ts';

const T = templates('my.pcb', {
  epf_cap: ['EPF relief cap', 'EPF counts only up to {{cap}} a year: ΣK {{sumK}}, K1 {{k1}}, Kt {{kt}} used'],
  k2: [
    'K2 (estimated EPF for each remaining month)',
    'the lower of K1 {{k1}} and ({{cap}} − {{used}}) ÷ {{n}} = {{exact}}, cut to 2 decimals',
  ],
  k2_december: ['K2 (estimated EPF for each remaining month)', 'December: no remaining months'],
  p: [
    'Chargeable income for the year (P)',
    '[ΣY {{sumY}} − ΣK {{sumK}} + (Y1 {{y1}} − K1 {{k1}}) + (Y2 {{y1}} − K2 {{k2}}) × {{n}}] − [reliefs {{reliefs}} + ΣLP {{sumLp}} + LP1 {{lp1}}]',
  ],
  p_bonus: [
    'Chargeable income for the year (P)',
    '[ΣY {{sumY}} − ΣK {{sumK}} + (Y1 {{y1}} − K1 {{k1}}) + (Y2 {{y1}} − K2 {{k2}}) × {{n}} + (Yt {{yt}} − Kt {{kt}})] − [reliefs {{reliefs}} + ΣLP {{sumLp}} + LP1 {{lp1}}]',
  ],
  no_tax: ['Tax for the year', 'P is not above {{m}}: no tax'],
  band_1_3: ['Tax band', 'P above {{m}}; B for category 1 and 3.'],
  band_2: ['Tax band', 'P above {{m}}; B for category 2.'],
  band_1_3_edge: ['Tax band', 'P above {{m}}; B for category 1 and 3. {{note}}'],
  band_2_edge: ['Tax band', 'P above {{m}}; B for category 2. {{note}}'],
  tax: ['Tax for the year', '({{p}} − {{m}}) × {{r}} + {{b}}, cut to 2 decimals'],
  mtd: ['MTD on normal remuneration', '({{tax}} − (Z {{z}} + X {{x}})) ÷ {{months}} = {{exact}}, rounded up to the next {{step}}'],
  mtd_nil: ['MTD on normal remuneration', '({{tax}} − (Z {{z}} + X {{x}})) ÷ {{months}} = {{exact}}, below zero so nil'],
});

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

/** What every step of the formula reads: the year's rules and the month's figures, and the trace it adds its steps to. */
export interface PcbWork {
  readonly rules: PcbRules;
  readonly figures: PcbFigures;
  readonly trace: TraceStep[];
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
export function epfRelief({ rules, figures: f, trace }: PcbWork, kt: Decimal): EpfRelief {
  const cap = constant(rules.epfReliefCap);
  const sumK = min(f.sumK, cap);
  const afterSumK = cap.minus(sumK);
  const k1 = min(f.k1, afterSumK);
  const afterK1 = afterSumK.minus(k1);
  const ktUsed = min(kt, afterK1);
  const room = afterK1.minus(ktUsed);
  const k2 = f.n === 0 ? ZERO : max(ZERO, min(k1, cut(room.dividedBy(f.n))));
  if (!sumK.equals(f.sumK) || !k1.equals(f.k1) || !ktUsed.equals(kt)) {
    trace.push(step(T.epf_cap, rm(cap), { cap: rm(cap), sumK: rm(sumK), k1: rm(k1), kt: rm(ktUsed) }));
  }
  trace.push(
    f.n === 0
      ? step(T.k2_december, rm(k2))
      : step(
          T.k2,
          rm(k2),
          isTracing()
            ? { k1: rm(k1), cap: rm(cap), used: rm(sumK.plus(k1).plus(ktUsed)), n: `${f.n}`, exact: quotient(room, f.n) }
            : undefined,
        ),
  );
  return { sumK, k1, kt: ktUsed, k2 };
}

/** P = [ΣY − ΣK + (Y1 − K1) + (Y2 − K2) × n + (Yt − Kt)] − [D + S + DU + SU + Q × C + ΣLP + LP1], with Y2 = Y1. */
export function chargeableIncome({ figures: f, trace }: PcbWork, epf: EpfRelief, yt: Decimal): Decimal {
  const income = sum([f.sumY.minus(epf.sumK), f.y1.minus(epf.k1), f.y1.minus(epf.k2).times(f.n), yt.minus(epf.kt)]);
  const deductions = sum([f.reliefs, f.sumLp, f.lp1]);
  const p = cut(income.minus(deductions));
  const withBonus = !(yt.isZero() && epf.kt.isZero());
  trace.push(
    step(withBonus ? T.p_bonus : T.p, rm(p), {
      sumY: rm(f.sumY),
      sumK: rm(epf.sumK),
      y1: rm(f.y1),
      k1: rm(epf.k1),
      k2: rm(epf.k2),
      n: `${f.n}`,
      yt: rm(yt),
      kt: rm(epf.kt),
      reliefs: rm(f.reliefs),
      sumLp: rm(f.sumLp),
      lp1: rm(f.lp1),
    }),
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
export function yearTax({ rules, figures, trace }: PcbWork, p: Decimal): Decimal {
  const { category } = figures;
  const band = bandFor(rules, p);
  if (!band) {
    const first = rules.bands[0];
    trace.push(step(T.no_tax, rm(ZERO), { m: rm(constant(first?.m ?? 0)) }));
    return ZERO;
  }
  const b = constant(category === 2 ? band.bCategory2 : band.bCategory1And3);
  const r = constant(band.r);
  const tax = cut(p.minus(constant(band.m)).times(r).plus(b));
  const edge = isTracing() && !p.isInteger() && p.minus(constant(band.m)).lessThan(1);
  const m = rm(constant(band.m));
  trace.push(
    step(category === 2 ? (edge ? T.band_2_edge : T.band_2) : edge ? T.band_1_3_edge : T.band_1_3, `M ${m}, R ${percent(r)}, B ${rm(b)}`, {
      m,
      note: PCB_READINGS.bandEdge,
    }),
    step(T.tax, rm(tax), { p: rm(p), m, r: percent(r), b: rm(b) }),
  );
  return tax;
}

/** Rounded up to the next 5 sen (specification section E); never below zero. */
export function roundUpToStep(rules: PcbRules, value: Decimal): Decimal {
  return value.isNegative() ? ZERO : roundTo(value, rules.roundingStep, Rounding.up);
}

/** MTD on normal remuneration: [(P − M) × R + B − (Z + X)] ÷ (n + 1), cut to 2 decimals, rounded up to 5 sen. */
export function monthlyMtd({ rules, figures: f, trace }: PcbWork, tax: Decimal): Decimal {
  const exact = cut(tax.minus(f.z.plus(f.x)).dividedBy(f.n + 1));
  const mtd = roundUpToStep(rules, exact);
  trace.push(
    step(exact.isNegative() ? T.mtd_nil : T.mtd, rm(mtd), {
      tax: rm(tax),
      z: rm(f.z),
      x: rm(f.x),
      months: `${f.n + 1}`,
      exact: rm(exact),
      step: rm(constant(rules.roundingStep)),
    }),
  );
  return mtd;
}
