export { compileFormula, evaluateFormula } from './formula.ts';
export type { CompiledFormula, FormulaDeclarations, FormulaStep, FormulaValue, FormulaVariables } from './formula.ts';
export type { FormulaType } from './compiler.ts';
export { FormulaError, FORMULA_ERROR_TEXTS, type FormulaErrorCode } from './errors.ts';
export { FUNCTIONS as FORMULA_FUNCTIONS, ROUNDING_MODES as FORMULA_ROUNDING_MODES } from './functions.ts';
export type { SourcePosition } from './tokens.ts';
export { FORMULA_TEMPLATES, type FormulaTemplate, type FormulaTemplateSource } from './templates/index.ts';
