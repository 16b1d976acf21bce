import { constant, toDecimal, ZERO, type MoneyInput } from '../core/decimal.ts';
import { inForce } from '../core/dated.ts';
import { parsePeriod } from '../core/period.ts';
import { step, type TraceStep } from '../core/trace.ts';
import { ageForMonth, argsObject, oneOf, ringgit, rm } from './common.ts';
import { CITIZENSHIPS, type Citizenship } from './epf.ts';
import { EIS_AGES, PERKESO_TABLE } from './parameters/perkeso.ts';
import { wageRow } from './socso.ts';

export interface EisInput {
  readonly period: string;
  readonly birthDate: string;
  /** The month's wages, as for SOCSO. */
  readonly wage: MoneyInput;
  /** Defaults to 'citizen'. Foreign workers are outside the EIS Act (First Schedule). */
  readonly citizenship?: Citizenship;
}

export interface EisResult {
  readonly employee: string;
  readonly employer: string;
  readonly total: string;
  /** Whether the employee is within EIS this month. */
  readonly covered: boolean;
  /** PERKESO's row number (1-64), or null when nothing is payable. */
  readonly row: number | null;
  readonly trace: TraceStep[];
}

function nothing(trace: TraceStep[], covered: boolean, reason: string): EisResult {
  trace.push(step('EIS', ringgit(ZERO), reason));
  return { employee: ringgit(ZERO), employer: ringgit(ZERO), total: ringgit(ZERO), covered, row: null, trace };
}

/** EIS (SIP) contribution under Act 800: 0.2% each side by the Second Schedule wage rows. */
export function eis(input: EisInput): EisResult {
  const args = argsObject(input, 'my.eis');
  const period = parsePeriod(args.period);
  const wage = toDecimal('wage', args.wage);
  const age = ageForMonth(args.birthDate, period);
  const citizenship = args.citizenship === undefined ? 'citizen' : oneOf('citizenship', args.citizenship, CITIZENSHIPS);
  const ages = inForce(EIS_AGES, period, 'EIS age rule');
  const table = inForce(PERKESO_TABLE, period, 'EIS contribution table');

  const trace: TraceStep[] = [
    step('Wages for EIS', rm(wage)),
    step('Age for EIS', `${age.completedYears}`, age.detail),
  ];
  if (citizenship === 'noncitizen') {
    return nothing(trace, false, 'foreign workers are outside the Employment Insurance System Act (First Schedule)');
  }
  const { fromAge, untilAge } = ages.value;
  if (age.completedYears < fromAge || age.completedYears >= untilAge) {
    return nothing(trace, false, `EIS covers employees aged ${fromAge} to below ${untilAge} (${ages.note ?? ages.source})`);
  }
  if (wage.isZero()) return nothing(trace, true, 'no wages this month, so no contribution');

  const found = wageRow(table.value, wage);
  const each = constant(found.row.eisEach);
  trace.push(
    step('Table row', `${found.index}`, `${found.description}, table in force from ${table.from}`),
    step('Employer share', rm(each), 'the table cell for the row (0.2% of the row)'),
    step('Employee share', rm(each), 'the same cell: employer and employee pay equal shares'),
  );
  const total = each.plus(each);
  trace.push(step('Total EIS', rm(total), 'employer + employee'));
  trace.push(step('Legal source', table.from, table.source));
  return { employee: ringgit(each), employer: ringgit(each), total: ringgit(total), covered: true, row: found.index, trace };
}
