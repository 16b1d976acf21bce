/** Where something is in a formula's source: 1-based line and column. */
export interface SourcePosition {
  readonly line: number;
  readonly column: number;
}

export type TokenKind = 'number' | 'name' | 'text' | 'keyword' | 'operator' | '(' | ')' | ',' | 'end';

export interface Token {
  readonly kind: TokenKind;
  /** The token as written (a quoted text without its quotes). */
  readonly text: string;
  /** Offsets in the source: [start, end). */
  readonly start: number;
  readonly end: number;
  readonly position: SourcePosition;
}

/** Words that are operators or values, never names. */
export const KEYWORDS: ReadonlySet<string> = new Set(['and', 'or', 'not', 'true', 'false']);

export const OPERATORS: ReadonlySet<string> = new Set(['+', '-', '*', '/', '=', '!=', '<', '<=', '>', '>=']);
