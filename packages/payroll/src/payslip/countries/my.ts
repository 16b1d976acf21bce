import { formatMoney } from '../../core/currency.ts';
import { Decimal, max, toCount, ZERO } from '../../core/decimal.ts';
import { PayrollInputError } from '../../core/errors.ts';
import { step, templates } from '../../core/trace.ts';
import { eis } from '../../my/eis.ts';
import { CITIZENSHIPS, epf } from '../../my/epf.ts';
import { hrdf } from '../../my/hrdf.ts';
import { pcb } from '../../my/pcb.ts';
import { socso } from '../../my/socso.ts';
import { bases, baseOf, baseStep } from '../bases.ts';
import { callEngine, exact, maybeExact } from '../engine-call.ts';
import { checkKeys, flagField, objectField, optionalObjectField, oneOf, optionalMoney, type Composition } from '../input.ts';
import { lazyTrace, type LineBuilder } from '../line-builder.ts';

const EMPLOYEE_KEYS = [
  'birthDate',
  'citizenship',
  'pcbCategory',
  'children',
  'disabled',
  'spouseDisabled',
  'reliefs',
  'socsoEmploymentInjuryOnly',
  'eisFirstTimeContributor',
  'taxResident',
] as const;
const EMPLOYER_KEYS = ['malaysianEmployees', 'hrdfRegistered', 'hrdfSectorCovered'] as const;
const YTD_KEYS = ['remuneration', 'epf', 'pcb', 'reliefs', 'zakat'] as const;
const NORMAL = ['basic', 'ordinary', 'overtime', 'exempt'] as const;
const ADDITIONAL = ['additional'] as const;

const FIELDS = {
  period: 'period',
  birthDate: 'employee.birthDate',
  citizenship: 'employee.citizenship',
  wage: 'items',
  bonus: 'items',
  employmentInjuryOnly: 'employee.socsoEmploymentInjuryOnly',
  category: 'employee.pcbCategory',
  children: 'employee.children',
  disabled: 'employee.disabled',
  spouseDisabled: 'employee.spouseDisabled',
  reliefs: 'employee.reliefs',
  remuneration: 'items',
  additionalRemuneration: 'items',
  epf: 'items',
  additionalEpf: 'items',
  ytdRemuneration: 'ytd.remuneration',
  ytdEpf: 'ytd.epf',
  ytdPcb: 'ytd.pcb',
  ytdReliefs: 'ytd.reliefs',
  ytdZakat: 'ytd.zakat',
  zakat: 'items',
  malaysianEmployees: 'employer.malaysianEmployees',
  registered: 'employer.hrdfRegistered',
  sectorCovered: 'employer.hrdfSectorCovered',
  firstTimeContributor: 'employee.eisFirstTimeContributor',
  resident: 'employee.taxResident',
} as const;

const money = (value: Decimal) => formatMoney(value, 'MYR');

const B = bases('my.payslip', {
  epf: 'Wages for EPF',
  socso: 'Wages for SOCSO',
  eis: 'Wages for EIS',
  y1: 'Normal remuneration (Y1)',
  yt: 'Additional remuneration (Yt)',
  hrdf: 'Wages for the levy',
});
const T = templates('my.payslip', {
  k1: ['Employee EPF on normal wages (K1 for PCB)', 'EPF on {{normal}}; Kt = {{employee}} − {{k1}} = {{kt}}'],
  k1_kt: ['EPF on them (K1, Kt)', 'the employee EPF of this payslip'],
});

/** Malaysia: EPF, SOCSO and EIS (employee and employer), PCB on normal and additional remuneration, and the HRD Corp levy. */
export function composeMy(c: Composition, out: LineBuilder): void {
  const employee = checkKeys('employee', objectField('employee', c.raw.employee), EMPLOYEE_KEYS);
  const employer = checkKeys('employer', objectField('employer', c.raw.employer), EMPLOYER_KEYS);
  const ytd = checkKeys('ytd', optionalObjectField('ytd', c.raw.ytd), YTD_KEYS);
  const citizenship = oneOf('employee.citizenship', employee.citizenship, CITIZENSHIPS);
  const category = employee.pcbCategory;
  if (category !== 1 && category !== 2 && category !== 3) throw new PayrollInputError('employee.pcbCategory', 'must be 1, 2 or 3');
  const children = toCount('employee.children', employee.children);
  const headcount = toCount('employer.malaysianEmployees', employer.malaysianEmployees);
  const registered = flagField('employer.hrdfRegistered', employer.hrdfRegistered);
  const injuryOnly = flagField('employee.socsoEmploymentInjuryOnly', employee.socsoEmploymentInjuryOnly);
  const reliefs = optionalMoney('employee.reliefs', employee.reliefs, c.currency);
  const ytdFigures = {
    ytdRemuneration: maybeExact(optionalMoney('ytd.remuneration', ytd?.remuneration, c.currency)),
    ytdEpf: maybeExact(optionalMoney('ytd.epf', ytd?.epf, c.currency)),
    ytdPcb: maybeExact(optionalMoney('ytd.pcb', ytd?.pcb, c.currency)),
    ytdReliefs: maybeExact(optionalMoney('ytd.reliefs', ytd?.reliefs, c.currency)),
    ytdZakat: maybeExact(optionalMoney('ytd.zakat', ytd?.zakat, c.currency)),
  };
  const period = c.period.key;
  const birthDate = employee.birthDate as string;

  // EPF on the month's wages; when additional remuneration is paid, EPF on the normal wages alone
  // is K1 for PCB and the rest of the employee share is Kt.
  const epfNormal = baseOf(c, 'epf', NORMAL);
  const epfAdditional = baseOf(c, 'epf', ADDITIONAL);
  const epfWage = epfNormal.plus(epfAdditional);
  // The bonus is named so that the Schedule's bonus note can keep the employer at the lower-wage rate.
  const epfArgs = { period, birthDate, citizenship, wage: exact(epfWage), bonus: exact(epfAdditional) };
  const epfResult = callEngine(epf, epfArgs, { fields: FIELDS, fallback: 'employee' });
  const epfEmployee = new Decimal(epfResult.employee);
  let k1 = epfEmployee;
  let kt = ZERO;
  const epfNormalArgs = { period, birthDate, citizenship, wage: exact(epfNormal) };
  if (!epfAdditional.isZero()) {
    k1 = new Decimal(callEngine(epf, epfNormalArgs, { fields: FIELDS, fallback: 'employee' }).employee);
    kt = max(ZERO, epfEmployee.minus(k1));
  }
  const epfTrace = lazyTrace(() => {
    const trace = [baseStep(c, { templates: B.epf, amount: epfWage, scheme: 'epf' }), ...epf(epfArgs).trace];
    if (!epfAdditional.isZero()) {
      trace.push(step(T.k1, money(k1), { normal: money(epfNormal), employee: epfResult.employee, k1: money(k1), kt: money(kt) }));
    }
    return trace;
  });
  out.deduction({
    code: 'my.epf.employee',
    label: 'EPF (employee)',
    amount: epfResult.employee,
    trace: epfTrace,
    base: epfResult.contributionBase,
    rate: epfResult.employeeRate,
  });

  const socsoWage = baseOf(c, 'socso');
  const socsoArgs = { period, birthDate, wage: exact(socsoWage), employmentInjuryOnly: injuryOnly, citizenship };
  const socsoResult = callEngine(socso, socsoArgs, { fields: FIELDS, fallback: 'employee' });
  const socsoTrace = lazyTrace(() => [baseStep(c, { templates: B.socso, amount: socsoWage, scheme: 'socso' }), ...socso(socsoArgs).trace]);
  out.deduction({
    code: 'my.socso.employee',
    label: 'SOCSO (employee)',
    amount: socsoResult.employee,
    trace: socsoTrace,
    base: money(socsoWage),
  });

  const eisWage = baseOf(c, 'eis');
  const eisArgs = {
    period,
    birthDate,
    wage: exact(eisWage),
    citizenship,
    firstTimeContributor: flagField('employee.eisFirstTimeContributor', employee.eisFirstTimeContributor),
  };
  const eisResult = callEngine(eis, eisArgs, { fields: FIELDS, fallback: 'employee' });
  const eisTrace = lazyTrace(() => [baseStep(c, { templates: B.eis, amount: eisWage, scheme: 'eis' }), ...eis(eisArgs).trace]);
  out.deduction({ code: 'my.eis.employee', label: 'EIS (employee)', amount: eisResult.employee, trace: eisTrace, base: money(eisWage) });

  let zakat = ZERO;
  for (const item of c.deductions) if (item.class === 'zakat') zakat = zakat.plus(item.amount);
  const remuneration = baseOf(c, 'pcb', NORMAL);
  const additional = baseOf(c, 'pcb', ADDITIONAL);
  const pcbArgs = {
    period,
    category,
    children,
    remuneration: exact(remuneration),
    epf: exact(k1),
    additionalRemuneration: exact(additional),
    additionalEpf: exact(kt),
    ...ytdFigures,
    reliefs: maybeExact(reliefs),
    zakat: exact(zakat),
    disabled: flagField('employee.disabled', employee.disabled),
    spouseDisabled: flagField('employee.spouseDisabled', employee.spouseDisabled),
    resident: flagField('employee.taxResident', employee.taxResident),
  } as const;
  const pcbResult = callEngine(pcb, pcbArgs, { fields: FIELDS, fallback: 'employee' });
  const pcbTrace = lazyTrace(() => [
    baseStep(c, { templates: B.y1, amount: remuneration, scheme: 'pcb', classes: NORMAL }),
    baseStep(c, { templates: B.yt, amount: additional, scheme: 'pcb', classes: ADDITIONAL }),
    step(T.k1_kt, `${money(k1)}, ${money(kt)}`),
    ...pcb(pcbArgs).trace,
  ]);
  out.deduction({
    code: 'my.pcb',
    label: 'PCB/MTD (income tax)',
    amount: pcbResult.total,
    trace: pcbTrace,
    base: money(remuneration.plus(additional)),
  });

  out.employerLine({
    code: 'my.epf.employer',
    label: 'EPF (employer)',
    amount: epfResult.employer,
    trace: epfTrace,
    base: epfResult.contributionBase,
    rate: epfResult.employerRate,
  });
  out.employerLine({
    code: 'my.socso.employer',
    label: 'SOCSO (employer)',
    amount: socsoResult.employer,
    trace: socsoTrace,
    base: money(socsoWage),
  });
  out.employerLine({ code: 'my.eis.employer', label: 'EIS (employer)', amount: eisResult.employer, trace: eisTrace, base: money(eisWage) });

  const hrdfWage = baseOf(c, 'hrdf');
  const hrdfArgs = {
    period,
    wage: exact(hrdfWage),
    malaysianEmployees: headcount,
    registered,
    sectorCovered: flagField('employer.hrdfSectorCovered', employer.hrdfSectorCovered),
    employeeIsMalaysian: citizenship === 'citizen',
  };
  const levy = callEngine(hrdf, hrdfArgs, { fields: FIELDS, fallback: 'employer' });
  const hrdfTrace = lazyTrace(() => [baseStep(c, { templates: B.hrdf, amount: hrdfWage, scheme: 'hrdf' }), ...hrdf(hrdfArgs).trace]);
  out.employerLine({
    code: 'my.hrdf',
    label: 'HRD Corp levy',
    amount: levy.amount,
    trace: hrdfTrace,
    base: money(hrdfWage),
    rate: levy.rate,
  });
}
