export { createUsersService, type UsersService } from './users.service.ts';
export { registerUsersRoutes } from './users.routes.ts';
