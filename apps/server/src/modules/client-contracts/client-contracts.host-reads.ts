import type { FastifyInstance } from 'fastify';
import { listContractLocations, listContractObjects, type ContractLocationRow, type ContractObject } from '@tenaga/contracts';
import type { TenantRunner } from '../../db/tenant.ts';
import type { RequestAuth } from '../../plugins/authenticate.ts';
import { bindRoute } from '../../plugins/route-binding.ts';
import { contractsWithLocations } from './client-contracts.repository.ts';

/**
 * The contract reads of the power-edit host (spec §7 "GET contracts/locations; contracts/contracts"):
 * the caller's company's contracts, active first, each by name; a location counts archived when it
 * or its contract is.
 */
export function createContractHostReads(deps: { tenant: TenantRunner }) {
  const read = (auth: RequestAuth) => deps.tenant(auth.companyId, (tx) => contractsWithLocations(tx, auth.companyId));
  return {
    async locations(auth: RequestAuth): Promise<ContractLocationRow[]> {
      const rows = (await read(auth)).flatMap((contract) =>
        contract.locations.map((location) => ({
          id: location.id,
          name: location.name,
          contractId: contract.id,
          contractName: contract.name,
          isArchive: contract.archived || location.archived,
        })),
      );
      return rows.sort((a, b) => Number(a.isArchive) - Number(b.isArchive));
    },

    /** Spec §3's contract objects: `_id.$oid`, name, locations, isArchive. */
    async contracts(auth: RequestAuth): Promise<ContractObject[]> {
      return (await read(auth)).map((contract) => ({
        _id: { $oid: contract.id },
        name: contract.name,
        locations: contract.locations.map((location) => ({
          id: location.id,
          name: location.name,
          isArchive: contract.archived || location.archived,
        })),
        isArchive: contract.archived,
      }));
    },
  };
}

export function registerContractHostReads(app: FastifyInstance, reads: ReturnType<typeof createContractHostReads>): void {
  bindRoute(app, listContractLocations, ({ auth }) => reads.locations(auth));
  bindRoute(app, listContractObjects, ({ auth }) => reads.contracts(auth));
}
