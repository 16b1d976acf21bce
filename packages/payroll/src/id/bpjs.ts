import { constant, type Decimal, min, roundTo, Rounding, sum, ZERO, type MoneyInput } from '../core/decimal.ts';
import { inForce } from '../core/dated.ts';
import { parsePeriod } from '../core/period.ts';
import { isTracing, step, type TraceStep } from '../core/trace.ts';
import { argsObject, oneOf, optionalFlag, percent, rp, rupiah, rupiahInput } from './common.ts';
import { JHT, JKK, JKK_RISK_CLASSES, JKM, JKP, JP, KESEHATAN, type JkkRiskClass } from './parameters/bpjs.ts';

export interface BpjsInput {
  readonly period: string;
  /** The month's wage for BPJS: basic salary plus fixed allowances, whole rupiah. */
  readonly wage: MoneyInput;
  readonly jkkRiskClass: JkkRiskClass;
  /** The regional minimum wage (UMK/UMP): the floor of the BPJS Kesehatan base. Absent: no floor. */
  readonly minimumWage?: MoneyInput;
  /** false for workers outside JP: foreign workers and those past the JP pension age. Defaults to true. */
  readonly jpCovered?: boolean;
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

/** Each amount to the whole rupiah, half up: the common convention (the regulations are silent). */
function share(base: Decimal, rate: Decimal): Decimal {
  return roundTo(base.times(rate), 1, Rounding.halfUp);
}

function shareText(rate: Decimal, base: Decimal): string {
  if (!isTracing()) return ''; // trace text only: not built while the trace is off
  return `${percent(rate)} × ${rp(base)} = ${base.times(rate).toString()}, to the whole rupiah (half up)`;
}

/** BPJS Kesehatan and BPJS Ketenagakerjaan (JHT, JP, JKK, JKM) for one employee's month. */
export function bpjs(input: BpjsInput): BpjsResult {
  const args = argsObject(input, 'id.bpjs');
  const period = parsePeriod(args.period);
  const wage = rupiahInput('wage', args.wage);
  const riskClass = oneOf('jkkRiskClass', args.jkkRiskClass, JKK_RISK_CLASSES);
  const floor = args.minimumWage === undefined || args.minimumWage === null ? null : rupiahInput('minimumWage', args.minimumWage);
  const jpCovered = optionalFlag('jpCovered', args.jpCovered, true);
  const reliefEligible = optionalFlag('jkkReliefEligible', args.jkkReliefEligible, false);
  const kes = inForce(KESEHATAN, period, 'BPJS Kesehatan rules');
  const jht = inForce(JHT, period, 'JHT rates');
  const jp = inForce(JP, period, 'JP wage cap');
  const jkk = inForce(JKK, period, 'JKK rates');
  const jkm = inForce(JKM, period, 'JKM rate');

  const trace: TraceStep[] = [step('Wage for BPJS', rp(wage), 'basic salary plus fixed allowances')];

  // BPJS Kesehatan: floor (when given) and cap; nothing is due on a month without wages.
  let kesBase = min(wage, constant(kes.value.wageCap));
  let kesWhy = wage.greaterThan(constant(kes.value.wageCap)) ? `capped at ${rp(kesBase)}` : 'below the cap';
  if (floor && !wage.isZero() && wage.lessThan(floor)) {
    kesBase = min(floor, constant(kes.value.wageCap));
    kesWhy = `raised to the regional minimum wage ${rp(floor)}`;
  }
  const kesEmployer = share(kesBase, constant(kes.value.employerRate));
  const kesEmployee = share(kesBase, constant(kes.value.employeeRate));
  trace.push(
    step('BPJS Kesehatan base', rp(kesBase), `${kesWhy} (cap ${rp(constant(kes.value.wageCap))}); ${kes.source}`),
    step('BPJS Kesehatan employer', rp(kesEmployer), shareText(constant(kes.value.employerRate), kesBase)),
    step('BPJS Kesehatan employee', rp(kesEmployee), shareText(constant(kes.value.employeeRate), kesBase)),
  );

  const jhtEmployer = share(wage, constant(jht.value.employerRate));
  const jhtEmployee = share(wage, constant(jht.value.employeeRate));
  trace.push(
    step('JHT employer', rp(jhtEmployer), `${shareText(constant(jht.value.employerRate), wage)}; no wage cap (${jht.source})`),
    step('JHT employee', rp(jhtEmployee), shareText(constant(jht.value.employeeRate), wage)),
  );

  const jpCap = constant(jp.value.wageCap);
  const jpBase = jpCovered ? min(wage, jpCap) : ZERO;
  const jpEmployer = share(jpBase, constant(jp.value.employerRate));
  const jpEmployee = share(jpBase, constant(jp.value.employeeRate));
  const jpWhy = !jpCovered
    ? 'not covered by JP (foreign worker or past the JP pension age), so no JP'
    : `${wage.greaterThan(jpCap) ? 'capped at' : 'below'} the JP cap ${rp(jpCap)} in force from ${jp.from}; ${jp.source}${jp.note ? ` ${jp.note}` : ''}`;
  trace.push(
    step('JP base', rp(jpBase), jpWhy),
    step('JP employer', rp(jpEmployer), shareText(constant(jp.value.employerRate), jpBase)),
    step('JP employee', rp(jpEmployee), shareText(constant(jp.value.employeeRate), jpBase)),
  );

  const fullJkkRate = constant(jkk.value.rates[riskClass]);
  const relief = reliefEligible && !constant(jkk.value.reliefFactor).equals(constant(1));
  const jkkRate = relief ? fullJkkRate.times(constant(jkk.value.reliefFactor)) : fullJkkRate;
  const jkkEmployer = share(wage, jkkRate);
  const reliefText = relief
    ? `relief: ${percent(constant(1).minus(constant(jkk.value.reliefFactor)))} off the ${percent(fullJkkRate)} rate for an eligible employer`
    : reliefEligible
      ? 'no JKK relief is in force this month, so the full rate applies'
      : 'full rate (the temporary relief applies only to eligible employers)';
  trace.push(step('JKK employer', rp(jkkEmployer), `${shareText(jkkRate, wage)}; risk class ${riskClass}, ${reliefText}; ${jkk.source}`));

  const jkmRate = constant(jkm.value.employerRate);
  const jkmEmployer = share(wage, jkmRate);
  trace.push(step('JKM employer', rp(jkmEmployer), `${shareText(jkmRate, wage)}; ${jkm.source}`));

  const jkp = JKP.filter((version) => version.from <= period.key).at(-1);
  if (jkp) {
    const jkpBase = min(wage, constant(jkp.value.wageCap));
    trace.push(step('JKP (no extra cost)', rp(ZERO), `${percent(constant(jkp.value.rate))} of ${rp(jkpBase)} is funded by government and recomposed out of the premiums above; ${jkp.source}`));
  }

  const employeeTotal = sum([kesEmployee, jhtEmployee, jpEmployee]);
  const employerTotal = sum([kesEmployer, jhtEmployer, jpEmployer, jkkEmployer, jkmEmployer]);
  const taxable = sum([kesEmployer, jkkEmployer, jkmEmployer]);
  const pension = jhtEmployee.plus(jpEmployee);
  trace.push(
    step('Employee total', rp(employeeTotal), 'BPJS Kesehatan + JHT + JP employee shares'),
    step('Employer total', rp(employerTotal), 'BPJS Kesehatan + JHT + JP + JKK + JKM employer shares'),
    step('Into PPh 21 bruto', rp(taxable), 'employer JKK + JKM + BPJS Kesehatan are taxable income (PMK 168/2023 Art. 5(3)); employer JHT and JP are not (Art. 7(c))'),
  );

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
