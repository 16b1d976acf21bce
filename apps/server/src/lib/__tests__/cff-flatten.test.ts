import fs from 'node:fs';
import { createRequire } from 'node:module';
import { describe, expect, it } from 'vitest';
import { flatCharstring, type CffTable } from '../cff-flatten.ts';
import { CJK_FACES, cjkFontAvailable } from '../pdf-maker.ts';

interface Glyph {
  readonly path: { readonly commands: unknown[] };
  constructor: new (id: number, codePoints: number[], font: unknown) => { _getPath(): { commands: unknown[] } };
}
interface Font {
  readonly numGlyphs: number;
  readonly 'CFF ': CffTable;
  getGlyph(id: number): Glyph;
  glyphForCodePoint(codePoint: number): { id: number };
}

/** pdfkit's font parser (no types of its own). */
const fontkit = createRequire(import.meta.url)('fontkit') as { create(buffer: Buffer, postscriptName: string): unknown };

/** The outline fontkit draws from a charstring alone: no subroutines to call. */
function outlineOf(font: Font, glyph: Glyph, glyphId: number, charstring: Uint8Array) {
  const cff = font['CFF '];
  const DecodeStream = cff.stream.constructor as new (bytes: Uint8Array) => unknown;
  const alone = Object.create(cff, {
    stream: { value: new DecodeStream(charstring) },
    topDict: { value: { ...cff.topDict, CharStrings: { [glyphId]: { offset: 0, length: charstring.length } } } },
    globalSubrIndex: { value: [] },
    privateDictForGlyph: { value: (id: number) => ({ ...cff.privateDictForGlyph(id), Subrs: [] }) },
  }) as CffTable;
  return new glyph.constructor(glyphId, [], Object.create(font, { 'CFF ': { value: alone }, CFF2: { value: undefined } }))._getPath()
    .commands;
}

describe.runIf(cjkFontAvailable())('flattened CFF charstrings', () => {
  it.each(Object.entries(CJK_FACES))('draw every glyph as the font with its subroutines does (%s)', (_, [file, name]) => {
    const font = fontkit.create(fs.readFileSync(file), name) as unknown as Font;
    // A spread of the font's glyphs, and those of a Chinese payslip.
    const ids = new Set<number>();
    for (let id = 0; id < font.numGlyphs; id += 97) ids.add(id);
    for (const character of '陈伟明工资单基本工资总额扣除净额雇主缴款本年累计')
      ids.add(font.glyphForCodePoint(character.codePointAt(0)!).id);
    for (const id of ids) {
      const glyph = font.getGlyph(id);
      expect(outlineOf(font, glyph, id, flatCharstring(font['CFF '], id))).toEqual(glyph.path.commands);
    }
  });
});
