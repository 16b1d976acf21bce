import { defineModule } from '../../platform/module.ts';
import { registerOutboxRoutes } from './outbox.routes.ts';
import { createOutboxService, type OutboxService } from './outbox.service.ts';

export { type OutboxService } from './outbox.service.ts';

declare module '../../platform/module.ts' {
  interface ModuleServices {
    outbox: OutboxService;
  }
}

/** Settings › Mail outbox: the mail the app sent or keeps. */
export const outboxModule = defineModule({
  name: 'outbox',
  services: {
    outbox: (context) => createOutboxService({ tenant: context.tenant }),
  },
  routes: (app, context) => registerOutboxRoutes(app, context.service('outbox')),
});
