import type { IncrementStatus } from '@tenaga/contracts';
import { incrementedSalary, type IncrementKind, type IncrementRounding } from '@tenaga/domain/salary';

/** Changing or deleting is for increments not yet in force: waiting for approval or for their date. */
export const isOpen = (status: string): boolean => status === 'pending' || status === 'scheduled';

/** What an increment becomes once decided (approved, or entered by HR without a workflow): in force from its date. */
export const decidedStatus = (effectiveDate: string, today: string): Extract<IncrementStatus, 'applied' | 'scheduled'> =>
  effectiveDate <= today ? 'applied' : 'scheduled';

/** An increment takes effect after the last one in force (so the salary history keeps one order). */
export const startsAfter = (effectiveDate: string, lastApplied: string | null): boolean =>
  lastApplied === null || effectiveDate > lastApplied;

/** The new salary of a stored increment from the salary it raises. */
export const newSalaryOf = (
  salary: string,
  increment: { kind: string; value: string; roundingStep: string; roundingMode: string },
): string =>
  incrementedSalary({
    salary,
    kind: increment.kind as IncrementKind,
    value: increment.value,
    rounding: { step: increment.roundingStep, mode: increment.roundingMode } as IncrementRounding,
  });

/** A stored value as sent back: numeric(15,3) reads '3.000' for 3, an amount keeps its cents. */
export const valueText = (kind: string, value: string): string => trimTo(value, kind === 'amount' ? 2 : 0);

function trimTo(value: string, minDecimals: number): string {
  const [whole, fraction = ''] = value.split('.');
  let kept = fraction.replace(/0+$/, '');
  if (kept.length < minDecimals) kept = kept.padEnd(minDecimals, '0');
  return kept ? `${whole}.${kept}` : whole!;
}
