import { formatMoney } from '../../core/currency.ts';
import { Decimal } from '../../core/decimal.ts';
import { inForce } from '../../core/dated.ts';
import { step, templates } from '../../core/trace.ts';
import { bpjs } from '../../id/bpjs.ts';
import { JHT, JKK, JKK_RISK_CLASSES, JKM, JP, KESEHATAN } from '../../id/parameters/bpjs.ts';
import { PTKP_STATUSES } from '../../id/parameters/pph21.ts';
import { occupationalCostOf, pph21Annual } from '../../id/pph21-annual.ts';
import { pph21Monthly } from '../../id/pph21-monthly.ts';
import { PayrollInputError } from '../../core/errors.ts';
import { max, min, toCount, ZERO } from '../../core/decimal.ts';
import { rp } from '../../id/common.ts';
import { bases, baseOf, baseStep } from '../bases.ts';
import { callEngine, exact, maybeExact } from '../engine-call.ts';
import { checkKeys, flagField, objectField, optionalObjectField, oneOf, optionalMoney, requiredMoney, type Composition } from '../input.ts';
import { lazyTrace, type LineBuilder } from '../line-builder.ts';

const EMPLOYEE_KEYS = ['ptkpStatus', 'hasTaxId', 'jpCovered', 'exitMonth', 'monthsWorked', 'partYear'] as const;
const EMPLOYER_KEYS = ['jkkRiskClass', 'minimumWage', 'jkkReliefEligible'] as const;
const YTD_KEYS = ['gross', 'pensionContributions', 'withheld'] as const;
const LAST_PERIOD = 'in the last tax period (December or the exit month)';

const FIELDS = {
  period: 'period',
  wage: 'items',
  gross: 'items',
  jkkRiskClass: 'employer.jkkRiskClass',
  minimumWage: 'employer.minimumWage',
  jkkReliefEligible: 'employer.jkkReliefEligible',
  jpCovered: 'employee.jpCovered',
  ptkpStatus: 'employee.ptkpStatus',
  hasTaxId: 'employee.hasTaxId',
  grossYear: 'ytd.gross',
  pensionContributionsYear: 'ytd.pensionContributions',
  months: 'employee.monthsWorked',
  withheld: 'ytd.withheld',
  annualise: 'employee.partYear',
} as const;

const rupiah = (value: Decimal) => formatMoney(value, 'IDR');

const B = bases('id.payslip', { bpjs: 'Wage for BPJS', taxable: 'Taxable pay items' });
const T = templates('id.payslip', {
  premiums: ['Employer JKK + JKM + BPJS Kesehatan', 'taxable benefits in the bruto (PMK 168/2023 Art. 5(3))'],
  bruto: ['Bruto this month', 'taxable pay items + employer JKK, JKM and BPJS Kesehatan'],
  ytd_bruto: ['Bruto of the earlier months', 'year to date with this employer'],
  pension: ['Employee JHT + JP this month', '+ {{ytd}} in the earlier months = {{year}}'],
  pension_capped: ['Pension contributions deducted', 'at most the bruto less biaya jabatan ({{room}}): the neto does not go below zero'],
  last_period_december: ['Last tax period', 'December: Article 17 on the year instead of the TER'],
  last_period_exit: ['Last tax period', 'the month the employee leaves: Article 17 on the period instead of the TER'],
});

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

  const wage = baseOf(c, 'bpjs');
  const bpjsArgs = {
    period,
    wage: exact(wage),
    jkkRiskClass: riskClass,
    minimumWage: maybeExact(minimumWage),
    jpCovered,
    jkkReliefEligible: reliefEligible,
  };
  const b = callEngine(bpjs, bpjsArgs, { fields: FIELDS, fallback: 'employer' });
  const bpjsTrace = lazyTrace(() => [baseStep(c, { templates: B.bpjs, amount: wage, scheme: 'bpjs' }), ...bpjs(bpjsArgs).trace]);

  const taxable = baseOf(c, 'pph21');
  const bruto = taxable.plus(b.taxableEmployerPremiums);
  const brutoSteps = () => [
    baseStep(c, { templates: B.taxable, amount: taxable, scheme: 'pph21' }),
    step(T.premiums, b.taxableEmployerPremiums),
  ];
  // December, or the month the employee leaves, is the last tax period: Article 17 on the period's
  // bruto minus what the TER months withheld (PMK 168/2023 Art. 15(1)(b), (2)); other months use the TER.
  const lastPeriod = c.period.month === 12 || exitMonth;
  let emitTax: () => void;
  if (lastPeriod) {
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
    emitTax = () => {
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
    const taxArgs = { period, ptkpStatus, gross: exact(bruto), hasTaxId };
    const tax = callEngine(pph21Monthly, taxArgs, { fields: FIELDS, fallback: 'employee' });
    const taxTrace = lazyTrace(() => [...brutoSteps(), ...pph21Monthly(taxArgs).trace]);
    emitTax = () =>
      out.deduction({ code: 'id.pph21', label: 'PPh 21', amount: tax.amount, trace: taxTrace, base: rupiah(bruto), rate: tax.terRate });
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
