export { createAuthService, type AuthService, type ClientInfo } from './auth.service.ts';
export { registerAuthRoutes } from './auth.routes.ts';
