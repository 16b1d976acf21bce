/**
 * Payslip composition: one employee's month, the company's pay items composed with the statutory
 * schemes of the employee's country into explained lines whose sums are the totals.
 */
export { computePayslip } from './compute-payslip.ts';
export { COUNTRIES, DEDUCTION_CLASSES, EARNING_CLASSES, SCHEMES } from './types.ts';
export type {
  Country,
  DeductionClass,
  DeductionItem,
  EarningClass,
  EarningItem,
  IdEmployee,
  IdEmployer,
  IdPayslipInput,
  IdYtd,
  MyEmployee,
  MyEmployer,
  MyPayslipInput,
  MyYtd,
  PayItem,
  Payslip,
  PayslipInput,
  PayslipLine,
  PayslipLineKind,
  PhEmployee,
  PhPayslipInput,
  PhYtd,
  Scheme,
  SgEmployee,
  SgPayslipInput,
  SgYtd,
  VnEmployee,
  VnEmployer,
  VnPayslipInput,
} from './types.ts';
export { DEFAULT_SUBJECT } from './input.ts';
