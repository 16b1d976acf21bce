export { registerHomeRoutes } from './home.routes.ts';
