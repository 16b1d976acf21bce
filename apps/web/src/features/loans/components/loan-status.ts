import type { LoanStatus } from '@tenaga/contracts/modules/loans.contracts';

/** A loan's status tag colour, the same in the list and in the loan's drawer. */
export const STATUS_COLOURS: Record<LoanStatus, string> = { active: 'blue', paused: 'gold', settled: 'green' };
