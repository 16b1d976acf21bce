import { constant, type Decimal, roundTo, Rounding } from '../core/decimal.ts';
import { inForce } from '../core/dated.ts';
import type { ParsedPeriod } from '../core/period.ts';
import { step, templates, type TraceStep } from '../core/trace.ts';
import { percent, rp } from './common.ts';
import { NO_TAX_ID_MULTIPLIER, TER_RULES, type PtkpStatus } from './parameters/pph21.ts';
import { TER_TABLES, type TerCategory, type TerRow } from './parameters/ter.ts';

const T = templates('id.ter', {
  category: ['TER category', 'PTKP status {{status}} at 1 January; {{source}}'],
  tax_id: ['Tax id', 'no surcharge'],
  no_tax_id: [
    'Tax id',
    'neither NPWP nor NIK: the tax is {{multiplier}} of TER × bruto, rounded down once (UU PPh Art. 21(5a) raises the rate by 20%); the TER rate reported is unchanged',
  ],
  table: ['TER table', '{{source}}'],
});

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
    step(T.category, category, { status, source: rules.source }),
    hasTaxId ? step(T.tax_id, 'NPWP/NIK') : step(T.no_tax_id, '—', { multiplier: percent(multiplier) }),
  ];
  return { category, rows: tables.value[category], multiplier, trace: [...trace, step(T.table, tables.from, { source: tables.source })] };
}

export interface TerRowFound {
  readonly index: number; // 1-based, as the Lampiran numbers its rows
  readonly rate: Decimal; // a fraction
  /** The row's bruto range in whole rupiah, written without words ("Rp10,050,001–Rp10,350,000", "≥ Rp1,400,000,001"). */
  readonly range: string;
}

/** The row for a monthly bruto: the first whose limit is at or above it (rows include their upper limit). */
export function terRow(rows: readonly TerRow[], bruto: Decimal): TerRowFound {
  const index = rows.findIndex((row) => row.upTo === null || bruto.lessThanOrEqualTo(constant(row.upTo)));
  const row = rows[index];
  if (!row) throw new Error(`TER table has no row for ${bruto.toString()}`);
  const lower = index === 0 ? null : rows[index - 1]!.upTo;
  // Bruto is in whole rupiah, so "above X" is "from X + 1".
  const from = lower === null ? rp(constant(0)) : rp(constant(lower).plus(1));
  const range = row.upTo === null ? `≥ ${from}` : `${from}–${rp(constant(row.upTo))}`;
  const rate = constant(row.percent).dividedBy(100);
  return { index: index + 1, rate, range };
}

/** TER tax on a monthly bruto, rounded down to the rupiah (engine convention; e-Bupot takes whole rupiah). */
export function terTax(bruto: Decimal, rate: Decimal, multiplier: Decimal): Decimal {
  return roundTo(bruto.times(rate).times(multiplier), 1, Rounding.down);
}
