import type { FastifyInstance } from 'fastify';
import * as contracts from '@tenaga/contracts';
import { bindRoute } from '../../plugins/route-binding.ts';
import type { ClientContractsService } from './client-contracts.service.ts';

export function registerClientContractsRoutes(app: FastifyInstance, service: ClientContractsService): void {
  const ok = { ok: true as const };
  bindRoute(app, contracts.listActiveClientContracts, ({ auth, body }) => service.table(auth, body, { archived: false }));
  bindRoute(app, contracts.listArchivedClientContracts, ({ auth, body }) => service.table(auth, body, { archived: true }));
  bindRoute(app, contracts.getClientContractOptions, ({ auth }) => service.options(auth));
  bindRoute(app, contracts.getClientContract, ({ auth, params }) => service.get(auth, params.id));
  bindRoute(app, contracts.getClientContractUsage, ({ auth, params }) => service.usage(auth, params.id));
  bindRoute(app, contracts.createClientContract, ({ auth, actor, body }) => service.create(auth, actor, body));
  bindRoute(app, contracts.updateClientContract, ({ auth, actor, body }) => service.update(auth, actor, body));
  bindRoute(app, contracts.archiveClientContract, ({ auth, actor, params, body }) =>
    service.archive(auth, actor, { id: params.id, version: body.version }),
  );
  bindRoute(app, contracts.restoreClientContract, ({ auth, actor, params, body }) =>
    service.restore(auth, actor, { id: params.id, version: body.version }),
  );
  bindRoute(app, contracts.deleteClientContract, async ({ auth, actor, params }) => {
    await service.remove(auth, actor, params.id);
    return ok;
  });
  bindRoute(app, contracts.addClientContractLocation, ({ auth, actor, params, body }) =>
    service.addLocation(auth, actor, { contractId: params.id, ...body }),
  );
  bindRoute(app, contracts.updateClientContractLocation, ({ auth, actor, params, body }) =>
    service.updateLocation(auth, actor, { contractId: params.id, locationId: params.locationId, ...body }),
  );
  bindRoute(app, contracts.archiveClientContractLocation, ({ auth, actor, params, body }) =>
    service.archiveLocation(auth, actor, { contractId: params.id, locationId: params.locationId, version: body.version }),
  );
  bindRoute(app, contracts.restoreClientContractLocation, ({ auth, actor, params, body }) =>
    service.restoreLocation(auth, actor, { contractId: params.id, locationId: params.locationId, version: body.version }),
  );
  bindRoute(app, contracts.deleteClientContractLocation, async ({ auth, actor, params }) => {
    await service.removeLocation(auth, actor, { contractId: params.id, locationId: params.locationId });
    return ok;
  });
}
