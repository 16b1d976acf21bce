import { constant, Decimal, min, roundTo, Rounding, sum, ZERO, type MoneyInput } from '../core/decimal.ts';
import { PayrollInputError } from '../core/errors.ts';
import { inForce } from '../core/dated.ts';
import { parseDate, parsePeriod, type ParsedDate, type ParsedPeriod } from '../core/period.ts';
import { isTracing, step, templates, type TraceStep } from '../core/trace.ts';
import { argsObject, oneOf, optionalFlag, percent, rp, rupiah, rupiahInput } from './common.ts';
import { JP_PENSION_AGE } from './parameters/other-regimes.ts';
import { JHT, JKK, JKK_RISK_CLASSES, JKM, JKP, JP, KESEHATAN, type JkkRiskClass } from './parameters/bpjs.ts';
import { PROVINCE_NAMES, PROVINCES, UMP, type Province } from './parameters/minimum-wage.ts';

export interface BpjsInput {
  readonly period: string;
  /** The month's wage for BPJS: basic salary plus fixed allowances, whole rupiah. */
  readonly wage: MoneyInput;
  readonly jkkRiskClass: JkkRiskClass;
  /**
   * The regional minimum wage of the workplace (the regency's or city's UMK, or the UMP where there is
   * none): the floor of the BPJS Kesehatan base. It wins over `province`. Absent: the province's UMP, or no floor.
   */
  readonly minimumWage?: MoneyInput;
  /**
   * The province of the workplace (ISO 3166-2:ID code, 'JB' for Jawa Barat): its UMP of the pay month is the
   * floor of the BPJS Kesehatan base when `minimumWage` is not given. A province whose UMP for the year is
   * not in the data is refused.
   */
  readonly province?: Province;
  /**
   * Whether JP applies. Absent: JP applies unless `foreignWorker` is true or the `birthDate` shows the
   * JP pension age reached (PP 45/2015). true keeps JP for a worker who elects to go on contributing
   * after the pension age (at most three years); false leaves JP out.
   */
  readonly jpCovered?: boolean;
  /** A foreign worker (TKA): registered for JHT, JKK and JKM and BPJS Kesehatan, not JP. Defaults to false. */
  readonly foreignWorker?: boolean;
  /** 'YYYY-MM-DD': JP stops from the month after the birthday month at which the JP pension age is reached. */
  readonly birthDate?: string;
  /** The employer qualifies for the PP 7/2025 / PP 36/2025 JKK relief (only in force Feb 2025 - Jan 2026). */
  readonly jkkReliefEligible?: boolean;
}

export interface Shares {
  readonly employee: string;
  readonly employer: string;
}

export interface BpjsResult {
  readonly kesehatan: Shares;
  readonly jht: Shares;
  readonly jp: Shares;
  readonly jkk: { readonly employer: string };
  readonly jkm: { readonly employer: string };
  readonly employeeTotal: string;
  readonly employerTotal: string;
  /** Employer JKK + JKM + BPJS Kesehatan: taxable income that goes into the PPh 21 bruto (PMK 168/2023 Art. 5). */
  readonly taxableEmployerPremiums: string;
  /** Employee JHT + JP: deductible in the annual PPh 21 calculation (PMK 168/2023 Art. 10(1)). */
  readonly employeePensionContributions: string;
  readonly kesehatanBase: string;
  readonly jpBase: string;
  readonly trace: TraceStep[];
}

/**
 * Whether the JP pension age was reached before the pay month: a participant reaches it in the
 * birthday month of that age, by the pension age in force then (PP 45/2015 Art. 15), and JP stops
 * from the next month. The age rises a year every three years, slower than the worker ages, so once
 * reached it stays reached.
 */
export function pensionAgeReached(birth: ParsedDate, period: ParsedPeriod): { age: number; month: string; source: string } | null {
  for (let index = 0; index < JP_PENSION_AGE.length; index += 1) {
    const version = JP_PENSION_AGE[index]!;
    if (version.from >= period.key) break;
    const year = birth.year + version.value;
    const month = `${year}-${String(birth.month).padStart(2, '0')}`;
    const next = JP_PENSION_AGE[index + 1]?.from;
    // The birthday month of that age falls while this version is in force and before the pay month.
    if (month >= version.from && month < period.key && (next === undefined || month < next)) {
      return { age: version.value, month, source: version.source };
    }
    if (month < version.from && index === 0) return { age: version.value, month: version.from, source: version.source };
  }
  return null;
}

/**
 * The UMP of the province for the pay month, as the floor of the Kesehatan base: payroll amounts are
 * whole rupiah, so a decree figure with sen (Banten 2026: Rp3,100,881.40) is taken up to the next rupiah.
 */
function provinceMinimumWage(province: Province, period: ParsedPeriod): { floor: Decimal; amount: string; name: string; source: string } {
  const table = inForce(UMP, period, 'UMP table');
  const entry = table.value[province];
  if (!entry) {
    throw new PayrollInputError(
      'province',
      `the ${period.year} UMP of ${PROVINCE_NAMES[province]} is not in the data: give minimumWage (the UMK or UMP of the workplace)`,
    );
  }
  const exact = new Decimal(entry.amount);
  return { floor: roundTo(exact, 1, Rounding.up), amount: rp(exact), name: PROVINCE_NAMES[province], source: entry.source };
}

/** Each amount to the whole rupiah, half up: the common convention (the regulations are silent). */
function share(base: Decimal, rate: Decimal): Decimal {
  return roundTo(base.times(rate), 1, Rounding.halfUp);
}

/** The values of a share's step (rate × base = exact); not built while the trace is off. */
function shareValues(rate: Decimal, base: Decimal, more?: () => Record<string, string>): Record<string, string> | undefined {
  if (!isTracing()) return undefined;
  return { rate: percent(rate), base: rp(base), exact: base.times(rate).toString(), ...more?.() };
}

const SHARE = '{{rate}} × {{base}} = {{exact}}, to the whole rupiah (half up)';
const T = templates('id.bpjs', {
  wage: ['Wage for BPJS', 'basic salary plus fixed allowances'],
  kes_base: ['BPJS Kesehatan base', 'below the cap (cap {{cap}}); {{source}}'],
  kes_base_capped: ['BPJS Kesehatan base', 'capped at {{base}} (cap {{cap}}); {{source}}'],
  kes_base_floor: ['BPJS Kesehatan base', 'raised to the regional minimum wage {{floor}} (cap {{cap}}); {{source}}'],
  kes_base_ump: [
    'BPJS Kesehatan base',
    'raised to the UMP of {{province}}, {{ump}} ({{umpSource}}), to the whole rupiah: {{floor}} (cap {{cap}}); {{source}}',
  ],
  kes_employer: ['BPJS Kesehatan employer', SHARE],
  kes_employee: ['BPJS Kesehatan employee', SHARE],
  jht_employer: ['JHT employer', `${SHARE}; no wage cap ({{source}})`],
  jht_employee: ['JHT employee', SHARE],
  jp_base: ['JP base', 'below the JP cap {{cap}} in force from {{from}}; {{source}}'],
  jp_base_capped: ['JP base', 'capped at the JP cap {{cap}} in force from {{from}}; {{source}}'],
  jp_not_covered: ['JP base', 'not covered by JP (foreign worker or past the JP pension age), so no JP'],
  jp_foreign: ['JP base', 'a foreign worker is not a JP participant, so no JP'],
  jp_pension_age: ['JP base', 'JP pension age {{age}} reached in {{reached}} ({{source}}), so no JP'],
  jp_employer: ['JP employer', SHARE],
  jp_employee: ['JP employee', SHARE],
  jkk: [
    'JKK employer',
    `${SHARE}; risk class {{riskClass}}, full rate (the temporary relief applies only to eligible employers); {{source}}`,
  ],
  jkk_relief: [
    'JKK employer',
    `${SHARE}; risk class {{riskClass}}, relief: {{off}} off the {{fullRate}} rate for an eligible employer; {{source}}`,
  ],
  jkk_no_relief_in_force: [
    'JKK employer',
    `${SHARE}; risk class {{riskClass}}, no JKK relief is in force this month, so the full rate applies; {{source}}`,
  ],
  jkm_employer: ['JKM employer', `${SHARE}; {{source}}`],
  jkp: ['JKP (no extra cost)', '{{rate}} of {{base}} is funded by government and recomposed out of the premiums above; {{source}}'],
  employee_total: ['Employee total', 'BPJS Kesehatan + JHT + JP employee shares'],
  employer_total: ['Employer total', 'BPJS Kesehatan + JHT + JP + JKK + JKM employer shares'],
  taxable: [
    'Into PPh 21 bruto',
    'employer JKK + JKM + BPJS Kesehatan are taxable income (PMK 168/2023 Art. 5(3)); employer JHT and JP are not (Art. 7(c))',
  ],
});

/** BPJS Kesehatan and BPJS Ketenagakerjaan (JHT, JP, JKK, JKM) for one employee's month. */
export function bpjs(input: BpjsInput): BpjsResult {
  const args = argsObject(input, 'id.bpjs');
  const period = parsePeriod(args.period);
  const wage = rupiahInput('wage', args.wage);
  const riskClass = oneOf('jkkRiskClass', args.jkkRiskClass, JKK_RISK_CLASSES);
  const given = args.minimumWage === undefined || args.minimumWage === null ? null : rupiahInput('minimumWage', args.minimumWage);
  const province = args.province === undefined || args.province === null ? null : oneOf('province', args.province, PROVINCES);
  const ump = given === null && province !== null ? provinceMinimumWage(province, period) : null;
  const floor = given ?? ump?.floor ?? null;
  const foreignWorker = optionalFlag('foreignWorker', args.foreignWorker, false);
  const pensionAge =
    args.birthDate === undefined || args.birthDate === null ? null : pensionAgeReached(parseDate(args.birthDate, 'birthDate'), period);
  const jpDefault = !foreignWorker && pensionAge === null;
  const jpCovered = optionalFlag('jpCovered', args.jpCovered, jpDefault);
  const reliefEligible = optionalFlag('jkkReliefEligible', args.jkkReliefEligible, false);
  const kes = inForce(KESEHATAN, period, 'BPJS Kesehatan rules');
  const jht = inForce(JHT, period, 'JHT rates');
  const jp = inForce(JP, period, 'JP wage cap');
  const jkk = inForce(JKK, period, 'JKK rates');
  const jkm = inForce(JKM, period, 'JKM rate');

  const trace: TraceStep[] = [step(T.wage, rp(wage))];

  // BPJS Kesehatan: floor (when given) and cap; nothing is due on a month without wages.
  let kesBase = min(wage, constant(kes.value.wageCap));
  let kesWhy = wage.greaterThan(constant(kes.value.wageCap)) ? T.kes_base_capped : T.kes_base;
  if (floor && !wage.isZero() && wage.lessThan(floor)) {
    kesBase = min(floor, constant(kes.value.wageCap));
    kesWhy = ump ? T.kes_base_ump : T.kes_base_floor;
  }
  const kesEmployer = share(kesBase, constant(kes.value.employerRate));
  const kesEmployee = share(kesBase, constant(kes.value.employeeRate));
  trace.push(
    step(kesWhy, rp(kesBase), {
      base: rp(kesBase),
      floor: floor ? rp(floor) : '',
      cap: rp(constant(kes.value.wageCap)),
      source: kes.source,
      province: ump?.name ?? '',
      ump: ump?.amount ?? '',
      umpSource: ump?.source ?? '',
    }),
    step(T.kes_employer, rp(kesEmployer), shareValues(constant(kes.value.employerRate), kesBase)),
    step(T.kes_employee, rp(kesEmployee), shareValues(constant(kes.value.employeeRate), kesBase)),
  );

  const jhtEmployer = share(wage, constant(jht.value.employerRate));
  const jhtEmployee = share(wage, constant(jht.value.employeeRate));
  trace.push(
    step(
      T.jht_employer,
      rp(jhtEmployer),
      shareValues(constant(jht.value.employerRate), wage, () => ({ source: jht.source })),
    ),
    step(T.jht_employee, rp(jhtEmployee), shareValues(constant(jht.value.employeeRate), wage)),
  );

  const jpCap = constant(jp.value.wageCap);
  const jpBase = jpCovered ? min(wage, jpCap) : ZERO;
  const jpEmployer = share(jpBase, constant(jp.value.employerRate));
  const jpEmployee = share(jpBase, constant(jp.value.employeeRate));
  const jpWhy = jpCovered
    ? wage.greaterThan(jpCap)
      ? T.jp_base_capped
      : T.jp_base
    : args.jpCovered === false || args.jpCovered === true
      ? T.jp_not_covered
      : foreignWorker
        ? T.jp_foreign
        : T.jp_pension_age;
  trace.push(
    step(jpWhy, rp(jpBase), {
      cap: rp(jpCap),
      from: jp.from,
      source: jpWhy === T.jp_pension_age ? (pensionAge?.source ?? '') : jp.note ? `${jp.source} ${jp.note}` : jp.source,
      age: pensionAge ? `${pensionAge.age}` : '',
      reached: pensionAge?.month ?? '',
    }),
    step(T.jp_employer, rp(jpEmployer), shareValues(constant(jp.value.employerRate), jpBase)),
    step(T.jp_employee, rp(jpEmployee), shareValues(constant(jp.value.employeeRate), jpBase)),
  );

  const fullJkkRate = constant(jkk.value.rates[riskClass]);
  const relief = reliefEligible && !constant(jkk.value.reliefFactor).equals(constant(1));
  const jkkRate = relief ? fullJkkRate.times(constant(jkk.value.reliefFactor)) : fullJkkRate;
  const jkkEmployer = share(wage, jkkRate);
  const jkkTemplate = relief ? T.jkk_relief : reliefEligible ? T.jkk_no_relief_in_force : T.jkk;
  trace.push(
    step(
      jkkTemplate,
      rp(jkkEmployer),
      shareValues(jkkRate, wage, () => ({
        riskClass,
        off: percent(constant(1).minus(constant(jkk.value.reliefFactor))),
        fullRate: percent(fullJkkRate),
        source: jkk.source,
      })),
    ),
  );

  const jkmRate = constant(jkm.value.employerRate);
  const jkmEmployer = share(wage, jkmRate);
  trace.push(
    step(
      T.jkm_employer,
      rp(jkmEmployer),
      shareValues(jkmRate, wage, () => ({ source: jkm.source })),
    ),
  );

  const jkp = JKP.filter((version) => version.from <= period.key).at(-1);
  if (jkp) {
    const jkpBase = min(wage, constant(jkp.value.wageCap));
    trace.push(step(T.jkp, rp(ZERO), { rate: percent(constant(jkp.value.rate)), base: rp(jkpBase), source: jkp.source }));
  }

  const employeeTotal = sum([kesEmployee, jhtEmployee, jpEmployee]);
  const employerTotal = sum([kesEmployer, jhtEmployer, jpEmployer, jkkEmployer, jkmEmployer]);
  const taxable = sum([kesEmployer, jkkEmployer, jkmEmployer]);
  const pension = jhtEmployee.plus(jpEmployee);
  trace.push(step(T.employee_total, rp(employeeTotal)), step(T.employer_total, rp(employerTotal)), step(T.taxable, rp(taxable)));

  return {
    kesehatan: { employee: rupiah(kesEmployee), employer: rupiah(kesEmployer) },
    jht: { employee: rupiah(jhtEmployee), employer: rupiah(jhtEmployer) },
    jp: { employee: rupiah(jpEmployee), employer: rupiah(jpEmployer) },
    jkk: { employer: rupiah(jkkEmployer) },
    jkm: { employer: rupiah(jkmEmployer) },
    employeeTotal: rupiah(employeeTotal),
    employerTotal: rupiah(employerTotal),
    taxableEmployerPremiums: rupiah(taxable),
    employeePensionContributions: rupiah(pension),
    kesehatanBase: rupiah(kesBase),
    jpBase: rupiah(jpBase),
    trace,
  };
}
