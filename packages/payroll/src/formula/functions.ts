import DecimalJs from 'decimal.js';

/** How many arguments each function takes (max undefined: any number from min). */
export const FUNCTIONS: ReadonlyMap<string, { readonly min: number; readonly max?: number }> = new Map([
  ['if', { min: 3, max: 3 }],
  ['min', { min: 1 }],
  ['max', { min: 1 }],
  ['round', { min: 2, max: 3 }],
  ['floor', { min: 1, max: 1 }],
  ['ceil', { min: 1, max: 1 }],
  ['abs', { min: 1, max: 1 }],
]);

/**
 * round()'s third argument, a quoted text (default 'half-up', the statutory rules' usual rounding):
 * half-up and half-down round a tie away from / towards zero, half-even to the even neighbour
 * (banker's rounding); up and down round away from / towards zero; ceiling and floor towards
 * +∞ / −∞.
 */
export const ROUNDING_MODES: ReadonlyMap<string, DecimalJs.Rounding> = new Map<string, DecimalJs.Rounding>([
  ['half-up', DecimalJs.ROUND_HALF_UP],
  ['half-even', DecimalJs.ROUND_HALF_EVEN],
  ['half-down', DecimalJs.ROUND_HALF_DOWN],
  ['up', DecimalJs.ROUND_UP],
  ['down', DecimalJs.ROUND_DOWN],
  ['ceiling', DecimalJs.ROUND_CEIL],
  ['floor', DecimalJs.ROUND_FLOOR],
]);
export const DEFAULT_ROUNDING = 'half-up';
