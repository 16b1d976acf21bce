import { Decimal, max, min, roundTo, Rounding, ZERO, toCount, type MoneyInput } from '../core/decimal.ts';
import { inForce } from '../core/dated.ts';
import { PayrollInputError } from '../core/errors.ts';
import { parsePeriod } from '../core/period.ts';
import { step, type TraceStep } from '../core/trace.ts';
import { progressiveTax } from './article17.ts';
import { argsObject, oneOf, optionalFlag, optionalRupiah, percent, rp, rupiah, rupiahInput } from './common.ts';
import { ANNUAL_RULES, NO_TAX_ID_MULTIPLIER, PTKP, PTKP_STATUSES, type PtkpStatus } from './parameters/pph21.ts';

export interface Pph21AnnualInput {
  readonly period: string;
  readonly ptkpStatus: PtkpStatus;
  /** Bruto for the months of the tax period with this employer (as for the monthly TER). */
  readonly grossYear: MoneyInput;
  /** The employee's JHT 2% + JP 1% (or approved pension fund) contributions for those months. */
  readonly pensionContributionsYear: MoneyInput;
  /** Months of the tax period (1-12, at most the pay month's number). Defaults to 12. */
  readonly months?: number;
  /** PPh 21 already withheld in the earlier months of the period. Defaults to 0. */
  readonly withheld?: MoneyInput;
  /** Zakat or another compulsory religious contribution paid through the employer (Art. 10(1)). Defaults to 0. */
  readonly zakatYear?: MoneyInput;
  /**
   * Annualise the neto and prorate the tax (Art. 15(3)): only when the tax obligation starts after January or
   * ends before December (arrival, departure, death). Defaults to `months < 12`; pass false for an ordinary
   * change of job, which is not a part year.
   */
  readonly annualise?: boolean;
  /** The employee has an NPWP or a NIK. Defaults to true; without one the tax for the period is 20% higher. */
  readonly hasTaxId?: boolean;
}

export interface Pph21AnnualResult {
  readonly occupationalCost: string;
  readonly net: string;
  readonly netAnnualised: string;
  readonly ptkp: string;
  readonly taxableIncome: string;
  /** Article 17 tax on the (annualised) PKP. */
  readonly annualTax: string;
  /** The tax for the months of the period: annualTax, prorated by months ÷ 12 when annualised (× 1.2 without a tax id). */
  readonly taxForPeriod: string;
  /** taxForPeriod − withheld; negative means a refund to the employee with the last payment. */
  readonly due: string;
  readonly trace: TraceStep[];
}

/** PPh 21 for the last tax period (December or the month of leaving): Article 17 on the year (PMK 168/2023 Art. 15(1)(b)). */
export function pph21Annual(input: Pph21AnnualInput): Pph21AnnualResult {
  const args = argsObject(input, 'id.pph21Annual');
  const period = parsePeriod(args.period);
  const status = oneOf('ptkpStatus', args.ptkpStatus, PTKP_STATUSES);
  const gross = rupiahInput('grossYear', args.grossYear);
  const pension = rupiahInput('pensionContributionsYear', args.pensionContributionsYear);
  const months = args.months === undefined || args.months === null ? 12 : args.months;
  if (typeof months === 'number' && Number.isInteger(months) && months > period.month && months <= 12) {
    throw new PayrollInputError('months', `${months} months cannot end in ${period.key}: give the months from the start of the tax period to the pay month`);
  }
  const count = toCount('months', months, { min: 1, max: 12 });
  const withheld = optionalRupiah('withheld', args.withheld);
  const zakat = optionalRupiah('zakatYear', args.zakatYear);
  const annualise = optionalFlag('annualise', args.annualise, count < 12) && count < 12;
  const hasTaxId = optionalFlag('hasTaxId', args.hasTaxId, true);
  const rules = inForce(ANNUAL_RULES, period, 'annual PPh 21 rules');
  const ptkpVersion = inForce(PTKP, period, 'PTKP');

  const trace: TraceStep[] = [step('Bruto for the period', rp(gross), `${count} month${count === 1 ? '' : 's'}`)];

  const rate = new Decimal(rules.value.occupationalCostRate);
  const cap = new Decimal(rules.value.occupationalCostMonthlyCap).times(count);
  // Rounded down: the deduction never exceeds the 5% the law allows.
  const fivePercent = roundTo(gross.times(rate), 1, Rounding.down);
  const occupationalCost = min(fivePercent, cap);
  trace.push(step('Biaya jabatan', rp(occupationalCost), `${percent(rate)} × ${rp(gross)} = ${gross.times(rate).toString()}, at most ${rp(new Decimal(rules.value.occupationalCostMonthlyCap))} × ${count} = ${rp(cap)}; ${rules.source}`));

  const room = gross.minus(occupationalCost);
  if (pension.greaterThan(room)) throw new PayrollInputError('pensionContributionsYear', `${rp(pension)} exceeds the bruto less biaya jabatan (${rp(room)})`);
  if (zakat.greaterThan(room.minus(pension))) throw new PayrollInputError('zakatYear', `${rp(zakat)} exceeds the bruto less biaya jabatan and pension contributions`);
  const net = room.minus(pension).minus(zakat);
  trace.push(
    step('Pension contributions', rp(pension), 'employee JHT 2% + JP 1% (or an approved pension fund), deductible (Art. 10(1))'),
    ...(zakat.isZero() ? [] : [step('Zakat', rp(zakat), 'compulsory religious contribution paid through the employer (Art. 10(1))')]),
    step('Neto', rp(net), 'bruto − biaya jabatan − pension contributions' + (zakat.isZero() ? '' : ' − zakat')),
  );

  const netAnnualised = annualise ? roundTo(net.times(12).dividedBy(count), 1, Rounding.down) : net;
  trace.push(
    step(
      'Neto annualised',
      rp(netAnnualised),
      annualise
        ? `${rp(net)} × 12 ÷ ${count}, rounded down to the rupiah: the obligation covers part of the year (Art. 15(3))`
        : count < 12
          ? 'not annualised: an ordinary change of job is not a part year'
          : 'a full year: no annualisation',
    ),
  );

  const ptkp = new Decimal(ptkpVersion.value.amounts[status]);
  const taxableIncome = max(ZERO, roundTo(netAnnualised.minus(ptkp), rules.value.taxableIncomeStep, Rounding.down));
  trace.push(
    step('PTKP', rp(ptkp), `${status}; ${ptkpVersion.source}`),
    step('PKP', rp(taxableIncome), `${rp(netAnnualised)} − ${rp(ptkp)}, rounded down to whole thousands, not below zero`),
  );

  const tax = progressiveTax(period, taxableIncome);
  trace.push(...tax.trace);
  // Prorated for a part year and raised without a tax id, rounded down once (as the TER months are).
  const multiplier = hasTaxId ? null : inForce(NO_TAX_ID_MULTIPLIER, period, 'no-tax-id surcharge');
  let exactForPeriod = annualise ? tax.amount.times(count).dividedBy(12) : tax.amount;
  if (multiplier) exactForPeriod = exactForPeriod.times(multiplier.value);
  const taxForPeriod = roundTo(exactForPeriod, 1, Rounding.down);
  if (annualise || multiplier) {
    const parts = [rp(tax.amount), ...(annualise ? [`× ${count} ÷ 12`] : []), ...(multiplier ? [`× ${multiplier.value}`] : [])];
    const why = multiplier ? `; no NPWP/NIK: ${multiplier.source}` : '';
    trace.push(step(annualise ? 'Tax for the part year' : 'Tax for the year', rp(taxForPeriod), `${parts.join(' ')}, rounded down to the rupiah${why}`));
  }
  const due = taxForPeriod.minus(withheld);
  trace.push(
    step('Withheld earlier', rp(withheld), 'PPh 21 withheld in the earlier months of the period'),
    step('PPh 21 for the last period', rp(due), due.isNegative() ? 'negative: refunded to the employee with the last payment' : 'tax for the period − withheld'),
  );

  return {
    occupationalCost: rupiah(occupationalCost),
    net: rupiah(net),
    netAnnualised: rupiah(netAnnualised),
    ptkp: rupiah(ptkp),
    taxableIncome: rupiah(taxableIncome),
    annualTax: rupiah(tax.amount),
    taxForPeriod: rupiah(taxForPeriod),
    due: rupiah(due),
    trace,
  };
}
