import { describe, expect, it } from 'vitest';
import { en } from '@tenaga/i18n';
import { FORMULA_ERROR_TEXTS, FORMULA_TEMPLATES, FormulaError, type FormulaErrorCode } from '@tenaga/payroll';

/**
 * Formula errors are shown by code (`payroll:formula.errors.<code>`, filled with the error's params,
 * line and column) and templates by id (`payroll:formula.templates.<id>`): the English catalog must
 * be the engine's own English, so a changed text cannot leave a stale translation behind.
 */
const catalog = en.payroll as unknown as { formula: { errors: Record<string, string>; templates: Record<string, Record<string, string>> } };

describe('the formula catalog follows the engine', () => {
  it('has exactly the engine’s error codes, in its English', () => {
    expect(catalog.formula.errors).toEqual({ ...FORMULA_ERROR_TEXTS });
  });

  it('fills an error from its code, params and position as the engine does', () => {
    const error = new FormulaError('unknownVariableSuggestion', { line: 1, column: 8 }, { name: 'slary', suggestion: 'salary' });
    const values: Record<string, string> = { ...error.params, line: String(error.position.line), column: String(error.position.column) };
    const text = catalog.formula.errors[error.code satisfies FormulaErrorCode]!.replace(
      /\{\{(\w+)\}\}/g,
      (_, name: string) => values[name]!,
    );
    expect(text).toBe(error.message);
  });

  it('names every template in the engine’s English', () => {
    const names = Object.fromEntries(
      Object.entries(catalog.formula.templates).flatMap(([country, byId]) =>
        Object.entries(byId).map(([id, name]) => [`${country}.${id}`, name]),
      ),
    );
    expect(names).toEqual(Object.fromEntries(FORMULA_TEMPLATES.map((template) => [template.id, template.name])));
  });
});
