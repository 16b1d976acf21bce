import type { MoneyInput } from '../core/decimal.ts';
import { parsePeriod } from '../core/period.ts';
import { isTracing, step, templates, type TraceStep } from '../core/trace.ts';
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

const T = templates('id.pph21', {
  bruto: [
    'Bruto this month',
    'salary, allowances, overtime, bonus/THR and the employer JKK, JKM and BPJS Kesehatan premiums (PMK 168/2023 Art. 5(3))',
  ],
  rate: ['TER rate', 'TER {{category}} row {{row}} ({{range}}), {{rate}}'],
  tax: ['PPh 21', '{{rate}} × {{gross}} = {{exact}}, rounded down to the rupiah (PMK 168/2023 Art. 15(1)(a))'],
  tax_surcharged: ['PPh 21', '{{rate}} × {{gross}} × {{multiplier}} = {{exact}}, rounded down to the rupiah (PMK 168/2023 Art. 15(1)(a))'],
});

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
  const surcharged = !schedule.multiplier.equals(1);
  const trace: TraceStep[] = [
    step(T.bruto, rp(gross)),
    ...schedule.trace,
    step(T.rate, percent(row.rate), { category: schedule.category, row: `${row.index}`, range: row.range, rate: percent(row.rate) }),
    step(
      surcharged ? T.tax_surcharged : T.tax,
      rp(amount),
      isTracing()
        ? {
            rate: percent(row.rate),
            gross: rp(gross),
            multiplier: percent(schedule.multiplier),
            exact: gross.times(row.rate).times(schedule.multiplier).toString(),
          }
        : undefined,
    ),
  ];
  return { terCategory: schedule.category, terRate: row.rate.toString(), terRow: row.index, amount: rupiah(amount), trace };
}
