import { min, ZERO, type MoneyInput } from '../core/decimal.ts';
import { inForce } from '../core/dated.ts';
import { PayrollInputError } from '../core/errors.ts';
import { parsePeriod } from '../core/period.ts';
import { isTracing, step, templates, type TraceStep } from '../core/trace.ts';
import { argsObject, oneOf, optionalFlag, percent, rp, rupiah, rupiahInput } from './common.ts';
import { PTKP_STATUSES, type PtkpStatus } from './parameters/pph21.ts';
import type { TerCategory } from './parameters/ter.ts';
import { PPH21_DTP } from './parameters/other-regimes.ts';
import { terRow, terSchedule, terTax } from './ter.ts';

export interface Pph21MonthlyInput {
  readonly period: string;
  readonly ptkpStatus: PtkpStatus;
  /** The month's bruto (PMK 168/2023 Art. 5(3)), including the employer's JKK, JKM and BPJS Kesehatan premiums. */
  readonly gross: MoneyInput;
  /** The employee has an NPWP or a NIK. Defaults to true. */
  readonly hasTaxId?: boolean;
  /**
   * The employer and employee qualify for the PPh 21 DTP incentive in force for the month (PMK
   * 10/2025, PMK 105/2025): the government bears the tax on the regular pay. Defaults to false; a
   * month no regulation covers is an input error.
   */
  readonly dtp?: boolean;
  /** With `dtp`: the regular (tetap dan teratur) part of `gross`; the tax on any irregular pay is still withheld. Defaults to `gross`. */
  readonly regularGross?: MoneyInput;
}

export interface Pph21MonthlyResult {
  readonly terCategory: TerCategory;
  /** A fraction as a decimal string: 1.75% is "0.0175". */
  readonly terRate: string;
  readonly terRow: number;
  readonly amount: string;
  /** The part of `amount` the government bears (DTP), paid to the employee in cash; "0" without `dtp`. */
  readonly governmentBorne: string;
  /** `amount` − `governmentBorne`: the tax the employee bears. */
  readonly withheld: string;
  readonly trace: TraceStep[];
}

const T = templates('id.pph21', {
  bruto: [
    'Bruto this month',
    'salary, allowances, overtime, bonus/THR and the employer JKK, JKM and BPJS Kesehatan premiums (PMK 168/2023 Art. 5(3))',
  ],
  rate: ['TER rate', 'TER {{category}} row {{row}} ({{range}}), {{rate}}'],
  tax: ['PPh 21', '{{rate}} × {{gross}} = {{exact}}, rounded down to the rupiah (PMK 168/2023 Art. 15(1)(a))'],
  dtp: [
    'PPh 21 DTP',
    'borne by the government under {{regulation}}: the TER tax on the regular bruto {{regular}} ({{rate}}), paid to the employee in cash and not itself income; {{source}}',
  ],
  tax_surcharged: ['PPh 21', '{{rate}} × {{gross}} × {{multiplier}} = {{exact}}, rounded down to the rupiah (PMK 168/2023 Art. 15(1)(a))'],
});

/** PPh 21 withheld in January-November (or any month but the last tax period): TER × the month's bruto. */
export function pph21Monthly(input: Pph21MonthlyInput): Pph21MonthlyResult {
  const args = argsObject(input, 'id.pph21Monthly');
  const period = parsePeriod(args.period);
  const status = oneOf('ptkpStatus', args.ptkpStatus, PTKP_STATUSES);
  const gross = rupiahInput('gross', args.gross);
  const hasTaxId = optionalFlag('hasTaxId', args.hasTaxId, true);
  const dtp = optionalFlag('dtp', args.dtp, false);
  const regular = args.regularGross === undefined || args.regularGross === null ? gross : rupiahInput('regularGross', args.regularGross);
  if (regular.greaterThan(gross)) throw new PayrollInputError('regularGross', 'must not exceed gross');

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
  let borne = ZERO;
  if (dtp) {
    const incentive = inForce(PPH21_DTP, period, 'PPh 21 DTP incentive');
    if (incentive.value === null) throw new PayrollInputError('dtp', `no regulation grants PPh 21 DTP for ${period.key}`);
    if (!hasTaxId) throw new PayrollInputError('dtp', 'PPh 21 DTP needs an NPWP or a NIK');
    const regularRow = terRow(schedule.rows, regular);
    borne = min(amount, terTax(regular, regularRow.rate, schedule.multiplier));
    trace.push(
      step(T.dtp, rp(borne), {
        regulation: incentive.value.regulation,
        regular: rp(regular),
        rate: percent(regularRow.rate),
        source: incentive.source,
      }),
    );
  }
  return {
    terCategory: schedule.category,
    terRate: row.rate.toString(),
    terRow: row.index,
    amount: rupiah(amount),
    governmentBorne: rupiah(borne),
    withheld: rupiah(amount.minus(borne)),
    trace,
  };
}
