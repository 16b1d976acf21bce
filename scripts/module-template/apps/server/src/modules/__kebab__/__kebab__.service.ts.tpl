import type { Create__ItemPascal__Body, __ItemPascal__, TableRequest, Update__ItemPascal__Body } from '@tenaga/contracts';
import type { TenantRunner, Transaction } from '../../db/tenant.ts';
import { notFound, versionConflict } from '../../lib/app-error.ts';
import { changedFields, writeAudit, type Actor } from '../../lib/audit.ts';
import type { Clock } from '../../lib/clock.ts';
import { guardUniqueName, nameTaken } from '../../lib/unique-name.ts';
import type { RequestAuth } from '../../plugins/authenticate.ts';
import * as repo from './__kebab__.repository.ts';
import { tidy__ItemPascal__ } from './__kebab__.rules.ts';

export interface __Pascal__ServiceDeps {
  tenant: TenantRunner;
  clock: Clock;
}

/** The audit trail's name for one record. */
const ENTITY = '__item-kebab__';

const to__ItemPascal__ = (row: repo.__ItemPascal__Row): __ItemPascal__ => ({
  id: row.id,
  name: row.name,
  description: row.description,
  createdAt: row.createdAt.getTime(),
  updatedAt: row.updatedAt.getTime(),
  version: row.version,
});

const audited = (row: Pick<repo.__ItemPascal__Row, 'name' | 'description'>) => ({ name: row.name, description: row.description });

/** __Title__: each change in one transaction with its audit entry; a stale version or a taken name is a 409. */
export function create__Pascal__Service({ tenant, clock }: __Pascal__ServiceDeps) {
  async function load(tx: Transaction, companyId: string, id: string) {
    const row = await repo.find(tx, companyId, id);
    if (!row) throw notFound();
    return row;
  }

  return {
    async table(auth: RequestAuth, request: TableRequest) {
      const page = await tenant(auth.companyId, (tx) => repo.table(tx, auth.companyId, request));
      return { data: page.rows.map(to__ItemPascal__), recordsTotal: page.recordsTotal, recordsFiltered: page.recordsFiltered };
    },

    create: (auth: RequestAuth, actor: Actor, body: Create__ItemPascal__Body) =>
      guardUniqueName(() =>
        tenant(auth.companyId, async (tx) => {
          const fields = tidy__ItemPascal__(body);
          if (await repo.nameTaken(tx, auth.companyId, { name: fields.name })) throw nameTaken();
          const now = clock.now();
          const row = await repo.insert(tx, { companyId: auth.companyId, ...fields, createdAt: now, updatedAt: now });
          await writeAudit(tx, actor, { entity: ENTITY, entityId: row.id, action: 'create', after: fields });
          return to__ItemPascal__(row);
        }),
      ),

    update: (auth: RequestAuth, actor: Actor, { id, version, ...body }: Update__ItemPascal__Body) =>
      guardUniqueName(() =>
        tenant(auth.companyId, async (tx) => {
          const before = await load(tx, auth.companyId, id);
          const fields = tidy__ItemPascal__(body);
          if (await repo.nameTaken(tx, auth.companyId, { name: fields.name, exceptId: id })) throw nameTaken();
          const row = await repo.update(tx, auth.companyId, { id, expectedVersion: version, set: { ...fields, updatedAt: clock.now() } });
          if (!row) throw versionConflict();
          await writeAudit(tx, actor, { entity: ENTITY, entityId: id, action: 'update', ...changedFields(audited(before), fields) });
          return to__ItemPascal__(row);
        }),
      ),

    remove: (auth: RequestAuth, actor: Actor, id: string) =>
      tenant(auth.companyId, async (tx) => {
        const before = await load(tx, auth.companyId, id);
        await repo.remove(tx, auth.companyId, id);
        await writeAudit(tx, actor, { entity: ENTITY, entityId: id, action: 'delete', before: audited(before) });
      }),
  };
}

export type __Pascal__Service = ReturnType<typeof create__Pascal__Service>;
