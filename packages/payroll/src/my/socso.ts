import { constant, Decimal, toDecimal, ZERO, type MoneyInput } from '../core/decimal.ts';
import { inForce } from '../core/dated.ts';
import { parsePeriod } from '../core/period.ts';
import { step, type TraceStep } from '../core/trace.ts';
import { ageForMonth, argsObject, optionalFlag, ringgit, rm } from './common.ts';
import { PERKESO_TABLE, SOCSO_AGES, type PerkesoRow, type PerkesoTable } from './parameters/perkeso.ts';

export interface WageRow {
  readonly index: number; // 1-based, as PERKESO numbers its rows
  readonly row: PerkesoRow;
  readonly description: string;
}

interface RowLimits {
  readonly limits: readonly Decimal[];
  readonly ascending: boolean;
}

const LIMITS = new WeakMap<PerkesoTable, RowLimits>();

/** The index of the first row whose limit is at or above `wage` (-1 if none): a binary search on the ascending limits. */
function firstRowAtOrAbove(table: PerkesoTable, wage: Decimal): number {
  let cached = LIMITS.get(table);
  if (!cached) {
    const limits = table.rows.map((row) => constant(row.upTo));
    cached = { limits, ascending: limits.every((limit, i) => i === 0 || limits[i - 1]!.lessThan(limit)) };
    LIMITS.set(table, cached);
  }
  const { limits, ascending } = cached;
  if (!ascending) return limits.findIndex((limit) => wage.lessThanOrEqualTo(limit));
  let low = 0;
  let high = limits.length; // the answer is in [low, high]; high means none
  while (low < high) {
    const middle = (low + high) >>> 1;
    if (wage.lessThanOrEqualTo(limits[middle]!)) high = middle;
    else low = middle + 1;
  }
  return low === limits.length ? -1 : low;
}

/**
 * The table row for a wage: the first row whose limit is at or above it (each row includes its own
 * upper limit). Wages above the ceiling use the ceiling's row.
 */
export function wageRow(table: PerkesoTable, wage: Decimal): WageRow {
  const ceiling = constant(table.ceiling);
  const looked = Decimal.min(wage, ceiling);
  const index = firstRowAtOrAbove(table, looked);
  const row = table.rows[index];
  if (!row) throw new Error(`PERKESO table has no row for ${looked.toString()}`);
  const lower = index === 0 ? null : constant(table.rows[index - 1]!.upTo);
  const range = lower ? `above ${rm(lower)} up to ${rm(constant(row.upTo))}` : `up to ${rm(constant(row.upTo))}`;
  const capped = wage.greaterThan(ceiling) ? ` (wages above the ${rm(ceiling)} ceiling use the ceiling row)` : '';
  return { index: index + 1, row, description: `row ${index + 1}: ${range}${capped}` };
}

export interface SocsoInput {
  readonly period: string;
  readonly birthDate: string;
  /** The month's wages for SOCSO (salary, overtime, commission, allowances; not annual bonus or travel claims). */
  readonly wage: MoneyInput;
  /**
   * Force the Second Category below 60: employees first insured at 55 or older with no earlier
   * contribution, and invalidity pensioners still at work (Act 4 Fourth Schedule).
   */
  readonly employmentInjuryOnly?: boolean;
}

export interface SocsoResult {
  readonly employee: string;
  readonly employer: string;
  readonly total: string;
  readonly category: 1 | 2;
  /** PERKESO's row number (1-64), or null when no wages were paid. */
  readonly row: number | null;
  readonly trace: TraceStep[];
}

/** SOCSO (PERKESO) contribution under Act 4: the table cell for the wage row and category. */
export function socso(input: SocsoInput): SocsoResult {
  const args = argsObject(input, 'my.socso');
  const period = parsePeriod(args.period);
  const wage = toDecimal('wage', args.wage);
  const age = ageForMonth(args.birthDate, period);
  const injuryOnly = optionalFlag('employmentInjuryOnly', args.employmentInjuryOnly, false);
  const ages = inForce(SOCSO_AGES, period, 'SOCSO age rule');
  const table = inForce(PERKESO_TABLE, period, 'PERKESO contribution table');

  const senior = age.completedYears >= ages.value.secondCategoryFromAge;
  const category: 1 | 2 = senior || injuryOnly ? 2 : 1;
  const why = senior
    ? `aged ${ages.value.secondCategoryFromAge} and above: Second Category (employment injury only, employer pays alone)`
    : injuryOnly
      ? 'Second Category by election of the input (first insured at 55 or older, or an invalidity pensioner)'
      : `below ${ages.value.secondCategoryFromAge}: First Category (employment injury and invalidity)`;
  const trace: TraceStep[] = [
    step('Wages for SOCSO', rm(wage)),
    step('Age for SOCSO', `${age.completedYears}`, age.turnsThisMonth && ages.note ? `${age.detail}. ${ages.note}` : age.detail),
    step('Category', `${category}`, why),
  ];

  if (wage.isZero()) {
    trace.push(step('SOCSO', ringgit(ZERO), 'no wages this month, so no contribution'));
    return { employee: ringgit(ZERO), employer: ringgit(ZERO), total: ringgit(ZERO), category, row: null, trace };
  }

  const found = wageRow(table.value, wage);
  trace.push(step('Table row', `${found.index}`, `${found.description}, table in force from ${table.from}`));
  const employer = constant(category === 1 ? found.row.firstCategoryEmployer : found.row.secondCategoryEmployer);
  const employee = category === 1 ? constant(found.row.firstCategoryEmployee) : ZERO;
  trace.push(
    step('Employer share', rm(employer), 'the table cell for the row and category'),
    step('Employee share', rm(employee), category === 1 ? 'the table cell for the row' : 'the Second Category has no employee share'),
  );
  const total = employer.plus(employee);
  trace.push(step('Total SOCSO', rm(total), 'employer + employee'));
  trace.push(step('Legal source', table.from, table.source));

  return { employee: ringgit(employee), employer: ringgit(employer), total: ringgit(total), category, row: found.index, trace };
}
