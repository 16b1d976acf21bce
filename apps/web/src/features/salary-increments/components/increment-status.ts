import type { IncrementStatus } from '@tenaga/contracts/modules/salary-increments.contracts';

/** An increment's status tag colour, the same in the list and in the employee's history. */
export const STATUS_COLOURS: Record<IncrementStatus, string> = { pending: 'gold', scheduled: 'blue', applied: 'green', rejected: 'red' };
