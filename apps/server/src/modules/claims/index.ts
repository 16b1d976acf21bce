import { defineModule } from '../../platform/module.ts';
import { registerClaimsRoutes } from './claims.routes.ts';
import { createClaimsService, type ClaimsService } from './claims.service.ts';

export type { ClaimsService } from './claims.service.ts';

declare module '../../platform/module.ts' {
  interface ModuleServices {
    claims: ClaimsService;
  }
}

/** Claims. */
export const claimsModule = defineModule({
  name: 'claims',
  services: {
    claims: (context) => createClaimsService({ tenant: context.tenant, clock: context.clock }),
  },
  routes: (app, context) => registerClaimsRoutes(app, context.service('claims')),
});
