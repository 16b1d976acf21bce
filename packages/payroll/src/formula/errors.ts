import type { SourcePosition } from './tokens.ts';

/**
 * The English text of every formula error, by code, with {{placeholders}} filled from the error's
 * params and its position. The web shows the same codes from `payroll:formula.errors.<code>` in the
 * user's language; a test keeps that English catalog equal to these texts.
 */
export const FORMULA_ERROR_TEXTS = {
  empty: 'the formula is empty',
  sourceTooLong: 'the formula is longer than {{max}} characters',
  tooManyTokens: 'the formula has more than {{max}} numbers, names and operators (at {{line}}:{{column}})',
  tooDeep: 'the formula nests more than {{max}} levels deep at {{line}}:{{column}}',
  unexpectedCharacter: "unexpected character '{{character}}' at {{line}}:{{column}}",
  badNumber: "'{{text}}' at {{line}}:{{column}} is not a number: write digits with an optional decimal point, such as 1250.50",
  numberTooLong: 'the number at {{line}}:{{column}} is longer than {{max}} characters',
  nameTooLong: 'the name at {{line}}:{{column}} is longer than {{max}} characters',
  unterminatedText: 'the quoted text at {{line}}:{{column}} has no closing quote',
  textTooLong: 'the quoted text at {{line}}:{{column}} is longer than {{max}} characters',
  unexpectedToken: "unexpected '{{token}}' at {{line}}:{{column}}",
  unexpectedEnd: 'the formula ends too early at {{line}}:{{column}}',
  missingParenthesis: "missing ')' at {{line}}:{{column}}",
  unknownVariable: "unknown variable '{{name}}' at {{line}}:{{column}}",
  unknownVariableSuggestion: "unknown variable '{{name}}' at {{line}}:{{column}}; did you mean '{{suggestion}}'?",
  unknownFunction: "unknown function '{{name}}' at {{line}}:{{column}}",
  unknownFunctionSuggestion: "unknown function '{{name}}' at {{line}}:{{column}}; did you mean '{{suggestion}}'?",
  notAFunction: "'{{name}}' at {{line}}:{{column}} is a variable, not a function",
  functionWithoutArguments: "the function '{{name}}' at {{line}}:{{column}} needs its arguments in parentheses",
  argumentCount: "the number of arguments of '{{name}}' at {{line}}:{{column}} must be {{expected}}, not {{count}}",
  argumentCountRange: "the number of arguments of '{{name}}' at {{line}}:{{column}} must be from {{min}} to {{max}}, not {{count}}",
  argumentCountAtLeast: "the number of arguments of '{{name}}' at {{line}}:{{column}} must be at least {{min}}, not {{count}}",
  expectedNumber: 'a number is needed at {{line}}:{{column}}, not a true/false value',
  expectedBoolean: 'a true/false condition is needed at {{line}}:{{column}}, not a number',
  textNotAllowed: 'quoted text at {{line}}:{{column}} can only be the rounding mode of round()',
  branchTypes: "the two results of 'if' at {{line}}:{{column}} must both be numbers or both be true/false",
  comparisonTypes: 'the two sides of the comparison at {{line}}:{{column}} must both be numbers or both be true/false',
  roundMode: "unknown rounding mode '{{mode}}' at {{line}}:{{column}}; use {{modes}}",
  roundModeText: "the rounding mode at {{line}}:{{column}} must be quoted text, such as 'half-up'",
  roundPlaces: 'round() at {{line}}:{{column}} keeps a whole number of decimal places from 0 to {{max}}',
  divisionByZero: 'division by zero at {{line}}:{{column}}',
  outOfRange: 'the value at {{line}}:{{column}} is too large (10^{{digits}} or more)',
  resultNotNumber: 'the formula gives a true/false value, not an amount',
  missingVariable: "no value was given for '{{name}}' (used at {{line}}:{{column}})",
  variableNotNumber: "the value of '{{name}}' (used at {{line}}:{{column}}) is not a number",
  variableNotBoolean: "the value of '{{name}}' (used at {{line}}:{{column}}) is not true or false",
  badVariableName: "'{{name}}' cannot be a variable name",
} as const;

export type FormulaErrorCode = keyof typeof FORMULA_ERROR_TEXTS;

const PLACEHOLDER = /\{\{(\w+)\}\}/g;

/** Fills a text's {{placeholders}} from the error's params and position. */
function fill(code: FormulaErrorCode, params: Readonly<Record<string, string>>, position: SourcePosition): string {
  const values: Record<string, string> = { ...params, line: String(position.line), column: String(position.column) };
  return FORMULA_ERROR_TEXTS[code].replace(PLACEHOLDER, (whole, name: string) => (Object.hasOwn(values, name) ? values[name]! : whole));
}

/**
 * Every way a formula can fail, at compile or evaluation time: `position` is where (1-based line
 * and column), `code` and `params` let a user interface say it in its own language, and `message`
 * is the English text.
 */
export class FormulaError extends Error {
  readonly code: FormulaErrorCode;
  readonly params: Readonly<Record<string, string>>;
  readonly position: SourcePosition;

  constructor(code: FormulaErrorCode, position: SourcePosition, params: Readonly<Record<string, string>> = {}) {
    super(fill(code, params, position));
    this.name = 'FormulaError';
    this.code = code;
    this.params = params;
    this.position = { line: position.line, column: position.column };
  }
}
