import type { FormulaError } from '@tenaga/payroll';
import { AppError } from './app-error.ts';

/**
 * A formula's error as the API answers it: the field holding the formula (or the row it failed on)
 * names the error, and the message says the line and column.
 */
export function formulaError(
  error: FormulaError,
  field: string,
  code: 'FORMULA_INVALID' | 'INCENTIVE_FORMULA_FAILED' = 'FORMULA_INVALID',
): AppError {
  return new AppError(code, {
    fieldErrors: { [field]: `payroll:formula.errors.${error.code}` },
    values: { ...error.params, line: error.position.line, column: error.position.column },
    cause: error,
  });
}
