import { DOCUMENT_MAX_BYTES, type DOCUMENT_MEDIA_TYPES } from '@tenaga/contracts/modules/company-documents.contracts';
import { readRasterImage } from '@tenaga/domain';

type DocumentMediaType = (typeof DOCUMENT_MEDIA_TYPES)[number];

const WORD_MEDIA_TYPE = 'application/vnd.openxmlformats-officedocument.wordprocessingml.document';

/**
 * What a template's bytes really are, whatever its name says: a PDF by its header (ISO 32000-1
 * 7.5.2), a Word document by the ZIP signature and its main part word/document.xml (ECMA-376 part
 * 2), or a PNG or JPEG. Anything else (an executable renamed .pdf, an HTML page) is refused, since
 * the file is later handed to other people to open.
 */
export function documentTypeOf(content: Buffer): DocumentMediaType | null {
  if (content.subarray(0, 5).toString('latin1') === '%PDF-') return 'application/pdf';
  if (content.subarray(0, 4).equals(Buffer.from([0x50, 0x4b, 0x03, 0x04])) && content.includes('word/document.xml', 0, 'latin1'))
    return WORD_MEDIA_TYPE;
  return readRasterImage(content)?.contentType ?? null;
}

export type DocumentFileError = 'validation:documentType' | 'validation:documentSize';

export function checkDocumentFile(content: Buffer): { ok: true; contentType: DocumentMediaType } | { ok: false; error: DocumentFileError } {
  if (content.length === 0 || content.length > DOCUMENT_MAX_BYTES) return { ok: false, error: 'validation:documentSize' };
  const contentType = documentTypeOf(content);
  return contentType ? { ok: true, contentType } : { ok: false, error: 'validation:documentType' };
}

/** A file name safe to send back in a download header: no path, no control characters. */
export function cleanFileName(name: string): string {
  const base = name.split(/[\\/]/).pop() ?? '';
  // eslint-disable-next-line no-control-regex
  const cleaned = base.replace(/[\u0000-\u001f\u007f"]/g, '').trim();
  return cleaned === '' ? 'document' : cleaned;
}
