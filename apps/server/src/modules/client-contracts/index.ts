export {
  clientContractNamesTaken,
  createClientContractsService,
  insertCheckedClientContract,
  type ClientContractsService,
} from './client-contracts.service.ts';
export { registerClientContractsRoutes } from './client-contracts.routes.ts';
