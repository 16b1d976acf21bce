import type {
  ClientContract,
  ClientContractLocation,
  ClientContractProfile,
  CreateClientContractBody,
  TableRequest,
  UpdateClientContractBody,
} from '@tenaga/contracts';
import type { TenantRunner, Transaction } from '../../db/tenant.ts';
import { AppError, notFound, versionConflict } from '../../lib/app-error.ts';
import { changedFields, writeAudit, type Actor } from '../../lib/audit.ts';
import type { Clock } from '../../lib/clock.ts';
import type { RequestAuth } from '../../plugins/authenticate.ts';
import { deleteUnused } from '../organisation/index.ts';
import { guardUniqueName, nameTaken, tidyName } from '../../lib/unique-name.ts';
import * as repo from './client-contracts.repository.ts';
import { archivedAt, groupClientContractOptions, isChangeable, restored } from './client-contracts.rules.ts';

export interface ClientContractsServiceDeps {
  tenant: TenantRunner;
  clock: Clock;
}

type LocationFields = { name: string; address: string };

const toContract = (row: repo.ClientContractRow): ClientContract => ({
  id: row.contract.id,
  name: row.contract.name,
  client: row.contract.client,
  startDate: row.contract.startDate,
  endDate: row.contract.endDate,
  archived: row.contract.archived,
  archivedAt: row.contract.archivedAt?.getTime() ?? null,
  locationCount: row.locationCount,
  employeeCount: row.employeeCount,
  createdAt: row.contract.createdAt.getTime(),
  version: row.contract.version,
});

const toLocation = (row: repo.LocationRow): ClientContractLocation => ({
  id: row.location.id,
  contractId: row.location.contractId,
  name: row.location.name,
  address: row.location.address,
  archived: row.location.archived,
  archivedAt: row.location.archivedAt?.getTime() ?? null,
  employeeCount: row.employeeCount,
  version: row.location.version,
});

const contractAudit = (contract: repo.ClientContractRecord) => ({
  name: contract.name,
  client: contract.client,
  startDate: contract.startDate,
  endDate: contract.endDate,
  archived: contract.archived,
});
const locationAudit = (location: repo.LocationRecord) => ({
  contractId: location.contractId,
  name: location.name,
  address: location.address,
  archived: location.archived,
});

async function insertContractLocations(
  tx: Transaction,
  actor: Actor,
  input: { companyId: string; contractId: string; locations: readonly LocationFields[]; now: Date },
) {
  const { now } = input;
  const rows = input.locations.map((location) => ({
    companyId: input.companyId,
    contractId: input.contractId,
    name: tidyName(location.name),
    address: location.address,
    createdAt: now,
    updatedAt: now,
  }));
  const ids = await repo.insertLocations(tx, rows);
  for (const [index, id] of ids.entries()) {
    await writeAudit(tx, actor, {
      entity: 'contract-location',
      entityId: id,
      action: 'create',
      after: { contractId: input.contractId, name: rows[index]!.name, address: rows[index]!.address },
    });
  }
  return ids;
}

/**
 * Writes a new contract with its locations, audited, in the caller's transaction; its body is
 * already checked (schema, and its name free: clientContractNamesTaken). `create` writes one so, and an
 * import writes many in one transaction.
 */
export async function insertCheckedClientContract(
  tx: Transaction,
  actor: Actor,
  input: { companyId: string; contract: CreateClientContractBody; now: Date },
): Promise<string> {
  const { locations, ...fields } = input.contract;
  const values = { ...fields, name: tidyName(fields.name) };
  const id = await repo.insertContract(tx, { companyId: input.companyId, ...values, createdAt: input.now, updatedAt: input.now });
  await writeAudit(tx, actor, { entity: 'contract', entityId: id, action: 'create', after: values });
  await insertContractLocations(tx, actor, { companyId: input.companyId, contractId: id, locations, now: input.now });
  return id;
}

/** Which of these names (compared in lower case, tidied) the company's contracts already have. */
export const clientContractNamesTaken = (tx: Transaction, companyId: string, names: readonly string[]) =>
  repo.takenContractNames(tx, companyId, names.map(tidyName));

/** Client contracts and their locations (spec §3 ClientContract; grouped Active vs Archived, §4). */
export function createClientContractsService(deps: ClientContractsServiceDeps) {
  const { tenant, clock } = deps;

  async function loadContract(tx: Transaction, companyId: string, id: string) {
    const row = await repo.findContract(tx, companyId, id);
    if (!row) throw notFound();
    return row;
  }

  async function profile(tx: Transaction, companyId: string, id: string): Promise<ClientContractProfile> {
    const row = await loadContract(tx, companyId, id);
    const locations = await repo.locationsOf(tx, companyId, id);
    return { ...toContract(row), locations: locations.map(toLocation) };
  }

  /** The contract, which must not be archived, for a change to it or its locations. */
  async function changeableContract(tx: Transaction, companyId: string, id: string) {
    const row = await loadContract(tx, companyId, id);
    if (!isChangeable(row.contract)) throw new AppError('CONTRACT_ARCHIVED');
    return row;
  }

  async function loadLocation(tx: Transaction, companyId: string, location: { contractId: string; locationId: string }) {
    const row = await repo.findLocation(tx, companyId, location);
    if (!row) throw notFound();
    return row;
  }

  const insertLocations = (
    tx: Transaction,
    actor: Actor,
    input: { companyId: string; contractId: string; locations: readonly LocationFields[] },
  ) => insertContractLocations(tx, actor, { ...input, now: clock.now() });

  /** Archive or restore a contract, written and audited the same way. */
  function setContractState(action: 'archive' | 'restore') {
    return (auth: RequestAuth, actor: Actor, input: { id: string; version: number }) =>
      tenant(auth.companyId, async (tx) => {
        const { id, version } = input;
        const before = await loadContract(tx, auth.companyId, id);
        const state = action === 'archive' ? archivedAt(clock.now()) : restored();
        // Already in the wanted state: nothing to do (a second click, another tab).
        if (before.contract.archived !== state.archived) {
          if (
            !(await repo.updateClientContract(tx, auth.companyId, {
              id,
              expectedVersion: version,
              changes: { ...state, updatedAt: clock.now() },
            }))
          )
            throw versionConflict();
          await writeAudit(tx, actor, {
            entity: 'contract',
            entityId: id,
            action,
            before: { archived: before.contract.archived },
            after: { archived: state.archived },
          });
        }
        return profile(tx, auth.companyId, id);
      });
  }

  function setLocationState(action: 'archive' | 'restore') {
    return (auth: RequestAuth, actor: Actor, input: { contractId: string; locationId: string; version: number }) =>
      tenant(auth.companyId, async (tx) => {
        await changeableContract(tx, auth.companyId, input.contractId);
        const before = await loadLocation(tx, auth.companyId, { contractId: input.contractId, locationId: input.locationId });
        const state = action === 'archive' ? archivedAt(clock.now()) : restored();
        if (before.location.archived !== state.archived) {
          if (
            !(await repo.updateLocation(tx, auth.companyId, {
              id: input.locationId,
              expectedVersion: input.version,
              changes: { ...state, updatedAt: clock.now() },
            }))
          )
            throw versionConflict();
          await writeAudit(tx, actor, {
            entity: 'contract-location',
            entityId: input.locationId,
            action,
            before: { archived: before.location.archived },
            after: { archived: state.archived },
          });
        }
        return toLocation(await loadLocation(tx, auth.companyId, { contractId: input.contractId, locationId: input.locationId }));
      });
  }

  return {
    /** The (contract, location) pairs that are not one of the company's locations on that contract, in the caller's transaction. */
    unknownLocations: <P extends { contractId: string; locationId: string }>(tx: Transaction, companyId: string, pairs: readonly P[]) =>
      repo.unknownLocationPairs(tx, companyId, pairs),

    /** Every contract with its locations (archived ones too), in the caller's transaction: what an employee file names. */
    withLocations: (tx: Transaction, companyId: string) => repo.contractsWithLocations(tx, companyId),

    async table(auth: RequestAuth, request: TableRequest, options: { archived: boolean }) {
      const page = await tenant(auth.companyId, (tx) => repo.contractTable(tx, auth.companyId, { request, archived: options.archived }));
      return { data: page.rows.map(toContract), recordsTotal: page.recordsTotal, recordsFiltered: page.recordsFiltered };
    },

    get: (auth: RequestAuth, id: string) => tenant(auth.companyId, (tx) => profile(tx, auth.companyId, id)),

    create: (auth: RequestAuth, actor: Actor, body: CreateClientContractBody) =>
      guardUniqueName(() =>
        tenant(auth.companyId, async (tx) => {
          if (await repo.contractNameTaken(tx, auth.companyId, { name: tidyName(body.name) })) throw nameTaken();
          const id = await insertCheckedClientContract(tx, actor, { companyId: auth.companyId, contract: body, now: clock.now() });
          return profile(tx, auth.companyId, id);
        }),
      ),

    update: (auth: RequestAuth, actor: Actor, body: UpdateClientContractBody) =>
      guardUniqueName(() =>
        tenant(auth.companyId, async (tx) => {
          const { id, version, ...fields } = body;
          const before = await changeableContract(tx, auth.companyId, id);
          const values = { ...fields, name: tidyName(fields.name) };
          if (await repo.contractNameTaken(tx, auth.companyId, { name: values.name, exceptId: id })) throw nameTaken();
          if (
            !(await repo.updateClientContract(tx, auth.companyId, {
              id,
              expectedVersion: version,
              changes: { ...values, updatedAt: clock.now() },
            }))
          )
            throw versionConflict();
          await writeAudit(tx, actor, {
            entity: 'contract',
            entityId: id,
            action: 'update',
            ...changedFields(contractAudit(before.contract), values),
          });
          return profile(tx, auth.companyId, id);
        }),
      ),

    archive: setContractState('archive'),
    restore: setContractState('restore'),

    async usage(auth: RequestAuth, id: string) {
      const contract = await tenant(auth.companyId, (tx) => profile(tx, auth.companyId, id));
      return {
        employeeCount: contract.employeeCount,
        locations: contract.locations.map((location) => ({ id: location.id, employeeCount: location.employeeCount })),
      };
    },

    remove: (auth: RequestAuth, actor: Actor, id: string) =>
      tenant(auth.companyId, async (tx) => {
        const before = await loadContract(tx, auth.companyId, id);
        const locations = await repo.locationsOf(tx, auth.companyId, id);
        await deleteUnused({ name: before.contract.name, employeeCount: before.employeeCount }, () =>
          repo.deleteClientContract(tx, auth.companyId, id),
        );
        await writeAudit(tx, actor, {
          entity: 'contract',
          entityId: id,
          action: 'delete',
          before: { ...contractAudit(before.contract), locations: locations.map((row) => row.location.name) },
        });
      }),

    addLocation: (auth: RequestAuth, actor: Actor, input: { contractId: string } & LocationFields) =>
      guardUniqueName(() =>
        tenant(auth.companyId, async (tx) => {
          await changeableContract(tx, auth.companyId, input.contractId);
          if (await repo.locationNameTaken(tx, auth.companyId, { contractId: input.contractId, name: tidyName(input.name) }))
            throw nameTaken();
          const [id] = await insertLocations(tx, actor, { companyId: auth.companyId, contractId: input.contractId, locations: [input] });
          return toLocation(await loadLocation(tx, auth.companyId, { contractId: input.contractId, locationId: id! }));
        }),
      ),

    updateLocation: (
      auth: RequestAuth,
      actor: Actor,
      input: { contractId: string; locationId: string; version: number } & LocationFields,
    ) =>
      guardUniqueName(() =>
        tenant(auth.companyId, async (tx) => {
          await changeableContract(tx, auth.companyId, input.contractId);
          const before = await loadLocation(tx, auth.companyId, { contractId: input.contractId, locationId: input.locationId });
          const values = { name: tidyName(input.name), address: input.address };
          if (
            await repo.locationNameTaken(tx, auth.companyId, {
              contractId: input.contractId,
              name: values.name,
              exceptId: input.locationId,
            })
          )
            throw nameTaken();
          if (
            !(await repo.updateLocation(tx, auth.companyId, {
              id: input.locationId,
              expectedVersion: input.version,
              changes: { ...values, updatedAt: clock.now() },
            }))
          )
            throw versionConflict();
          await writeAudit(tx, actor, {
            entity: 'contract-location',
            entityId: input.locationId,
            action: 'update',
            ...changedFields(locationAudit(before.location), values),
          });
          return toLocation(await loadLocation(tx, auth.companyId, { contractId: input.contractId, locationId: input.locationId }));
        }),
      ),

    archiveLocation: setLocationState('archive'),
    restoreLocation: setLocationState('restore'),

    removeLocation: (auth: RequestAuth, actor: Actor, input: { contractId: string; locationId: string }) =>
      tenant(auth.companyId, async (tx) => {
        await changeableContract(tx, auth.companyId, input.contractId);
        const before = await loadLocation(tx, auth.companyId, { contractId: input.contractId, locationId: input.locationId });
        await deleteUnused({ name: before.location.name, employeeCount: before.employeeCount }, () =>
          repo.deleteLocation(tx, auth.companyId, input.locationId),
        );
        await writeAudit(tx, actor, {
          entity: 'contract-location',
          entityId: input.locationId,
          action: 'delete',
          before: locationAudit(before.location),
        });
      }),

    options: (auth: RequestAuth) =>
      tenant(auth.companyId, async (tx) => groupClientContractOptions(await repo.optionRows(tx, auth.companyId))),
  };
}

export type ClientContractsService = ReturnType<typeof createClientContractsService>;
