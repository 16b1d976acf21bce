import { clientContractLocations, clientContracts } from '../../db/schema/index.ts';
import { namesFromTable } from '../../lib/audit.ts';
import { defineModule } from '../../platform/module.ts';
import { clientContractCustomRecords } from './client-contracts.custom-records.ts';
import { createContractHostReads, registerContractHostReads } from './client-contracts.host-reads.ts';
import { createClientContractImporter } from './client-contracts.importer.ts';
import { registerClientContractsRoutes } from './client-contracts.routes.ts';
import { createClientContractsService, type ClientContractsService } from './client-contracts.service.ts';

export type { ClientContractsService } from './client-contracts.service.ts';

declare module '../../platform/module.ts' {
  interface ModuleServices {
    clientContracts: ClientContractsService;
  }
}

/** Client contracts and their locations. */
export const clientContractsModule = defineModule({
  name: 'client-contracts',
  services: {
    clientContracts: (context) => createClientContractsService({ tenant: context.tenant, clock: context.clock }),
  },
  routes: (app, context) => {
    // The power-edit host's reads first: their static paths sit beside `/contracts/:id`.
    registerContractHostReads(app, createContractHostReads({ tenant: context.tenant }));
    registerClientContractsRoutes(app, context.service('clientContracts'));
  },
  importers: (context) => [createClientContractImporter({ translate: context.translate })],
  customFieldRecords: [clientContractCustomRecords()],
  auditVocabulary: [
    { entity: 'contract', names: namesFromTable(clientContracts, clientContracts.name) },
    {
      entity: 'contract-location',
      names: namesFromTable(clientContractLocations, clientContractLocations.name),
      references: { contractId: 'contract' },
    },
  ],
});
