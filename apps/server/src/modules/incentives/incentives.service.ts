import type {
  CreateIncentiveSchemeBody,
  IncentiveMonth,
  IncentiveScheme,
  IncentiveWageClass,
  TableRequest,
  UpdateIncentiveSchemeBody,
} from '@tenaga/contracts';
import type { TenantRunner, Transaction } from '../../db/tenant.ts';
import { AppError, notFound, versionConflict } from '../../lib/app-error.ts';
import { changedFields, writeAudit, writeAuditEntries, type Actor, type AuditEntry } from '../../lib/audit.ts';
import type { Clock } from '../../lib/clock.ts';
import { guardUniqueName, nameTaken } from '../../lib/unique-name.ts';
import type { RequestAuth } from '../../plugins/authenticate.ts';
import type { AccessService } from '../access/index.ts';
import * as repo from './incentives.repository.ts';
import { compileIncentive, incentiveAmount, tidyIncentiveScheme, totalOf } from './incentives.rules.ts';

export interface IncentivesServiceDeps {
  tenant: TenantRunner;
  clock: Clock;
  access: Pick<AccessService, 'accessOf'>;
}

/** The audit trail's names for a scheme and for one person's month. */
const ENTITY = 'incentive-scheme';
const ENTRY_ENTITY = 'incentive-entry';

const toIncentiveScheme = (row: repo.IncentiveSchemeRow): IncentiveScheme => ({
  id: row.id,
  name: row.name,
  description: row.description,
  formula: row.formula,
  wageClass: row.wageClass,
  createdAt: row.createdAt.getTime(),
  updatedAt: row.updatedAt.getTime(),
  version: row.version,
});

const audited = (row: Pick<repo.IncentiveSchemeRow, 'name' | 'description' | 'formula' | 'wageClass'>) => ({
  name: row.name,
  description: row.description,
  formula: row.formula,
  wageClass: row.wageClass,
});

const toMonth = (schemeId: string, period: string, rows: readonly repo.EntryRow[]): IncentiveMonth => ({
  schemeId,
  period,
  entries: rows.map(({ formula: _formula, updatedAt, ...row }) => ({ ...row, updatedAt: updatedAt.getTime() })),
  total: totalOf(rows.map((row) => row.amount)),
});

/** One scheme's amount for a person in a month, as the payrun pays it. */
export interface IncentiveDue {
  readonly schemeId: string;
  readonly name: string;
  readonly wageClass: IncentiveWageClass;
  readonly target: string | null;
  readonly achievement: string;
  readonly amount: string;
  readonly formula: string;
}

/** Incentive schemes and the months entered under them: each change in one transaction with its audit entries. */
export function createIncentivesService({ tenant, clock, access }: IncentivesServiceDeps) {
  async function load(tx: Transaction, companyId: string, id: string) {
    const row = await repo.find(tx, companyId, id);
    if (!row) throw notFound();
    return row;
  }

  // What someone is paid is private: a role reaching only a team or oneself sees only its own months.
  async function ownOnly(auth: RequestAuth): Promise<string[] | undefined> {
    const { dataScope } = await access.accessOf(auth);
    return dataScope === 'all' ? undefined : auth.employeeId ? [auth.employeeId] : [];
  }

  return {
    async table(auth: RequestAuth, request: TableRequest) {
      const page = await tenant(auth.companyId, (tx) => repo.table(tx, auth.companyId, request));
      return { data: page.rows.map(toIncentiveScheme), recordsTotal: page.recordsTotal, recordsFiltered: page.recordsFiltered };
    },

    options: async (auth: RequestAuth) => (await tenant(auth.companyId, (tx) => repo.all(tx, auth.companyId))).map(toIncentiveScheme),

    create: (auth: RequestAuth, actor: Actor, body: CreateIncentiveSchemeBody) =>
      guardUniqueName(() =>
        tenant(auth.companyId, async (tx) => {
          const fields = tidyIncentiveScheme(body);
          compileIncentive(fields.formula);
          if (await repo.nameTaken(tx, auth.companyId, { name: fields.name })) throw nameTaken();
          const now = clock.now();
          const row = await repo.insert(tx, { companyId: auth.companyId, ...fields, createdAt: now, updatedAt: now });
          await writeAudit(tx, actor, { entity: ENTITY, entityId: row.id, action: 'create', after: fields });
          return toIncentiveScheme(row);
        }),
      ),

    update: (auth: RequestAuth, actor: Actor, { id, version, ...body }: UpdateIncentiveSchemeBody) =>
      guardUniqueName(() =>
        tenant(auth.companyId, async (tx) => {
          const before = await load(tx, auth.companyId, id);
          const fields = tidyIncentiveScheme(body);
          compileIncentive(fields.formula);
          if (await repo.nameTaken(tx, auth.companyId, { name: fields.name, exceptId: id })) throw nameTaken();
          const row = await repo.update(tx, auth.companyId, { id, expectedVersion: version, set: { ...fields, updatedAt: clock.now() } });
          if (!row) throw versionConflict();
          await writeAudit(tx, actor, { entity: ENTITY, entityId: id, action: 'update', ...changedFields(audited(before), fields) });
          return toIncentiveScheme(row);
        }),
      ),

    remove: (auth: RequestAuth, actor: Actor, id: string) =>
      tenant(auth.companyId, async (tx) => {
        const before = await load(tx, auth.companyId, id);
        if (await repo.inUse(tx, auth.companyId, id)) throw new AppError('INCENTIVE_IN_USE');
        await repo.remove(tx, auth.companyId, id);
        await writeAudit(tx, actor, { entity: ENTITY, entityId: id, action: 'delete', before: audited(before) });
      }),

    async preview(input: { formula: string; target: string | null; achievement: string; salary: string }) {
      return { amount: incentiveAmount(compileIncentive(input.formula), input, null) };
    },

    async month(auth: RequestAuth, schemeId: string, period: string): Promise<IncentiveMonth> {
      const employeeIds = await ownOnly(auth);
      return tenant(auth.companyId, async (tx) => {
        await load(tx, auth.companyId, schemeId);
        return toMonth(schemeId, period, await repo.entries(tx, auth.companyId, { schemeId, period, employeeIds }));
      });
    },

    async saveMonth(
      auth: RequestAuth,
      actor: Actor,
      schemeId: string,
      input: { period: string; entries: readonly { employeeId: string; target: string | null; achievement: string }[] },
    ): Promise<IncentiveMonth> {
      const reached = await ownOnly(auth);
      return tenant(auth.companyId, async (tx) => {
        const scheme = await load(tx, auth.companyId, schemeId);
        const formula = compileIncentive(scheme.formula);
        const ids = input.entries.map((entry) => entry.employeeId);
        const people = new Map((await repo.employeesAmong(tx, auth.companyId, ids)).map((row) => [row.id, row]));
        const seen = new Set<string>();
        input.entries.forEach((entry, row) => {
          const field = `entries.${row}.employeeId`;
          if (!people.has(entry.employeeId) || (reached && !reached.includes(entry.employeeId)))
            throw new AppError('INCENTIVE_NOT_EMPLOYEE', { fieldErrors: { [field]: 'validation:invalidOption' } });
          if (seen.has(entry.employeeId)) throw new AppError('VALIDATION_FAILED', { fieldErrors: { [field]: 'validation:unique' } });
          seen.add(entry.employeeId);
        });
        const before = new Map(
          (await repo.entries(tx, auth.companyId, { schemeId, period: input.period, employeeIds: ids })).map((row) => [
            row.employeeId,
            row,
          ]),
        );
        const now = clock.now();
        const rows = input.entries.map((entry, row) => ({
          companyId: auth.companyId,
          schemeId,
          employeeId: entry.employeeId,
          period: input.period,
          target: entry.target,
          achievement: entry.achievement,
          amount: incentiveAmount(formula, { ...entry, salary: people.get(entry.employeeId)!.salary ?? '0' }, row),
          formula: scheme.formula,
          createdAt: now,
          updatedAt: now,
        }));
        await repo.upsertEntries(tx, rows);
        const after = await repo.entries(tx, auth.companyId, { schemeId, period: input.period, employeeIds: ids });
        const audits: AuditEntry[] = after.map((row) => {
          const fields = {
            schemeId,
            employeeId: row.employeeId,
            period: input.period,
            target: row.target,
            achievement: row.achievement,
            amount: row.amount,
          };
          const old = before.get(row.employeeId);
          return old
            ? {
                entity: ENTRY_ENTITY,
                entityId: row.id,
                action: 'update',
                ...changedFields({ ...fields, target: old.target, achievement: old.achievement, amount: old.amount }, fields),
              }
            : { entity: ENTRY_ENTITY, entityId: row.id, action: 'create', after: fields };
        });
        await writeAuditEntries(tx, actor, audits);
        return toMonth(
          schemeId,
          input.period,
          await repo.entries(tx, auth.companyId, { schemeId, period: input.period, employeeIds: reached }),
        );
      });
    },

    async removeEntry(auth: RequestAuth, actor: Actor, schemeId: string, entryId: string) {
      const reached = await ownOnly(auth);
      await tenant(auth.companyId, async (tx) => {
        await load(tx, auth.companyId, schemeId);
        const row = await repo.removeEntry(tx, auth.companyId, { schemeId, entryId });
        if (!row || (reached && !reached.includes(row.employeeId))) throw notFound();
        await writeAudit(tx, actor, {
          entity: ENTRY_ENTITY,
          entityId: entryId,
          action: 'delete',
          before: {
            schemeId,
            employeeId: row.employeeId,
            period: row.period,
            target: row.target,
            achievement: row.achievement,
            amount: row.amount,
          },
        });
      });
    },

    /** For the payrun: each person's amounts of a pay month, scheme by scheme (none: not in the map). */
    async dueFor(companyId: string, input: { period: string; employeeIds: readonly string[] }): Promise<Map<string, IncentiveDue[]>> {
      const due = new Map<string, IncentiveDue[]>();
      if (input.employeeIds.length === 0) return due;
      const rows = await tenant(companyId, (tx) => repo.amountsOf(tx, companyId, input));
      for (const { employeeId, ...item } of rows) due.set(employeeId, [...(due.get(employeeId) ?? []), item]);
      return due;
    },
  };
}

export type IncentivesService = ReturnType<typeof createIncentivesService>;
