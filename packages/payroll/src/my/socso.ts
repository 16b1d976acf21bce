import { constant, Decimal, toDecimal, ZERO, type MoneyInput } from '../core/decimal.ts';
import { inForce } from '../core/dated.ts';
import { parsePeriod } from '../core/period.ts';
import { isTracing, step, templates, type TraceStep, type TraceTemplate } from '../core/trace.ts';
import { ageForMonth, ageStep, ageTemplates, argsObject, oneOf, optionalFlag, ringgit, rm } from './common.ts';
import { CITIZENSHIPS, type Citizenship } from './epf.ts';
import { FOREIGN_WORKER_SOCSO, PERKESO_TABLE, SOCSO_AGES, type PerkesoRow, type PerkesoTable } from './parameters/perkeso.ts';

export interface WageRow {
  readonly index: number; // 1-based, as PERKESO numbers its rows
  readonly row: PerkesoRow;
  /** The trace template and values that describe the row (its range, and the ceiling when it binds). */
  readonly template: TraceTemplate;
  readonly values: Readonly<Record<string, string>>;
}

/** PERKESO's wage rows, shared by SOCSO and EIS. */
const ROW = templates('my.perkeso', {
  row_first: ['Table row', 'row {{row}}: up to {{upper}}, table in force from {{from}}'],
  row: ['Table row', 'row {{row}}: above {{lower}} up to {{upper}}, table in force from {{from}}'],
  row_capped: [
    'Table row',
    'row {{row}}: above {{lower}} up to {{upper}} (wages above the {{ceiling}} ceiling use the ceiling row), table in force from {{from}}',
  ],
});

/** The trace step of a wage row. */
export function rowStep(found: WageRow, from: string): TraceStep {
  return step(found.template, `${found.index}`, isTracing() ? { ...found.values, from } : undefined);
}

const T = templates('my.socso', {
  wages: ['Wages for SOCSO'],
  category_senior: ['Category', 'aged {{age}} and above: Second Category (employment injury only, employer pays alone)'],
  category_elected: ['Category', 'Second Category by election of the input (first insured at 55 or older, or an invalidity pensioner)'],
  category_first: ['Category', 'below {{age}}: First Category (employment injury and invalidity)'],
  category_foreign: [
    'Category',
    'foreign worker: Employment Injury Scheme only until the Invalidity Scheme reached foreign workers (1 July 2024); Second Category, employer pays alone',
  ],
  none: ['SOCSO', 'no wages this month, so no contribution'],
  employer: ['Employer share', 'the table cell for the row and category'],
  employee: ['Employee share', 'the table cell for the row'],
  employee_none: ['Employee share', 'the Second Category has no employee share'],
  total: ['Total SOCSO', 'employer + employee'],
  source: ['Legal source', '{{source}}'],
});
const AGE = ageTemplates('my.socso', 'Age for SOCSO');

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
  const values = { row: `${index + 1}`, upper: rm(constant(row.upTo)), lower: lower ? rm(lower) : '', ceiling: rm(ceiling) };
  const template = !lower ? ROW.row_first : wage.greaterThan(ceiling) ? ROW.row_capped : ROW.row;
  return { index: index + 1, row, template, values };
}

export interface SocsoInput {
  readonly period: string;
  readonly birthDate: string;
  /** The month's wages for SOCSO (salary, overtime, commission, allowances; not annual bonus or travel claims). */
  readonly wage: MoneyInput;
  /**
   * Force the Second Category below 60: employees first insured at 55 or older with no earlier
   * contribution (for a foreign worker: first brought into the Invalidity Scheme at 55 or older), and
   * invalidity pensioners still at work (Act 4 Fourth Schedule).
   */
  readonly employmentInjuryOnly?: boolean;
  /**
   * Defaults to 'citizen'. A 'noncitizen' (foreign worker) is in the Employment Injury Scheme only
   * (Second Category) before July 2024, and in both schemes like a local from then on.
   */
  readonly citizenship?: Citizenship;
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
  const citizenship = args.citizenship === undefined ? 'citizen' : oneOf('citizenship', args.citizenship, CITIZENSHIPS);
  const ages = inForce(SOCSO_AGES, period, 'SOCSO age rule');
  const table = inForce(PERKESO_TABLE, period, 'PERKESO contribution table');
  const foreignInjuryOnly =
    citizenship === 'noncitizen' && !inForce(FOREIGN_WORKER_SOCSO, period, 'SOCSO coverage of foreign workers').value.invalidityScheme;

  const senior = age.completedYears >= ages.value.secondCategoryFromAge;
  const category: 1 | 2 = senior || injuryOnly || foreignInjuryOnly ? 2 : 1;
  const why = senior ? T.category_senior : foreignInjuryOnly ? T.category_foreign : injuryOnly ? T.category_elected : T.category_first;
  const trace: TraceStep[] = [
    step(T.wages, rm(wage)),
    ageStep(AGE, { age, period, note: ages.note }),
    step(why, `${category}`, { age: `${ages.value.secondCategoryFromAge}` }),
  ];

  if (wage.isZero()) {
    trace.push(step(T.none, ringgit(ZERO)));
    return { employee: ringgit(ZERO), employer: ringgit(ZERO), total: ringgit(ZERO), category, row: null, trace };
  }

  const found = wageRow(table.value, wage);
  trace.push(rowStep(found, table.from));
  const employer = constant(category === 1 ? found.row.firstCategoryEmployer : found.row.secondCategoryEmployer);
  const employee = category === 1 ? constant(found.row.firstCategoryEmployee) : ZERO;
  trace.push(step(T.employer, rm(employer)), step(category === 1 ? T.employee : T.employee_none, rm(employee)));
  const total = employer.plus(employee);
  trace.push(step(T.total, rm(total)));
  trace.push(step(T.source, table.from, { source: table.source }));

  return { employee: ringgit(employee), employer: ringgit(employer), total: ringgit(total), category, row: found.index, trace };
}
