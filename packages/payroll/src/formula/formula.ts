import { Decimal } from '../core/decimal.ts';
import type { FormulaNode } from './ast.ts';
import { FormulaCompiler, inRange, type FormulaType, type Slots, type UsedVariable } from './compiler.ts';
import { FormulaError } from './errors.ts';
import { parse } from './parser.ts';
import type { SourcePosition } from './tokens.ts';

/** A variable's value: a number, a decimal string ("1234.50") or, for a condition, true/false. */
export type FormulaValue = number | string | boolean;
export type FormulaVariables = Readonly<Record<string, FormulaValue>> | ReadonlyMap<string, FormulaValue>;
/** The variables a formula may name, with their types. */
export type FormulaDeclarations = Readonly<Record<string, FormulaType>> | ReadonlyMap<string, FormulaType>;

/** One step of an evaluation, for a preview: a variable read, a function call or a parenthesised group. */
export interface FormulaStep {
  readonly kind: 'variable' | 'call' | 'group';
  /** The sub-expression as written (shortened past 200 characters). */
  readonly text: string;
  /** A plain decimal string, or 'true' / 'false'. */
  readonly value: string;
  readonly position: SourcePosition;
}

export interface CompiledFormula {
  readonly source: string;
  /** The variables the formula reads, in order of first use. */
  readonly variablesUsed: readonly string[];
  /** The exact result as a plain decimal string (no exponent). */
  evaluate(variables: FormulaVariables): string;
  /** The result and every step that led to it, in the order computed (inner steps first). */
  trace(variables: FormulaVariables): { readonly value: string; readonly steps: readonly FormulaStep[] };
}

const NAME = /^[A-Za-z_][A-Za-z0-9_]*(\.[A-Za-z_][A-Za-z0-9_]*)*$/;
const KEYWORDS = new Set(['and', 'or', 'not', 'true', 'false']);
const DECIMAL_TEXT = /^-?\d{1,40}(\.\d{1,40})?$/;
const STEP_TEXT_LENGTH = 200;

function declarations(variables: FormulaDeclarations): Map<string, FormulaType> {
  const entries = variables instanceof Map ? [...variables.entries()] : Object.entries(variables);
  const known = new Map<string, FormulaType>();
  for (const [name, type] of entries) {
    if (!NAME.test(name) || KEYWORDS.has(name) || (type !== 'number' && type !== 'boolean')) {
      throw new FormulaError('badVariableName', { line: 1, column: 1 }, { name: String(name).slice(0, 100) });
    }
    known.set(name, type);
  }
  return known;
}

/** A plain decimal string: never an exponent, never "-0". */
export function plain(value: Decimal): string {
  return value.isZero() ? '0' : value.toFixed();
}

function read(variables: FormulaVariables, name: string): unknown {
  if (variables instanceof Map) return variables.get(name);
  if (typeof variables !== 'object' || variables === null) return undefined;
  // Own properties only: nothing reachable through the prototype (constructor, __proto__, toString).
  return Object.hasOwn(variables, name) ? (variables as Readonly<Record<string, unknown>>)[name] : undefined;
}

/** Converts the caller's values to the slots the compiled formula reads, checking each one. */
function slotsFor(used: readonly UsedVariable[], variables: FormulaVariables): Slots {
  const slots: (Decimal | boolean)[] = [];
  for (const { name, type, position } of used) {
    const raw = read(variables, name);
    if (raw === undefined || raw === null) throw new FormulaError('missingVariable', position, { name });
    if (type === 'boolean') {
      if (typeof raw !== 'boolean') throw new FormulaError('variableNotBoolean', position, { name });
      slots.push(raw);
      continue;
    }
    const value = typeof raw === 'number' || typeof raw === 'string' ? parsedNumber(raw) : undefined;
    if (value === undefined) throw new FormulaError('variableNotNumber', position, { name });
    slots.push(inRange(value, position));
  }
  return slots;
}

/**
 * The Decimal of a variable's number or decimal string, or undefined if it is neither. Parsed values
 * are kept (Decimals are immutable): a payrun reads the same few values (22 working days, 0 hours,
 * a shared allowance) for every employee, and parsing is a large part of an evaluation's time.
 */
function parsedNumber(raw: number | string): Decimal | undefined {
  let value = PARSED.get(raw);
  if (value !== undefined) return value;
  if (typeof raw === 'number') {
    if (!Number.isFinite(raw)) return undefined;
    value = new Decimal(String(raw));
  } else {
    const text = raw.trim();
    if (!DECIMAL_TEXT.test(text)) return undefined;
    value = new Decimal(text);
  }
  if (PARSED.size >= PARSED_LIMIT) PARSED.clear();
  PARSED.set(raw, value);
  return value;
}

const PARSED = new Map<number | string, Decimal>();
const PARSED_LIMIT = 4_096;

function stepText(source: string, node: FormulaNode): string {
  const text = source.slice(node.start, node.end).replace(/\s+/g, ' ');
  return text.length > STEP_TEXT_LENGTH ? `${text.slice(0, STEP_TEXT_LENGTH - 1)}…` : text;
}

/**
 * Compiles a formula once, to evaluate it for many employees. Names, types and the syntax are all
 * checked here: evaluation can then fail only on the values (a missing or malformed variable, a
 * division by zero, a value out of range, a bad number of decimal places), always with a FormulaError.
 */
export function compileFormula(source: string, options: { readonly variables: FormulaDeclarations }): CompiledFormula {
  if (typeof source !== 'string') throw new FormulaError('empty', { line: 1, column: 1 });
  const known = declarations(options.variables);
  const tree = parse(source);
  const compiler = new FormulaCompiler(known);
  const top = compiler.compile(tree);
  if (top.type !== 'number') throw new FormulaError(top.type === 'boolean' ? 'resultNotNumber' : 'textNotAllowed', tree.position);
  const fn = top.fn;
  const used = compiler.used;
  let traced: { fn: (slots: Slots) => Decimal; steps: FormulaStep[] } | undefined;

  return {
    source,
    variablesUsed: used.map((variable) => variable.name),
    evaluate: (variables) => plain(fn(slotsFor(used, variables))),
    trace(variables) {
      // The traced closures are built on the first preview only: evaluate() never pays for them.
      if (traced === undefined) {
        const steps: FormulaStep[] = [];
        const recorder = new FormulaCompiler(known, (node, value) =>
          steps.push({
            kind: node.grouped === true ? 'group' : node.kind === 'variable' ? 'variable' : 'call',
            text: stepText(source, node),
            value: typeof value === 'boolean' ? String(value) : plain(value),
            position: node.open ?? node.position,
          }),
        );
        traced = { fn: recorder.number(tree), steps };
      }
      traced.steps.length = 0;
      const value = plain(traced.fn(slotsFor(used, variables)));
      return { value, steps: [...traced.steps] };
    },
  };
}

/**
 * Evaluates a formula on the given variables (a number or decimal string each, or true/false for a
 * condition) and returns the exact result as a plain decimal string: evaluateFormula('0.1 + 0.2', {})
 * is '0.3'. Any bad input throws a FormulaError naming the position.
 */
export function evaluateFormula(source: string, variables: FormulaVariables = {}): string {
  const types = new Map<string, FormulaType>();
  const entries =
    variables instanceof Map
      ? [...variables.entries()]
      : typeof variables === 'object' && variables !== null
        ? Object.entries(variables)
        : [];
  for (const [name, value] of entries) {
    if (typeof name === 'string' && NAME.test(name) && !KEYWORDS.has(name))
      types.set(name, typeof value === 'boolean' ? 'boolean' : 'number');
  }
  return compileFormula(source, { variables: types }).evaluate(variables);
}
