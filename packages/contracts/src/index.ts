import { z } from 'zod';
import { zodErrorMap } from './validation.ts';

z.config({ customError: zodErrorMap });

export * from './route.ts';
export * from './errors.ts';
export * from './validation.ts';
export * from './region.ts';
export * from './common.ts';
export * from './menu.ts';
export * from './constants.ts';
export * from './modules/auth.contracts.ts';
export * from './modules/companies.contracts.ts';
export * from './modules/countries.contracts.ts';
export * from './modules/menu.contracts.ts';
export * from './modules/notifications.contracts.ts';
export * from './modules/outbox.contracts.ts';
export * from './modules/jobs.contracts.ts';
export * from './modules/home.contracts.ts';
export * from './realtime.ts';
export * from './modules/payroll.contracts.ts';
export * from './access.ts';
export * from './modules/roles.contracts.ts';
export * from './modules/users.contracts.ts';
export * from './modules/audit.contracts.ts';
export * from './modules/files.contracts.ts';
export * from './modules/employees.contracts.ts';
