export { registerJobsRoutes } from './jobs.routes.ts';
