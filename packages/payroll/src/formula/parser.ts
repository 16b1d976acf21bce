import type { BinaryOperator, FormulaNode } from './ast.ts';
import { FormulaError } from './errors.ts';
import { MAX_DEPTH } from './limits.ts';
import { tokenize } from './tokenizer.ts';
import type { Token } from './tokens.ts';

/**
 * Binding power of each infix operator (higher binds tighter): or < and < comparisons < + - < * /.
 * `not` binds between `and` and the comparisons (not a = b is not (a = b)); unary minus binds
 * tightest. All infix operators are left-associative: 10 - 2 - 3 is (10 - 2) - 3.
 */
const INFIX: Readonly<Record<string, number>> = {
  or: 10,
  and: 20,
  '=': 30,
  '!=': 30,
  '<': 30,
  '<=': 30,
  '>': 30,
  '>=': 30,
  '+': 40,
  '-': 40,
  '*': 50,
  '/': 50,
};
const NOT_OPERAND = 25;
const NEGATE_OPERAND = 60;

const infixPower = (token: Token): number =>
  (token.kind === 'operator' || (token.kind === 'keyword' && (token.text === 'and' || token.text === 'or'))) &&
  Object.hasOwn(INFIX, token.text)
    ? INFIX[token.text]!
    : 0;

/** Parses a formula's source into its syntax tree (a Pratt parser over the tokens). */
export function parse(source: string): FormulaNode {
  const tokens = tokenize(source);
  let index = 0;
  let depth = 0;
  const peek = () => tokens[index]!;
  const next = () => tokens[index++]!;

  if (peek().kind === 'end') throw new FormulaError('empty', peek().position);

  const unexpected = (token: Token): FormulaError =>
    token.kind === 'end'
      ? new FormulaError('unexpectedEnd', token.position)
      : new FormulaError('unexpectedToken', token.position, { token: token.kind === 'text' ? `'${token.text}'` : token.text });

  function expression(minPower: number): FormulaNode {
    depth += 1;
    if (depth > MAX_DEPTH) throw new FormulaError('tooDeep', peek().position, { max: String(MAX_DEPTH) });
    let left = prefix();
    for (;;) {
      const power = infixPower(peek());
      if (power <= minPower) break;
      const operator = next();
      const right = expression(power);
      left = {
        kind: 'binary',
        operator: operator.text as BinaryOperator,
        left,
        right,
        start: left.start,
        end: right.end,
        position: operator.position,
      };
    }
    depth -= 1;
    return left;
  }

  function prefix(): FormulaNode {
    const token = next();
    switch (token.kind) {
      case 'number':
        return { kind: 'number', text: token.text, start: token.start, end: token.end, position: token.position };
      case 'text':
        return { kind: 'text', value: token.text, start: token.start, end: token.end, position: token.position };
      case 'keyword': {
        if (token.text === 'true' || token.text === 'false') {
          return { kind: 'boolean', value: token.text === 'true', start: token.start, end: token.end, position: token.position };
        }
        if (token.text === 'not') {
          const operand = expression(NOT_OPERAND);
          return { kind: 'not', operand, start: token.start, end: operand.end, position: token.position };
        }
        throw unexpected(token);
      }
      case 'operator': {
        if (token.text !== '-') throw unexpected(token);
        const operand = expression(NEGATE_OPERAND);
        return { kind: 'negate', operand, start: token.start, end: operand.end, position: token.position };
      }
      case '(': {
        const inner = expression(0);
        const close = next();
        if (close.kind !== ')') throw new FormulaError('missingParenthesis', close.position);
        return { ...inner, start: token.start, end: close.end, grouped: true, open: token.position };
      }
      case 'name':
        return peek().kind === '('
          ? call(token)
          : { kind: 'variable', name: token.text, start: token.start, end: token.end, position: token.position };
      default:
        throw unexpected(token);
    }
  }

  function call(name: Token): FormulaNode {
    next(); // (
    const args: FormulaNode[] = [];
    if (peek().kind !== ')') {
      for (;;) {
        args.push(expression(0));
        if (peek().kind !== ',') break;
        next();
      }
    }
    const close = next();
    // After an argument comes ',' or ')': anything else (the end, another operand) means a ')' is missing.
    if (close.kind !== ')') throw new FormulaError('missingParenthesis', close.position);
    return { kind: 'call', name: name.text, args, start: name.start, end: close.end, position: name.position };
  }

  const tree = expression(0);
  const rest = peek();
  if (rest.kind !== 'end') throw unexpected(rest);
  return tree;
}
