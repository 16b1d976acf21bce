/**
 * Bounds on what a formula may be, so that no source can exhaust memory, the stack or the clock:
 * evaluation is one pass over a tree no larger than the token count, with no loops and no recursion
 * deeper than MAX_DEPTH.
 */
export const MAX_SOURCE_LENGTH = 4_000;
export const MAX_TOKENS = 1_000;
/** Nested parentheses, calls and operators. */
export const MAX_DEPTH = 64;
/** Characters in one number literal (digits and the point). */
export const MAX_NUMBER_LENGTH = 32;
/** Characters in a variable or function name (dots included). */
export const MAX_NAME_LENGTH = 100;
/** Characters in a quoted text (only a rounding mode is one). */
export const MAX_TEXT_LENGTH = 20;
/** The most decimal places round() may keep. */
export const MAX_ROUND_PLACES = 12;
/**
 * Every value a formula computes stays below 10^24 in magnitude: far above any wage in any currency
 * (a month's payroll in dong is about 10^12), and it keeps a result's plain decimal text short.
 */
export const MAX_EXPONENT = 23;
