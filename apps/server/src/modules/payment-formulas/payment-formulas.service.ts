import type {
  AssignFormulaBody,
  CreatePaymentFormulaBody,
  FormulaAssignmentRow,
  FormulaTemplate,
  FormulaUsage,
  FormulaVersion,
  PaymentFormula,
  PaymentFormulaDetail,
  PaymentRate,
  PaymentRateBody,
  RestoreFormulaVersionBody,
  TableRequest,
  UpdatePaymentFormulaBody,
  UpdatePaymentRateBody,
} from '@tenaga/contracts';
import { compileFormula, FORMULA_TEMPLATES, FormulaError, type CompiledFormula } from '@tenaga/payroll';
import type { TenantRunner, Transaction } from '../../db/tenant.ts';
import { AppError, notFound, versionConflict } from '../../lib/app-error.ts';
import { changedFields, writeAudit, writeAuditEntries, type Actor } from '../../lib/audit.ts';
import { calendarDate, type Clock } from '../../lib/clock.ts';
import { isForeignKeyViolation } from '../../lib/db-errors.ts';
import { guardUniqueName, nameTaken } from '../../lib/unique-name.ts';
import type { RequestAuth } from '../../plugins/authenticate.ts';
import { companyProfile } from '../companies/index.ts';
import * as repo from './payment-formulas.repository.ts';
import { assignmentStatuses, declarationsOf, formulaInvalid, inForceOn, variableCatalog } from './payment-formulas.rules.ts';
import type { PreviewReads } from './payment-formulas.reads.ts';

export interface PaymentFormulasServiceDeps {
  tenant: TenantRunner;
  clock: Clock;
  reads: PreviewReads;
  /** Everyone working on a day whom the advanced filter finds (the employees module's selection). */
  selectEmployees: (auth: RequestAuth, input: { filter: NonNullable<AssignFormulaBody['filter']>; on: string }) => Promise<string[]>;
  employeeExists: (tx: Transaction, companyId: string, employeeId: string) => Promise<boolean>;
  /** The company's numeric employee custom fields, without a caller (for a payrun). */
  companyCustomFields: (companyId: string) => Promise<{ id: string; propertyName: string; label: string }[]>;
}

/** A formula version in force for an employee in a run, compiled against the company's variables. */
export interface RunFormula {
  readonly formulaId: string;
  readonly name: string;
  readonly kind: PaymentFormula['kind'];
  readonly versionNumber: number;
  readonly source: string;
  readonly compiled: CompiledFormula;
}

const toVersion = (row: repo.VersionRow): FormulaVersion => ({
  number: row.number,
  source: row.source,
  variablesUsed: row.variablesUsed,
  effectiveFrom: row.effectiveFrom,
  createdAt: row.createdAt.getTime(),
  createdBy: row.createdByName,
  restoredFrom: row.restoredFrom,
});

const toFormula = ({ formula, source, employees }: { formula: repo.FormulaRow; source: string; employees: number }): PaymentFormula => ({
  id: formula.id,
  name: formula.name,
  kind: formula.kind as PaymentFormula['kind'],
  country: formula.country as PaymentFormula['country'],
  description: formula.description,
  templateId: formula.templateId,
  currentVersion: formula.currentVersion,
  source,
  employees,
  updatedAt: formula.updatedAt.getTime(),
  version: formula.version,
});

const toRate = (row: repo.RateRow): PaymentRate => ({
  id: row.id,
  code: row.code,
  name: row.name,
  amount: row.amount.replace(/(\.\d*?)0+$/, '$1').replace(/\.$/, ''),
  effectiveFrom: row.effectiveFrom,
  updatedAt: row.updatedAt.getTime(),
  version: row.version,
});

const TEMPLATES: FormulaTemplate[] = FORMULA_TEMPLATES.map((template) => ({
  id: template.id,
  country: template.country,
  name: template.name,
  source: template.formula,
  variables: Object.keys(template.variables),
  sources: template.sources.map((source) => ({ ...source })),
}));

/**
 * Payment formulas, their versions, assignment and rates: each change in one transaction with its
 * audit entry. A source is compiled against the company's variables before it is saved.
 */
export function createPaymentFormulasService(deps: PaymentFormulasServiceDeps) {
  const { tenant, clock, reads } = deps;

  type CustomFields = Awaited<ReturnType<PreviewReads['numericCustomFields']>>;

  /** The variables a formula may read; the custom fields are read before the transaction (their own service). */
  async function catalogOf(tx: Transaction, companyId: string, customFields: CustomFields) {
    return variableCatalog({ bands: reads.bands(), rates: await repo.rates(tx, companyId), customFields });
  }

  function compiled(source: string, catalog: ReturnType<typeof variableCatalog>): CompiledFormula {
    try {
      return compileFormula(source, { variables: declarationsOf(catalog) });
    } catch (error) {
      if (error instanceof FormulaError) throw formulaInvalid(error);
      throw error;
    }
  }

  /** Runs work in the company's transaction with a compile function over its variables. */
  async function withCompiler<T>(
    auth: RequestAuth,
    work: (tx: Transaction, compile: (source: string) => Promise<CompiledFormula>, customFields: CustomFields) => Promise<T>,
  ) {
    const customFields = await reads.numericCustomFields(auth);
    return tenant(auth.companyId, (tx) =>
      work(tx, async (source) => compiled(source, await catalogOf(tx, auth.companyId, customFields)), customFields),
    );
  }

  async function loadFormula(tx: Transaction, companyId: string, id: string) {
    const row = await repo.findFormula(tx, companyId, id);
    if (!row) throw notFound();
    return row;
  }

  async function answer(tx: Transaction, companyId: string, id: string): Promise<PaymentFormula> {
    const [row] = await repo.formulasWithSource(tx, companyId, id);
    if (!row) throw notFound();
    return toFormula(row);
  }

  async function saveVersion(
    tx: Transaction,
    actor: Actor,
    input: {
      formula: repo.FormulaRow;
      number: number;
      source: string;
      variablesUsed: string[];
      effectiveFrom: string;
      restoredFrom?: number;
    },
  ) {
    await repo.insertVersion(tx, {
      companyId: input.formula.companyId,
      formulaId: input.formula.id,
      number: input.number,
      source: input.source,
      variablesUsed: input.variablesUsed,
      effectiveFrom: input.effectiveFrom,
      restoredFrom: input.restoredFrom ?? null,
      createdBy: actor.userId,
      createdByName: await repo.userName(tx, input.formula.companyId, actor.userId),
      createdAt: clock.now(),
    });
  }

  const today = async (tx: Transaction, companyId: string) => calendarDate(clock.now(), (await companyProfile(tx, companyId)).timezone);

  return {
    list: (auth: RequestAuth) => tenant(auth.companyId, async (tx) => (await repo.formulasWithSource(tx, auth.companyId)).map(toFormula)),

    detail: (auth: RequestAuth, id: string): Promise<PaymentFormulaDetail> =>
      tenant(auth.companyId, async (tx) => {
        const formula = await answer(tx, auth.companyId, id);
        const versions = await repo.versionsOf(tx, auth.companyId, id);
        return { ...formula, versions: versions.map(toVersion) };
      }),

    versionOf: (auth: RequestAuth, id: string, number: number) =>
      tenant(auth.companyId, async (tx) => {
        const found = (await repo.versionsOf(tx, auth.companyId, id)).find((row) => row.number === number);
        if (!found) throw notFound();
        return toVersion(found);
      }),

    usage: (auth: RequestAuth, id: string): Promise<FormulaUsage> =>
      tenant(auth.companyId, async (tx) => {
        await loadFormula(tx, auth.companyId, id);
        const on = await today(tx, auth.companyId);
        const everyone = await repo.assignmentsWithNames(tx, auth.companyId, {});
        const statuses = assignmentStatuses(everyone, on);
        const assignments = everyone
          .filter((row) => row.formulaId === id)
          .sort((a, b) => b.fromDate.localeCompare(a.fromDate) || a.employeeName.localeCompare(b.employeeName))
          .map((row) => ({
            employeeId: row.employeeId,
            employeeName: row.employeeName,
            employmentNumber: row.employmentNumber,
            from: row.fromDate,
            status: statuses.get(row.id)!,
          }));
        // The runs whose payslips were computed with a version of it (the payrun records them).
        return { assignments, payruns: await repo.runsUsing(tx, auth.companyId, id) };
      }),

    templates: () => TEMPLATES,

    variables: async (auth: RequestAuth) => {
      const customFields = await reads.numericCustomFields(auth);
      return tenant(auth.companyId, (tx) => catalogOf(tx, auth.companyId, customFields));
    },

    check: (auth: RequestAuth, source: string) =>
      withCompiler(auth, async (_tx, compile) => ({ variablesUsed: [...(await compile(source)).variablesUsed] })),

    create: (auth: RequestAuth, actor: Actor, body: CreatePaymentFormulaBody) =>
      guardUniqueName(() =>
        withCompiler(auth, async (tx, compile) => {
          const compiled = await compile(body.source);
          if (body.templateId !== null && !TEMPLATES.some((template) => template.id === body.templateId))
            throw new AppError('VALIDATION_FAILED', { fieldErrors: { templateId: 'validation:invalidOption' } });
          if (await repo.nameTaken(tx, auth.companyId, { name: body.name })) throw nameTaken();
          const now = clock.now();
          const formula = await repo.insertFormula(tx, {
            companyId: auth.companyId,
            name: body.name,
            kind: body.kind,
            country: body.country,
            description: body.description,
            templateId: body.templateId,
            currentVersion: 1,
            createdAt: now,
            updatedAt: now,
          });
          await saveVersion(tx, actor, {
            formula,
            number: 1,
            source: body.source,
            variablesUsed: [...compiled.variablesUsed],
            effectiveFrom: body.effectiveFrom,
          });
          await writeAudit(tx, actor, {
            entity: 'paymentFormula',
            entityId: formula.id,
            action: 'create',
            after: { ...body, versionNumber: 1 },
          });
          return answer(tx, auth.companyId, formula.id);
        }),
      ),

    update: (auth: RequestAuth, actor: Actor, { id, version, ...body }: UpdatePaymentFormulaBody) =>
      guardUniqueName(() =>
        withCompiler(auth, async (tx, compile) => {
          const before = await loadFormula(tx, auth.companyId, id);
          const [latest] = await repo.versionsOf(tx, auth.companyId, id);
          const compiled = await compile(body.source);
          if (await repo.nameTaken(tx, auth.companyId, { name: body.name, exceptId: id })) throw nameTaken();
          const newVersion = latest!.source !== body.source || latest!.effectiveFrom !== body.effectiveFrom;
          if (newVersion && body.effectiveFrom < latest!.effectiveFrom)
            throw new AppError('UNPROCESSABLE', {
              fieldErrors: { effectiveFrom: 'paymentFormulas:validation.beforeLatestVersion' },
              values: { date: latest!.effectiveFrom },
            });
          const number = newVersion ? before.currentVersion + 1 : before.currentVersion;
          const fields = { name: body.name, kind: body.kind, country: body.country, description: body.description };
          const row = await repo.updateFormula(tx, auth.companyId, {
            id,
            expectedVersion: version,
            set: { ...fields, currentVersion: number, updatedAt: clock.now() },
          });
          if (!row) throw versionConflict();
          if (newVersion)
            await saveVersion(tx, actor, {
              formula: row,
              number,
              source: body.source,
              variablesUsed: [...compiled.variablesUsed],
              effectiveFrom: body.effectiveFrom,
            });
          const was = { name: before.name, kind: before.kind, country: before.country, description: before.description };
          const change = changedFields<Record<string, unknown>>(
            { ...was, source: latest!.source, effectiveFrom: latest!.effectiveFrom, versionNumber: before.currentVersion },
            { ...fields, source: body.source, effectiveFrom: body.effectiveFrom, versionNumber: number },
          );
          await writeAudit(tx, actor, { entity: 'paymentFormula', entityId: id, action: 'update', ...change });
          return answer(tx, auth.companyId, id);
        }),
      ),

    restore: (auth: RequestAuth, actor: Actor, body: RestoreFormulaVersionBody) =>
      withCompiler(auth, async (tx, compile) => {
        const before = await loadFormula(tx, auth.companyId, body.id);
        const versions = await repo.versionsOf(tx, auth.companyId, body.id);
        const older = versions.find((row) => row.number === body.number);
        if (!older) throw notFound();
        if (body.effectiveFrom < versions[0]!.effectiveFrom)
          throw new AppError('UNPROCESSABLE', {
            fieldErrors: { effectiveFrom: 'paymentFormulas:validation.beforeLatestVersion' },
            values: { date: versions[0]!.effectiveFrom },
          });
        // Compiled again: a rate or custom field it named may be gone since.
        const compiled = await compile(older.source);
        const number = before.currentVersion + 1;
        const row = await repo.updateFormula(tx, auth.companyId, {
          id: body.id,
          expectedVersion: body.version,
          set: { currentVersion: number, updatedAt: clock.now() },
        });
        if (!row) throw versionConflict();
        await saveVersion(tx, actor, {
          formula: row,
          number,
          source: older.source,
          variablesUsed: [...compiled.variablesUsed],
          effectiveFrom: body.effectiveFrom,
          restoredFrom: older.number,
        });
        await writeAudit(tx, actor, {
          entity: 'paymentFormula',
          entityId: body.id,
          action: 'restore',
          before: { versionNumber: before.currentVersion },
          after: { versionNumber: number, restoredFrom: older.number, effectiveFrom: body.effectiveFrom },
        });
        return answer(tx, auth.companyId, body.id);
      }),

    remove: (auth: RequestAuth, actor: Actor, id: string) =>
      tenant(auth.companyId, async (tx) => {
        const before = await loadFormula(tx, auth.companyId, id);
        const used = await repo.assignmentCount(tx, auth.companyId, id);
        if (used > 0) throw new AppError('IN_USE', { values: { name: before.name, count: used } });
        await repo.deleteFormula(tx, auth.companyId, id);
        await writeAudit(tx, actor, {
          entity: 'paymentFormula',
          entityId: id,
          action: 'delete',
          before: { name: before.name, kind: before.kind, country: before.country, versionNumber: before.currentVersion },
        });
      }),

    /**
     * The formulas in force for an employee on a day, each with the version in force then (the
     * latest assignment of each kind on or before the day; the latest version from on or before it).
     * What a payrun reads and keeps.
     */
    formulaVersionFor: (companyId: string, employeeId: string, date: string) =>
      tenant(companyId, async (tx) => {
        const assignments = await repo.assignmentsOf(tx, companyId, employeeId);
        const byKind = new Map<string, (typeof assignments)[number][]>();
        for (const row of assignments) byKind.set(row.kind, [...(byKind.get(row.kind) ?? []), row]);
        const result: { formulaId: string; kind: string; version: FormulaVersion }[] = [];
        for (const [kind, rows] of byKind) {
          const assignment = inForceOn(rows, date, (row) => row.fromDate);
          if (!assignment) continue;
          const version = inForceOn(await repo.versionsOf(tx, companyId, assignment.formulaId), date, (row) => row.effectiveFrom);
          if (version) result.push({ formulaId: assignment.formulaId, kind, version: toVersion(version) });
        }
        return result;
      }),

    /**
     * For a payrun (no caller): each of these employees' formulas in force on a day (one of each kind,
     * the latest assignment on or before it) with the version in force then, compiled once per
     * version; the rates in force that day. A handful of queries whatever the number of employees.
     * A version that no longer compiles (a rate or custom field it read is gone) throws its FormulaError.
     */
    formulasForRun: async (companyId: string, input: { employeeIds: readonly string[]; on: string }) => {
      const customFields = await deps.companyCustomFields(companyId);
      return tenant(companyId, async (tx) => {
        const wanted = new Set(input.employeeIds);
        const assignments = (await repo.companyAssignments(tx, companyId, input.on)).filter((row) => wanted.has(row.employeeId));
        const current = new Map<string, (typeof assignments)[number]>();
        for (const row of assignments) {
          const key = `${row.employeeId}:${row.kind}`;
          const before = current.get(key);
          if (!before || row.fromDate > before.fromDate) current.set(key, row);
        }
        const formulaIds = [...new Set([...current.values()].map((row) => row.formulaId))];
        const versions = await repo.versionsOfMany(tx, companyId, formulaIds, input.on);
        const rateRows = await repo.rates(tx, companyId);
        const catalog = variableCatalog({ bands: reads.bands(), rates: rateRows, customFields });
        const inForce = new Map<string, RunFormula>();
        for (const formulaId of formulaIds) {
          const version = inForceOn(
            versions.filter((row) => row.formulaId === formulaId),
            input.on,
            (row) => row.effectiveFrom,
          );
          const assignment = [...current.values()].find((row) => row.formulaId === formulaId)!;
          if (version)
            inForce.set(formulaId, {
              formulaId,
              name: assignment.name,
              kind: assignment.kind as PaymentFormula['kind'],
              versionNumber: version.number,
              source: version.source,
              compiled: compileFormula(version.source, { variables: declarationsOf(catalog) }),
            });
        }
        const byEmployee = new Map<string, RunFormula[]>();
        for (const row of current.values()) {
          const formula = inForce.get(row.formulaId);
          if (formula) byEmployee.set(row.employeeId, [...(byEmployee.get(row.employeeId) ?? []), formula]);
        }
        const byCode = new Map<string, repo.RateRow[]>();
        for (const rate of rateRows) byCode.set(rate.code, [...(byCode.get(rate.code) ?? []), rate]);
        const rates = new Map<string, string>();
        for (const [code, rows] of byCode) {
          const found = inForceOn(rows, input.on, (row) => row.effectiveFrom);
          rates.set(code, found ? toRate(found).amount : '0');
        }
        return { byEmployee, rates, catalog, customFields };
      });
    },

    // ———————— assignment ————————

    options: (auth: RequestAuth) =>
      tenant(auth.companyId, async (tx) =>
        (await repo.formulasWithSource(tx, auth.companyId)).map(({ formula }) => ({
          id: formula.id,
          name: formula.name,
          kind: formula.kind as PaymentFormula['kind'],
        })),
      ),

    assignments: (auth: RequestAuth, request: TableRequest) =>
      tenant(auth.companyId, async (tx) => {
        const [rows, on] = await Promise.all([
          repo.assignmentsWithNames(tx, auth.companyId, { search: request.search.value }),
          today(tx, auth.companyId),
        ]);
        const statuses = assignmentStatuses(rows, on);
        const all: FormulaAssignmentRow[] = rows
          .map((row) => ({
            id: row.id,
            employeeId: row.employeeId,
            employeeName: row.employeeName,
            employmentNumber: row.employmentNumber,
            formulaId: row.formulaId,
            formulaName: row.formulaName,
            kind: row.kind as FormulaAssignmentRow['kind'],
            from: row.fromDate,
            status: statuses.get(row.id)!,
          }))
          .sort((a, b) => b.from.localeCompare(a.from) || a.employeeName.localeCompare(b.employeeName));
        const ordered = request.order[0]?.dir === 'asc' ? [...all].reverse() : all;
        const page = request.length === -1 ? ordered.slice(request.start) : ordered.slice(request.start, request.start + request.length);
        return { data: page, recordsTotal: all.length, recordsFiltered: all.length };
      }),

    assign: async (auth: RequestAuth, actor: Actor, body: AssignFormulaBody) => {
      const filtered = body.filter ? await deps.selectEmployees(auth, { filter: body.filter, on: body.from }) : [];
      const employeeIds = [...new Set([...body.employeeIds, ...filtered])];
      try {
        return await tenant(auth.companyId, async (tx) => {
          const formula = await repo.findFormula(tx, auth.companyId, body.formulaId);
          if (!formula) throw new AppError('VALIDATION_FAILED', { fieldErrors: { formulaId: 'validation:invalidOption' } });
          for (const employeeId of body.employeeIds)
            if (!(await deps.employeeExists(tx, auth.companyId, employeeId)))
              throw new AppError('VALIDATION_FAILED', { fieldErrors: { employeeIds: 'validation:invalidOption' } });
          if (employeeIds.length === 0)
            throw new AppError('UNPROCESSABLE', { fieldErrors: { employeeIds: 'paymentFormulas:validation.nobodySelected' } });
          const rows = await repo.insertAssignments(
            tx,
            employeeIds.map((employeeId) => ({
              companyId: auth.companyId,
              employeeId,
              formulaId: formula.id,
              fromDate: body.from,
              createdAt: clock.now(),
            })),
          );
          await writeAuditEntries(
            tx,
            actor,
            rows.map((row) => ({
              entity: 'paymentFormulaAssignment',
              entityId: row.id,
              action: 'create',
              after: { employeeId: row.employeeId, formulaId: formula.id, from: row.fromDate },
            })),
          );
          return { assigned: rows.length };
        });
      } catch (error) {
        if (isForeignKeyViolation(error)) throw new AppError('CONFLICT', { fieldErrors: { formulaId: 'validation:invalidOption' } });
        throw error;
      }
    },

    unassign: (auth: RequestAuth, actor: Actor, id: string) =>
      tenant(auth.companyId, async (tx) => {
        const row = await repo.findAssignment(tx, auth.companyId, id);
        if (!row) throw notFound();
        if (row.fromDate <= (await today(tx, auth.companyId))) throw new AppError('ALREADY_IN_FORCE');
        await repo.deleteAssignment(tx, auth.companyId, id);
        await writeAudit(tx, actor, {
          entity: 'paymentFormulaAssignment',
          entityId: id,
          action: 'delete',
          before: { employeeId: row.employeeId, formulaId: row.formulaId, from: row.fromDate },
        });
      }),

    // ———————— rates ————————

    rates: (auth: RequestAuth) => tenant(auth.companyId, async (tx) => (await repo.rates(tx, auth.companyId)).map(toRate)),

    createRate: (auth: RequestAuth, actor: Actor, body: PaymentRateBody) =>
      tenant(auth.companyId, async (tx) => {
        const now = clock.now();
        const row = await repo.insertRate(tx, { companyId: auth.companyId, ...body, createdAt: now, updatedAt: now });
        await writeAudit(tx, actor, { entity: 'paymentRate', entityId: row.id, action: 'create', after: body });
        return toRate(row);
      }),

    updateRate: (auth: RequestAuth, actor: Actor, { id, version, ...body }: UpdatePaymentRateBody) =>
      tenant(auth.companyId, async (tx) => {
        const before = await repo.findRate(tx, auth.companyId, id);
        if (!before) throw notFound();
        const row = await repo.updateRate(tx, auth.companyId, { id, expectedVersion: version, set: { ...body, updatedAt: clock.now() } });
        if (!row) throw versionConflict();
        const was = toRate(before);
        const change = changedFields<Record<string, unknown>>(
          { code: was.code, name: was.name, amount: was.amount, effectiveFrom: was.effectiveFrom },
          { ...body, amount: toRate(row).amount },
        );
        await writeAudit(tx, actor, { entity: 'paymentRate', entityId: id, action: 'update', ...change });
        return toRate(row);
      }),

    removeRate: (auth: RequestAuth, actor: Actor, id: string) =>
      tenant(auth.companyId, async (tx) => {
        const before = await repo.findRate(tx, auth.companyId, id);
        if (!before) throw notFound();
        await repo.deleteRate(tx, auth.companyId, id);
        const { code, name, amount, effectiveFrom } = toRate(before);
        await writeAudit(tx, actor, {
          entity: 'paymentRate',
          entityId: id,
          action: 'delete',
          before: { code, name, amount, effectiveFrom },
        });
      }),

    /** For the preview: the catalog and the rates in force, in one transaction. */
    previewFacts: (
      auth: RequestAuth,
      input: { formulaId?: string | undefined; versionNumber?: number | undefined; source?: string | undefined; on: string },
    ) =>
      withCompiler(auth, async (tx, compile, customFields) => {
        const catalog = await catalogOf(tx, auth.companyId, customFields);
        let source = input.source;
        let versionNumber: number | null = null;
        if (source === undefined) {
          const versions = await repo.versionsOf(tx, auth.companyId, input.formulaId!);
          if (versions.length === 0) throw notFound();
          const chosen =
            input.versionNumber !== undefined
              ? versions.find((row) => row.number === input.versionNumber)
              : (inForceOn(versions, input.on, (row) => row.effectiveFrom) ?? versions[versions.length - 1]);
          if (!chosen) throw notFound();
          source = chosen.source;
          versionNumber = chosen.number;
        }
        const formula = await compile(source);
        const rates = await repo.rates(tx, auth.companyId);
        const byCode = new Map<string, repo.RateRow[]>();
        for (const rate of rates) byCode.set(rate.code, [...(byCode.get(rate.code) ?? []), rate]);
        const rateValues = new Map<string, string>();
        for (const [code, rows] of byCode) {
          const inForce = inForceOn(rows, input.on, (row) => row.effectiveFrom);
          rateValues.set(code, inForce ? toRate(inForce).amount : '0');
        }
        return { catalog, compiled: formula, versionNumber, rateValues };
      }),
  };
}

export type PaymentFormulasService = ReturnType<typeof createPaymentFormulasService>;
