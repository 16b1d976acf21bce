import { payItemCategories, payItemPolicies, payItemProfiles } from '../../db/schema/index.ts';
import { namesFromTable } from '../../lib/audit.ts';
import { defineModule } from '../../platform/module.ts';
import { registerPayItemsRoutes } from './pay-items.routes.ts';
import { createPayItemsService, type PayItemsService } from './pay-items.service.ts';

export type { PayItemsService } from './pay-items.service.ts';

declare module '../../platform/module.ts' {
  interface ModuleServices {
    payItems: PayItemsService;
  }
}

const REFERENCES = { employeeId: 'employee', categoryId: 'pay-item-category', policyId: 'pay-item-policy' };

/**
 * Pay items, the spec's exemptions (Settings › Exemption): categories with their statutory
 * treatment, policies, profiles and assignments. The payrun reads `payItemsFor(companyId, { period,
 * employeeIds })`.
 */
export const payItemsModule = defineModule({
  name: 'pay-items',
  services: {
    payItems: (context) =>
      createPayItemsService({
        tenant: context.tenant,
        clock: context.clock,
        translate: context.translate,
        access: context.service('access'),
        formulas: context.service('paymentFormulas'),
      }),
  },
  routes: (app, context) => registerPayItemsRoutes(app, context.service('payItems')),
  auditVocabulary: [
    {
      entity: 'pay-item-category',
      names: namesFromTable(payItemCategories, payItemCategories.name),
      codes: { kind: 'payItems:kinds.' },
      fieldLabels: ['payItems:fields.'],
    },
    {
      entity: 'pay-item-policy',
      names: namesFromTable(payItemPolicies, payItemPolicies.name),
      references: REFERENCES,
      codes: { recurrence: 'payItems:recurrences.' },
      fieldLabels: ['payItems:fields.'],
    },
    {
      entity: 'pay-item-profile',
      names: namesFromTable(payItemProfiles, payItemProfiles.name),
      references: REFERENCES,
      fieldLabels: ['payItems:fields.'],
    },
    { entity: 'pay-item-assignment', references: REFERENCES, fieldLabels: ['payItems:fields.'] },
  ],
});
