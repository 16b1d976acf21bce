import type { OvertimePolicy } from '../setting.types.ts';

export interface LegalSource {
  /** The law and its provision, as cited. */
  readonly reference: string;
  readonly title: string;
  readonly url?: string;
}

/**
 * A country's statutory overtime rules as a starting policy, dated: in force from `effectiveFrom`
 * until the same country's (and week's) next template. A company changes it freely; the law sets
 * minimums, never maximums.
 */
export interface OvertimeTemplate {
  readonly country: 'SG' | 'MY' | 'ID' | 'VN' | 'PH';
  /** The working week the figures are for, where the law tells five- and six-day weeks apart. */
  readonly workWeek: 'fiveDay' | 'sixDay' | null;
  /** YYYY-MM-DD */
  readonly effectiveFrom: string;
  readonly policy: OvertimePolicy;
  readonly sources: readonly LegalSource[];
}

export const hourly = (id: string, times: string) => ({ id, pay: { kind: 'hourly', times } }) as const;
export const addition = (id: string, percent: string) => ({ id, pay: { kind: 'addition', percent } }) as const;
export const days = (id: string, halfOrLess: string, moreThanHalf: string) =>
  ({ id, pay: { kind: 'days', halfOrLess, moreThanHalf } }) as const;

/** What every template shares: overtime after the shift's end (an early clock-in is not overtime unless the company says so), by the minute. */
export const COMMON = { afterShiftEnd: true, beforeShiftStart: false, minimumMinutes: 0, blockMinutes: 1 } as const;
