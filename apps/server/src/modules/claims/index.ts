import { claimTypes } from '../../db/schema/index.ts';
import { namesFromTable } from '../../lib/audit.ts';
import { defineModule } from '../../platform/module.ts';
import { receiptIdsOf } from './claims.repository.ts';
import { registerClaimsRoutes } from './claims.routes.ts';
import { CLAIM_APPROVAL, createClaimsService, type ClaimsService } from './claims.service.ts';

export type { ClaimsService } from './claims.service.ts';
export { approvedClaimsFor, markClaimsPaid, type PayableClaim } from './claims.payrun.ts';

declare module '../../platform/module.ts' {
  interface ModuleServices {
    claims: ClaimsService;
  }
}

/**
 * Claims (issue 16, item 3; Payroll › Claims): claim policies with limits, employees' claims with
 * receipts through the approval workflow for claims, and the approved claims the payrun pays.
 */
export const claimsModule = defineModule({
  name: 'claims',
  services: {
    claims: (context) =>
      createClaimsService({
        tenant: context.tenant,
        clock: context.clock,
        access: context.service('access'),
        approvals: context.service('approvals'),
        files: context.service('files'),
        payItems: context.service('payItems'),
      }),
  },
  routes: (app, context) => registerClaimsRoutes(app, context.service('claims')),
  approvalKinds: (context) => [
    {
      kind: CLAIM_APPROVAL,
      labelKey: `approvals:kind.${CLAIM_APPROVAL}`,
      requesterPath: () => '/payroll/claims',
      onDecided: (tx, request, outcome) => context.service('claims').onDecided(tx, request, outcome),
      // Its approvers open the receipts from the request.
      documents: (tx, request) => receiptIdsOf(tx, request.companyId, request.subjectId),
    },
  ],
  auditVocabulary: [
    {
      entity: 'claimType',
      names: namesFromTable(claimTypes, claimTypes.name),
      references: { payItemCategoryId: 'pay-item-category' },
      codes: { limitPeriod: 'claims:periods.' },
      fieldLabels: ['claims:fields.'],
    },
    {
      entity: 'claim',
      references: { employeeId: 'employee', typeId: 'claimType' },
      codes: { status: 'claims:statuses.' },
      fieldLabels: ['claims:fields.'],
    },
  ],
});
