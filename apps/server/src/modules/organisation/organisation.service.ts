import type {
  CreateSiteBody,
  Department,
  OrganisationItem,
  OrganisationList,
  Site,
  TableRequest,
  UpdateOrganisationItemBody,
  UpdateSiteBody,
} from '@tenaga/contracts';
import type { TenantRunner, Transaction } from '../../db/tenant.ts';
import { AppError, notFound, versionConflict } from '../../lib/app-error.ts';
import { changedFields, writeAudit, type Actor } from '../../lib/audit.ts';
import type { Clock } from '../../lib/clock.ts';
import type { RequestAuth } from '../../plugins/authenticate.ts';
import * as repo from './organisation.repository.ts';
import { LIST_ENTITIES, usageRefusal } from './organisation.rules.ts';
import { guardUniqueName, nameTaken, tidyName } from '../../lib/unique-name.ts';

export interface OrganisationServiceDeps {
  tenant: TenantRunner;
  clock: Clock;
}

/** PostgreSQL's foreign_key_violation, whichever driver (and drizzle wrapper) reports it. */
export function isForeignKeyViolation(error: unknown): boolean {
  for (let current = error as { code?: string; cause?: unknown } | undefined; current; current = current.cause as typeof current) {
    if (current.code === '23503') return true;
  }
  return false;
}

function assertUnused(row: { name: string; employeeCount: number }) {
  const refusal = usageRefusal(row);
  if (refusal) throw new AppError('IN_USE', { values: refusal });
}

/**
 * Deletes after the usage check; an employee linked in the meantime stops the delete at the
 * foreign key, and the caller gets the same refusal.
 */
export async function deleteUnused(row: { name: string; employeeCount: number }, remove: () => Promise<void>) {
  assertUnused(row);
  try {
    await remove();
  } catch (error) {
    if (isForeignKeyViolation(error)) throw new AppError('IN_USE', { values: { name: row.name, count: Math.max(row.employeeCount, 1) } });
    throw error;
  }
}

const toItem = (row: repo.ListItemRow): OrganisationItem => ({
  id: row.item.id,
  name: row.item.name,
  employeeCount: row.employeeCount,
  updatedAt: row.item.updatedAt.getTime(),
  version: row.item.version,
});

const toSite = (row: repo.SiteRow): Site => ({
  id: row.site.id,
  name: row.site.name,
  address: row.site.address,
  latitude: row.site.latitude,
  longitude: row.site.longitude,
  radiusMeters: row.site.radiusMeters,
  employeeCount: row.employeeCount,
  updatedAt: row.site.updatedAt.getTime(),
  version: row.site.version,
});

const siteAudit = (site: repo.SiteRow['site']) => ({
  name: site.name,
  address: site.address,
  latitude: site.latitude,
  longitude: site.longitude,
  radiusMeters: site.radiusMeters,
});

/** The organisation lists (departments, job titles, employee categories, commercial sectors) and sites. */
export function createOrganisationService(deps: OrganisationServiceDeps) {
  const { tenant, clock } = deps;

  /**
   * One list's use cases. A department also names its head (`withHead`): checked to be one of the
   * company's employees, saved with the name, audited with it and shown by name.
   */
  function listService<Item extends OrganisationItem>(list: OrganisationList, options: { withHead: boolean }) {
    const lists = repo.listRepository(list);
    const entity = LIST_ENTITIES[list];

    /** The items as the wire shows them: a department with its head's name. */
    async function toItems(tx: Transaction, companyId: string, rows: readonly repo.ListItemRow[]): Promise<Item[]> {
      if (!options.withHead) return rows.map(toItem) as Item[];
      const names = await repo.employeeNamesById(
        tx,
        companyId,
        rows.flatMap((row) => (row.item.headEmployeeId ? [row.item.headEmployeeId] : [])),
      );
      return rows.map((row) => {
        const headId = row.item.headEmployeeId;
        const head = headId ? { id: headId, name: names.get(headId) ?? '' } : null;
        return { ...toItem(row), head } satisfies Department as unknown as Item;
      });
    }

    async function load(tx: Transaction, companyId: string, id: string) {
      const row = await lists.find(tx, companyId, id);
      if (!row) throw notFound();
      return row;
    }

    /** The head to save (a department only): one of the company's employees, or none. */
    async function headOf(tx: Transaction, companyId: string, body: { headEmployeeId?: string | null }) {
      if (!options.withHead) return {};
      const headEmployeeId = body.headEmployeeId ?? null;
      if (headEmployeeId && !(await repo.employeeNamesById(tx, companyId, [headEmployeeId])).has(headEmployeeId))
        throw new AppError('VALIDATION_FAILED', { fieldErrors: { headEmployeeId: 'validation:invalidOption' } });
      return { headEmployeeId };
    }

    return {
      async table(auth: RequestAuth, request: TableRequest) {
        return tenant(auth.companyId, async (tx) => {
          const page = await lists.table(tx, auth.companyId, request);
          return {
            data: await toItems(tx, auth.companyId, page.rows),
            recordsTotal: page.recordsTotal,
            recordsFiltered: page.recordsFiltered,
          };
        });
      },

      create: (auth: RequestAuth, actor: Actor, body: { name: string; headEmployeeId?: string | null }) =>
        guardUniqueName(() =>
          tenant(auth.companyId, async (tx) => {
            const name = tidyName(body.name);
            if (await lists.nameTaken(tx, auth.companyId, { name })) throw nameTaken();
            const head = await headOf(tx, auth.companyId, body);
            const now = clock.now();
            const id = await lists.insert(tx, { companyId: auth.companyId, name, ...head, createdAt: now, updatedAt: now });
            await writeAudit(tx, actor, { entity, entityId: id, action: 'create', after: { name, ...(head.headEmployeeId ? head : {}) } });
            return (await toItems(tx, auth.companyId, [await load(tx, auth.companyId, id)]))[0]!;
          }),
        ),

      update: (auth: RequestAuth, actor: Actor, body: UpdateOrganisationItemBody & { headEmployeeId?: string | null }) =>
        guardUniqueName(() =>
          tenant(auth.companyId, async (tx) => {
            const before = await load(tx, auth.companyId, body.id);
            const name = tidyName(body.name);
            if (await lists.nameTaken(tx, auth.companyId, { name, exceptId: body.id })) throw nameTaken();
            const head = await headOf(tx, auth.companyId, body);
            if (
              !(await lists.update(tx, auth.companyId, {
                id: body.id,
                expectedVersion: body.version,
                changes: { name, ...head, updatedAt: clock.now() },
              }))
            )
              throw versionConflict();
            const headBefore = options.withHead ? { headEmployeeId: before.item.headEmployeeId } : {};
            await writeAudit(tx, actor, {
              entity,
              entityId: body.id,
              action: 'update',
              ...changedFields({ name: before.item.name, ...headBefore }, { name, ...head }),
            });
            return (await toItems(tx, auth.companyId, [await load(tx, auth.companyId, body.id)]))[0]!;
          }),
        ),

      remove: (auth: RequestAuth, actor: Actor, id: string) =>
        tenant(auth.companyId, async (tx) => {
          const before = await load(tx, auth.companyId, id);
          await deleteUnused({ name: before.item.name, employeeCount: before.employeeCount }, () => lists.remove(tx, auth.companyId, id));
          await writeAudit(tx, actor, { entity, entityId: id, action: 'delete', before: { name: before.item.name } });
        }),

      options: (auth: RequestAuth) => tenant(auth.companyId, (tx) => lists.options(tx, auth.companyId)),
    };
  }

  async function loadSite(tx: Transaction, companyId: string, id: string) {
    const row = await repo.findSite(tx, companyId, id);
    if (!row) throw notFound();
    return row;
  }

  return {
    /** Which of these ids each list (and sites) has, in the caller's transaction: the links an employee record may hold. */
    existing: (tx: Transaction, companyId: string, wanted: Partial<Record<repo.LinkedList, readonly string[]>>) =>
      repo.existingIds(tx, companyId, wanted),

    /** Every list's items and every site by name, in the caller's transaction (an employee import resolves names with them). */
    names: (tx: Transaction, companyId: string) => repo.allNames(tx, companyId),

    departments: listService<Department>('departments', { withHead: true }),
    jobTitles: listService('jobTitles', { withHead: false }),
    employeeCategories: listService('employeeCategories', { withHead: false }),
    commercialSectors: listService('commercialSectors', { withHead: false }),

    sites: {
      async table(auth: RequestAuth, request: TableRequest) {
        const page = await tenant(auth.companyId, (tx) => repo.siteTable(tx, auth.companyId, request));
        return { data: page.rows.map(toSite), recordsTotal: page.recordsTotal, recordsFiltered: page.recordsFiltered };
      },

      create: (auth: RequestAuth, actor: Actor, body: CreateSiteBody) =>
        guardUniqueName(() =>
          tenant(auth.companyId, async (tx) => {
            const fields = { ...body, name: tidyName(body.name) };
            if (await repo.siteNameTaken(tx, auth.companyId, { name: fields.name })) throw nameTaken();
            const now = clock.now();
            const id = await repo.insertSite(tx, { companyId: auth.companyId, ...fields, createdAt: now, updatedAt: now });
            await writeAudit(tx, actor, { entity: 'site', entityId: id, action: 'create', after: fields });
            return toSite(await loadSite(tx, auth.companyId, id));
          }),
        ),

      update: (auth: RequestAuth, actor: Actor, body: UpdateSiteBody) =>
        guardUniqueName(() =>
          tenant(auth.companyId, async (tx) => {
            const { id, version, ...rest } = body;
            const before = await loadSite(tx, auth.companyId, id);
            const fields = { ...rest, name: tidyName(rest.name) };
            if (await repo.siteNameTaken(tx, auth.companyId, { name: fields.name, exceptId: id })) throw nameTaken();
            if (
              !(await repo.updateSite(tx, auth.companyId, { id, expectedVersion: version, changes: { ...fields, updatedAt: clock.now() } }))
            )
              throw versionConflict();
            await writeAudit(tx, actor, {
              entity: 'site',
              entityId: id,
              action: 'update',
              ...changedFields(siteAudit(before.site), fields),
            });
            return toSite(await loadSite(tx, auth.companyId, id));
          }),
        ),

      remove: (auth: RequestAuth, actor: Actor, id: string) =>
        tenant(auth.companyId, async (tx) => {
          const before = await loadSite(tx, auth.companyId, id);
          await deleteUnused({ name: before.site.name, employeeCount: before.employeeCount }, () =>
            repo.deleteSite(tx, auth.companyId, id),
          );
          await writeAudit(tx, actor, { entity: 'site', entityId: id, action: 'delete', before: siteAudit(before.site) });
        }),

      options: (auth: RequestAuth) => tenant(auth.companyId, (tx) => repo.siteOptions(tx, auth.companyId)),
    },
  };
}

export type OrganisationService = ReturnType<typeof createOrganisationService>;
