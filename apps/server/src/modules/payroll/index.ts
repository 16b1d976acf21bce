import { defineModule } from '../../platform/module.ts';
import { registerPayrollRoutes } from './payroll.routes.ts';

/** The statutory calculator. */
export const payrollModule = defineModule({
  name: 'payroll',
  routes: (app) => registerPayrollRoutes(app),
});
