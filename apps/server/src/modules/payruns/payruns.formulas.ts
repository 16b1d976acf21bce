import Decimal from 'decimal.js';
import type { PaymentFormula } from '@tenaga/contracts';
import type { SalaryRate } from '@tenaga/domain/salary';
import { payrunFormulaVersions } from '../../db/schema/index.ts';
import type { Queryable } from '../../db/tenant.ts';
import { FormulaError, type Country, type FormulaValue, type PayItem } from '@tenaga/payroll';
import {
  monthPeriod,
  variableValues,
  type EmployeePeriodFacts,
  type PaymentFormulasService,
  type RunFormula,
} from '../payment-formulas/index.ts';

/**
 * Payment formulas in the payrun (issue 16 item 1, issue 17 item 2).
 *
 * Each person's formulas in force at the period's end (one per kind, the version in force that day)
 * are evaluated with the preview's variables, read in batch for the whole run:
 * - `basic` replaces the prorated salary (the formula does its own proration);
 * - `overtime` and `allowance` are earnings, `deduction` a deduction, each a line with its trace;
 * - `dailyRate`, `hourlyRate` and `proration` are helpers: evaluated and shown in the trace of the
 *   person's other formula lines (the formula language has no `formula.*` variables), never paid.
 * Overtime variables (`timesheet.overtime.*`, `timesheet.band.*`) read the overtime approved through
 * attendance overwork (less what was converted to leave): what is paid is what was approved. The
 * other timesheet variables read the period's timesheet.
 */

/** What the run reads for formulas, each for many people at once (wired in index.ts through the modules' services). */
export interface FormulaReads {
  formulasForRun: PaymentFormulasService['formulasForRun'];
  timesheetsOf: (
    companyId: string,
    employeeIds: readonly string[],
    from: string,
    to: string,
  ) => Promise<Map<string, NonNullable<EmployeePeriodFacts['timesheet']>>>;
  approvedOvertimeOf: (
    companyId: string,
    employeeIds: readonly string[],
    from: string,
    to: string,
  ) => Promise<Map<string, readonly { band: string; minutes: number }[]>>;
  workHoursOf: (companyId: string, employeeIds: readonly string[]) => Promise<Map<string, EmployeePeriodFacts['workHours']>>;
  workingDaysOf: (companyId: string, employeeIds: readonly string[], from: string, to: string) => Promise<Map<string, number>>;
  customValuesOf: (companyId: string, employeeIds: readonly string[]) => Promise<Map<string, Map<string, string>>>;
}

/** A person as the run knows them. */
export interface FormulaPerson {
  readonly id: string;
  readonly hiringDate: string | null;
  readonly cessationDate: string | null;
  readonly employmentType: number;
}

/** One person's formulas and the facts their variables read. */
export interface PersonFormulas {
  readonly formulas: readonly RunFormula[];
  readonly facts: EmployeePeriodFacts;
}

/** The run's formula inputs: each person's formulas and facts, and the rates in force. */
export interface RunFormulaInputs {
  readonly people: ReadonlyMap<string, PersonFormulas>;
  readonly rates: ReadonlyMap<string, string>;
  /** Each variable's type (a variable nothing feeds reads 0, or false for a condition). */
  readonly types: ReadonlyMap<string, 'number' | 'boolean'>;
}

/** A formula's result as a payrun item, with its trace. */
export interface FormulaResult {
  readonly kind: PaymentFormula['kind'];
  readonly formulaId: string;
  readonly versionNumber: number;
  /** The exact result (unrounded). */
  readonly value: string;
  readonly trace: FormulaTrace;
}

export interface FormulaTrace {
  readonly formulaId: string;
  readonly name: string;
  readonly kind: PaymentFormula['kind'];
  readonly versionNumber: number;
  readonly source: string;
  readonly variables: readonly { name: string; value: string }[];
  readonly result: string;
  /** The helper formulas (daily rate, hourly rate, proration) of the person, with their results. */
  readonly helpers?: readonly { name: string; kind: PaymentFormula['kind']; versionNumber: number; result: string }[];
}

/** A formula that cannot be evaluated for someone (the run fails with it, named). */
export class FormulaRunProblem extends Error {
  constructor(readonly detail: string) {
    super(detail);
  }
}

const HELPER_KINDS: readonly PaymentFormula['kind'][] = ['dailyRate', 'hourlyRate', 'proration'];
const WORK_VARIABLES = new Set(['employee.hoursPerDay', 'employee.normalHoursPerDay', 'employee.daysPerWeek', 'employee.hoursPerWeek']);
const OVERTIME_VARIABLES = (name: string) => name.startsWith('timesheet.overtime.') || name.startsWith('timesheet.band.');

const EMPTY_TOTALS = {
  workedMinutes: 0,
  regularMinutes: 0,
  lateMinutes: 0,
  earlyLeaveMinutes: 0,
  absentDays: 0,
  nightMinutes: 0,
  overtimeMinutes: 0,
  restDayMinutes: 0,
  holidayMinutes: 0,
  overtime: [] as readonly { band: string; minutes: number }[],
};

/**
 * Reads everything the run's formulas need, in batch: the formulas in force at the period's end, then
 * only for the people whose formulas read them the timesheets, approved overtime, work hours,
 * working days and custom values (a run whose people have no formula reads one query more).
 */
export async function readFormulaInputs(
  reads: FormulaReads,
  companyId: string,
  input: { period: string; people: readonly FormulaPerson[]; salaryChanges: ReadonlyMap<string, readonly SalaryRate[]> },
): Promise<RunFormulaInputs> {
  const { from, to } = monthPeriod(input.period);
  const ids = input.people.map((person) => person.id);
  if (ids.length === 0) return { people: new Map(), rates: new Map(), types: new Map() };
  const { byEmployee, rates, catalog } = await reads.formulasForRun(companyId, { employeeIds: ids, on: to });
  const types = new Map(catalog.map((entry) => [entry.name, entry.type]));
  if (byEmployee.size === 0) return { people: new Map(), rates, types };
  const reading = (test: (name: string) => boolean) =>
    [...byEmployee].filter(([, formulas]) => formulas.some((formula) => formula.compiled.variablesUsed.some(test))).map(([id]) => id);
  const timesheetIds = reading((name) => name.startsWith('timesheet.') && !OVERTIME_VARIABLES(name));
  const overtimeIds = reading(OVERTIME_VARIABLES);
  const workIds = reading((name) => WORK_VARIABLES.has(name));
  const dayIds = reading((name) => name === 'period.workingDays');
  const customIds = reading((name) => name.startsWith('custom.'));
  const none = <T>() => Promise.resolve(new Map<string, T>());
  const [timesheets, overtime, workHours, workingDays, custom] = await Promise.all([
    timesheetIds.length ? reads.timesheetsOf(companyId, timesheetIds, from, to) : none<NonNullable<EmployeePeriodFacts['timesheet']>>(),
    overtimeIds.length ? reads.approvedOvertimeOf(companyId, overtimeIds, from, to) : none<readonly { band: string; minutes: number }[]>(),
    workIds.length ? reads.workHoursOf(companyId, workIds) : none<EmployeePeriodFacts['workHours']>(),
    dayIds.length ? reads.workingDaysOf(companyId, dayIds, from, to) : none<number>(),
    customIds.length ? reads.customValuesOf(companyId, customIds) : none<Map<string, string>>(),
  ]);
  const people = new Map<string, PersonFormulas>();
  for (const person of input.people) {
    const formulas = byEmployee.get(person.id) as RunFormula[] | undefined;
    if (!formulas) continue;
    const changes = input.salaryChanges.get(person.id) ?? [];
    const sheet = timesheets.get(person.id);
    const approved = overtime.get(person.id);
    const totals = {
      ...(sheet?.totals ?? EMPTY_TOTALS),
      // Overtime is what was approved, by band (less what was converted to leave).
      overtimeMinutes: (approved ?? []).reduce((sum, band) => sum + band.minutes, 0),
      overtime: approved ?? [],
    };
    people.set(person.id, {
      formulas,
      facts: {
        hiringDate: person.hiringDate,
        cessationDate: person.cessationDate,
        employmentType: person.employmentType,
        salaryHistory: {
          current: changes.at(-1)?.salary ?? null,
          changes: changes.map((change) => ({ date: change.from, salary: change.salary, previous: null })),
        },
        workHours: workHours.get(person.id) ?? [],
        timesheet: { totals, daysWorked: sheet?.daysWorked ?? 0 },
        workingDays: workingDays.get(person.id) ?? 0,
        customValues: custom.get(person.id) ?? new Map(),
      },
    });
  }
  return { people, rates, types };
}

/**
 * One person's formulas evaluated: each with the values of the variables it read and its exact
 * result; the helpers first (their results go into the others' traces). A formula that fails
 * (a division by zero…) throws a FormulaRunProblem naming the formula.
 */
export function evaluateFormulas(input: { period: string; inputs: PersonFormulas; run: RunFormulaInputs }): FormulaResult[] {
  const period = monthPeriod(input.period);
  const values = variableValues({ facts: input.inputs.facts, period, rates: input.run.rates });
  const results: FormulaResult[] = [];
  for (const formula of input.inputs.formulas) {
    const given = new Map<string, FormulaValue>();
    const variables: { name: string; value: string }[] = [];
    for (const name of formula.compiled.variablesUsed) {
      const value = values.get(name) ?? (input.run.types.get(name) === 'boolean' ? false : '0');
      given.set(name, value);
      variables.push({ name, value: String(value) });
    }
    let value: string;
    try {
      value = formula.compiled.evaluate(given);
    } catch (error) {
      if (error instanceof FormulaError) throw new FormulaRunProblem(`${formula.name} v${formula.versionNumber}: ${error.code}`);
      throw error;
    }
    // A negative pay or deduction is a mistake in the formula, not something to pay.
    if (!HELPER_KINDS.includes(formula.kind) && new Decimal(value).isNegative())
      throw new FormulaRunProblem(`${formula.name} v${formula.versionNumber}: ${value}`);
    results.push({
      kind: formula.kind,
      formulaId: formula.formulaId,
      versionNumber: formula.versionNumber,
      value,
      trace: {
        formulaId: formula.formulaId,
        name: formula.name,
        kind: formula.kind,
        versionNumber: formula.versionNumber,
        source: formula.source,
        variables,
        result: value,
      },
    });
  }
  const helpers = results
    .filter((result) => HELPER_KINDS.includes(result.kind))
    .map((result) => ({ name: result.trace.name, kind: result.kind, versionNumber: result.versionNumber, result: result.value }));
  return results.map((result) =>
    helpers.length && !HELPER_KINDS.includes(result.kind) ? { ...result, trace: { ...result.trace, helpers } } : result,
  );
}

/** The engine code of a paid formula kind: one formula of a kind is in force for a person at a time. */
export const formulaCode = (kind: PaymentFormula['kind']) => `formula.${kind}`;

/**
 * A paid formula's result as the engine takes it (docs/payrun-lines.md):
 * - overtime: the engine's 'overtime' class, whose defaults follow each scheme's wage definition
 *   (CPF ordinary wage; outside EPF wages and HRDF in Malaysia but in SOCSO, EIS and PCB; outside the
 *   BPJS base in Indonesia and Vietnam's insurance salary, taxed; in SSS but not PhilHealth or
 *   Pag-IBIG in the Philippines, taxed);
 * - allowance: a regular monthly allowance, class 'ordinary' (CPF ordinary wage, EPF/SOCSO/EIS wage,
 *   a fixed allowance in the BPJS and Vietnamese insurance bases);
 * - deduction: a deduction after the statutory ones.
 * The amount is rounded half up to the currency's minor unit.
 */
export function formulaItem(result: FormulaResult, country: Country | null, label: string): PayItem | null {
  if (HELPER_KINDS.includes(result.kind) || result.kind === 'basic') return null;
  const places = country === 'ID' || country === 'VN' ? 0 : 2;
  const amount = new Decimal(result.value).toDecimalPlaces(places, Decimal.ROUND_HALF_UP);
  if (amount.isZero()) return null;
  const code = formulaCode(result.kind);
  const text = amount.toFixed(places);
  if (result.kind === 'deduction') return { code, label, kind: 'deduction', amount: text };
  return { code, label, kind: 'earning', amount: text, class: result.kind === 'overtime' ? 'overtime' : 'ordinary' };
}

/**
 * Records the formula versions a batch's payslips were computed with (written after the payslips,
 * whose removal takes them along): what the formula's usage lists.
 */
export async function writeFormulaVersions(
  db: Queryable,
  companyId: string,
  payrunId: string,
  employeeIds: readonly string[],
  run: RunFormulaInputs,
) {
  const rows = employeeIds.flatMap((employeeId) =>
    (run.people.get(employeeId)?.formulas ?? []).map((formula) => ({
      companyId,
      payrunId,
      employeeId,
      formulaId: formula.formulaId,
      versionNumber: formula.versionNumber,
    })),
  );
  if (rows.length > 0) await db.insert(payrunFormulaVersions).values(rows);
}
