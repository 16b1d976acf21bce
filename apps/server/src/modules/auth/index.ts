export { createAuthService, type AuthService, type ClientInfo } from './auth.service.ts';
export { registerAuthRoutes, clientInfo } from './auth.routes.ts';
