import {
  IMPORT_LIMIT_ERRORS,
  POWER_EDIT_LIMITS,
  type FilterQuery,
  type Language,
  type PowerEditChange,
  type PowerEditGrid,
  type PowerEditGridBody,
  type PowerEditImportBody,
  type PowerEditImportCheck,
  type PowerEditResults,
} from '@tenaga/contracts';
import { and, eq, inArray, sql } from 'drizzle-orm';
import { employees } from '../../db/schema/index.ts';
import type { TenantRunner } from '../../db/tenant.ts';
import { AppError, notFound } from '../../lib/app-error.ts';
import type { Actor } from '../../lib/audit.ts';
import type { Translate } from '../../lib/i18n.ts';
import { fullName } from '../../lib/names.ts';
import type { RequestAuth } from '../../plugins/authenticate.ts';
import type { ModuleServices } from '../../platform/module.ts';
import { readSheetOffThread } from '../imports/index.ts';
import { cellOf, dayCount, dayEditOf, rangeProblem, readImportRows, type ImportProblem } from './attendance-power-edit.rules.ts';

export interface PowerEditServiceDeps {
  tenant: TenantRunner;
  translate: Translate;
  timesheets: Pick<ModuleServices['timesheets'], 'gridView'>;
  writes: ModuleServices['powerEditWrites'];
  periods: Pick<ModuleServices['attendancePeriods'], 'list'>;
  employees: Pick<ModuleServices['employees'], 'matchingEmployeeIds'>;
  rosters: Pick<ModuleServices['attendanceSettings'], 'setCell'>;
}

type GridInput = Required<Pick<PowerEditGridBody, 'from' | 'to' | 'start' | 'length'>> & { filter: FilterQuery };
type Result = PowerEditResults['results'][number];

const isFiltering = (filter: FilterQuery) => filter.rules.length > 0 || filter.employeeIds.length > 0;

/** Attendance › Power edit: the grid, its batch save (one transaction per employee) and its xlsx import. */
export function createPowerEditService(deps: PowerEditServiceDeps) {
  const { tenant } = deps;

  const failure = (language: Language, error: AppError) =>
    `${deps.translate(language, 'attendancePowerEdit:failedToUpdate')}: ${deps.translate(language, `errors:${error.code}`, error.values)}`;

  /** Saves one employee's cells together; every cell reports the employee's outcome. */
  async function saveEmployee(
    auth: RequestAuth,
    actor: Actor,
    employeeId: string,
    changes: readonly PowerEditChange[],
    language: Language,
  ) {
    const dates = changes.map((change) => change.date).sort();
    const from = dates[0]!;
    const to = dates.at(-1)!;
    const report = (ok: boolean, message: string | null): Result[] =>
      changes.map((change) => ({ employeeId, date: change.date, ok, message }));
    try {
      if (dayCount(from, to) > 62) throw new AppError('POWER_EDIT_RANGE_INVALID', { values: { days: POWER_EDIT_LIMITS.maxDays } });
      const { rows } = await deps.timesheets.gridView(auth, { from, to, employeeIds: [employeeId], start: 0, length: 1 });
      const view = rows[0];
      if (!view) throw notFound();
      const days = new Map(view.days.map((day) => [day.date, day]));
      const edits = changes.map((change) => dayEditOf(change, days.get(change.date), view.timezone));
      await deps.writes.applyEmployee(auth.companyId, actor, { employeeId, timezone: view.timezone, edits });
      for (const change of changes)
        if (change.action === 'dayOff') await deps.rosters.setCell(auth, actor, { employeeId, date: change.date, shiftId: null });
      return report(true, null);
    } catch (error) {
      if (!(error instanceof AppError)) throw error;
      return report(false, failure(language, error));
    }
  }

  async function save(auth: RequestAuth, actor: Actor, changes: readonly PowerEditChange[], language: Language): Promise<PowerEditResults> {
    const byEmployee = new Map<string, PowerEditChange[]>();
    for (const change of changes) {
      const list = byEmployee.get(change.employeeId) ?? [];
      // The last change of a cell counts.
      const same = list.findIndex((candidate) => candidate.date === change.date);
      if (same >= 0) list.splice(same, 1);
      list.push(change);
      byEmployee.set(change.employeeId, list);
    }
    const results: Result[] = [];
    for (const [employeeId, list] of byEmployee) results.push(...(await saveEmployee(auth, actor, employeeId, list, language)));
    return { results };
  }

  /** Reads and checks an import: the changes it holds (matched to employees the caller reaches) and its problems. */
  async function analyse(auth: RequestAuth, body: Required<PowerEditImportBody>) {
    const reading = await readSheetOffThread(
      { fileName: body.fileName, content: Buffer.from(body.content, 'base64') },
      { maxRows: POWER_EDIT_LIMITS.importMaxRows + 1, companyId: auth.companyId },
    );
    if (!reading.ok) {
      const key = 'limit' in reading ? `errors:${IMPORT_LIMIT_ERRORS[reading.limit]}` : reading.key;
      return { rows: 0, changes: [], problems: [{ row: null, column: null, key, absolute: true }] };
    }
    const sheet = reading.rows.filter((row) => row.cells.some((cell) => cell.trim() !== ''));
    const { rows, problems } = readImportRows(sheet);
    const numbers = [...new Set(rows.map((row) => row.employmentNumber.toLowerCase()))];
    const people = numbers.length
      ? await tenant(auth.companyId, (tx) =>
          tx
            .select({ id: employees.id, number: employees.employmentNumber, firstName: employees.firstName, lastName: employees.lastName })
            .from(employees)
            .where(and(eq(employees.companyId, auth.companyId), inArray(sql`lower(${employees.employmentNumber})`, numbers))),
        )
      : [];
    const byNumber = new Map(people.map((person) => [person.number.toLowerCase(), person]));
    const all: (ImportProblem & { absolute?: boolean })[] = [...problems];
    const changes: PowerEditImportCheck['changes'] = [];
    for (const row of rows) {
      const person = byNumber.get(row.employmentNumber.toLowerCase());
      if (!person) {
        all.push({
          row: row.row,
          column: 'employmentNumber',
          key: 'import.problems.numberUnknown',
          values: { value: row.employmentNumber },
        });
        continue;
      }
      changes.push({
        employeeId: person.id,
        employeeName: fullName(person.firstName, person.lastName),
        date: row.date,
        in: row.in,
        out: row.out,
      });
    }
    all.sort((a, b) => (a.row ?? 0) - (b.row ?? 0));
    return { rows: rows.length + problems.filter((problem) => problem.row !== null).length, changes, problems: all };
  }

  return {
    async grid(auth: RequestAuth, body: GridInput): Promise<PowerEditGrid> {
      const problem = rangeProblem(body);
      if (problem)
        throw new AppError('POWER_EDIT_RANGE_INVALID', { values: { days: POWER_EDIT_LIMITS.maxDays }, fieldErrors: { to: problem } });
      const employeeIds = isFiltering(body.filter)
        ? await tenant(auth.companyId, (tx) => deps.employees.matchingEmployeeIds(tx, { companyId: auth.companyId, filter: body.filter }))
        : null;
      const { total, rows } = await deps.timesheets.gridView(auth, {
        from: body.from,
        to: body.to,
        employeeIds,
        start: body.start,
        length: body.length,
      });
      const periods = await deps.periods.list(auth.companyId, { from: body.from, to: body.to });
      const locked = (date: string) => periods.some((period) => period.locked && period.from <= date && date <= period.to);
      return {
        from: body.from,
        to: body.to,
        total,
        rows: rows.map((row) => ({
          employeeId: row.employee.id,
          employeeName: row.employee.name,
          employmentNumber: row.employee.employmentNumber,
          timezone: row.timezone,
          days: row.days.map((day) => cellOf(day, locked(day.date))),
        })),
      };
    },

    save: (auth: RequestAuth, actor: Actor, body: { changes: readonly PowerEditChange[] }, language: Language) =>
      save(auth, actor, body.changes, language),

    clear: (auth: RequestAuth, actor: Actor, query: { employeeId: string; date: string }, language: Language) =>
      save(auth, actor, [{ ...query, action: 'clear', in: null, out: null }], language),

    async checkImport(auth: RequestAuth, body: Required<PowerEditImportBody>, language: Language): Promise<PowerEditImportCheck> {
      const analysis = await analyse(auth, body);
      return {
        rows: analysis.rows,
        changes: analysis.changes,
        problemCount: analysis.problems.length,
        problems: analysis.problems.slice(0, POWER_EDIT_LIMITS.listedProblems).map((problem) => ({
          row: problem.row,
          column: problem.column,
          message:
            'absolute' in problem
              ? deps.translate(language, problem.key)
              : deps.translate(language, `attendancePowerEdit:${problem.key}`, problem.values),
        })),
      };
    },

    async runImport(auth: RequestAuth, actor: Actor, body: Required<PowerEditImportBody>, language: Language): Promise<PowerEditResults> {
      const analysis = await analyse(auth, body);
      if (analysis.problems.length > 0 || analysis.changes.length === 0) throw new AppError('POWER_EDIT_IMPORT_INVALID');
      return save(
        auth,
        actor,
        analysis.changes.map((change) => ({
          employeeId: change.employeeId,
          date: change.date,
          action: 'set',
          in: change.in,
          out: change.out,
        })),
        language,
      );
    },
  };
}

export type PowerEditService = ReturnType<typeof createPowerEditService>;
