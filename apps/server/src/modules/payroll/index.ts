export { registerPayrollRoutes } from './payroll.routes.ts';
