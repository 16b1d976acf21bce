import type { MenuName } from '@tenaga/contracts/menu';
import {
  checkClientContractImport,
  checkEmployeeImport,
  checkEmployeeImportSchedule,
  checkLeaveBalanceImport,
  checkPayItemImport,
  getClientContractImportProblems,
  getClientContractImportSample,
  getEmployeeImportProblems,
  getEmployeeImportSample,
  getLeaveBalanceImportProblems,
  getLeaveBalanceImportSample,
  getPayItemImportProblems,
  getPayItemImportSample,
  importClientContracts,
  importEmployees,
  importLeaveBalances,
  importPayItems,
  type ImportKind,
} from '@tenaga/contracts/modules/imports.contracts';

/**
 * What differs between the imports: their routes, their menu item, the list they fill, and
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
  leaveBalances: {
    sample: getLeaveBalanceImportSample,
    check: checkLeaveBalanceImport,
    problems: getLeaveBalanceImportProblems,
    start: importLeaveBalances,
    active: null,
    menu: 'timeoffAssignment',
    listPath: '/settings/timeoff/assignment',
    validRowsOnly: false,
  },
  payItems: {
    sample: getPayItemImportSample,
    check: checkPayItemImport,
    problems: getPayItemImportProblems,
    start: importPayItems,
    active: null,
    menu: 'exemptionAssignment',
    listPath: '/settings/exemption/assignment',
    validRowsOnly: true,
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
