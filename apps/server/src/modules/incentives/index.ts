import { incentiveSchemes } from '../../db/schema/index.ts';
import { namesFromTable } from '../../lib/audit.ts';
import { defineModule } from '../../platform/module.ts';
import { registerIncentivesRoutes } from './incentives.routes.ts';
import { createIncentivesService, type IncentivesService } from './incentives.service.ts';

export type { IncentiveDue, IncentivesService } from './incentives.service.ts';

declare module '../../platform/module.ts' {
  interface ModuleServices {
    incentives: IncentivesService;
  }
}

/**
 * Incentives (issue 16, item 6): commission and bonus schemes as formulas over a person's target
 * and achievement of a month (Settings › Incentive), and the months entered under them
 * (Incentives). The payrun reads `dueFor(companyId, { period, employeeIds })`.
 */
export const incentivesModule = defineModule({
  name: 'incentives',
  services: {
    incentives: (context) => createIncentivesService({ tenant: context.tenant, clock: context.clock, access: context.service('access') }),
  },
  routes: (app, context) => registerIncentivesRoutes(app, context.service('incentives')),
  auditVocabulary: [
    {
      entity: 'incentive-scheme',
      names: namesFromTable(incentiveSchemes, incentiveSchemes.name),
      codes: { wageClass: 'incentives:wageClasses.' },
      fieldLabels: ['incentives:fields.'],
    },
    {
      entity: 'incentive-entry',
      references: { employeeId: 'employee', schemeId: 'incentive-scheme' },
      fieldLabels: ['incentives:fields.'],
    },
  ],
});
