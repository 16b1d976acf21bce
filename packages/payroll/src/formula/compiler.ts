import { Decimal } from '../core/decimal.ts';
import type { FormulaNode } from './ast.ts';
import { FormulaError } from './errors.ts';
import { DEFAULT_ROUNDING, FUNCTIONS, ROUNDING_MODES } from './functions.ts';
import { MAX_EXPONENT, MAX_ROUND_PLACES } from './limits.ts';
import { suggest } from './suggest.ts';
import type { SourcePosition } from './tokens.ts';

export type FormulaType = 'number' | 'boolean';

/** The values of a formula's variables at evaluation: slot i holds the variable numbered i. */
export type Slots = readonly (Decimal | boolean)[];
type NumberFn = (slots: Slots) => Decimal;
type BooleanFn = (slots: Slots) => boolean;
type Compiled =
  | { readonly type: 'number'; readonly fn: NumberFn }
  | { readonly type: 'boolean'; readonly fn: BooleanFn }
  | { readonly type: 'text'; readonly value: string };

/** A variable the formula reads: its slot is its index in `used`. */
export interface UsedVariable {
  readonly name: string;
  readonly type: FormulaType;
  /** Where it is first read: errors about its value point there. */
  readonly position: SourcePosition;
}

/** Called on every traced sub-expression (variable, call, parenthesised group) with its value. */
export type StepRecorder = (node: FormulaNode, value: Decimal | boolean) => void;

/** Keeps every value the formula computes below 10^24 (see MAX_EXPONENT). */
export function inRange(value: Decimal, position: SourcePosition): Decimal {
  if (value.e > MAX_EXPONENT) throw new FormulaError('outOfRange', position, { digits: String(MAX_EXPONENT + 1) });
  return value;
}

/**
 * Turns a syntax tree into a tree of closures, checking types and names once so that evaluation
 * only computes: numbers are decimal.js Decimals, conditions are booleans, and a variable is read
 * from its slot (never from an object by name). With `record`, every variable, call and
 * parenthesised group reports its value as it is computed (the trace); without it nothing is added.
 */
export class FormulaCompiler {
  readonly used: UsedVariable[] = [];
  private readonly slots = new Map<string, number>();

  constructor(
    private readonly known: ReadonlyMap<string, FormulaType>,
    private readonly record?: StepRecorder,
  ) {}

  compile(node: FormulaNode): Compiled {
    const compiled = this.node(node);
    if (this.record === undefined) return this.fold(node, compiled);
    if (!(node.grouped === true || node.kind === 'variable' || node.kind === 'call')) return compiled;
    const record = this.record;
    if (compiled.type === 'number') {
      const fn = compiled.fn;
      return {
        type: 'number',
        fn: (s) => {
          const value = fn(s);
          record(node, value);
          return value;
        },
      };
    }
    if (compiled.type === 'boolean') {
      const fn = compiled.fn;
      return {
        type: 'boolean',
        fn: (s) => {
          const value = fn(s);
          record(node, value);
          return value;
        },
      };
    }
    return compiled;
  }

  /**
   * Computes a sub-expression that reads no variable once, here: (52 * 44) costs nothing per
   * employee. One that fails (1 / 0 in a branch if() may never take) is left to fail when reached.
   */
  private fold(node: FormulaNode, compiled: Compiled): Compiled {
    if (compiled.type === 'text' || node.kind === 'number' || node.kind === 'boolean' || !isConstant(node)) return compiled;
    try {
      if (compiled.type === 'number') {
        const value = compiled.fn(NO_SLOTS);
        return { type: 'number', fn: () => value };
      }
      const value = compiled.fn(NO_SLOTS);
      return { type: 'boolean', fn: () => value };
    } catch (error) {
      if (error instanceof FormulaError) return compiled;
      throw error;
    }
  }

  number(node: FormulaNode): NumberFn {
    const compiled = this.compile(node);
    if (compiled.type === 'number') return compiled.fn;
    throw new FormulaError(compiled.type === 'text' ? 'textNotAllowed' : 'expectedNumber', node.position);
  }

  boolean(node: FormulaNode): BooleanFn {
    const compiled = this.compile(node);
    if (compiled.type === 'boolean') return compiled.fn;
    throw new FormulaError(compiled.type === 'text' ? 'textNotAllowed' : 'expectedBoolean', node.position);
  }

  private node(node: FormulaNode): Compiled {
    switch (node.kind) {
      case 'number': {
        const value = inRange(new Decimal(node.text), node.position);
        return { type: 'number', fn: () => value };
      }
      case 'boolean': {
        const value = node.value;
        return { type: 'boolean', fn: () => value };
      }
      case 'text':
        return { type: 'text', value: node.value };
      case 'variable':
        return this.variable(node.name, node.position);
      case 'negate': {
        const operand = this.number(node.operand);
        return { type: 'number', fn: (s) => operand(s).negated() };
      }
      case 'not': {
        const operand = this.boolean(node.operand);
        return { type: 'boolean', fn: (s) => !operand(s) };
      }
      case 'binary':
        return this.binary(node);
      case 'call':
        return this.call(node);
    }
  }

  private variable(name: string, position: SourcePosition): Compiled {
    const type = this.known.get(name);
    if (type === undefined) {
      if (FUNCTIONS.has(name)) throw new FormulaError('functionWithoutArguments', position, { name });
      const suggestion = suggest(name, this.known.keys());
      throw suggestion === undefined
        ? new FormulaError('unknownVariable', position, { name })
        : new FormulaError('unknownVariableSuggestion', position, { name, suggestion });
    }
    let slot = this.slots.get(name);
    if (slot === undefined) {
      slot = this.used.length;
      this.slots.set(name, slot);
      this.used.push({ name, type, position });
    }
    const index = slot;
    return type === 'number' ? { type, fn: (s) => s[index] as Decimal } : { type, fn: (s) => s[index] as boolean };
  }

  private binary(node: Extract<FormulaNode, { kind: 'binary' }>): Compiled {
    const at = node.position;
    switch (node.operator) {
      case 'and': {
        const [left, right] = [this.boolean(node.left), this.boolean(node.right)];
        return { type: 'boolean', fn: (s) => left(s) && right(s) };
      }
      case 'or': {
        const [left, right] = [this.boolean(node.left), this.boolean(node.right)];
        return { type: 'boolean', fn: (s) => left(s) || right(s) };
      }
      case '+': {
        const [left, right] = [this.number(node.left), this.number(node.right)];
        return { type: 'number', fn: (s) => inRange(left(s).plus(right(s)), at) };
      }
      case '-': {
        const [left, right] = [this.number(node.left), this.number(node.right)];
        return { type: 'number', fn: (s) => inRange(left(s).minus(right(s)), at) };
      }
      case '*': {
        const [left, right] = [this.number(node.left), this.number(node.right)];
        return { type: 'number', fn: (s) => inRange(left(s).times(right(s)), at) };
      }
      case '/': {
        const [left, right] = [this.number(node.left), this.number(node.right)];
        return {
          type: 'number',
          fn: (s) => {
            const dividend = left(s);
            const divisor = right(s);
            if (divisor.isZero()) throw new FormulaError('divisionByZero', at);
            return inRange(dividend.dividedBy(divisor), at);
          },
        };
      }
      default:
        return this.comparison(node);
    }
  }

  private comparison(node: Extract<FormulaNode, { kind: 'binary' }>): Compiled {
    const left = this.compile(node.left);
    const right = this.compile(node.right);
    const operator = node.operator;
    if (left.type === 'number' && right.type === 'number') {
      const [a, b] = [left.fn, right.fn];
      const test = COMPARE[operator as keyof typeof COMPARE];
      return { type: 'boolean', fn: (s) => test(a(s).comparedTo(b(s))) };
    }
    if (left.type === 'boolean' && right.type === 'boolean' && (operator === '=' || operator === '!=')) {
      const [a, b] = [left.fn, right.fn];
      return operator === '=' ? { type: 'boolean', fn: (s) => a(s) === b(s) } : { type: 'boolean', fn: (s) => a(s) !== b(s) };
    }
    if (left.type === 'text' || right.type === 'text')
      throw new FormulaError('textNotAllowed', (left.type === 'text' ? node.left : node.right).position);
    // Booleans have no order; mixed sides have no meaning.
    throw new FormulaError(left.type === right.type ? 'expectedNumber' : 'comparisonTypes', node.position);
  }

  private call(node: Extract<FormulaNode, { kind: 'call' }>): Compiled {
    const { name, args, position } = node;
    const signature = FUNCTIONS.get(name);
    if (signature === undefined) {
      if (this.known.has(name)) throw new FormulaError('notAFunction', position, { name });
      const suggestion = suggest(name, FUNCTIONS.keys());
      throw suggestion === undefined
        ? new FormulaError('unknownFunction', position, { name })
        : new FormulaError('unknownFunctionSuggestion', position, { name, suggestion });
    }
    const count = String(args.length);
    if (signature.max === undefined) {
      if (args.length < signature.min)
        throw new FormulaError('argumentCountAtLeast', position, { name, min: String(signature.min), count });
    } else if (args.length < signature.min || args.length > signature.max) {
      throw signature.min === signature.max
        ? new FormulaError('argumentCount', position, { name, expected: String(signature.min), count })
        : new FormulaError('argumentCountRange', position, { name, min: String(signature.min), max: String(signature.max), count });
    }
    switch (name) {
      case 'if':
        return this.conditional(node);
      case 'min':
      case 'max':
        return this.extreme(name, args);
      case 'round':
        return this.round(node);
      default: {
        const operand = this.number(args[0]!);
        if (name === 'abs') return { type: 'number', fn: (s) => operand(s).abs() };
        const rounding = name === 'floor' ? Decimal.ROUND_FLOOR : Decimal.ROUND_CEIL;
        return { type: 'number', fn: (s) => operand(s).toDecimalPlaces(0, rounding) };
      }
    }
  }

  /** if(condition, then, else): only the branch chosen is evaluated. */
  private conditional(node: Extract<FormulaNode, { kind: 'call' }>): Compiled {
    const [conditionNode, thenNode, elseNode] = node.args as [FormulaNode, FormulaNode, FormulaNode];
    const condition = this.boolean(conditionNode);
    const then = this.compile(thenNode);
    const otherwise = this.compile(elseNode);
    if (then.type === 'number' && otherwise.type === 'number') {
      const [a, b] = [then.fn, otherwise.fn];
      return { type: 'number', fn: (s) => (condition(s) ? a(s) : b(s)) };
    }
    if (then.type === 'boolean' && otherwise.type === 'boolean') {
      const [a, b] = [then.fn, otherwise.fn];
      return { type: 'boolean', fn: (s) => (condition(s) ? a(s) : b(s)) };
    }
    if (then.type === 'text' || otherwise.type === 'text')
      throw new FormulaError('textNotAllowed', (then.type === 'text' ? thenNode : elseNode).position);
    throw new FormulaError('branchTypes', node.position);
  }

  private extreme(name: 'min' | 'max', args: readonly FormulaNode[]): Compiled {
    const operands = args.map((arg) => this.number(arg));
    const pickLeft =
      name === 'min' ? (a: Decimal, b: Decimal) => a.lessThanOrEqualTo(b) : (a: Decimal, b: Decimal) => a.greaterThanOrEqualTo(b);
    return {
      type: 'number',
      fn: (s) => {
        let best = operands[0]!(s);
        for (let i = 1; i < operands.length; i += 1) {
          const value = operands[i]!(s);
          if (!pickLeft(best, value)) best = value;
        }
        return best;
      },
    };
  }

  /** round(x, places, mode): places a whole number from 0 to MAX_ROUND_PLACES; mode a quoted text. */
  private round(node: Extract<FormulaNode, { kind: 'call' }>): Compiled {
    const [valueNode, placesNode, modeNode] = node.args as [FormulaNode, FormulaNode, FormulaNode | undefined];
    const value = this.number(valueNode);
    const places = this.number(placesNode);
    let modeName = DEFAULT_ROUNDING;
    if (modeNode !== undefined) {
      const mode = this.node(modeNode);
      if (mode.type !== 'text') throw new FormulaError('roundModeText', modeNode.position);
      modeName = mode.value;
    }
    const rounding = ROUNDING_MODES.get(modeName);
    if (rounding === undefined) {
      throw new FormulaError('roundMode', modeNode!.position, {
        mode: modeName,
        modes: [...ROUNDING_MODES.keys()].map((m) => `'${m}'`).join(', '),
      });
    }
    const at = placesNode.position;
    const wholePlaces = (digits: Decimal): number => {
      if (!digits.isInteger() || digits.isNegative() || digits.greaterThan(MAX_ROUND_PLACES)) {
        throw new FormulaError('roundPlaces', at, { max: String(MAX_ROUND_PLACES) });
      }
      return digits.toNumber();
    };
    // Places written as a number (the usual round(x, 2)) are checked once, here.
    if (placesNode.kind === 'number') {
      const fixed = wholePlaces(places(NO_SLOTS));
      return { type: 'number', fn: (s) => value(s).toDecimalPlaces(fixed, rounding) };
    }
    return { type: 'number', fn: (s) => value(s).toDecimalPlaces(wholePlaces(places(s)), rounding) };
  }
}

const NO_SLOTS: Slots = [];
const CONSTANT = new WeakMap<FormulaNode, boolean>();

/** Whether a sub-expression reads no variable (remembered per node: each node is asked once per parent). */
function isConstant(node: FormulaNode): boolean {
  let constant = CONSTANT.get(node);
  if (constant === undefined) {
    switch (node.kind) {
      case 'variable':
        constant = false;
        break;
      case 'negate':
      case 'not':
        constant = isConstant(node.operand);
        break;
      case 'binary':
        constant = isConstant(node.left) && isConstant(node.right);
        break;
      case 'call':
        constant = node.args.every(isConstant);
        break;
      default:
        constant = true;
    }
    CONSTANT.set(node, constant);
  }
  return constant;
}

const COMPARE = {
  '=': (order: number) => order === 0,
  '!=': (order: number) => order !== 0,
  '<': (order: number) => order < 0,
  '<=': (order: number) => order <= 0,
  '>': (order: number) => order > 0,
  '>=': (order: number) => order >= 0,
} as const;
