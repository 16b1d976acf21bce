import { getDocument } from 'pdfjs-dist/legacy/build/pdf.mjs';

/**
 * The text of each page of a PDF, as PDF.js (Mozilla's reader) extracts it, opened with the
 * password when one is given: what a reader sees once the PDF is open, in every language.
 */
export async function pdfPages(pdf: Uint8Array, password?: string): Promise<string[]> {
  // PDF.js takes ownership of the bytes it is given: a copy keeps the caller's buffer intact.
  const document = await getDocument({
    data: new Uint8Array(pdf),
    isEvalSupported: false,
    disableFontFace: true,
    verbosity: 0,
    ...(password === undefined ? {} : { password }),
  }).promise;
  try {
    const pages: string[] = [];
    for (let number = 1; number <= document.numPages; number++) {
      const content = await (await document.getPage(number)).getTextContent();
      pages.push(
        content.items
          .map((item) => ('str' in item ? item.str + (item.hasEOL ? '\n' : '') : ''))
          .join('')
          .replace(/[ \t]+/g, ' '),
      );
    }
    return pages;
  } finally {
    await document.destroy();
  }
}
