import type { MenuName } from '@tenaga/contracts/menu';
import {
  checkClientContractImport,
  checkEmployeeImport,
  getClientContractImportProblems,
  getClientContractImportSample,
  getEmployeeImportProblems,
  getEmployeeImportSample,
  importClientContracts,
  importEmployees,
  type ImportKind,
} from '@tenaga/contracts/modules/imports.contracts';

/**
 * What differs between the two imports: their routes, their menu item, the list they fill, and
 * whether the valid rows alone can be imported (employees stand alone; a contract spans rows).
 */
export const IMPORT_KINDS = {
  employees: {
    sample: getEmployeeImportSample,
    check: checkEmployeeImport,
    problems: getEmployeeImportProblems,
    start: importEmployees,
    menu: 'employeeImport',
    listPath: '/employees',
    validRowsOnly: true,
  },
  contracts: {
    sample: getClientContractImportSample,
    check: checkClientContractImport,
    problems: getClientContractImportProblems,
    start: importClientContracts,
    menu: 'contractsImport',
    listPath: '/contracts/active',
    validRowsOnly: false,
  },
} as const satisfies Record<
  ImportKind,
  { sample: unknown; check: unknown; problems: unknown; start: unknown; menu: MenuName; listPath: string; validRowsOnly: boolean }
>;
