import { defineApiModule } from '../api-module.ts';

// Employee records (spec §3 Employee), by sub-resource: the list's filters, the record's sections
// and its creation, the list, the profile's sections and deployments, a bank account change
// waiting for approval, family, archive, export and photo, and the power edit grid.
export * from './employees/filters.ts';
export * from './employees/record.ts';
export * from './employees/list.ts';
export * from './employees/profile.ts';
export * from './employees/bank-change.ts';
export * from './employees/family.ts';
export * from './employees/lifecycle.ts';
export * from './employees/power-edit.ts';
export * from './employees/availability.ts';
export * from './employees/whole-record.ts';

/** The menu items this module serves and its record pages (api-module.ts). */
export const employeesApi = defineApiModule({
  name: 'employees',
  menu: ['employeeList', 'employeeAdd', 'employeePowerEdit', 'myProfile'],
  records: [{ name: 'employeeProfile', path: '/employee/:id/profile', under: 'employeeList' }],
});
