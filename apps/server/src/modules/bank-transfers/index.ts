import { defineModule } from '../../platform/module.ts';
import { registerBankTransfersRoutes } from './bank-transfers.routes.ts';
import { createBankTransfersService, type BankTransfersService } from './bank-transfers.service.ts';

export type { BankTransfersService } from './bank-transfers.service.ts';

declare module '../../platform/module.ts' {
  interface ModuleServices {
    bankTransfers: BankTransfersService;
  }
}

/**
 * Bank transfer (Payroll › Bank transfer; issue 17 item 6): bank file layouts kept as data, and the
 * bank payment file of an approved, paid or locked payrun after a check naming every person the
 * bank would refuse. It reads the run's payslips, the people's payment details and the company's
 * paying accounts (written by payruns, employees and companies) and writes only its layouts.
 */
export const bankTransfersModule = defineModule({
  name: 'bank-transfers',
  services: {
    bankTransfers: (context) =>
      createBankTransfersService({ tenant: context.tenant, clock: context.clock, reference: context.service('reference') }),
  },
  routes: (app, context) => registerBankTransfersRoutes(app, context.service('bankTransfers')),
  auditVocabulary: [{ entity: 'bank-layout', fieldLabels: ['bankTransfers:fields.'] }, { entity: 'bank-file' }],
});
