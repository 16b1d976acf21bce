import { readSheet, type SheetReading } from './imports.spreadsheet.ts';

/** What the sheet worker is sent: the upload and the rows it may hold. */
export interface SheetWork {
  readonly fileName: string;
  readonly content: Uint8Array;
  readonly maxRows: number;
}

/** Runs in a worker thread (imports.sheet-reader.ts): the upload arrives as bytes, copied. */
export function run(work: SheetWork): Promise<SheetReading> {
  const content = Buffer.from(work.content.buffer, work.content.byteOffset, work.content.byteLength);
  return readSheet({ fileName: work.fileName, content }, { maxRows: work.maxRows });
}
