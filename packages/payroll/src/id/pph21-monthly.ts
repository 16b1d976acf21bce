import type { MoneyInput } from '../core/decimal.ts';
import { parsePeriod } from '../core/period.ts';
import { isTracing, step, type TraceStep } from '../core/trace.ts';
import { argsObject, oneOf, optionalFlag, percent, rp, rupiah, rupiahInput } from './common.ts';
import { PTKP_STATUSES, type PtkpStatus } from './parameters/pph21.ts';
import type { TerCategory } from './parameters/ter.ts';
import { terRow, terSchedule, terTax } from './ter.ts';

export interface Pph21MonthlyInput {
  readonly period: string;
  readonly ptkpStatus: PtkpStatus;
  /** The month's bruto (PMK 168/2023 Art. 5(3)), including the employer's JKK, JKM and BPJS Kesehatan premiums. */
  readonly gross: MoneyInput;
  /** The employee has an NPWP or a NIK. Defaults to true. */
  readonly hasTaxId?: boolean;
}

export interface Pph21MonthlyResult {
  readonly terCategory: TerCategory;
  /** A fraction as a decimal string: 1.75% is "0.0175". */
  readonly terRate: string;
  readonly terRow: number;
  readonly amount: string;
  readonly trace: TraceStep[];
}

/** PPh 21 withheld in January-November (or any month but the last tax period): TER × the month's bruto. */
export function pph21Monthly(input: Pph21MonthlyInput): Pph21MonthlyResult {
  const args = argsObject(input, 'id.pph21Monthly');
  const period = parsePeriod(args.period);
  const status = oneOf('ptkpStatus', args.ptkpStatus, PTKP_STATUSES);
  const gross = rupiahInput('gross', args.gross);
  const hasTaxId = optionalFlag('hasTaxId', args.hasTaxId, true);

  const schedule = terSchedule(period, status, hasTaxId);
  const row = terRow(schedule.rows, gross);
  const amount = terTax(gross, row.rate, schedule.multiplier);
  const surcharge = schedule.multiplier.equals(1) ? '' : ` × ${percent(schedule.multiplier)}`;
  const trace: TraceStep[] = [
    step('Bruto this month', rp(gross), 'salary, allowances, overtime, bonus/THR and the employer JKK, JKM and BPJS Kesehatan premiums (PMK 168/2023 Art. 5(3))'),
    ...schedule.trace,
    step('TER rate', percent(row.rate), `TER ${schedule.category} ${row.description}`),
    step('PPh 21', rp(amount), isTracing() ? `${percent(row.rate)} × ${rp(gross)}${surcharge} = ${gross.times(row.rate).times(schedule.multiplier).toString()}, rounded down to the rupiah (PMK 168/2023 Art. 15(1)(a))` : ''),
  ];
  return { terCategory: schedule.category, terRate: row.rate.toString(), terRow: row.index, amount: rupiah(amount), trace };
}
