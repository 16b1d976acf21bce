export {
  checkNewEmployee,
  createEmployeesService,
  insertCheckedEmployees,
  newEmployeeContext,
  takenEmployeeNumbers,
  type EmployeesService,
  type NewEmployeeValues,
} from './employees.service.ts';
export { registerEmployeesRoutes } from './employees.routes.ts';
export { employeeExportJob } from './employees.jobs.ts';
export { employeeFields } from './employees.custom-values.ts';
