import { readSheet, type SheetReading } from './imports.spreadsheet.ts';

/** What the sheet worker is sent: the upload and the rows it may hold. */
export interface SheetWork {
  readonly fileName: string;
  readonly content: Uint8Array;
  readonly maxRows: number;
  /** A folder of this reading's own (see readSheetOffThread). */
  readonly tempDir: string;
}

/** Runs in a worker thread (imports.sheet-reader.ts): the upload arrives as bytes, copied. */
export function run(work: SheetWork): Promise<SheetReading> {
  // ExcelJS copies each sheet it meets before the shared strings to a file in os.tmpdir() and
  // deletes it only when the sheet is read to its end, which a reading stopped at a limit or at
  // the first sheet never does. Those copies hold the upload's rows: they go to this reading's own
  // folder, which its caller removes. (A worker's environment is its own copy.)
  process.env.TMPDIR = work.tempDir;
  const content = Buffer.from(work.content.buffer, work.content.byteOffset, work.content.byteLength);
  return readSheet({ fileName: work.fileName, content }, { maxRows: work.maxRows });
}
