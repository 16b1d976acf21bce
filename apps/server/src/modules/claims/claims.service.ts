import type { CreateClaimBody, Claim, TableRequest, UpdateClaimBody } from '@tenaga/contracts';
import type { TenantRunner, Transaction } from '../../db/tenant.ts';
import { notFound, versionConflict } from '../../lib/app-error.ts';
import { changedFields, writeAudit, type Actor } from '../../lib/audit.ts';
import type { Clock } from '../../lib/clock.ts';
import { guardUniqueName, nameTaken } from '../../lib/unique-name.ts';
import type { RequestAuth } from '../../plugins/authenticate.ts';
import * as repo from './claims.repository.ts';
import { tidyClaim } from './claims.rules.ts';

export interface ClaimsServiceDeps {
  tenant: TenantRunner;
  clock: Clock;
}

/** The audit trail's name for one record. */
const ENTITY = 'claim';

const toClaim = (row: repo.ClaimRow): Claim => ({
  id: row.id,
  name: row.name,
  description: row.description,
  createdAt: row.createdAt.getTime(),
  updatedAt: row.updatedAt.getTime(),
  version: row.version,
});

const audited = (row: Pick<repo.ClaimRow, 'name' | 'description'>) => ({ name: row.name, description: row.description });

/** Claims: each change in one transaction with its audit entry; a stale version or a taken name is a 409. */
export function createClaimsService({ tenant, clock }: ClaimsServiceDeps) {
  async function load(tx: Transaction, companyId: string, id: string) {
    const row = await repo.find(tx, companyId, id);
    if (!row) throw notFound();
    return row;
  }

  return {
    async table(auth: RequestAuth, request: TableRequest) {
      const page = await tenant(auth.companyId, (tx) => repo.table(tx, auth.companyId, request));
      return { data: page.rows.map(toClaim), recordsTotal: page.recordsTotal, recordsFiltered: page.recordsFiltered };
    },

    create: (auth: RequestAuth, actor: Actor, body: CreateClaimBody) =>
      guardUniqueName(() =>
        tenant(auth.companyId, async (tx) => {
          const fields = tidyClaim(body);
          if (await repo.nameTaken(tx, auth.companyId, { name: fields.name })) throw nameTaken();
          const now = clock.now();
          const row = await repo.insert(tx, { companyId: auth.companyId, ...fields, createdAt: now, updatedAt: now });
          await writeAudit(tx, actor, { entity: ENTITY, entityId: row.id, action: 'create', after: fields });
          return toClaim(row);
        }),
      ),

    update: (auth: RequestAuth, actor: Actor, { id, version, ...body }: UpdateClaimBody) =>
      guardUniqueName(() =>
        tenant(auth.companyId, async (tx) => {
          const before = await load(tx, auth.companyId, id);
          const fields = tidyClaim(body);
          if (await repo.nameTaken(tx, auth.companyId, { name: fields.name, exceptId: id })) throw nameTaken();
          const row = await repo.update(tx, auth.companyId, { id, expectedVersion: version, set: { ...fields, updatedAt: clock.now() } });
          if (!row) throw versionConflict();
          await writeAudit(tx, actor, { entity: ENTITY, entityId: id, action: 'update', ...changedFields(audited(before), fields) });
          return toClaim(row);
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

export type ClaimsService = ReturnType<typeof createClaimsService>;
