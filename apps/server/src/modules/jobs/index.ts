import { defineModule } from '../../platform/module.ts';
import { registerJobsRoutes } from './jobs.routes.ts';

/** A user follows the jobs they started. */
export const jobsModule = defineModule({
  name: 'jobs',
  routes: (app, context) => registerJobsRoutes(app, { tenant: context.tenant, jobs: context.jobs }),
});
