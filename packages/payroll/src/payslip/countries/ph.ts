import { formatMoney } from '../../core/currency.ts';
import { Decimal, max, ZERO } from '../../core/decimal.ts';
import { step, templates } from '../../core/trace.ts';
import { pagibig } from '../../ph/pagibig.ts';
import { philhealth } from '../../ph/philhealth.ts';
import { sss } from '../../ph/sss.ts';
import { withholding } from '../../ph/withholding.ts';
import { annualTax } from '../../ph/annual-tax.ts';
import { bases, baseOf, baseStep, moneyText } from '../bases.ts';
import { callEngine, exact } from '../engine-call.ts';
import { checkKeys, flagField, oneOf, optionalObjectField, optionalMoney, requiredMoney, type Composition } from '../input.ts';
import { deMinimis, taxableCompensation } from '../../ph/compensation.ts';
import { DE_MINIMIS_KINDS } from '../../ph/parameters/de-minimis.ts';
import { FINAL_TAX_REGIMES } from '../../ph/parameters/final-tax.ts';
import { finalTax } from '../../ph/final-tax.ts';
import { PayrollInputError } from '../../core/errors.ts';
import type { MoneyInput } from '../../core/decimal.ts';
import { lazyTrace, type LineBuilder } from '../line-builder.ts';

const YTD_KEYS = ['exemptBenefits', 'taxableCompensation', 'withheld', ...DE_MINIMIS_KINDS.map((kind) => `deMinimis.${kind}`)] as const;
const EMPLOYEE_KEYS = ['minimumWageEarner', 'separated', 'dailyMinimumWage', 'taxRegime'] as const;
/** 'regular' (default): the graduated rates by the withholding table, annualised at year end; or a final rate. */
export const PH_TAX_REGIMES = ['regular', ...FINAL_TAX_REGIMES] as const;
const DECEMBER = 'in the last payroll of the year (December, or the month the employee leaves), the annualisation';
const REGULAR = ['basic', 'ordinary', 'overtime', 'exempt'] as const;
const BASIC = ['basic'] as const;
const PREMIUM = ['overtime'] as const;
const OTHER = ['ordinary', 'exempt'] as const;
const BENEFITS = ['additional'] as const;

const FIELDS = {
  period: 'period',
  compensation: 'items',
  basicSalary: 'items',
  taxableCompensation: 'items',
  taxableIncome: 'ytd.taxableCompensation',
  minimumWageEarner: 'employee.minimumWageEarner',
  dailyMinimumWage: 'employee.dailyMinimumWage',
  regime: 'employee.taxRegime',
  grossIncome: 'items',
  exemptBenefitsUsed: 'ytd.exemptBenefits',
} as const;

const pesos = (value: Decimal) => formatMoney(value, 'PHP');

const B = bases('ph.payslip', {
  sss: 'Compensation for SSS',
  philhealth: 'Basic salary',
  pagibig: 'Fund salary',
  regular: 'Regular taxable compensation',
  benefits: '13th month and other benefits',
});
const T = templates('ph.payslip', {
  ytd_taxable: ['Taxable compensation January to November', '+ this month {{month}} = {{year}} for the year'],
  ytd_withheld: ['Withheld January to November', 'tax already withheld in the year'],
  december: ['December withholding', 'annual tax − withheld (year-end annualisation, RR 2-98 as amended by RR 11-2018)'],
  december_refund: ['December withholding', 'annual tax − withheld is negative: the excess is refunded to the employee'],
  separated: ['Last payroll', 'the employee leaves this month: the year is annualised as in December'],
  de_minimis_excess: ['De minimis above the ceilings', 'joins the 13th month and other benefits'],
});

/**
 * The Philippines: SSS (regular and MPF, employee and employer, EC), PhilHealth, Pag-IBIG, and tax
 * withheld on the month's taxable compensation by the monthly BIR table. Additional pay (13th month,
 * bonus) is exempt up to the yearly limit for the 13th month and other benefits, less what the year
 * has already used; the rest is taxable this month.
 */
export function composePh(c: Composition, out: LineBuilder): void {
  const employee = checkKeys('employee', optionalObjectField('employee', c.raw.employee), EMPLOYEE_KEYS);
  const ytd = checkKeys('ytd', optionalObjectField('ytd', c.raw.ytd), YTD_KEYS);
  const minimumWageEarner = flagField('employee.minimumWageEarner', employee?.minimumWageEarner) ?? false;
  const separated = flagField('employee.separated', employee?.separated) ?? false;
  const regime =
    employee?.taxRegime === undefined || employee.taxRegime === null
      ? 'regular'
      : oneOf('employee.taxRegime', employee.taxRegime, PH_TAX_REGIMES);
  if (regime !== 'regular' && minimumWageEarner) {
    // The minimum wage exemption is for income taxed at the graduated rates (NIRC Sec. 24(A)(2)).
    throw new PayrollInputError('employee.minimumWageEarner', `does not apply to compensation taxed at a final rate (${regime})`);
  }
  const usedExemption = optionalMoney('ytd.exemptBenefits', ytd?.exemptBenefits, c.currency) ?? ZERO;
  const period = c.period.key;

  const sssBase = baseOf(c, 'sss');
  const sssArgs = { period, compensation: exact(sssBase) };
  const s = callEngine(sss, sssArgs, { fields: FIELDS, fallback: 'items' });
  const sssTrace = lazyTrace(() => [baseStep(c, { templates: B.sss, amount: sssBase, scheme: 'sss' }), ...sss(sssArgs).trace]);
  const phBase = baseOf(c, 'philhealth');
  const phArgs = { period, basicSalary: exact(phBase) };
  const h = callEngine(philhealth, phArgs, { fields: FIELDS, fallback: 'items' });
  const phTrace = lazyTrace(() => [
    baseStep(c, { templates: B.philhealth, amount: phBase, scheme: 'philhealth' }),
    ...philhealth(phArgs).trace,
  ]);
  const hdmfBase = baseOf(c, 'pagibig');
  const hdmfArgs = { period, compensation: exact(hdmfBase) };
  const p = callEngine(pagibig, hdmfArgs, { fields: FIELDS, fallback: 'items' });
  const hdmfTrace = lazyTrace(() => [
    baseStep(c, { templates: B.pagibig, amount: hdmfBase, scheme: 'pagibig' }),
    ...pagibig(hdmfArgs).trace,
  ]);

  // De minimis benefits: exempt within their ceilings; the excess joins the other benefits.
  const deMinimisItems = c.earnings.filter((item) => item.deMinimis);
  const dmArgs = {
    period,
    dailyMinimumWage: employee?.dailyMinimumWage as MoneyInput | undefined,
    benefits: deMinimisItems.map((item) => ({
      kind: item.deMinimis!.kind,
      amount: exact(item.amount),
      days: item.deMinimis!.days,
      usedThisYear: (ytd?.[`deMinimis.${item.deMinimis!.kind}`] as MoneyInput | undefined) ?? 0,
    })),
  };
  const dm = deMinimisItems.length === 0 ? null : callEngine(deMinimis, dmArgs, { fields: FIELDS, fallback: 'items' });
  const excess = dm ? new Decimal(dm.excess) : ZERO;

  const regular = baseOf(c, 'tax', REGULAR);
  const benefits = baseOf(c, 'tax', BENEFITS).plus(excess);
  const contributions = new Decimal(s.employeeTotal).plus(h.employee).plus(p.employee);
  const compArgs = {
    period,
    minimumWageEarner,
    basicSalary: exact(baseOf(c, 'tax', BASIC)),
    premiumPay: exact(baseOf(c, 'tax', PREMIUM)),
    otherCompensation: exact(baseOf(c, 'tax', OTHER)),
    benefits: exact(benefits),
    contributions: exact(contributions),
    exemptBenefitsUsed: exact(usedExemption),
  };
  const comp = callEngine(taxableCompensation, compArgs, { fields: FIELDS, fallback: 'items' });
  const taxable = new Decimal(comp.taxable);
  const taxableSteps = () => [
    baseStep(c, { templates: B.regular, amount: regular, scheme: 'tax', classes: REGULAR }),
    baseStep(c, { templates: B.benefits, amount: baseOf(c, 'tax', BENEFITS), scheme: 'tax', classes: BENEFITS }),
    ...(dm ? [...deMinimis(dmArgs).trace, step(T.de_minimis_excess, pesos(excess))] : []),
    ...taxableCompensation(compArgs).trace,
  ];
  let emitTax: () => void;
  if (regime !== 'regular') {
    // A final tax on each payment: no table, and nothing to annualise at year end or on separation.
    const finalArgs = { period, regime, grossIncome: exact(taxable) };
    const f = callEngine(finalTax, finalArgs, { fields: FIELDS, fallback: 'employee' });
    const finalTrace = lazyTrace(() => [...taxableSteps(), ...finalTax(finalArgs).trace]);
    emitTax = () =>
      out.deduction({
        code: 'ph.final_tax',
        label: 'Final tax on compensation',
        amount: f.amount,
        trace: finalTrace,
        base: pesos(taxable),
        rate: f.rate,
      });
  } else if (c.period.month === 12 || separated) {
    // The last payroll of the year annualises: the annual graduated tax on the year's taxable
    // compensation, less the tax withheld January to November, the excess refunded (RR 2-98 Sec.
    // 2.79(B)(5) as amended by RR 11-2018).
    const ytdTaxable = requiredMoney('ytd.taxableCompensation', ytd?.taxableCompensation, { currency: c.currency, when: DECEMBER });
    const withheld = requiredMoney('ytd.withheld', ytd?.withheld, { currency: c.currency, when: DECEMBER });
    const yearTaxable = ytdTaxable.plus(taxable);
    const annualArgs = { period, taxableIncome: exact(yearTaxable) };
    const annual = callEngine(annualTax, annualArgs, { fields: FIELDS, fallback: 'ytd' });
    const due = new Decimal(annual.amount).minus(withheld);
    const annualTrace = lazyTrace(() => [
      ...taxableSteps(),
      ...(separated && c.period.month !== 12 ? [step(T.separated, period)] : []),
      step(T.ytd_taxable, pesos(ytdTaxable), { month: pesos(taxable), year: pesos(yearTaxable) }),
      ...annualTax(annualArgs).trace,
      step(T.ytd_withheld, pesos(withheld)),
      step(due.isNegative() ? T.december_refund : T.december, pesos(due)),
    ]);
    const yearBase = pesos(yearTaxable);
    emitTax = () => {
      out.deduction({
        code: 'ph.withholding_tax',
        label: 'Withholding tax',
        amount: pesos(max(ZERO, due)),
        trace: annualTrace,
        base: yearBase,
      });
      if (due.isNegative())
        out.refund({
          code: 'ph.withholding_tax_refund',
          label: 'Tax refund',
          amount: pesos(due.negated()),
          trace: annualTrace,
          base: yearBase,
        });
    };
  } else {
    const taxArgs = { period, frequency: 'monthly', taxableCompensation: exact(taxable) } as const;
    const w = callEngine(withholding, taxArgs, { fields: FIELDS, fallback: 'items' });
    const taxTrace = lazyTrace(() => [...taxableSteps(), ...withholding(taxArgs).trace]);
    emitTax = () =>
      out.deduction({ code: 'ph.withholding_tax', label: 'Withholding tax', amount: w.amount, trace: taxTrace, base: pesos(taxable) });
  }

  // One line per share, as PH payslips show them: SSS includes the MPF part (and, for the employer,
  // EC); the trace has the split. The base is the Monthly Salary Credit.
  const philhealthBase = moneyText(h.base, 2);
  const pagibigBase = moneyText(p.base, 2);
  out.deduction({ code: 'ph.sss.employee', label: 'SSS (employee)', amount: s.employeeTotal, trace: sssTrace, base: s.msc });
  out.deduction({
    code: 'ph.philhealth.employee',
    label: 'PhilHealth (employee)',
    amount: h.employee,
    trace: phTrace,
    base: philhealthBase,
  });
  out.deduction({
    code: 'ph.pagibig.employee',
    label: 'Pag-IBIG (employee)',
    amount: p.employee,
    trace: hdmfTrace,
    base: pagibigBase,
    rate: p.employeeRate,
  });
  emitTax();

  out.employerLine({ code: 'ph.sss.employer', label: 'SSS and EC (employer)', amount: s.employerTotal, trace: sssTrace, base: s.msc });
  out.employerLine({
    code: 'ph.philhealth.employer',
    label: 'PhilHealth (employer)',
    amount: h.employer,
    trace: phTrace,
    base: philhealthBase,
  });
  out.employerLine({
    code: 'ph.pagibig.employer',
    label: 'Pag-IBIG (employer)',
    amount: p.employer,
    trace: hdmfTrace,
    base: pagibigBase,
    rate: p.employerRate,
  });
}
