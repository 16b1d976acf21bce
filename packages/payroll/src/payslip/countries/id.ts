import { formatMoney } from '../../core/currency.ts';
import { Decimal } from '../../core/decimal.ts';
import { inForce } from '../../core/dated.ts';
import { step, templates } from '../../core/trace.ts';
import { bpjs } from '../../id/bpjs.ts';
import { JHT, JKK, JKK_RISK_CLASSES, JKM, JP, KESEHATAN } from '../../id/parameters/bpjs.ts';
import { PTKP_STATUSES } from '../../id/parameters/pph21.ts';
import { occupationalCostOf, pph21Annual } from '../../id/pph21-annual.ts';
import { pph21Monthly } from '../../id/pph21-monthly.ts';
import { pph21NonPermanent } from '../../id/pph21-non-permanent.ts';
import { pph26 } from '../../id/pph26.ts';
import { PPH21_DTP } from '../../id/parameters/other-regimes.ts';
import type { Province } from '../../id/parameters/minimum-wage.ts';
import type { MoneyInput } from '../../core/decimal.ts';
import { PayrollInputError } from '../../core/errors.ts';
import { max, min, toCount, ZERO } from '../../core/decimal.ts';
import { rp } from '../../id/common.ts';
import { bases, baseOf, baseStep } from '../bases.ts';
import { callEngine, exact, maybeExact } from '../engine-call.ts';
import { checkKeys, flagField, objectField, optionalObjectField, oneOf, optionalMoney, requiredMoney, type Composition } from '../input.ts';
import { lazyTrace, type LineBuilder } from '../line-builder.ts';

const EMPLOYEE_KEYS = [
  'ptkpStatus',
  'hasTaxId',
  'jpCovered',
  'exitMonth',
  'monthsWorked',
  'partYear',
  'taxResident',
  'treatyRate',
  'workerKind',
  'daysWorked',
  'foreignWorker',
  'birthDate',
  'dtp',
] as const;
/** A permanent employee (pegawai tetap), or a non-permanent one paid by the day, week, unit or piece, or by the month. */
export const ID_WORKER_KINDS = ['permanent', 'non_permanent_daily', 'non_permanent_monthly'] as const;
const EMPLOYER_KEYS = ['jkkRiskClass', 'minimumWage', 'province', 'jkkReliefEligible'] as const;
const YTD_KEYS = ['gross', 'pensionContributions', 'withheld'] as const;
const LAST_PERIOD = 'in the last tax period (December or the exit month)';

const FIELDS = {
  period: 'period',
  wage: 'items',
  gross: 'items',
  jkkRiskClass: 'employer.jkkRiskClass',
  minimumWage: 'employer.minimumWage',
  province: 'employer.province',
  jkkReliefEligible: 'employer.jkkReliefEligible',
  jpCovered: 'employee.jpCovered',
  ptkpStatus: 'employee.ptkpStatus',
  hasTaxId: 'employee.hasTaxId',
  grossYear: 'ytd.gross',
  pensionContributionsYear: 'ytd.pensionContributions',
  months: 'employee.monthsWorked',
  withheld: 'ytd.withheld',
  annualise: 'employee.partYear',
  foreignWorker: 'employee.foreignWorker',
  birthDate: 'employee.birthDate',
  treatyRate: 'employee.treatyRate',
  days: 'employee.daysWorked',
  dtp: 'employee.dtp',
  regularGross: 'items',
} as const;

const rupiah = (value: Decimal) => formatMoney(value, 'IDR');
const ENGINE_FIELDS = { fields: FIELDS, fallback: 'employee' } as const;

const B = bases('id.payslip', { bpjs: 'Wage for BPJS', taxable: 'Taxable pay items', regular: 'Regular pay items' });
const T = templates('id.payslip', {
  premiums: ['Employer JKK + JKM + BPJS Kesehatan', 'taxable benefits in the bruto (PMK 168/2023 Art. 5(3))'],
  bruto: ['Bruto this month', 'taxable pay items + employer JKK, JKM and BPJS Kesehatan'],
  ytd_bruto: ['Bruto of the earlier months', 'year to date with this employer'],
  pension: ['Employee JHT + JP this month', '+ {{ytd}} in the earlier months = {{year}}'],
  pension_capped: ['Pension contributions deducted', 'at most the bruto less biaya jabatan ({{room}}): the neto does not go below zero'],
  last_period_december: ['Last tax period', 'December: Article 17 on the year instead of the TER'],
  last_period_exit: ['Last tax period', 'the month the employee leaves: Article 17 on the period instead of the TER'],
  non_resident: ['Non-resident', 'PPh 26 on the gross instead of PPh 21 (no TER, no year-end calculation)'],
  regular_bruto: ['Regular bruto', 'basic and ordinary pay items + employer JKK, JKM and BPJS Kesehatan: the part the DTP covers'],
});

/** The pay items of a regular (tetap dan teratur) kind, for the PPh 21 DTP. */
const REGULAR = ['basic', 'ordinary'] as const;

/**
 * The DTP of a non-permanent worker: the tax on the regular pay, if the regulation in force covers the
 * month and the pay is within its ceiling (Rp500,000 a day, or Rp10m a month).
 */
function dtpFor(
  c: Composition,
  { regular, amount, daily, days }: { regular: Decimal; amount: Decimal; daily: boolean; days: number | undefined },
): Decimal {
  const incentive = inForce(PPH21_DTP, c.period, 'PPh 21 DTP incentive');
  if (incentive.value === null) throw new PayrollInputError('employee.dtp', `no regulation grants PPh 21 DTP for ${c.period.key}`);
  const ceiling = daily ? new Decimal(DTP_DAILY_CEILING).times(days ?? 1) : new Decimal(incentive.value.monthlyCeiling);
  if (regular.greaterThan(ceiling))
    throw new PayrollInputError('employee.dtp', `the regular pay is above the DTP ceiling of ${rp(ceiling)}`);
  return amount;
}

/** In the last tax period the DTP covers the positive tax due (the employee's regular pay was eligible all year). */
function dtpLastPeriod(c: Composition, due: Decimal): Decimal {
  const incentive = inForce(PPH21_DTP, c.period, 'PPh 21 DTP incentive');
  if (incentive.value === null) throw new PayrollInputError('employee.dtp', `no regulation grants PPh 21 DTP for ${c.period.key}`);
  return max(ZERO, due);
}

/** PMK 10/2025 and PMK 105/2025: a non-permanent worker qualifies up to Rp500,000 a day on average. */
const DTP_DAILY_CEILING = '500000';

/**
 * Indonesia: BPJS Kesehatan and Ketenagakerjaan (JHT, JP, JKK, JKM) and PPh 21: the monthly TER, or
 * in the last tax period (December, the exit month) Article 17 on the period minus what was withheld,
 * a negative result paid back as a refund line.
 */
export function composeId(c: Composition, out: LineBuilder): void {
  const employee = checkKeys('employee', objectField('employee', c.raw.employee), EMPLOYEE_KEYS);
  const employer = checkKeys('employer', objectField('employer', c.raw.employer), EMPLOYER_KEYS);
  const ptkpStatus = oneOf('employee.ptkpStatus', employee.ptkpStatus, PTKP_STATUSES);
  const hasTaxId = flagField('employee.hasTaxId', employee.hasTaxId);
  const jpCovered = flagField('employee.jpCovered', employee.jpCovered);
  const riskClass = oneOf('employer.jkkRiskClass', employer.jkkRiskClass, JKK_RISK_CLASSES);
  const minimumWage = optionalMoney('employer.minimumWage', employer.minimumWage, c.currency);
  const reliefEligible = flagField('employer.jkkReliefEligible', employer.jkkReliefEligible);
  const exitMonth = flagField('employee.exitMonth', employee.exitMonth) ?? false;
  const partYear = flagField('employee.partYear', employee.partYear) ?? false;
  const monthsWorked =
    employee.monthsWorked === undefined || employee.monthsWorked === null
      ? c.period.month
      : toCount('employee.monthsWorked', employee.monthsWorked, { min: 1, max: 12 });
  const ytd = checkKeys('ytd', optionalObjectField('ytd', c.raw.ytd), YTD_KEYS);
  const period = c.period.key;
  const taxResident = flagField('employee.taxResident', employee.taxResident) ?? true;
  const workerKind =
    employee.workerKind === undefined || employee.workerKind === null
      ? 'permanent'
      : oneOf('employee.workerKind', employee.workerKind, ID_WORKER_KINDS);
  const foreignWorker = flagField('employee.foreignWorker', employee.foreignWorker);
  const dtp = flagField('employee.dtp', employee.dtp) ?? false;
  if (!taxResident && dtp) throw new PayrollInputError('employee.dtp', 'PPh 21 DTP is for resident employees (not PPh 26)');

  const wage = baseOf(c, 'bpjs');
  const bpjsArgs = {
    period,
    wage: exact(wage),
    jkkRiskClass: riskClass,
    minimumWage: maybeExact(minimumWage),
    province: employer.province as Province | undefined,
    jpCovered,
    jkkReliefEligible: reliefEligible,
    foreignWorker,
    birthDate: typeof employee.birthDate === 'string' ? employee.birthDate : (employee.birthDate as undefined),
  };
  const b = callEngine(bpjs, bpjsArgs, { fields: FIELDS, fallback: 'employer' });
  const bpjsTrace = lazyTrace(() => [baseStep(c, { templates: B.bpjs, amount: wage, scheme: 'bpjs' }), ...bpjs(bpjsArgs).trace]);

  const taxable = baseOf(c, 'pph21');
  const bruto = taxable.plus(b.taxableEmployerPremiums);
  const brutoSteps = () => [
    baseStep(c, { templates: B.taxable, amount: taxable, scheme: 'pph21' }),
    step(T.premiums, b.taxableEmployerPremiums),
  ];
  const regular = baseOf(c, 'pph21', REGULAR).plus(b.taxableEmployerPremiums);
  const regularSteps = () => [
    baseStep(c, { templates: B.regular, amount: baseOf(c, 'pph21', REGULAR), scheme: 'pph21', classes: REGULAR }),
    step(T.regular_bruto, rp(regular)),
  ];
  let emitTax: () => void;
  if (!taxResident) {
    // A non-resident pays PPh 26 on the gross paid (UU PPh Art. 26(1)); the employer premiums are not paid to them.
    const taxArgs = { period, gross: exact(taxable), treatyRate: employee.treatyRate as MoneyInput | undefined };
    const tax = callEngine(pph26, taxArgs, { fields: FIELDS, fallback: 'employee' });
    const taxTrace = lazyTrace(() => [
      baseStep(c, { templates: B.taxable, amount: taxable, scheme: 'pph21' }),
      step(T.non_resident, rp(taxable)),
      ...pph26(taxArgs).trace,
    ]);
    emitTax = () =>
      out.deduction({ code: 'id.pph26', label: 'PPh 26', amount: tax.amount, trace: taxTrace, base: rupiah(taxable), rate: tax.rate });
  } else if (workerKind !== 'permanent') {
    // Non-permanent workers: the daily TER (or Article 17 on half the bruto a day), or the monthly
    // TER when paid monthly; no last-period calculation (PMK 168/2023).
    const daily = workerKind === 'non_permanent_daily';
    const taxArgs = {
      period,
      gross: exact(bruto),
      days: daily ? (employee.daysWorked as number) : undefined,
      paidMonthly: !daily,
      ptkpStatus,
      hasTaxId,
    };
    const tax = callEngine(pph21NonPermanent, taxArgs, ENGINE_FIELDS);
    const taxTrace = lazyTrace(() => [...brutoSteps(), ...pph21NonPermanent(taxArgs).trace]);
    const amount = new Decimal(tax.amount);
    // The DTP bears the tax on the regular pay only: the same rule on the regular bruto, at most the tax.
    const regularTax = dtp ? new Decimal(callEngine(pph21NonPermanent, { ...taxArgs, gross: exact(regular) }, ENGINE_FIELDS).amount) : ZERO;
    const borne = dtp ? dtpFor(c, { regular, amount: min(amount, regularTax), daily, days: taxArgs.days }) : ZERO;
    emitTax = () => {
      out.deduction({ code: 'id.pph21', label: 'PPh 21', amount: tax.amount, trace: taxTrace, base: rupiah(bruto), rate: tax.rate });
      if (borne.greaterThan(0))
        out.refund({ code: 'id.pph21_dtp', label: 'PPh 21 DTP', amount: rupiah(borne), trace: taxTrace, base: rupiah(regular) });
    };
  } else if (c.period.month === 12 || exitMonth) {
    const ytdGross = requiredMoney('ytd.gross', ytd?.gross, { currency: c.currency, when: LAST_PERIOD });
    const ytdPension = requiredMoney('ytd.pensionContributions', ytd?.pensionContributions, { currency: c.currency, when: LAST_PERIOD });
    const withheld = requiredMoney('ytd.withheld', ytd?.withheld, { currency: c.currency, when: LAST_PERIOD });
    if (monthsWorked > c.period.month)
      throw new PayrollInputError('employee.monthsWorked', `${monthsWorked} months cannot end in ${period}`);
    if (partYear && monthsWorked === 12) throw new PayrollInputError('employee.partYear', 'a part year has fewer than 12 months worked');
    const pension = new Decimal(b.jht.employee).plus(b.jp.employee);
    const grossYear = ytdGross.plus(bruto);
    // Wages mostly outside the tax but inside BPJS can make the year's JHT + JP more than the bruto
    // less biaya jabatan: they bring the neto to zero, no further.
    const pensionPaid = ytdPension.plus(pension);
    const room = max(ZERO, grossYear.minus(occupationalCostOf(c.period, grossYear, monthsWorked)));
    const pensionYear = min(pensionPaid, room);
    const annualArgs = {
      period,
      ptkpStatus,
      grossYear: exact(grossYear),
      pensionContributionsYear: exact(pensionYear),
      months: monthsWorked,
      withheld: exact(withheld),
      annualise: partYear,
      hasTaxId,
    };
    const annual = callEngine(pph21Annual, annualArgs, { fields: FIELDS, fallback: 'employee' });
    const annualTrace = lazyTrace(() => [
      ...brutoSteps(),
      step(T.bruto, rp(bruto)),
      step(T.ytd_bruto, rp(ytdGross)),
      step(T.pension, rp(pension), { ytd: rp(ytdPension), year: rp(pensionPaid) }),
      ...(pensionYear.lessThan(pensionPaid) ? [step(T.pension_capped, rp(pensionYear), { room: rp(room) })] : []),
      step(exitMonth && c.period.month !== 12 ? T.last_period_exit : T.last_period_december, period),
      ...pph21Annual(annualArgs).trace,
    ]);
    const due = new Decimal(annual.due);
    // With the DTP, the government bears the positive tax of the last period (the year's regular pay was eligible).
    const borne = dtp ? dtpLastPeriod(c, due) : ZERO;
    emitTax = () => {
      if (borne.greaterThan(0))
        out.refund({ code: 'id.pph21_dtp', label: 'PPh 21 DTP', amount: rupiah(borne), trace: annualTrace, base: annual.taxableIncome });
      out.deduction({ code: 'id.pph21', label: 'PPh 21', amount: rupiah(max(ZERO, due)), trace: annualTrace, base: annual.taxableIncome });
      if (due.isNegative())
        out.refund({
          code: 'id.pph21_refund',
          label: 'PPh 21 refund',
          amount: rupiah(due.negated()),
          trace: annualTrace,
          base: annual.taxableIncome,
        });
    };
  } else {
    const taxArgs = { period, ptkpStatus, gross: exact(bruto), hasTaxId, dtp, regularGross: dtp ? exact(regular) : undefined };
    const tax = callEngine(pph21Monthly, taxArgs, { fields: FIELDS, fallback: 'employee' });
    const taxTrace = lazyTrace(() => [...brutoSteps(), ...(dtp ? regularSteps() : []), ...pph21Monthly(taxArgs).trace]);
    emitTax = () => {
      out.deduction({ code: 'id.pph21', label: 'PPh 21', amount: tax.amount, trace: taxTrace, base: rupiah(bruto), rate: tax.terRate });
      // PPh 21 DTP: the employer pays the government-borne tax to the employee in cash, so it is paid
      // back as an earning line (not itself income, so in no base).
      if (tax.governmentBorne !== '0')
        out.refund({ code: 'id.pph21_dtp', label: 'PPh 21 DTP', amount: tax.governmentBorne, trace: taxTrace, base: rupiah(regular) });
    };
  }

  // Rates for the lines, from the same dated parameters the engine used.
  const kes = inForce(KESEHATAN, c.period, 'BPJS Kesehatan rules').value;
  const jht = inForce(JHT, c.period, 'JHT rates').value;
  const jp = inForce(JP, c.period, 'JP wage cap').value;
  const jkk = inForce(JKK, c.period, 'JKK rates').value;
  const jkm = inForce(JKM, c.period, 'JKM rate').value;
  const jkkRate = reliefEligible ? new Decimal(jkk.rates[riskClass]).times(jkk.reliefFactor).toString() : jkk.rates[riskClass];
  const wageText = rupiah(wage);

  out.deduction({
    code: 'id.bpjs.kesehatan.employee',
    label: 'BPJS Kesehatan (employee)',
    amount: b.kesehatan.employee,
    trace: bpjsTrace,
    base: b.kesehatanBase,
    rate: kes.employeeRate,
  });
  out.deduction({
    code: 'id.bpjs.jht.employee',
    label: 'BPJS JHT (employee)',
    amount: b.jht.employee,
    trace: bpjsTrace,
    base: wageText,
    rate: jht.employeeRate,
  });
  out.deduction({
    code: 'id.bpjs.jp.employee',
    label: 'BPJS JP (employee)',
    amount: b.jp.employee,
    trace: bpjsTrace,
    base: b.jpBase,
    rate: jp.employeeRate,
  });
  emitTax();

  out.employerLine({
    code: 'id.bpjs.kesehatan.employer',
    label: 'BPJS Kesehatan (employer)',
    amount: b.kesehatan.employer,
    trace: bpjsTrace,
    base: b.kesehatanBase,
    rate: kes.employerRate,
  });
  out.employerLine({
    code: 'id.bpjs.jht.employer',
    label: 'BPJS JHT (employer)',
    amount: b.jht.employer,
    trace: bpjsTrace,
    base: wageText,
    rate: jht.employerRate,
  });
  out.employerLine({
    code: 'id.bpjs.jp.employer',
    label: 'BPJS JP (employer)',
    amount: b.jp.employer,
    trace: bpjsTrace,
    base: b.jpBase,
    rate: jp.employerRate,
  });
  out.employerLine({
    code: 'id.bpjs.jkk.employer',
    label: 'BPJS JKK (employer)',
    amount: b.jkk.employer,
    trace: bpjsTrace,
    base: wageText,
    rate: jkkRate,
  });
  out.employerLine({
    code: 'id.bpjs.jkm.employer',
    label: 'BPJS JKM (employer)',
    amount: b.jkm.employer,
    trace: bpjsTrace,
    base: wageText,
    rate: jkm.employerRate,
  });
}
