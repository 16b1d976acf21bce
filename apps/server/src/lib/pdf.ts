import fs from 'node:fs';
import { createRequire } from 'node:module';
import path from 'node:path';
import type { Readable } from 'node:stream';

/** The part of pdfmake's server API used here (the package ships no types). */
export interface PdfMake {
  setFonts(fonts: Record<string, Record<string, string | [string, string]>>): void;
  setUrlAccessPolicy(callback: (url: string) => boolean): void;
  setLocalAccessPolicy(callback: (path: string) => boolean): void;
  createPdf(definition: Record<string, unknown>): { getBuffer(): Promise<Buffer>; getStream(): Promise<Readable & { end(): void }> };
}

const require = createRequire(import.meta.url);
const robotoDir = path.join(path.dirname(require.resolve('pdfmake/package.json')), 'fonts', 'Roboto');
/** Chinese needs a CJK font: Debian's fonts-noto-cjk (the architecture's list of packages). */
const CJK_REGULAR = '/usr/share/fonts/opentype/noto/NotoSansCJK-Regular.ttc';
const CJK_BOLD = '/usr/share/fonts/opentype/noto/NotoSansCJK-Bold.ttc';
export const cjkFontAvailable = () => fs.existsSync(CJK_REGULAR) && fs.existsSync(CJK_BOLD);

let loaded: PdfMake | undefined;

/**
 * pdfmake with the fonts every document of the product prints in: Helvetica, Roboto, and the CJK
 * font when the machine has it (`NotoCJK`).
 */
export function pdfmake(): PdfMake {
  if (loaded) return loaded;
  const instance = require('pdfmake') as PdfMake;
  const fonts: Record<string, Record<string, string | [string, string]>> = {
    // PDF's own Helvetica needs no font file read, parsed or embedded: a payslip in it is made in a
    // fraction of the time. It covers the Windows Latin 1 characters only; other text takes Roboto.
    Helvetica: { normal: 'Helvetica', bold: 'Helvetica-Bold', italics: 'Helvetica-Oblique', bolditalics: 'Helvetica-BoldOblique' },
    Roboto: {
      normal: path.join(robotoDir, 'Roboto-Regular.ttf'),
      bold: path.join(robotoDir, 'Roboto-Medium.ttf'),
      italics: path.join(robotoDir, 'Roboto-Italic.ttf'),
      bolditalics: path.join(robotoDir, 'Roboto-MediumItalic.ttf'),
    },
  };
  if (cjkFontAvailable())
    fonts.NotoCJK = {
      normal: [CJK_REGULAR, 'NotoSansCJKsc-Regular'],
      bold: [CJK_BOLD, 'NotoSansCJKsc-Bold'],
      italics: [CJK_REGULAR, 'NotoSansCJKsc-Regular'],
      bolditalics: [CJK_BOLD, 'NotoSansCJKsc-Bold'],
    };
  instance.setFonts(fonts);
  // A document is made from data only: no image or font is fetched from a URL or a path it names (a logo comes inline).
  instance.setUrlAccessPolicy(() => false);
  const fontFiles = new Set(
    Object.values(fonts).flatMap((font) => Object.values(font).map((file) => (Array.isArray(file) ? file[0] : file))),
  );
  instance.setLocalAccessPolicy((file) => fontFiles.has(file));
  loaded = instance;
  return instance;
}

/** Han, kana, hangul and full-width forms: text Roboto has no glyphs for. */
const CJK_TEXT = /[\u2e80-\u9fff\uac00-\ud7af\uf900-\ufaff\uff00-\uffef]/;
/** Text the standard fonts' Windows Latin 1 encoding holds whole (English, Malay, Indonesian, the amounts). */
const WIN_ANSI_TEXT = /^[\n\x20-\x7e\xa0-\xff€‚ƒ„…†‡ˆ‰Š‹ŒŽ‘’“”•–—˜™š›œžŸ]*$/;

/** The font a text prints in: Helvetica when it can, Roboto for other scripts (Vietnamese), the CJK font for Chinese. */
export function fontFor(text: string): string {
  if (WIN_ANSI_TEXT.test(text)) return 'Helvetica';
  if (CJK_TEXT.test(text) && cjkFontAvailable()) return 'NotoCJK';
  return 'Roboto';
}
