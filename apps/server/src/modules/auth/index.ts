export { createAuthService, type AuthService, type ClientInfo } from './auth.service.ts';
export { registerAuthRoutes, clientInfo, publicOrigin } from './auth.routes.ts';
