import { payItemCategories, payItemPolicies, payItemProfiles } from '../../db/schema/index.ts';
import { namesFromTable } from '../../lib/audit.ts';
import { defineModule } from '../../platform/module.ts';
import { createPayItemImporter } from './pay-items.import.ts';
import { registerPayItemsRoutes } from './pay-items.routes.ts';
import { attachmentIds } from './pay-items.requests.repository.ts';
import { createPayItemRequestsService, PAY_ITEM_REQUEST_APPROVAL, type PayItemRequestsService } from './pay-items.requests.ts';
import { createPayItemsService, type PayItemsService } from './pay-items.service.ts';

export type { PayItemsService } from './pay-items.service.ts';
export type { PayItemRequestsService } from './pay-items.requests.ts';

declare module '../../platform/module.ts' {
  interface ModuleServices {
    payItems: PayItemsService;
    payItemRequests: PayItemRequestsService;
  }
}

const REFERENCES = { employeeId: 'employee', categoryId: 'pay-item-category', policyId: 'pay-item-policy' };

/**
 * Pay items, the spec's exemptions (Settings › Exemption): categories with their statutory
 * treatment, policies, profiles and assignments; employees' requests of requestable policies
 * (Exemption, self-service) through the approval workflow for exemption requests. The payrun reads `payItemsFor(companyId, { period,
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
    payItemRequests: (context) =>
      createPayItemRequestsService({
        tenant: context.tenant,
        clock: context.clock,
        access: context.service('access'),
        approvals: context.service('approvals'),
        files: context.service('files'),
        payItems: context.service('payItems'),
      }),
  },
  importers: (context) => [
    createPayItemImporter({ translate: context.translate, assertManager: (auth) => context.service('payItems').assertManager(auth) }),
  ],
  routes: (app, context) => registerPayItemsRoutes(app, context.service('payItems'), context.service('payItemRequests')),
  approvalKinds: (context) => [
    {
      kind: PAY_ITEM_REQUEST_APPROVAL,
      labelKey: `approvals:kind.${PAY_ITEM_REQUEST_APPROVAL}`,
      requesterPath: () => '/exemption',
      onDecided: (tx, request, outcome) => context.service('payItemRequests').onDecided(tx, request, outcome),
      documents: (tx, request) => attachmentIds(tx, request.companyId, request.subjectId),
    },
  ],
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
    {
      entity: 'pay-item-request',
      references: REFERENCES,
      codes: { status: 'payItems:requestStatuses.' },
      fieldLabels: ['payItems:fields.'],
    },
  ],
});
