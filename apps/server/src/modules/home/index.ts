import { defineModule } from '../../platform/module.ts';
import { registerHomeRoutes } from './home.routes.ts';

/** The dashboard's facts about the company. */
export const homeModule = defineModule({
  name: 'home',
  routes: (app, context) => registerHomeRoutes(app, { tenant: context.tenant, clock: context.clock }),
});
