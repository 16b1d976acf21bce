import { formatMoney } from '../../core/currency.ts';
import { constant, Decimal, max, min, ZERO } from '../../core/decimal.ts';
import { inForce } from '../../core/dated.ts';
import { step, templates } from '../../core/trace.ts';
import { pagibig } from '../../ph/pagibig.ts';
import { THIRTEENTH_MONTH_EXEMPTIONS } from '../../ph/parameters/tax.ts';
import { philhealth } from '../../ph/philhealth.ts';
import { sss } from '../../ph/sss.ts';
import { withholding } from '../../ph/withholding.ts';
import { annualTax } from '../../ph/annual-tax.ts';
import { bases, baseOf, baseStep, moneyText } from '../bases.ts';
import { callEngine, exact } from '../engine-call.ts';
import { checkKeys, optionalObjectField, optionalMoney, requiredMoney, type Composition } from '../input.ts';
import { lazyTrace, type LineBuilder } from '../line-builder.ts';

const YTD_KEYS = ['exemptBenefits', 'taxableCompensation', 'withheld'] as const;
const DECEMBER = 'in December, the year-end annualisation';
const REGULAR = ['basic', 'ordinary', 'overtime', 'exempt'] as const;
const BENEFITS = ['additional'] as const;

const FIELDS = {
  period: 'period',
  compensation: 'items',
  basicSalary: 'items',
  taxableCompensation: 'items',
  taxableIncome: 'ytd.taxableCompensation',
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
  exempt: ['Exempt benefits', 'up to the yearly {{limit}} ({{source}}), of which {{used}} was used earlier in the year'],
  contributions: ['Employee SSS, PhilHealth and Pag-IBIG', 'not taxable'],
  taxable: ['Taxable compensation', 'regular + taxable benefits − employee contributions, at least 0'],
  ytd_taxable: ['Taxable compensation January to November', '+ this month {{month}} = {{year}} for the year'],
  ytd_withheld: ['Withheld January to November', 'tax already withheld in the year'],
  december: ['December withholding', 'annual tax − withheld (year-end annualisation, RR 2-98 as amended by RR 11-2018)'],
  december_refund: ['December withholding', 'annual tax − withheld is negative: the excess is refunded to the employee'],
});

/**
 * The Philippines: SSS (regular and MPF, employee and employer, EC), PhilHealth, Pag-IBIG, and tax
 * withheld on the month's taxable compensation by the monthly BIR table. Additional pay (13th month,
 * bonus) is exempt up to the yearly limit for the 13th month and other benefits, less what the year
 * has already used; the rest is taxable this month.
 */
export function composePh(c: Composition, out: LineBuilder): void {
  checkKeys('employee', optionalObjectField('employee', c.raw.employee), []);
  const ytd = checkKeys('ytd', optionalObjectField('ytd', c.raw.ytd), YTD_KEYS);
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

  const regular = baseOf(c, 'tax', REGULAR);
  const benefits = baseOf(c, 'tax', BENEFITS);
  const limit = inForce(THIRTEENTH_MONTH_EXEMPTIONS, c.period, '13th-month exemption');
  const room = max(ZERO, constant(limit.value).minus(usedExemption));
  const exempt = min(benefits, room);
  const contributions = new Decimal(s.employeeTotal).plus(h.employee).plus(p.employee);
  const taxable = max(ZERO, regular.plus(benefits).minus(exempt).minus(contributions));
  const taxableSteps = () => [
    baseStep(c, { templates: B.regular, amount: regular, scheme: 'tax', classes: REGULAR }),
    baseStep(c, { templates: B.benefits, amount: benefits, scheme: 'tax', classes: BENEFITS }),
    step(T.exempt, pesos(exempt), { limit: pesos(new Decimal(limit.value)), source: limit.source, used: pesos(usedExemption) }),
    step(T.contributions, pesos(contributions)),
    step(T.taxable, pesos(taxable)),
  ];
  let emitTax: () => void;
  if (c.period.month === 12) {
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
