export { contractNamesTaken, createContractsService, insertCheckedContract, type ContractsService } from './contracts.service.ts';
export { registerContractsRoutes } from './contracts.routes.ts';
