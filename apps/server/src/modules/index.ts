import type { ModuleDefinition } from '../platform/module.ts';
import { accessModule } from './access/index.ts';
import { auditModule } from './audit/index.ts';
import { authModule } from './auth/index.ts';
import { clientContractsModule } from './client-contracts/index.ts';
import { companiesModule } from './companies/index.ts';
import { countriesModule } from './countries/index.ts';
import { customFieldsModule } from './custom-fields/index.ts';
import { employeesModule } from './employees/index.ts';
import { filesModule } from './files/index.ts';
import { homeModule } from './home/index.ts';
import { importsModule } from './imports/index.ts';
import { jobsModule } from './jobs/index.ts';
import { notificationsModule } from './notifications/index.ts';
import { organisationModule } from './organisation/index.ts';
import { outboxModule } from './outbox/index.ts';
import { payrollModule } from './payroll/index.ts';
import { usersModule } from './users/index.ts';

/**
 * Every server module, in the order their routes are bound (and their registry contributions are
 * listed). Adding a module adds one line here; services are made on first use, whatever the order.
 */
export const MODULES: readonly ModuleDefinition[] = [
  authModule,
  companiesModule,
  countriesModule,
  accessModule,
  usersModule,
  auditModule,
  filesModule,
  notificationsModule,
  outboxModule,
  jobsModule,
  homeModule,
  payrollModule,
  employeesModule,
  organisationModule,
  clientContractsModule,
  importsModule,
  customFieldsModule,
];
