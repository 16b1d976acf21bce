import { describe, expect, it } from 'vitest';
import { compileFormula, evaluateFormula } from '../index.ts';

describe('evaluateFormula: operators and precedence', () => {
  it.each([
    ['1 + 2', '3'],
    ['7 - 10', '-3'],
    ['6 * 7', '42'],
    ['7 / 2', '3.5'],
    ['-5 + 2', '-3'],
    ['--5', '5'],
    ['2 + 3 * 4', '14'],
    ['(2 + 3) * 4', '20'],
    ['10 - 2 - 3', '5'],
    ['64 / 4 / 2', '8'],
    ['-2 * -3', '6'],
    ['2 * -(3 + 1)', '-8'],
    ['1 -\n  2\n  * 3', '-5'],
  ])('%s = %s', (source, expected) => expect(evaluateFormula(source)).toBe(expected));

  it('is exact decimal: 0.1 + 0.2 is 0.3, money never drifts', () => {
    expect(evaluateFormula('0.1 + 0.2')).toBe('0.3');
    expect(evaluateFormula('0.3 - 0.1')).toBe('0.2');
    expect(evaluateFormula('1.1 * 1.1')).toBe('1.21');
    expect(evaluateFormula('a + b', { a: 0.1, b: '0.2' })).toBe('0.3');
    expect(evaluateFormula('4200.10 * 3')).toBe('12600.3');
  });

  it('divides to 40 significant digits, rounding the last half-up (the package precision)', () => {
    expect(evaluateFormula('1 / 3')).toBe('0.3333333333333333333333333333333333333333');
    expect(evaluateFormula('2 / 3')).toBe('0.6666666666666666666666666666666666666667');
    expect(evaluateFormula('1 / 3 * 3')).toBe('0.9999999999999999999999999999999999999999');
    expect(evaluateFormula('round(1 / 3 * 3, 2)')).toBe('1');
  });

  it('writes results plainly: no exponent, no negative zero, no trailing zeros', () => {
    expect(evaluateFormula('0.0000001 * 0.0000001')).toBe('0.00000000000001');
    expect(evaluateFormula('1000000000000 * 1000000000')).toBe('1000000000000000000000');
    expect(evaluateFormula('-0')).toBe('0');
    expect(evaluateFormula('round(-0.001, 2)')).toBe('0');
    expect(evaluateFormula('1.50 + 0')).toBe('1.5');
  });

  it.each([
    ['if(1 = 1, 10, 20)', '10'],
    ['if(1 != 1, 10, 20)', '20'],
    ['if(2 < 3, 1, 0)', '1'],
    ['if(3 < 3, 1, 0)', '0'],
    ['if(3 <= 3, 1, 0)', '1'],
    ['if(4 > 3, 1, 0)', '1'],
    ['if(3 >= 4, 1, 0)', '0'],
    ['if(1.0 = 1, 1, 0)', '1'],
    ['if(true and false, 1, 0)', '0'],
    ['if(true or false, 1, 0)', '1'],
    ['if(not false, 1, 0)', '1'],
    ['if(not 1 = 2, 1, 0)', '1'],
    ['if(true = true, 1, 0)', '1'],
    ['if(true != false, 1, 0)', '1'],
    // or binds loosest, then and, then not, then comparisons
    ['if(true or true and false, 1, 0)', '1'],
    ['if((true or true) and false, 1, 0)', '0'],
    ['if(not true or true, 1, 0)', '1'],
    ['if(1 + 1 = 2 and 2 * 2 > 3, 1, 0)', '1'],
    ['if(if(1 < 2, true, false), 5, 6)', '5'],
  ])('%s = %s', (source, expected) => expect(evaluateFormula(source)).toBe(expected));

  it('evaluates only the branch if() chooses, and short-circuits and/or', () => {
    expect(evaluateFormula('if(days = 0, 0, salary / days)', { days: 0, salary: 3000 })).toBe('0');
    expect(evaluateFormula('if(days > 0 and salary / days > 100, 1, 0)', { days: 0, salary: 3000 })).toBe('0');
    expect(evaluateFormula('if(days = 0 or salary / days > 100, 1, 0)', { days: 0, salary: 3000 })).toBe('1');
    // A constant part is computed once at compile time; one that fails waits until it is reached.
    expect(evaluateFormula('if(x > 0, x * (52 * 44), 1 / 0)', { x: 2 })).toBe('4576');
    expect(() => evaluateFormula('if(x > 0, x, 1 / 0)', { x: 0 })).toThrow('division by zero at 1:16');
  });
});

describe('evaluateFormula: functions', () => {
  it.each([
    ['min(3, 1, 2)', '1'],
    ['min(5)', '5'],
    ['max(3, 1, 2)', '3'],
    ['max(-1, -2)', '-1'],
    ['max(0, 1 - 5)', '0'],
    ['abs(-3.5)', '3.5'],
    ['abs(2)', '2'],
    ['floor(2.7)', '2'],
    ['floor(-2.1)', '-3'],
    ['ceil(2.1)', '3'],
    ['ceil(-2.7)', '-2'],
    ['round(2.345, 2)', '2.35'],
    ['round(-2.345, 2)', '-2.35'],
    ['round(1234.5, 0)', '1235'],
    ['round(2.5, 0, "half-up")', '3'],
    ['round(2.5, 0, "half-even")', '2'],
    ['round(3.5, 0, "half-even")', '4'],
    ['round(2.5, 0, "half-down")', '2'],
    ['round(2.1, 0, "up")', '3'],
    ['round(-2.1, 0, "up")', '-3'],
    ['round(2.9, 0, "down")', '2'],
    ['round(-2.9, 0, "down")', '-2'],
    ['round(-2.1, 0, "ceiling")', '-2'],
    ['round(-2.1, 0, "floor")', '-3'],
    ["round(1.005, 2, 'half-up')", '1.01'],
    ['round(1 / 3, 12)', '0.333333333333'],
    ['round(7, 1 + 1)', '7'],
  ])('%s = %s', (source, expected) => expect(evaluateFormula(source)).toBe(expected));
});

describe('variables', () => {
  it('reads dotted names from an object or a Map, numbers, decimal strings and booleans', () => {
    const variables = {
      'employee.salary': '4500.50',
      'period.workingDays': 22,
      'timesheet.overtime.band1': ' 3 ',
      'employee.isWorkman': true,
    };
    expect(evaluateFormula('employee.salary * 2 + period.workingDays + timesheet.overtime.band1', variables)).toBe('9026');
    expect(evaluateFormula('if(employee.isWorkman, 1, 2)', variables)).toBe('1');
    expect(
      evaluateFormula(
        'a * b',
        new Map<string, string | number>([
          ['a', '1.5'],
          ['b', 4],
        ]),
      ),
    ).toBe('6');
  });

  it('compiles once and evaluates for many employees, listing the variables used', () => {
    const formula = compileFormula('round(salary * days / workingDays, 2) + if(workman, ot * 1.5, 0)', {
      variables: { salary: 'number', days: 'number', workingDays: 'number', ot: 'number', workman: 'boolean', unused: 'number' },
    });
    expect(formula.variablesUsed).toEqual(['salary', 'days', 'workingDays', 'workman', 'ot']);
    expect(formula.evaluate({ salary: 3000, days: 10, workingDays: 22, workman: false, ot: 0 })).toBe('1363.64');
    expect(formula.evaluate({ salary: '4200', days: 22, workingDays: 22, workman: true, ot: '10.50' })).toBe('4215.75');
  });

  it('traces every variable, call and parenthesised group with its value, inner steps first', () => {
    const formula = compileFormula('round((salary / days) * worked, 2)', {
      variables: { salary: 'number', days: 'number', worked: 'number' },
    });
    const { value, steps } = formula.trace({ salary: 3000, days: 21, worked: 13 });
    expect(value).toBe('1857.14');
    expect(steps).toEqual([
      { kind: 'variable', text: 'salary', value: '3000', position: { line: 1, column: 8 } },
      { kind: 'variable', text: 'days', value: '21', position: { line: 1, column: 17 } },
      { kind: 'group', text: '(salary / days)', value: '142.8571428571428571428571428571428571429', position: { line: 1, column: 7 } },
      { kind: 'variable', text: 'worked', value: '13', position: { line: 1, column: 25 } },
      { kind: 'call', text: 'round((salary / days) * worked, 2)', value: '1857.14', position: { line: 1, column: 1 } },
    ]);
    // A second preview starts from no steps; evaluate() gives the same value.
    expect(formula.trace({ salary: 3000, days: 21, worked: 13 }).steps).toHaveLength(5);
    expect(formula.evaluate({ salary: 3000, days: 21, worked: 13 })).toBe(value);
  });

  it('traces only the branch taken, and conditions as true/false', () => {
    const formula = compileFormula('if((ot > 0), ot * 2, 0)', { variables: { ot: 'number' } });
    expect(formula.trace({ ot: 0 }).steps.map((step) => `${step.text}=${step.value}`)).toEqual([
      'ot=0',
      '(ot > 0)=false',
      'if((ot > 0), ot * 2, 0)=0',
    ]);
  });
});
