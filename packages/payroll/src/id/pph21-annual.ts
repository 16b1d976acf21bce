import { Decimal, max, min, roundTo, Rounding, ZERO, toCount, type MoneyInput } from '../core/decimal.ts';
import { inForce } from '../core/dated.ts';
import { PayrollInputError } from '../core/errors.ts';
import { parsePeriod } from '../core/period.ts';
import { step, templates, type TraceStep } from '../core/trace.ts';
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

const T = templates('id.pph21_annual', {
  bruto: ['Bruto for the period', '{{months}} months'],
  bruto_one: ['Bruto for the period', '1 month'],
  occupational_cost: ['Biaya jabatan', '{{rate}} × {{gross}} = {{exact}}, at most {{monthlyCap}} × {{months}} = {{cap}}; {{source}}'],
  pension: ['Pension contributions', 'employee JHT 2% + JP 1% (or an approved pension fund), deductible (Art. 10(1))'],
  zakat: ['Zakat', 'compulsory religious contribution paid through the employer (Art. 10(1))'],
  neto: ['Neto', 'bruto − biaya jabatan − pension contributions'],
  neto_zakat: ['Neto', 'bruto − biaya jabatan − pension contributions − zakat'],
  annualised: [
    'Neto annualised',
    '{{net}} × 12 ÷ {{months}}, rounded down to the rupiah: the obligation covers part of the year (Art. 15(3))',
  ],
  not_annualised: ['Neto annualised', 'not annualised: an ordinary change of job is not a part year'],
  full_year: ['Neto annualised', 'a full year: no annualisation'],
  ptkp: ['PTKP', '{{status}}; {{source}}'],
  pkp: ['PKP', '{{net}} − {{ptkp}}, rounded down to whole thousands, not below zero'],
  part_year: ['Tax for the part year', '{{tax}} × {{months}} ÷ 12, rounded down to the rupiah'],
  part_year_no_tax_id: [
    'Tax for the part year',
    '{{tax}} × {{months}} ÷ 12 × {{multiplier}}, rounded down to the rupiah; no NPWP/NIK: {{source}}',
  ],
  year_no_tax_id: ['Tax for the year', '{{tax}} × {{multiplier}}, rounded down to the rupiah; no NPWP/NIK: {{source}}'],
  withheld: ['Withheld earlier', 'PPh 21 withheld in the earlier months of the period'],
  due: ['PPh 21 for the last period', 'tax for the period − withheld'],
  refund: ['PPh 21 for the last period', 'negative: refunded to the employee with the last payment'],
});

/**
 * Biaya jabatan (Art. 10(2)): 5% of the bruto, rounded down so that it never exceeds the 5% the law
 * allows, at most the monthly cap for each month of the period.
 */
export function occupationalCostOf(period: ReturnType<typeof parsePeriod>, grossYear: Decimal, months: number): Decimal {
  const rules = inForce(ANNUAL_RULES, period, 'annual PPh 21 rules').value;
  return min(
    roundTo(grossYear.times(rules.occupationalCostRate), 1, Rounding.down),
    new Decimal(rules.occupationalCostMonthlyCap).times(months),
  );
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
    throw new PayrollInputError(
      'months',
      `${months} months cannot end in ${period.key}: give the months from the start of the tax period to the pay month`,
    );
  }
  const count = toCount('months', months, { min: 1, max: 12 });
  const withheld = optionalRupiah('withheld', args.withheld);
  const zakat = optionalRupiah('zakatYear', args.zakatYear);
  const annualise = optionalFlag('annualise', args.annualise, count < 12) && count < 12;
  const hasTaxId = optionalFlag('hasTaxId', args.hasTaxId, true);
  const rules = inForce(ANNUAL_RULES, period, 'annual PPh 21 rules');
  const ptkpVersion = inForce(PTKP, period, 'PTKP');

  const trace: TraceStep[] = [step(count === 1 ? T.bruto_one : T.bruto, rp(gross), { months: `${count}` })];

  const rate = new Decimal(rules.value.occupationalCostRate);
  const cap = new Decimal(rules.value.occupationalCostMonthlyCap).times(count);
  const occupationalCost = occupationalCostOf(period, gross, count);
  trace.push(
    step(T.occupational_cost, rp(occupationalCost), {
      rate: percent(rate),
      gross: rp(gross),
      exact: gross.times(rate).toString(),
      monthlyCap: rp(new Decimal(rules.value.occupationalCostMonthlyCap)),
      months: `${count}`,
      cap: rp(cap),
      source: rules.source,
    }),
  );

  const room = gross.minus(occupationalCost);
  if (pension.greaterThan(room))
    throw new PayrollInputError('pensionContributionsYear', `${rp(pension)} exceeds the bruto less biaya jabatan (${rp(room)})`);
  if (zakat.greaterThan(room.minus(pension)))
    throw new PayrollInputError('zakatYear', `${rp(zakat)} exceeds the bruto less biaya jabatan and pension contributions`);
  const net = room.minus(pension).minus(zakat);
  trace.push(
    step(T.pension, rp(pension)),
    ...(zakat.isZero() ? [] : [step(T.zakat, rp(zakat))]),
    step(zakat.isZero() ? T.neto : T.neto_zakat, rp(net)),
  );

  const netAnnualised = annualise ? roundTo(net.times(12).dividedBy(count), 1, Rounding.down) : net;
  trace.push(
    step(annualise ? T.annualised : count < 12 ? T.not_annualised : T.full_year, rp(netAnnualised), { net: rp(net), months: `${count}` }),
  );

  const ptkp = new Decimal(ptkpVersion.value.amounts[status]);
  const taxableIncome = max(ZERO, roundTo(netAnnualised.minus(ptkp), rules.value.taxableIncomeStep, Rounding.down));
  trace.push(
    step(T.ptkp, rp(ptkp), { status, source: ptkpVersion.source }),
    step(T.pkp, rp(taxableIncome), { net: rp(netAnnualised), ptkp: rp(ptkp) }),
  );

  const tax = progressiveTax(period, taxableIncome);
  trace.push(...tax.trace);
  // Prorated for a part year and raised without a tax id, rounded down once (as the TER months are).
  const multiplier = hasTaxId ? null : inForce(NO_TAX_ID_MULTIPLIER, period, 'no-tax-id surcharge');
  let exactForPeriod = annualise ? tax.amount.times(count).dividedBy(12) : tax.amount;
  if (multiplier) exactForPeriod = exactForPeriod.times(multiplier.value);
  const taxForPeriod = roundTo(exactForPeriod, 1, Rounding.down);
  if (annualise || multiplier) {
    const template = annualise ? (multiplier ? T.part_year_no_tax_id : T.part_year) : T.year_no_tax_id;
    trace.push(
      step(template, rp(taxForPeriod), {
        tax: rp(tax.amount),
        months: `${count}`,
        multiplier: multiplier?.value ?? '1',
        source: multiplier?.source ?? '',
      }),
    );
  }
  const due = taxForPeriod.minus(withheld);
  trace.push(step(T.withheld, rp(withheld)), step(due.isNegative() ? T.refund : T.due, rp(due)));

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
