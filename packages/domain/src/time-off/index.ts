// The time-off engine: statutory leave data, policies, entitlement and accrual, the balance ledger, counting a request.
export {
  COMMON_LEAVE_CATEGORIES,
  COUNTRY_LEAVE_CATEGORIES,
  isLeaveCategoryCode,
  LEAVE_CATEGORY_CODES,
  type LeaveCategoryCode,
} from './categories.ts';
export type {
  EmployeeGender,
  LeaveAccrual,
  LeaveCarryForward,
  LeaveDays,
  LeaveEligibility,
  LeaveEntitlement,
  LeavePolicy,
  LeaveProRating,
  LeaveRounding,
  ServiceStep,
} from './policy.types.ts';
export { leavePolicyProblems } from './policy-problems.ts';
export { isLeaveDays } from './leave-decimal.ts';
export { eligibilityProblems, eligibleFrom, type EligibilityReason, type LeaveEmployee } from './eligibility.ts';
export { leaveYearOf, type LeaveYear } from './leave-year.ts';
export {
  leaveBalanceAt,
  leaveBalanceFiguresAt,
  lowestBalanceFrom,
  policyInForceOn,
  type DerivedLineKind,
  type LeaveBalance,
  type LeaveBalanceFigures,
  type LeaveBalanceQuery,
  type LeaveLedgerEntry,
  type LeaveLedgerLine,
  type LeavePolicyVersion,
} from './balance.ts';
export {
  countLeaveDays,
  type CountedLeave,
  type CountLeaveQuery,
  type CountProblem,
  type DayHalf,
  type LeaveRequestSpan,
} from './request-days.ts';
export { leaveRequestProblems, type RequestCheckQuery, type RequestRule } from './request-checks.ts';
export { STATUTORY_LEAVE, statutoryLeaveDefaults } from './statutory/index.ts';
export type { LeaveSource, StatutoryLeaveDefault } from './statutory/statutory.types.ts';
