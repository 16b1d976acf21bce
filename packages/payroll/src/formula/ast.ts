import type { SourcePosition } from './tokens.ts';

export type BinaryOperator = '+' | '-' | '*' | '/' | '=' | '!=' | '<' | '<=' | '>' | '>=' | 'and' | 'or';

interface NodeBase {
  /** Offsets of the whole expression in the source: [start, end). */
  readonly start: number;
  readonly end: number;
  /** Where errors about this node point: its operator, name or first character. */
  readonly position: SourcePosition;
  /** Written inside parentheses: a named step of the trace. */
  readonly grouped?: boolean;
  /** For a group: where its '(' is. */
  readonly open?: SourcePosition;
}

export type FormulaNode =
  | (NodeBase & { readonly kind: 'number'; readonly text: string })
  | (NodeBase & { readonly kind: 'boolean'; readonly value: boolean })
  | (NodeBase & { readonly kind: 'text'; readonly value: string })
  | (NodeBase & { readonly kind: 'variable'; readonly name: string })
  | (NodeBase & { readonly kind: 'negate' | 'not'; readonly operand: FormulaNode })
  | (NodeBase & { readonly kind: 'binary'; readonly operator: BinaryOperator; readonly left: FormulaNode; readonly right: FormulaNode })
  | (NodeBase & { readonly kind: 'call'; readonly name: string; readonly args: readonly FormulaNode[] });
