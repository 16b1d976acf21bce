import { defineModule } from '../../platform/module.ts';
import { register__Pascal__Routes } from './__kebab__.routes.ts';
import { create__Pascal__Service, type __Pascal__Service } from './__kebab__.service.ts';

export type { __Pascal__Service } from './__kebab__.service.ts';

declare module '../../platform/module.ts' {
  interface ModuleServices {
    __camel__: __Pascal__Service;
  }
}

/** __Title__. */
export const __camel__Module = defineModule({
  name: '__kebab__',
  services: {
    __camel__: (context) => create__Pascal__Service({ tenant: context.tenant, clock: context.clock }),
  },
  routes: (app, context) => register__Pascal__Routes(app, context.service('__camel__')),
});
