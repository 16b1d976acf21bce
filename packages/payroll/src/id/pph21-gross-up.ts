import { Decimal, roundTo, Rounding, type MoneyInput } from '../core/decimal.ts';
import { parsePeriod } from '../core/period.ts';
import { step, templates, type TraceStep } from '../core/trace.ts';
import { argsObject, oneOf, optionalFlag, percent, rp, rupiah, rupiahInput } from './common.ts';
import { PTKP_STATUSES, type PtkpStatus } from './parameters/pph21.ts';
import type { TerCategory } from './parameters/ter.ts';
import { terRow, terSchedule, terTax, type TerRowFound } from './ter.ts';

export interface Pph21GrossUpInput {
  readonly period: string;
  readonly ptkpStatus: PtkpStatus;
  /** The month's bruto before the tax allowance. */
  readonly grossBeforeAllowance: MoneyInput;
  readonly hasTaxId?: boolean;
}

export interface Pph21GrossUpResult {
  /** The tax allowance (tunjangan PPh), itself part of bruto. */
  readonly allowance: string;
  /** Bruto including the allowance. */
  readonly gross: string;
  readonly terCategory: TerCategory;
  readonly terRate: string;
  /** The PPh 21 on `gross`: equal to `allowance`. */
  readonly amount: string;
  readonly trace: TraceStep[];
}

const T = templates('id.gross_up', {
  before: ['Bruto before the allowance'],
  try: [
    'Try {{rate}}',
    'T = floor({{base}} × {{effective}} ÷ (1 − {{effective}})); bruto {{bruto}} falls in row {{row}} ({{range}}), {{nextRate}}',
  ],
  allowance: ['Tax allowance', 'the row no longer changes: TER {{category}} row {{row}} ({{range}}), {{rate}}'],
  gross: ['Bruto with the allowance', 'bruto before the allowance + allowance'],
  tax: ['PPh 21', '{{rate}} × {{gross}}, rounded down: equal to the allowance'],
  tax_surcharged: ['PPh 21', '{{rate}} × {{gross}} × {{multiplier}}, rounded down: equal to the allowance'],
});

/**
 * The tax allowance T that exactly pays the TER tax on B + T (statutory-rules.md 3.4).
 *
 * With r the (surcharged) rate of a row, T = floor(B·r / (1 − r)) satisfies T = floor(r·(B + T)) whenever
 * B + T stays in that row. Starting from the row of B and moving to the row of B + T until it no longer
 * changes gives the smallest such row. Because the TER rates rise strictly from row to row (checked in
 * parameters.test.ts), B + T only grows as the rate rises, so the row never moves down and the iteration
 * cannot oscillate; the "smallest T between two rows" fallback of the digest is therefore never needed.
 */
export function pph21GrossUp(input: Pph21GrossUpInput): Pph21GrossUpResult {
  const args = argsObject(input, 'id.pph21GrossUp');
  const period = parsePeriod(args.period);
  const status = oneOf('ptkpStatus', args.ptkpStatus, PTKP_STATUSES);
  const base = rupiahInput('grossBeforeAllowance', args.grossBeforeAllowance);
  const hasTaxId = optionalFlag('hasTaxId', args.hasTaxId, true);
  const schedule = terSchedule(period, status, hasTaxId);

  const trace: TraceStep[] = [step(T.before, rp(base)), ...schedule.trace];
  let row: TerRowFound = terRow(schedule.rows, base);
  let allowance = new Decimal(0);
  for (let round = 1; round <= schedule.rows.length; round += 1) {
    const rate = row.rate.times(schedule.multiplier);
    allowance = roundTo(base.times(rate).dividedBy(new Decimal(1).minus(rate)), 1, Rounding.down);
    const next = terRow(schedule.rows, base.plus(allowance));
    trace.push(
      step(T.try, rp(allowance), {
        rate: percent(row.rate),
        base: rp(base),
        effective: percent(rate),
        bruto: rp(base.plus(allowance)),
        row: `${next.index}`,
        range: next.range,
        nextRate: percent(next.rate),
      }),
    );
    if (next.index === row.index) break;
    if (next.index < row.index) throw new Error('TER rates must rise from row to row');
    row = next;
  }

  const gross = base.plus(allowance);
  const amount = terTax(gross, row.rate, schedule.multiplier);
  trace.push(
    step(T.allowance, rp(allowance), { category: schedule.category, row: `${row.index}`, range: row.range, rate: percent(row.rate) }),
    step(T.gross, rp(gross)),
    step(schedule.multiplier.equals(1) ? T.tax : T.tax_surcharged, rp(amount), {
      rate: percent(row.rate),
      gross: rp(gross),
      multiplier: percent(schedule.multiplier),
    }),
  );
  if (!amount.equals(allowance)) throw new Error(`gross-up did not settle: allowance ${allowance.toString()}, tax ${amount.toString()}`);
  return {
    allowance: rupiah(allowance),
    gross: rupiah(gross),
    terCategory: schedule.category,
    terRate: row.rate.toString(),
    amount: rupiah(amount),
    trace,
  };
}
