import { describe, expect, it } from 'vitest';
import { compileFormula, evaluateFormula, FORMULA_ERROR_TEXTS, FormulaError, type FormulaVariables } from '../index.ts';
import { editDistance, suggest } from '../suggest.ts';

/** The FormulaError a formula throws (the test fails if it throws nothing or something else). */
function failure(source: string, variables: FormulaVariables = {}): FormulaError {
  try {
    evaluateFormula(source, variables);
  } catch (error) {
    expect(error).toBeInstanceOf(FormulaError);
    return error as FormulaError;
  }
  throw new Error(`${source} did not fail`);
}

const where = (error: FormulaError) => `${error.code} ${error.position.line}:${error.position.column}`;

describe('errors name the position', () => {
  it('an unknown variable, with the closest known name', () => {
    const error = failure('round(slary * 1.5, 2)', { salary: 3000 });
    expect(error.message).toBe("unknown variable 'slary' at 1:7; did you mean 'salary'?");
    expect(error.code).toBe('unknownVariableSuggestion');
    expect(error.params).toEqual({ name: 'slary', suggestion: 'salary' });
    expect(error.position).toEqual({ line: 1, column: 7 });
    expect(failure('employee.slary', { 'employee.salary': 1 }).params.suggestion).toBe('employee.salary');
    expect(failure('bonus', { salary: 1 }).message).toBe("unknown variable 'bonus' at 1:1");
  });

  it('counts lines and columns in multi-line sources', () => {
    const error = failure('salary\n  * days\n  / worked_days', { salary: 1, days: 1, workedDays: 1 });
    expect(error.message).toBe("unknown variable 'worked_days' at 3:5; did you mean 'workedDays'?");
    expect(where(failure('1 +\r\n2 /\r\n0'))).toBe('divisionByZero 2:3');
    expect(where(failure('1\n\n   + )'))).toBe('unexpectedToken 3:6');
  });

  it.each([
    ['', 'empty 1:1'],
    ['   \n  ', 'empty 2:3'],
    ['1 / 0', 'divisionByZero 1:3'],
    ['10 / (5 - 5)', 'divisionByZero 1:4'],
    ['1 +', 'unexpectedEnd 1:4'],
    ['(1 + 2', 'missingParenthesis 1:7'],
    ['max(1, 2', 'missingParenthesis 1:9'],
    ['max(1 2)', 'missingParenthesis 1:7'],
    ['1 + 2)', 'unexpectedToken 1:6'],
    ['1 2', 'unexpectedToken 1:3'],
    ['* 2', 'unexpectedToken 1:1'],
    ['max(1,)', 'unexpectedToken 1:7'],
    ['and', 'unexpectedToken 1:1'],
    ['1 == 1', 'unexpectedToken 1:4'],
    ['1 ^ 2', 'unexpectedCharacter 1:3'],
    ['1 ! 2', 'unexpectedCharacter 1:3'],
    ['.5', 'unexpectedCharacter 1:1'],
    ['a.', 'unexpectedCharacter 1:2'],
    ['1.', 'badNumber 1:1'],
    ['1.2.3', 'badNumber 1:1'],
    ['2x', 'badNumber 1:1'],
    ['round(1, 2, "half-up)', 'unterminatedText 1:13'],
    ['"half-up"', 'textNotAllowed 1:1'],
    ['1 + "x"', 'textNotAllowed 1:5'],
    ['sqrt(4)', 'unknownFunction 1:1'],
    ['mx(1, 2)', 'unknownFunctionSuggestion 1:1'],
    ['round', 'functionWithoutArguments 1:1'],
    ['if(true, 1)', 'argumentCount 1:1'],
    ['abs()', 'argumentCount 1:1'],
    ['round(1)', 'argumentCountRange 1:1'],
    ['min()', 'argumentCountAtLeast 1:1'],
    ['1 + true', 'expectedNumber 1:5'],
    ['-true', 'expectedNumber 1:2'],
    ['true < false', 'expectedNumber 1:6'],
    ['if(1, 2, 3)', 'expectedBoolean 1:4'],
    ['if(true, 1, 0) and true', 'expectedBoolean 1:1'],
    ['not 1', 'expectedBoolean 1:5'],
    ['if(true, 1, false)', 'branchTypes 1:1'],
    ['if(1 = true, 1, 0)', 'comparisonTypes 1:6'],
    ['true', 'resultNotNumber 1:1'],
    ['round(1, 2, "nearest")', 'roundMode 1:13'],
    ['round(1, 2, 3)', 'roundModeText 1:13'],
    ['round(1.5, 0.5)', 'roundPlaces 1:12'],
    ['round(1.5, 13)', 'roundPlaces 1:12'],
    ['round(1.5, -1)', 'roundPlaces 1:12'],
    [`1${'0'.repeat(23)}`, 'no error'],
    [`1${'0'.repeat(24)}`, 'outOfRange 1:1'],
    ['1000000000000 * 1000000000000', 'outOfRange 1:15'],
  ])('%j fails with %s', (source, expected) => {
    if (expected === 'no error') expect(evaluateFormula(source)).toBe(source);
    else expect(where(failure(source))).toBe(expected);
  });

  it('type errors and unknown names are found at compile time, before any value is read', () => {
    expect(() => compileFormula('if(x, 1, y)', { variables: { x: 'number', y: 'number' } })).toThrow(
      /a true\/false condition is needed at 1:4/,
    );
    expect(() => compileFormula('x(1)', { variables: { x: 'number' } })).toThrow("'x' at 1:1 is a variable, not a function");
    expect(() => compileFormula('x', { variables: { 'bad name': 'number' } })).toThrow(FormulaError);
    expect(() => compileFormula('x', { variables: { and: 'number' } })).toThrow(FormulaError);
  });

  it('values are checked at evaluation, pointing at the first use', () => {
    const formula = compileFormula('1 +\n  salary * 2 + if(workman, 1, 0)', { variables: { salary: 'number', workman: 'boolean' } });
    const attempt = (variables: FormulaVariables) => {
      try {
        formula.evaluate(variables);
      } catch (error) {
        return error instanceof FormulaError ? `${error.code} ${error.position.line}:${error.position.column}` : 'not a FormulaError';
      }
      return 'no error';
    };
    expect(attempt({ workman: true })).toBe('missingVariable 2:3');
    expect(attempt({ salary: 'abc', workman: true })).toBe('variableNotNumber 2:3');
    expect(attempt({ salary: '1e5', workman: true })).toBe('variableNotNumber 2:3');
    expect(attempt({ salary: Number.NaN, workman: true })).toBe('variableNotNumber 2:3');
    expect(attempt({ salary: Number.POSITIVE_INFINITY, workman: true })).toBe('variableNotNumber 2:3');
    expect(attempt({ salary: 1, workman: 'yes' as unknown as boolean })).toBe('variableNotBoolean 2:19');
    expect(attempt({ salary: 1e30, workman: true })).toBe('outOfRange 2:3');
    expect(attempt({ salary: 1, workman: true })).toBe('no error');
  });

  it('every error text fills all its placeholders', () => {
    for (const code of Object.keys(FORMULA_ERROR_TEXTS) as (keyof typeof FORMULA_ERROR_TEXTS)[]) {
      const names = [...FORMULA_ERROR_TEXTS[code].matchAll(/\{\{(\w+)\}\}/g)]
        .map((match) => match[1]!)
        .filter((n) => n !== 'line' && n !== 'column');
      const error = new FormulaError(code, { line: 2, column: 5 }, Object.fromEntries(names.map((name) => [name, `<${name}>`])));
      expect(error.message, code).not.toMatch(/\{\{/);
    }
  });
});

describe('suggestions', () => {
  it('measures edits, a swap of neighbours counting as one', () => {
    expect(editDistance('slary', 'salary')).toBe(1);
    expect(editDistance('salray', 'salary')).toBe(1);
    expect(editDistance('kitten', 'sitting')).toBe(3);
    expect(editDistance('', 'abc')).toBe(3);
  });

  it('suggests only a close name, the closest first', () => {
    expect(suggest('slary', ['bonus', 'salary', 'salaries'])).toBe('salary');
    expect(suggest('Salary', ['salary'])).toBe('salary');
    expect(suggest('xyz', ['salary'])).toBeUndefined();
    expect(suggest('overtme.band1', ['overtime.band1', 'overtime.band2'])).toBe('overtime.band1');
  });
});
