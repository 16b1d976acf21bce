export { createEmployeesService, type EmployeesService } from './employees.service.ts';
export { registerEmployeesRoutes } from './employees.routes.ts';
export { employeeExportJob } from './employees.jobs.ts';
