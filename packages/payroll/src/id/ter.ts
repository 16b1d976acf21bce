import { constant, type Decimal, roundTo, Rounding } from '../core/decimal.ts';
import { inForce } from '../core/dated.ts';
import type { ParsedPeriod } from '../core/period.ts';
import { step, type TraceStep } from '../core/trace.ts';
import { percent, rp } from './common.ts';
import { NO_TAX_ID_MULTIPLIER, TER_RULES, type PtkpStatus } from './parameters/pph21.ts';
import { TER_TABLES, type TerCategory, type TerRow } from './parameters/ter.ts';

export interface TerSchedule {
  readonly category: TerCategory;
  readonly rows: readonly TerRow[];
  /** 1.2 without a tax id (UU PPh Art. 21(5a)), otherwise 1. */
  readonly multiplier: Decimal;
  readonly trace: TraceStep[];
}

/** The TER table and surcharge that apply to a PTKP status in the pay month. */
export function terSchedule(period: ParsedPeriod, status: PtkpStatus, hasTaxId: boolean): TerSchedule {
  const rules = inForce(TER_RULES, period, 'TER category rules');
  const tables = inForce(TER_TABLES, period, 'TER tables');
  const category = rules.value.categoryByStatus[status];
  const multiplier = hasTaxId ? constant(1) : constant(inForce(NO_TAX_ID_MULTIPLIER, period, 'no-tax-id surcharge').value);
  const trace = [
    step('TER category', category, `PTKP status ${status} at 1 January; ${rules.source}`),
    step('Tax id', hasTaxId ? 'NPWP/NIK' : 'none', hasTaxId ? 'no surcharge' : `neither NPWP nor NIK: the tax is ${percent(multiplier)} of TER × bruto, rounded down once (UU PPh Art. 21(5a) raises the rate by 20%); the TER rate reported is unchanged`),
  ];
  return { category, rows: tables.value[category], multiplier, trace: [...trace, step('TER table', tables.from, tables.source)] };
}

export interface TerRowFound {
  readonly index: number; // 1-based, as the Lampiran numbers its rows
  readonly rate: Decimal; // a fraction
  readonly description: string;
}

/** The row for a monthly bruto: the first whose limit is at or above it (rows include their upper limit). */
export function terRow(rows: readonly TerRow[], bruto: Decimal): TerRowFound {
  const index = rows.findIndex((row) => row.upTo === null || bruto.lessThanOrEqualTo(constant(row.upTo)));
  const row = rows[index];
  if (!row) throw new Error(`TER table has no row for ${bruto.toString()}`);
  const lower = index === 0 ? null : rows[index - 1]!.upTo;
  const range =
    row.upTo === null ? `above ${rp(constant(lower!))}` : lower === null ? `up to ${rp(constant(row.upTo))}` : `above ${rp(constant(lower))} up to ${rp(constant(row.upTo))}`;
  const rate = constant(row.percent).dividedBy(100);
  return { index: index + 1, rate, description: `row ${index + 1}: ${range}, ${percent(rate)}` };
}

/** TER tax on a monthly bruto, rounded down to the rupiah (engine convention; e-Bupot takes whole rupiah). */
export function terTax(bruto: Decimal, rate: Decimal, multiplier: Decimal): Decimal {
  return roundTo(bruto.times(rate).times(multiplier), 1, Rounding.down);
}
