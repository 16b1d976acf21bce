import type { FastifyInstance } from 'fastify';
import * as contracts from '@tenaga/contracts';
import { bindRoute } from '../../plugins/route-binding.ts';
import type { ContractsService } from './contracts.service.ts';

export function registerContractsRoutes(app: FastifyInstance, service: ContractsService): void {
  const ok = { ok: true as const };
  bindRoute(app, contracts.listActiveContracts, ({ auth, body }) => service.table(auth, body, { archived: false }));
  bindRoute(app, contracts.listArchivedContracts, ({ auth, body }) => service.table(auth, body, { archived: true }));
  bindRoute(app, contracts.getContractOptions, ({ auth }) => service.options(auth));
  bindRoute(app, contracts.getContract, ({ auth, params }) => service.get(auth, params.id));
  bindRoute(app, contracts.getContractUsage, ({ auth, params }) => service.usage(auth, params.id));
  bindRoute(app, contracts.createContract, ({ auth, actor, body }) => service.create(auth, actor, body));
  bindRoute(app, contracts.updateContract, ({ auth, actor, body }) => service.update(auth, actor, body));
  bindRoute(app, contracts.archiveContract, ({ auth, actor, params, body }) => service.archive(auth, actor, params.id, body.version));
  bindRoute(app, contracts.restoreContract, ({ auth, actor, params, body }) => service.restore(auth, actor, params.id, body.version));
  bindRoute(app, contracts.deleteContract, async ({ auth, actor, params }) => {
    await service.remove(auth, actor, params.id);
    return ok;
  });
  bindRoute(app, contracts.addContractLocation, ({ auth, actor, params, body }) =>
    service.addLocation(auth, actor, { contractId: params.id, ...body }),
  );
  bindRoute(app, contracts.updateContractLocation, ({ auth, actor, params, body }) =>
    service.updateLocation(auth, actor, { contractId: params.id, locationId: params.locationId, ...body }),
  );
  bindRoute(app, contracts.archiveContractLocation, ({ auth, actor, params, body }) =>
    service.archiveLocation(auth, actor, { contractId: params.id, locationId: params.locationId, version: body.version }),
  );
  bindRoute(app, contracts.restoreContractLocation, ({ auth, actor, params, body }) =>
    service.restoreLocation(auth, actor, { contractId: params.id, locationId: params.locationId, version: body.version }),
  );
  bindRoute(app, contracts.deleteContractLocation, async ({ auth, actor, params }) => {
    await service.removeLocation(auth, actor, { contractId: params.id, locationId: params.locationId });
    return ok;
  });
}
