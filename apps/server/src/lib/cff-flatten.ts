/**
 * CFF subsets without subroutines, for fonts embedded in PDFs.
 *
 * A CFF glyph's outline (Type 2 charstring) calls shared pieces of outline, subroutines, by their
 * number. fontkit's subset keeps every subroutine's slot so that the numbers stay valid, emptied
 * where unused: for the CJK font that is ~30,000 slots per subset, encoded again for every PDF
 * (~30 ms each, most of a Chinese payslip's time, and ~90 KB of each file). A subset whose
 * charstrings have their calls replaced by the pieces they call ("desubroutinized", as font tools
 * such as fontTools do it) needs no subroutines at all.
 */

/** An entry of a CFF INDEX as fontkit keeps it: where its bytes lie in the font file. */
interface IndexEntry {
  readonly offset: number;
  readonly length: number;
}

/** The parts of fontkit's CFF table read here (fontkit 2.0, pinned). */
export interface CffTable {
  readonly version: number;
  readonly stream: { readonly buffer: Uint8Array };
  readonly topDict: { readonly CharStrings: readonly IndexEntry[] };
  readonly globalSubrIndex?: readonly IndexEntry[];
  privateDictForGlyph(glyphId: number): { readonly Subrs?: readonly IndexEntry[] } | null;
}

/** Type 2's bias on subroutine numbers, by how many there are. */
const bias = (subrs: readonly unknown[]) => (subrs.length < 1240 ? 107 : subrs.length < 33900 ? 1131 : 32768);

const CALL_SUBR = 10;
const RETURN = 11;
const ESCAPE = 12;
const END_CHAR = 14;
const CALL_GSUBR = 29;
const STEM_OPERATORS = new Set([1, 3, 18, 23]);
const MASK_OPERATORS = new Set([19, 20]);
/** The escaped operators an outline may use besides: flex (hflex, flex, hflex1, flex1). Arithmetic ones are refused. */
const FLEX_OPERATORS = new Set([34, 35, 36, 37]);
const MAX_NESTING = 10;

export class UnsupportedCharstringError extends Error {}

interface Walk {
  readonly bytes: Uint8Array;
  readonly out: number[];
  readonly local: readonly IndexEntry[];
  readonly global: readonly IndexEntry[];
  /** Operands on the stack since the last operator (they span subroutine boundaries). */
  operands: number;
  stems: number;
  /** Where the operand just written starts in `out`, and its value; -1 after an operator. */
  lastOperandAt: number;
  lastValue: number;
}

function operandLength(b0: number): number {
  if (b0 === 28) return 3;
  if (b0 <= 246) return 1;
  if (b0 <= 254) return 2;
  return 5;
}

function operandValue(bytes: Uint8Array, at: number): number {
  const b0 = bytes[at]!;
  if (b0 === 28) return ((bytes[at + 1]! << 24) >> 16) | bytes[at + 2]!;
  if (b0 <= 246) return b0 - 139;
  if (b0 <= 250) return (b0 - 247) * 256 + bytes[at + 1]! + 108;
  if (b0 <= 254) return -(b0 - 251) * 256 - bytes[at + 1]! - 108;
  // A 16.16 fixed number is never a subroutine's number.
  return Number.NaN;
}

/** Copies one charstring's bytes from `start` to `end` with its calls inlined; true once the glyph ended (endchar). */
function walk(state: Walk, start: number, end: number, depth: number): boolean {
  const { bytes, out } = state;
  let at = start;
  while (at < end) {
    const b0 = bytes[at]!;
    if (b0 >= 32 || b0 === 28) {
      const length = operandLength(b0);
      state.lastOperandAt = out.length;
      state.lastValue = operandValue(bytes, at);
      for (let index = 0; index < length; index++) out.push(bytes[at + index]!);
      state.operands += 1;
      at += length;
      continue;
    }
    at += 1;
    if (b0 === CALL_SUBR || b0 === CALL_GSUBR) {
      if (state.lastOperandAt < 0 || depth >= MAX_NESTING) throw new UnsupportedCharstringError('subroutine call');
      const subrs = b0 === CALL_SUBR ? state.local : state.global;
      const subr = subrs[state.lastValue + bias(subrs)];
      if (!subr) throw new UnsupportedCharstringError('subroutine number');
      // The number is the call's own operand: it goes with the call.
      out.length = state.lastOperandAt;
      state.operands -= 1;
      state.lastOperandAt = -1;
      if (walk(state, subr.offset, subr.offset + subr.length, depth + 1)) return true;
      continue;
    }
    if (b0 === RETURN) return false;
    state.lastOperandAt = -1;
    out.push(b0);
    if (b0 === END_CHAR) return true;
    if (b0 === ESCAPE) {
      const b1 = bytes[at++]!;
      if (!FLEX_OPERATORS.has(b1)) throw new UnsupportedCharstringError(`operator 12 ${b1}`);
      out.push(b1);
    } else if (STEM_OPERATORS.has(b0) || MASK_OPERATORS.has(b0)) {
      // Stem hints come in pairs (an odd one out is the glyph's width); a mask has a bit per stem.
      state.stems += state.operands >> 1;
      if (MASK_OPERATORS.has(b0)) {
        const maskBytes = (state.stems + 7) >> 3;
        for (let index = 0; index < maskBytes; index++) out.push(bytes[at + index]!);
        at += maskBytes;
      }
    }
    state.operands = 0;
  }
  return false;
}

/** One glyph's charstring with every subroutine call replaced by what it calls. */
export function flatCharstring(cff: CffTable, glyphId: number): Uint8Array {
  const charstring = cff.topDict.CharStrings[glyphId];
  if (!charstring) throw new UnsupportedCharstringError(`glyph ${glyphId}`);
  const state: Walk = {
    bytes: cff.stream.buffer,
    out: [],
    local: cff.privateDictForGlyph(glyphId)?.Subrs ?? [],
    global: cff.globalSubrIndex ?? [],
    operands: 0,
    stems: 0,
    lastOperandAt: -1,
    lastValue: 0,
  };
  if (!walk(state, charstring.offset, charstring.offset + charstring.length, 0)) state.out.push(END_CHAR);
  return Uint8Array.from(state.out);
}

/** fontkit's CFF subset, as far as it is changed here. */
interface CffSubset {
  glyphs: number[];
  charstrings: Uint8Array[];
  gsubrs: Uint8Array[];
  subsetCharstrings(): void;
  subsetSubrs(subrs: unknown, used: unknown): Uint8Array[];
}

/**
 * Makes a fontkit font's subsets of a CFF (version 1) font carry flattened charstrings and no
 * subroutines. Each glyph is flattened once for the font; a glyph that cannot be (an outline
 * using arithmetic operators) leaves that subset to fontkit as it was.
 */
export function subsetWithoutSubroutines(font: { createSubset(): unknown; 'CFF '?: CffTable }): void {
  const cff = font['CFF '];
  if (!cff || cff.version >= 2) return;
  const flattened = new Map<number, Uint8Array>();
  const createSubset = font.createSubset.bind(font);
  font.createSubset = () => {
    const subset = createSubset() as CffSubset;
    const { subsetCharstrings, subsetSubrs } = subset;
    let flat = true;
    subset.subsetCharstrings = function (this: CffSubset) {
      try {
        this.charstrings = this.glyphs.map((glyphId) => {
          let charstring = flattened.get(glyphId);
          if (!charstring) flattened.set(glyphId, (charstring = flatCharstring(cff, glyphId)));
          return charstring;
        });
        this.gsubrs = [];
      } catch (error) {
        if (!(error instanceof UnsupportedCharstringError)) throw error;
        flat = false;
        subsetCharstrings.call(this);
      }
    };
    subset.subsetSubrs = function (this: CffSubset, subrs: unknown, used: unknown) {
      return flat ? [] : subsetSubrs.call(this, subrs, used);
    };
    return subset;
  };
}
