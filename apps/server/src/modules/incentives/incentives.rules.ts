import Decimal from 'decimal.js';
import { INCENTIVE_VARIABLES, type CreateIncentiveSchemeBody } from '@tenaga/contracts';
import { compileFormula, FormulaError, type CompiledFormula } from '@tenaga/payroll';
import { formulaError } from '../../lib/formula-error.ts';
import { tidyName } from '../../lib/unique-name.ts';

/** What is stored of a body: the name tidied (names are compared that way), the text trimmed. */
export function tidyIncentiveScheme(body: CreateIncentiveSchemeBody): CreateIncentiveSchemeBody {
  return { name: tidyName(body.name), description: body.description.trim(), formula: body.formula.trim(), wageClass: body.wageClass };
}

const DECLARATIONS = Object.fromEntries(INCENTIVE_VARIABLES.map((name) => [name, 'number' as const]));

/** A scheme's formula compiled over the incentive variables; an error names its line and column on `formula`. */
export function compileIncentive(source: string): CompiledFormula {
  try {
    return compileFormula(source, { variables: DECLARATIONS });
  } catch (error) {
    if (error instanceof FormulaError) throw formulaError(error, 'formula');
    throw error;
  }
}

export interface IncentiveFigures {
  readonly target: string | null;
  readonly achievement: string;
  readonly salary: string;
}

/** The formula's variables for one person: achievementRate is achievement ÷ target (0 without a target above zero). */
export function incentiveVariables({ target, achievement, salary }: IncentiveFigures): Record<string, string> {
  const rate = target !== null && new Decimal(target).gt(0) ? new Decimal(achievement).div(target).toDecimalPlaces(10) : new Decimal(0);
  return { target: target ?? '0', achievement, achievementRate: rate.toFixed(), salary };
}

/**
 * What a person is paid: the formula's result to the cent (half up), never below zero. A formula
 * failing on someone's figures (a division by zero) is named on their row of the save.
 */
export function incentiveAmount(formula: CompiledFormula, figures: IncentiveFigures, row: number | null): string {
  try {
    const value = new Decimal(formula.evaluate(incentiveVariables(figures)));
    return Decimal.max(value, 0).toDecimalPlaces(2, Decimal.ROUND_HALF_UP).toFixed(2);
  } catch (error) {
    if (error instanceof FormulaError)
      throw formulaError(
        error,
        row === null ? 'formula' : `entries.${row}.achievement`,
        row === null ? 'FORMULA_INVALID' : 'INCENTIVE_FORMULA_FAILED',
      );
    throw error;
  }
}

/** The month's amounts added up. */
export const totalOf = (amounts: readonly string[]) => amounts.reduce((sum, amount) => sum.plus(amount), new Decimal(0)).toFixed(2);
