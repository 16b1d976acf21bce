import { defineModule } from '../../platform/module.ts';
import type { HomeFact } from './home.facts.ts';
import { registerHomeRoutes } from './home.routes.ts';

export type { CompanyFacts, HomeFact, HomeFactCaller } from './home.facts.ts';

declare module '../../platform/module.ts' {
  interface ModuleRegistries {
    /** The dashboard's company facts, each counted by the module that owns the records. */
    homeFacts: HomeFact;
  }
}

/** The dashboard's facts about the company, from what the modules contribute (homeFacts). */
export const homeModule = defineModule({
  name: 'home',
  routes: (app, context) =>
    registerHomeRoutes(app, {
      tenant: context.tenant,
      clock: context.clock,
      access: context.service('access'),
      facts: context.registry('homeFacts'),
    }),
});
