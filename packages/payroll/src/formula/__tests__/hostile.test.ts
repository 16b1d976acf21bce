import { describe, expect, it } from 'vitest';
import fc from 'fast-check';
import { compileFormula, evaluateFormula, FormulaError } from '../index.ts';
import { MAX_DEPTH, MAX_SOURCE_LENGTH } from '../limits.ts';

const PLAIN_DECIMAL = /^-?(0|[1-9]\d*)(\.\d*[1-9])?$/;
/** Variables a hostile formula might hope to reach through. */
const VARIABLES = { salary: '3000', days: 22, workman: true, 'employee.salary': '4500.25' };

/** Evaluates and reports what happened: a plain decimal, or a FormulaError's code; anything else fails the test. */
function outcome(source: string, variables: object = VARIABLES): string {
  try {
    const value = evaluateFormula(source, variables as Record<string, string>);
    expect(value).toMatch(PLAIN_DECIMAL);
    return value;
  } catch (error) {
    if (!(error instanceof FormulaError))
      throw new Error(`${JSON.stringify(source.slice(0, 60))} threw ${String(error)}`, { cause: error });
    expect(error.position.line).toBeGreaterThanOrEqual(1);
    expect(error.position.column).toBeGreaterThanOrEqual(1);
    return error.code;
  }
}

describe('hostile inputs fail safely', () => {
  it.each([
    ['constructor', 'unknownVariable'],
    ['__proto__', 'unknownVariable'],
    ['prototype', 'unknownVariable'],
    ['toString', 'unknownVariable'],
    ['valueOf()', 'unknownFunction'],
    ['hasOwnProperty("salary")', 'unknownFunction'],
    ['process', 'unknownVariable'],
    ['process.exit()', 'unknownFunction'],
    ['process.exit(1)', 'unknownFunction'],
    ['globalThis.process', 'unknownVariable'],
    ['require("fs")', 'unknownFunction'],
    ['import("fs")', 'unknownFunction'],
    ['salary.constructor', 'unknownVariable'],
    ['salary.constructor.constructor("return process")()', 'unexpectedToken'],
    ['a.constructor.constructor', 'unknownVariable'],
    ['salary.__proto__', 'unknownVariable'],
    ['salary["constructor"]', 'unexpectedCharacter'],
    ['salary[0]', 'unexpectedCharacter'],
    ['this', 'unknownVariable'],
    ['eval("1")', 'unknownFunction'],
    ['Function("return 1")()', 'unexpectedToken'],
    ['Function("return 1")', 'unknownFunction'],
    ['(() => 1)()', 'unexpectedToken'],
    ['`1`', 'unexpectedCharacter'],
    ['1; process.exit()', 'unexpectedCharacter'],
    ['salary = 1', 'resultNotNumber'],
    ['x => x', 'unexpectedToken'],
    ['${salary}', 'unexpectedCharacter'],
    ['1e999999', 'badNumber'],
    ['1E10', 'badNumber'],
    ['0x10', 'badNumber'],
    ['Infinity', 'unknownVariable'],
    ['NaN', 'unknownVariable'],
    ['-Infinity', 'unknownVariable'],
    ['9'.repeat(40), 'numberTooLong'],
    [`a${'b'.repeat(200)}`, 'nameTooLong'],
    ['round(1, 2, "constructor")', 'roundMode'],
    ['round(1, 2, "__proto__")', 'roundMode'],
    ['round(1, 2, "toString")', 'roundMode'],
    // Unicode: look-alike letters, invisible and direction characters, full-width digits, emoji.
    ['s\u0430lary', 'unexpectedCharacter'],
    ['salary\u200b', 'unexpectedCharacter'],
    ['\u202esalary', 'unexpectedCharacter'],
    ['\ufeff1', 'unexpectedCharacter'],
    ['\uff11 + 1', 'unexpectedCharacter'],
    ['1\u00a0+ 1', 'unexpectedCharacter'],
    ['1 \u2212 1', 'unexpectedCharacter'],
    ['\ud83d\ude00', 'unexpectedCharacter'],
    ['\ud800', 'unexpectedCharacter'],
    ['salary\u0000', 'unexpectedCharacter'],
    ['"\u0430"', 'unexpectedCharacter'],
  ])('%j → %s', (source, code) => expect(outcome(source)).toBe(code));

  it('cannot read inherited properties of the variables object', () => {
    const inherited = Object.create({ salary: '3000' }) as object;
    expect(outcome('salary', inherited)).toBe('unknownVariable');
    expect(outcome('constructor', {})).toBe('unknownVariable');
    expect(outcome('toString', Object.create(null) as object)).toBe('unknownVariable');
    // An own property named like a prototype key is just a value.
    expect(outcome('constructor + 1', JSON.parse('{"constructor": "2", "__proto__": "5"}') as object)).toBe('3');
    expect(outcome('__proto__ * 2', JSON.parse('{"__proto__": "5"}') as object)).toBe('10');
    // A function is not a value.
    expect(outcome('f + 1', { f: () => 1 })).toBe('variableNotNumber');
    expect(outcome('o + 1', { o: { valueOf: () => 1 } })).toBe('variableNotNumber');
    expect(outcome('n + 1', { n: 10n })).toBe('variableNotNumber');
  });

  it('bounds length, depth and size: deep nesting, 10k-long input, long sums', () => {
    expect(outcome('('.repeat(100_000))).toBe('sourceTooLong');
    expect(outcome(`${'1+'.repeat(5_000)}1`)).toBe('sourceTooLong');
    expect(outcome('x'.repeat(10_000))).toBe('sourceTooLong');
    expect(outcome(`${'('.repeat(MAX_DEPTH + 1)}1${')'.repeat(MAX_DEPTH + 1)}`)).toBe('tooDeep');
    expect(outcome(`${'-'.repeat(MAX_DEPTH + 1)}1`)).toBe('tooDeep');
    expect(outcome(`${'not '.repeat(MAX_DEPTH + 1)}true`)).toBe('tooDeep');
    expect(outcome(`${'abs('.repeat(MAX_DEPTH + 1)}1${')'.repeat(MAX_DEPTH + 1)}`)).toBe('tooDeep');
    expect(outcome(`${'('.repeat(MAX_DEPTH - 2)}1${')'.repeat(MAX_DEPTH - 2)}`)).toBe('1');
    // Within the length: the token bound.
    expect(outcome(`${'1+'.repeat(1_000)}1`.slice(0, MAX_SOURCE_LENGTH))).toBe('tooManyTokens');
    expect(outcome(`${'1+'.repeat(400)}1`)).toBe('401');
    // Growth is bounded: no value reaches 10^24.
    expect(outcome(`${'999999999 * '.repeat(20)}1`)).toBe('outOfRange');
    expect(outcome(`${'0.000000001 * '.repeat(20)}1`)).toMatch(PLAIN_DECIMAL);
  });

  it('a long chain of operators is not deep: the parser loops instead of recursing', () => {
    expect(outcome(`${'1 + '.repeat(450)}1`)).toBe('451');
    expect(outcome(`max(${'1, '.repeat(400)}2)`)).toBe('2');
  });

  it('for arbitrary text, evaluateFormula returns a plain decimal or throws a FormulaError, nothing else', () => {
    const pieces = fc.constantFrom(
      ...[
        'salary',
        'days',
        'workman',
        'employee.salary',
        'unknown',
        'if',
        'min',
        'max',
        'round',
        'abs',
        'floor',
        'ceil',
        'and',
        'or',
        'not',
      ],
      ...[
        'true',
        'false',
        '(',
        ')',
        ',',
        '+',
        '-',
        '*',
        '/',
        '=',
        '!=',
        '<',
        '<=',
        '>',
        '>=',
        '0',
        '1',
        '2.5',
        '0.1',
        '"half-even"',
        "'up'",
        ' ',
        '\n',
      ],
      ...['constructor', '__proto__', '.', '[', ']', '1e5', '\u0430', '\u200b'],
    );
    const tokenSoup = fc.array(pieces, { maxLength: 40 }).map((parts) => parts.join(' '));
    const text = fc.oneof(
      fc.string({ maxLength: 60 }),
      fc.string({ unit: 'grapheme', maxLength: 30 }),
      fc.string({ unit: 'binary', maxLength: 30 }),
      tokenSoup,
    );
    fc.assert(
      fc.property(text, (source) => {
        outcome(source);
      }),
      { numRuns: 2_000 },
    );
  }, 30_000);

  it('for arbitrary values, a compiled formula returns a plain decimal or throws a FormulaError', () => {
    const formula = compileFormula('round(if(flag, a / b, max(a, b) - min(a, b)), 2, "half-even") * 2', {
      variables: { a: 'number', b: 'number', flag: 'boolean' },
    });
    const value = fc.oneof(
      fc.anything(),
      fc.double(),
      fc.integer().map(String),
      fc.bigInt().map(String),
      fc.constantFrom('1e5', '-0', ' 1 ', '.5'),
    );
    fc.assert(
      fc.property(value, value, fc.oneof(fc.boolean(), fc.anything()), (a, b, flag) => {
        try {
          expect(formula.evaluate({ a, b, flag } as Record<string, string>)).toMatch(PLAIN_DECIMAL);
        } catch (error) {
          if (!(error instanceof FormulaError)) throw error;
        }
      }),
      { numRuns: 2_000 },
    );
  }, 30_000);
});
