import Decimal from 'decimal.js';

/** How an increment is said: a fixed amount added to the salary, or a percentage of it. */
export const INCREMENT_KINDS = ['amount', 'percentage'] as const;
export type IncrementKind = (typeof INCREMENT_KINDS)[number];

/** The step a new salary is rounded to (a cent, a whole unit, ten, a hundred). */
export const ROUNDING_STEPS = ['0.01', '1', '10', '100'] as const;
export type RoundingStep = (typeof ROUNDING_STEPS)[number];
/** Half up (to nearest, .5 up), always up or always down to the step. */
export const ROUNDING_MODES = ['nearest', 'up', 'down'] as const;
export type RoundingMode = (typeof ROUNDING_MODES)[number];

export interface IncrementRounding {
  readonly step: RoundingStep;
  readonly mode: RoundingMode;
}

export const CENT_ROUNDING: IncrementRounding = { step: '0.01', mode: 'nearest' };

const DECIMAL_MODE: Record<RoundingMode, Decimal.Rounding> = {
  nearest: Decimal.ROUND_HALF_UP,
  up: Decimal.ROUND_UP,
  down: Decimal.ROUND_DOWN,
};

/** A money amount rounded to a step, as a string with two decimals. */
export function roundToStep(value: Decimal.Value, rounding: IncrementRounding): string {
  const step = new Decimal(rounding.step);
  return new Decimal(value).dividedBy(step).toDecimalPlaces(0, DECIMAL_MODE[rounding.mode]).times(step).toFixed(2);
}

/**
 * The salary after an increment: the old one plus the amount, or plus the percentage of it,
 * rounded to the step. A negative value lowers the salary (a correction); the result is never below 0.
 */
export function incrementedSalary(input: {
  readonly salary: string;
  readonly kind: IncrementKind;
  readonly value: string;
  readonly rounding?: IncrementRounding;
}): string {
  const salary = new Decimal(input.salary);
  const raised = input.kind === 'amount' ? salary.plus(input.value) : salary.times(new Decimal(100).plus(input.value)).dividedBy(100);
  const rounded = roundToStep(raised, input.rounding ?? CENT_ROUNDING);
  return new Decimal(rounded).isNegative() ? '0.00' : rounded;
}

/** The change from the old salary to the new one, two decimals (negative for a decrease). */
export const salaryChange = (from: string, to: string): string => new Decimal(to).minus(from).toFixed(2);

/** The sum of money amounts, two decimals. */
export const sumAmounts = (values: readonly string[]): string =>
  values.reduce((total, value) => total.plus(value), new Decimal(0)).toFixed(2);
