import { mkdtemp, rm } from 'node:fs/promises';
import os from 'node:os';
import path from 'node:path';
import { WorkerLimitError, workerPool } from '../../lib/worker-pool.ts';
import type { SheetWork } from './imports.sheet-worker.ts';
import type { SheetReading } from './imports.spreadsheet.ts';

/**
 * What one upload's reading may use: past it the worker is ended and the file refused
 * (IMPORT_TOO_COMPLEX). The limits on the file itself keep a real file far below it.
 */
export const SHEET_WORKER_LIMITS = { maxMemoryMb: 512, timeoutMs: 60_000 } as const;

/** Two readings at once: each has a core; more wait their turn rather than share the memory. */
const pool = workerPool<SheetWork, SheetReading>({
  module: new URL('./imports.sheet-worker.ts', import.meta.url),
  ...SHEET_WORKER_LIMITS,
  size: 2,
});

/**
 * An upload's rows, read in a worker thread: parsing a workbook takes seconds of one core, and a
 * crafted one could take the process's memory; the request thread keeps serving every company meanwhile.
 * A company's readings run one at a time, so its uploads never hold both workers from the others.
 */
export async function readSheetOffThread(
  file: { fileName: string; content: Buffer },
  limits: { maxRows: number; companyId: string },
): Promise<SheetReading> {
  try {
    return await inOwnTempDir((tempDir) =>
      pool.run({ fileName: file.fileName, content: file.content, maxRows: limits.maxRows, tempDir }, { owner: limits.companyId }),
    );
  } catch (error) {
    if (error instanceof WorkerLimitError) return { ok: false, limit: 'resources' };
    throw error;
  }
}

/** Work given a new temporary folder, removed with what it holds once the work ends, however it ends. */
export async function inOwnTempDir<T>(work: (dir: string) => Promise<T>): Promise<T> {
  const dir = await mkdtemp(path.join(os.tmpdir(), 'tenaga-sheet-'));
  try {
    return await work(dir);
  } finally {
    await rm(dir, { recursive: true, force: true });
  }
}
