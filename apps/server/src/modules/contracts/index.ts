export { createContractsService, type ContractsService } from './contracts.service.ts';
export { registerContractsRoutes } from './contracts.routes.ts';
