import type { MenuName } from '@tenaga/contracts/menu';
import {
  checkClientContractImport,
  checkEmployeeImport,
  checkEmployeeImportSchedule,
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
 * whether the valid rows alone can be imported (employees stand alone; a contract spans rows), and
 * the call that tells of an import under way (employees: another could give out the same unique numbers).
 */
export const IMPORT_KINDS = {
  employees: {
    sample: getEmployeeImportSample,
    check: checkEmployeeImport,
    problems: getEmployeeImportProblems,
    start: importEmployees,
    active: checkEmployeeImportSchedule,
    menu: 'employeeImport',
    listPath: '/employees',
    validRowsOnly: true,
  },
  contracts: {
    sample: getClientContractImportSample,
    check: checkClientContractImport,
    problems: getClientContractImportProblems,
    start: importClientContracts,
    active: null,
    menu: 'contractsImport',
    listPath: '/contracts/active',
    validRowsOnly: false,
  },
} as const satisfies Record<
  ImportKind,
  {
    sample: unknown;
    check: unknown;
    problems: unknown;
    start: unknown;
    active: typeof checkEmployeeImportSchedule | null;
    menu: MenuName;
    listPath: string;
    validRowsOnly: boolean;
  }
>;
