import { formatMoney } from '../../core/currency.ts';
import { Decimal } from '../../core/decimal.ts';
import { PayrollInputError } from '../../core/errors.ts';
import { cpf } from '../../sg/cpf.ts';
import { fwl } from '../../sg/fwl.ts';
import { RATE_TYPES, RESIDENCIES } from '../../sg/cpf-status.ts';
import { SHG_FUNDS, type ShgFund } from '../../sg/parameters/shg.ts';
import { sdl } from '../../sg/sdl.ts';
import { shg } from '../../sg/shg.ts';
import { bases, baseOf, baseStep } from '../bases.ts';
import { callEngine, exact, maybeExact } from '../engine-call.ts';
import { checkKeys, objectField, optionalObjectField, oneOf, optionalMoney, type Composition } from '../input.ts';
import { lazyTrace, type LineBuilder } from '../line-builder.ts';

const EMPLOYEE_KEYS = ['birthDate', 'residency', 'prSince', 'rateType', 'shgFunds', 'foreignWorkerLevy'] as const;
const LEVY_KEYS = ['pass', 'tier', 'higherSkilled', 'concessionary', 'days'] as const;
const LEVY = 'employee.foreignWorkerLevy';
const LEVY_FIELDS = {
  period: 'period',
  pass: `${LEVY}.pass`,
  tier: `${LEVY}.tier`,
  higherSkilled: `${LEVY}.higherSkilled`,
  concessionary: `${LEVY}.concessionary`,
  days: `${LEVY}.days`,
} as const;
const YTD_KEYS = ['ordinaryWageSubject', 'additionalWageSubject'] as const;
const ORDINARY = ['basic', 'ordinary', 'overtime', 'exempt'] as const;
const ADDITIONAL = ['additional'] as const;

const CPF_FIELDS = {
  period: 'period',
  birthDate: 'employee.birthDate',
  residency: 'employee.residency',
  prSince: 'employee.prSince',
  rateType: 'employee.rateType',
  ordinaryWage: 'items',
  additionalWage: 'items',
  ytdOrdinaryWageSubject: 'ytd.ordinaryWageSubject',
  ytdAdditionalWageSubject: 'ytd.additionalWageSubject',
} as const;
const WAGE_FIELDS = { period: 'period', totalWage: 'items', fund: 'employee.shgFunds' } as const;

function parseFunds(value: unknown): ShgFund[] {
  if (value === undefined || value === null) return [];
  if (!Array.isArray(value)) throw new PayrollInputError('employee.shgFunds', 'must be an array of SHG funds');
  const funds: ShgFund[] = [];
  value.forEach((fund, index) => {
    const parsed = oneOf(`employee.shgFunds[${index}]`, fund, SHG_FUNDS);
    if (funds.includes(parsed)) throw new PayrollInputError(`employee.shgFunds[${index}]`, `${parsed} is listed twice`);
    funds.push(parsed);
  });
  return funds;
}

const B = bases('sg.payslip', {
  ow: 'Ordinary wages (OW)',
  aw: 'Additional wages (AW)',
  shg_wages: 'Total wages',
  sdl_wages: 'Total remuneration',
});

/** Singapore: CPF (employee and employer), the SHG funds chosen, and the Skills Development Levy. */
export function composeSg(c: Composition, out: LineBuilder): void {
  const employee = checkKeys('employee', objectField('employee', c.raw.employee), EMPLOYEE_KEYS);
  const ytd = checkKeys('ytd', optionalObjectField('ytd', c.raw.ytd), YTD_KEYS);
  // Checked here so that a bad value names the payslip's own field before any scheme runs.
  oneOf('employee.residency', employee.residency, RESIDENCIES);
  if (employee.rateType !== undefined && employee.rateType !== null) oneOf('employee.rateType', employee.rateType, RATE_TYPES);
  const funds = parseFunds(employee.shgFunds);
  const levy = checkKeys(LEVY, optionalObjectField(LEVY, employee.foreignWorkerLevy), LEVY_KEYS);
  const ytdOw = optionalMoney('ytd.ordinaryWageSubject', ytd?.ordinaryWageSubject, c.currency);
  const ytdAw = optionalMoney('ytd.additionalWageSubject', ytd?.additionalWageSubject, c.currency);

  const ow = baseOf(c, 'cpf', ORDINARY);
  const aw = baseOf(c, 'cpf', ADDITIONAL);
  const cpfArgs = {
    period: c.period.key,
    birthDate: employee.birthDate as string,
    residency: employee.residency as never,
    prSince: employee.prSince as string | undefined,
    rateType: employee.rateType as never,
    ordinaryWage: exact(ow),
    additionalWage: exact(aw),
    ytdOrdinaryWageSubject: maybeExact(ytdOw),
    ytdAdditionalWageSubject: maybeExact(ytdAw),
  };
  const result = callEngine(cpf, cpfArgs, { fields: CPF_FIELDS, fallback: 'employee' });
  const cpfTrace = lazyTrace(() => [
    baseStep(c, { templates: B.ow, amount: ow, scheme: 'cpf', classes: ORDINARY }),
    baseStep(c, { templates: B.aw, amount: aw, scheme: 'cpf', classes: ADDITIONAL }),
    ...cpf(cpfArgs).trace,
  ]);
  const cpfBase = formatMoney(new Decimal(result.ordinaryWageSubject).plus(result.additionalWageSubject), 'SGD');
  out.deduction({
    code: 'sg.cpf.employee',
    label: 'CPF (employee)',
    amount: result.employee,
    trace: cpfTrace,
    base: cpfBase,
    rate: result.employeeRate,
  });
  out.employerLine({
    code: 'sg.cpf.employer',
    label: 'CPF (employer)',
    amount: result.employer,
    trace: cpfTrace,
    base: cpfBase,
    rate: result.employerRate,
  });

  if (funds.length > 0) {
    const shgWage = baseOf(c, 'shg');
    for (const fund of funds) {
      const args = { period: c.period.key, fund, totalWage: exact(shgWage) };
      const r = callEngine(shg, args, { fields: WAGE_FIELDS, fallback: 'employee' });
      const trace = lazyTrace(() => [baseStep(c, { templates: B.shg_wages, amount: shgWage, scheme: 'shg' }), ...shg(args).trace]);
      out.deduction({
        code: `sg.shg.${fund.toLowerCase()}`,
        label: `${fund} fund`,
        amount: r.amount,
        trace,
        base: formatMoney(shgWage, 'SGD'),
      });
    }
  }

  const sdlWage = baseOf(c, 'sdl');
  const sdlArgs = { period: c.period.key, totalWage: exact(sdlWage) };
  const sdlResult = callEngine(sdl, sdlArgs, { fields: WAGE_FIELDS, fallback: 'employee' });
  const sdlTrace = lazyTrace(() => [baseStep(c, { templates: B.sdl_wages, amount: sdlWage, scheme: 'sdl' }), ...sdl(sdlArgs).trace]);
  out.employerLine({
    code: 'sg.sdl',
    label: 'Skills Development Levy',
    amount: sdlResult.amount,
    trace: sdlTrace,
    base: formatMoney(sdlWage, 'SGD'),
    rate: sdlResult.rate,
  });

  // The levy is the employer's cost for a Work Permit or S Pass holder, recorded on the employee.
  if (levy) {
    const levyArgs = { ...levy, period: c.period.key } as Parameters<typeof fwl>[0];
    const r = callEngine(fwl, levyArgs, { fields: LEVY_FIELDS, fallback: LEVY });
    out.employerLine({ code: 'sg.fwl', label: 'Foreign worker levy', amount: r.amount, trace: lazyTrace(() => fwl(levyArgs).trace) });
  }
}
