import {
  checkClientContractImport,
  checkEmployeeImport,
  getClientContractImportSample,
  getEmployeeImportSample,
  importClientContracts,
  importEmployees,
  type ImportKind,
  type MenuName,
} from '@tenaga/contracts';

/** What differs between the two imports: their routes, their menu item and the list they fill. */
export const IMPORT_KINDS = {
  employees: {
    sample: getEmployeeImportSample,
    check: checkEmployeeImport,
    start: importEmployees,
    menu: 'employeeImport',
    listPath: '/employees',
  },
  contracts: {
    sample: getClientContractImportSample,
    check: checkClientContractImport,
    start: importClientContracts,
    menu: 'contractsImport',
    listPath: '/contracts/active',
  },
} as const satisfies Record<ImportKind, { sample: unknown; check: unknown; start: unknown; menu: MenuName; listPath: string }>;
