import { FormulaError } from './errors.ts';
import { MAX_NAME_LENGTH, MAX_NUMBER_LENGTH, MAX_SOURCE_LENGTH, MAX_TEXT_LENGTH, MAX_TOKENS } from './limits.ts';
import { KEYWORDS, type SourcePosition, type Token, type TokenKind } from './tokens.ts';

const isDigit = (c: string) => c >= '0' && c <= '9';
const isNameStart = (c: string) => (c >= 'a' && c <= 'z') || (c >= 'A' && c <= 'Z') || c === '_';
const isNamePart = (c: string) => isNameStart(c) || isDigit(c);
/** Printable ASCII: the only characters a quoted text may hold. */
const isPrintable = (c: string) => c >= ' ' && c <= '~';

/** How a character the tokenizer refuses is shown: itself if printable, else its code point. */
function describe(source: string, index: number): string {
  const code = source.codePointAt(index)!;
  return isPrintable(source[index]!) ? source[index]! : `U+${code.toString(16).toUpperCase().padStart(4, '0')}`;
}

/**
 * Splits a formula into tokens. Only these ASCII characters are accepted: letters, digits, the
 * operators, parentheses, commas, quotes and spaces, tabs and line breaks; any other character
 * (a look-alike letter, a zero-width space, a right-to-left mark) is an error at its position, so
 * what a reviewer reads is what runs.
 */
export function tokenize(source: string): Token[] {
  if (source.length > MAX_SOURCE_LENGTH) {
    throw new FormulaError('sourceTooLong', { line: 1, column: 1 }, { max: String(MAX_SOURCE_LENGTH) });
  }
  const tokens: Token[] = [];
  let index = 0;
  let line = 1;
  let lineStart = 0;
  const here = (at: number): SourcePosition => ({ line, column: at - lineStart + 1 });
  const push = (kind: TokenKind, text: string, start: number, end: number) => {
    if (tokens.length >= MAX_TOKENS) throw new FormulaError('tooManyTokens', here(start), { max: String(MAX_TOKENS) });
    tokens.push({ kind, text, start, end, position: here(start) });
  };

  while (index < source.length) {
    const c = source[index]!;
    const start = index;
    if (c === '\n') {
      index += 1;
      line += 1;
      lineStart = index;
    } else if (c === ' ' || c === '\t' || c === '\r') {
      index += 1;
    } else if (isDigit(c)) {
      while (index < source.length && isDigit(source[index]!)) index += 1;
      if (source[index] === '.' && isDigit(source[index + 1] ?? '')) {
        index += 1;
        while (index < source.length && isDigit(source[index]!)) index += 1;
      }
      // A number runs straight into a letter, a point or a digit: 1e5, 1.2.3, 12abc, 3. are not numbers.
      const next = source[index] ?? '';
      if (isNamePart(next) || next === '.') {
        let end = index;
        while (end < source.length && (isNamePart(source[end]!) || source[end] === '.') && end - start < MAX_NUMBER_LENGTH) end += 1;
        throw new FormulaError('badNumber', here(start), { text: source.slice(start, end) });
      }
      if (index - start > MAX_NUMBER_LENGTH) throw new FormulaError('numberTooLong', here(start), { max: String(MAX_NUMBER_LENGTH) });
      push('number', source.slice(start, index), start, index);
    } else if (isNameStart(c)) {
      // A name is one or more dotted parts: salary, employee.salary, timesheet.overtime.band1.
      for (;;) {
        while (index < source.length && isNamePart(source[index]!)) index += 1;
        if (source[index] !== '.') break;
        if (!isNameStart(source[index + 1] ?? '')) throw new FormulaError('unexpectedCharacter', here(index), { character: '.' });
        index += 1;
      }
      if (index - start > MAX_NAME_LENGTH) throw new FormulaError('nameTooLong', here(start), { max: String(MAX_NAME_LENGTH) });
      const text = source.slice(start, index);
      push(KEYWORDS.has(text) ? 'keyword' : 'name', text, start, index);
    } else if (c === "'" || c === '"') {
      index += 1;
      while (index < source.length && source[index] !== c) {
        if (!isPrintable(source[index]!)) {
          if (source[index] === '\n') throw new FormulaError('unterminatedText', here(start));
          throw new FormulaError('unexpectedCharacter', here(index), { character: describe(source, index) });
        }
        index += 1;
      }
      if (index >= source.length) throw new FormulaError('unterminatedText', here(start));
      if (index - start - 1 > MAX_TEXT_LENGTH) throw new FormulaError('textTooLong', here(start), { max: String(MAX_TEXT_LENGTH) });
      index += 1;
      push('text', source.slice(start + 1, index - 1), start, index);
    } else if (c === '(' || c === ')' || c === ',') {
      index += 1;
      push(c, c, start, index);
    } else if (c === '+' || c === '-' || c === '*' || c === '/' || c === '=') {
      index += 1;
      push('operator', c, start, index);
    } else if (c === '<' || c === '>' || (c === '!' && source[index + 1] === '=')) {
      index += source[index + 1] === '=' ? 2 : 1;
      push('operator', source.slice(start, index), start, index);
    } else {
      throw new FormulaError('unexpectedCharacter', here(index), { character: describe(source, index) });
    }
  }
  tokens.push({ kind: 'end', text: '', start: index, end: index, position: here(index) });
  return tokens;
}
