import fs from 'node:fs';
import { createRequire } from 'node:module';
import path from 'node:path';
import type { Readable } from 'node:stream';
import { subsetWithoutSubroutines } from './cff-flatten.ts';

/** The part of pdfmake's server API used here (the package ships no types). */
export interface PdfMake {
  createPdf(definition: Record<string, unknown>): { getBuffer(): Promise<Buffer>; getStream(): Promise<Readable & { end(): void }> };
}

type FontSource = string | [file: string, postscriptName: string];

const require = createRequire(import.meta.url);
const robotoDir = path.join(path.dirname(require.resolve('pdfmake/package.json')), 'fonts', 'Roboto');
/** Chinese needs a CJK font: Debian's fonts-noto-cjk (the architecture's list of packages). */
const CJK_REGULAR = '/usr/share/fonts/opentype/noto/NotoSansCJK-Regular.ttc';
const CJK_BOLD = '/usr/share/fonts/opentype/noto/NotoSansCJK-Bold.ttc';
/** The CJK faces Chinese text prints in: the file and the face's name in it. */
export const CJK_FACES = {
  regular: [CJK_REGULAR, 'NotoSansCJKsc-Regular'],
  bold: [CJK_BOLD, 'NotoSansCJKsc-Bold'],
} as const satisfies Record<string, FontSource>;
let cjkInstalled: boolean | undefined;
/** Whether the CJK font is installed (looked up once: it is asked of every text a payslip prints). */
export const cjkFontAvailable = () => (cjkInstalled ??= fs.existsSync(CJK_REGULAR) && fs.existsSync(CJK_BOLD));

/**
 * The font families every document may name. Helvetica is PDF's own: no font file is read, parsed
 * or embedded for it, but it covers the Windows Latin 1 characters only; Roboto other Latin scripts
 * (Vietnamese); NotoCJK Chinese, when the package is installed.
 */
function fontFamilies(): Record<string, Record<string, FontSource>> {
  return {
    Helvetica: { normal: 'Helvetica', bold: 'Helvetica-Bold', italics: 'Helvetica-Oblique', bolditalics: 'Helvetica-BoldOblique' },
    Roboto: {
      normal: path.join(robotoDir, 'Roboto-Regular.ttf'),
      bold: path.join(robotoDir, 'Roboto-Medium.ttf'),
      italics: path.join(robotoDir, 'Roboto-Italic.ttf'),
      bolditalics: path.join(robotoDir, 'Roboto-MediumItalic.ttf'),
    },
    ...(cjkFontAvailable()
      ? {
          NotoCJK: {
            normal: [...CJK_FACES.regular],
            bold: [...CJK_FACES.bold],
            italics: [...CJK_FACES.regular],
            bolditalics: [...CJK_FACES.bold],
          },
        }
      : {}),
  };
}

/** pdfkit's font objects, as far as they are used here (pdfkit 0.19, pinned). */
interface PdfKitFont {
  /** The parsed font: AFM metrics for a standard font, a fontkit font for an embedded one. */
  font: unknown;
  constructor: new (document: PdfKitDocument, font: unknown, id: string) => PdfKitFont;
}
interface PdfKitDocument {
  _font: PdfKitFont;
  _fontCount: number;
  _fontFamilies: Record<string, PdfKitFont>;
  fontCache: Record<string, Record<string, PdfKitFont>>;
  font(src: string, family?: string): PdfKitDocument;
  getFontType(bold: boolean, italics: boolean): string;
  getFontFile(family: string, bold: boolean, italics: boolean): FontSource | null;
  validateLocalFile(file: string): void;
  provideFont(family: string, bold: boolean, italics: boolean): PdfKitFont;
}

/**
 * A font parsed once per process (per worker thread), then lent to each document. pdfkit opens a
 * font for every document it makes: it reads the file and parses it (the CJK collection is ~20 MB,
 * ~100 ms a document), and even a standard font's metrics are read and parsed again. Parsed fonts
 * are only read by a document, which keeps what it embeds (the subset of glyphs it used) in its own
 * font object: that object is made per document, around the shared parse.
 */
interface ParsedFont {
  readonly standard: boolean;
  readonly template: PdfKitFont;
}

let configured: PdfMake | undefined;
const parsed = new Map<string, ParsedFont>();

function parse(file: string, postscriptName: string | undefined): ParsedFont {
  const key = `${file}#${postscriptName ?? ''}`;
  const known = parsed.get(key);
  if (known) return known;
  const PdfKit = require('pdfkit') as new (options: Record<string, unknown>) => PdfKitDocument;
  // A document that is never written: pdfkit's own way to open the font, once.
  const template = new PdfKit({ autoFirstPage: false, font: null }).font(file, postscriptName)._font;
  const standard = 'isStandardFont' in template.constructor;
  if (!standard) subsetWithoutSubroutines(template.font as Parameters<typeof subsetWithoutSubroutines>[0]);
  const font = { standard, template };
  parsed.set(key, font);
  return font;
}

/** The document's own font object around the shared parse, registered so that pdfkit embeds it when the document ends. */
function lend(document: PdfKitDocument, source: FontSource): PdfKitFont {
  const [file, postscriptName] = Array.isArray(source) ? source : [source, undefined];
  document.validateLocalFile(file);
  const { standard, template } = parse(file, postscriptName);
  const id = `F${++document._fontCount}`;
  // A standard font holds nothing per document but its id and PDF object (made on first use): a copy
  // of the template without them. An embedded font keeps the glyphs the document used: a new one.
  const font = standard
    ? (Object.assign(Object.create(Object.getPrototypeOf(template) as object), template, { document, id }) as PdfKitFont)
    : new template.constructor(document, template.font, id);
  document._fontFamilies[`${file}#${postscriptName ?? ''}`] = font;
  return font;
}

/**
 * pdfmake, set up once for the process: the font families above, fonts parsed once and lent to
 * each document, and no file or URL a document names is read (a document is made from data only; a
 * logo comes inline).
 */
export function pdfMaker(): PdfMake {
  if (configured) return configured;
  const instance = require('pdfmake') as PdfMake & {
    setFonts(fonts: Record<string, Record<string, FontSource>>): void;
    setUrlAccessPolicy(callback: (url: string) => boolean): void;
    setLocalAccessPolicy(callback: (path: string) => boolean): void;
  };
  const fonts = fontFamilies();
  instance.setFonts(fonts);
  instance.setUrlAccessPolicy(() => false);
  const fontFiles = new Set(
    Object.values(fonts).flatMap((font) => Object.values(font).map((file) => (Array.isArray(file) ? file[0] : file))),
  );
  instance.setLocalAccessPolicy((file) => fontFiles.has(file));
  const { default: PdfmakeDocument } = require('pdfmake/js/PDFDocument') as { default: { prototype: PdfKitDocument } };
  const { provideFont } = PdfmakeDocument.prototype;
  // pdfmake asks its document for a family's style whenever it measures or prints text; the
  // document's cache is kept, only the opening of the font is replaced (see ParsedFont).
  Object.assign(PdfmakeDocument.prototype, {
    provideFont(this: PdfKitDocument, family: string, bold: boolean, italics: boolean): PdfKitFont {
      const source = this.getFontFile(family, bold, italics);
      // Lent: the standard fonts and the CJK faces (the costly parse). Roboto is opened per document
      // as pdfkit does: lent, a KETs PDF made after other documents in one process printed wrong glyphs.
      const lendable = source !== null && (Array.isArray(source) || !source.includes('/'));
      if (!lendable) return provideFont.call(this, family, bold, italics);
      const type = this.getFontType(bold, italics);
      const cache = (this.fontCache[family] ??= {});
      return (cache[type] ??= lend(this, source));
    },
  });
  configured = instance;
  return instance;
}

/** pdfmake's own parts, used to write one document a part at a time (pdfmake 0.3.11, pinned). */
interface LayoutParts {
  LayoutBuilder: new (
    pageSize: unknown,
    margins: unknown,
    svgMeasure: unknown,
  ) => {
    registerTableLayouts(layouts: unknown): void;
    layoutDocument(content: unknown[], document: unknown, styles: object, defaultStyle: object): unknown[];
  };
  Renderer: new (document: unknown) => { renderPages(pages: unknown[]): void };
  SVGMeasure: new () => unknown;
  normalizePageSize(size: string, orientation?: string): { width: number; height: number };
  normalizePageMargin(margin: unknown): unknown;
  tableLayouts: unknown;
  Document: new (
    fonts: unknown,
    images: object,
    patterns: object,
    attachments: object,
    options: Record<string, unknown>,
    virtualfs: unknown,
    localAccessPolicy: unknown,
  ) => Readable & { end(): void };
}

function layoutParts(): LayoutParts {
  const from = (name: string) => require(`pdfmake/js/${name}`) as Record<string, unknown>;
  return {
    LayoutBuilder: from('LayoutBuilder').default as LayoutParts['LayoutBuilder'],
    Renderer: from('Renderer').default as LayoutParts['Renderer'],
    SVGMeasure: from('SVGMeasure').default as LayoutParts['SVGMeasure'],
    normalizePageSize: from('PageSize').normalizePageSize as LayoutParts['normalizePageSize'],
    normalizePageMargin: from('PageSize').normalizePageMargin as LayoutParts['normalizePageMargin'],
    tableLayouts: from('tableLayouts').tableLayouts,
    Document: from('PDFDocument').default as LayoutParts['Document'],
  };
}

/**
 * One PDF of many parts (a run's payslips, a part of them at a time), written as pdfmake writes a
 * document but laid out part by part: pdfmake lays out a whole document before writing any of it,
 * which for 3,000 payslips held ~750 MB; this holds one part's layout and the bytes written so
 * far. Fonts and images are embedded once for the file. `onPart` hears how many parts are done
 * (and may pause the work: it is awaited).
 */
export async function pdfInParts(input: {
  readonly title: string;
  readonly pageMargins: readonly number[];
  readonly defaultStyle: Record<string, unknown>;
  readonly parts: number;
  part(index: number): unknown[];
  onPart?(done: number): Promise<void> | void;
}): Promise<Buffer> {
  const maker = pdfMaker() as PdfMake & { fonts: unknown; virtualfs: unknown; localAccessPolicy: unknown };
  const parts = layoutParts();
  const pageSize = parts.normalizePageSize('A4');
  const document = new parts.Document(
    maker.fonts,
    {},
    {},
    {},
    {
      size: [pageSize.width, pageSize.height],
      pdfVersion: '1.3',
      compress: true,
      autoFirstPage: false,
      bufferPages: false,
      fontLayoutCache: true,
      info: { Title: input.title, Producer: 'Tenaga', Creator: 'Tenaga' },
      font: null,
    },
    maker.virtualfs,
    maker.localAccessPolicy,
  );
  const chunks: Buffer[] = [];
  const written = new Promise<Buffer>((resolve, reject) => {
    document.on('data', (chunk: Buffer) => chunks.push(chunk));
    document.on('end', () => resolve(Buffer.concat(chunks)));
    document.on('error', reject);
  });
  for (let index = 0; index < input.parts; index++) {
    const builder = new parts.LayoutBuilder(pageSize, parts.normalizePageMargin(input.pageMargins), new parts.SVGMeasure());
    builder.registerTableLayouts(parts.tableLayouts);
    new parts.Renderer(document).renderPages(builder.layoutDocument(input.part(index), document, {}, input.defaultStyle));
    await input.onPart?.(index + 1);
  }
  document.end();
  return written;
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
