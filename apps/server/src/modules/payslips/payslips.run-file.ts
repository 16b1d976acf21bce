import { PAYSLIPS_RUN_FILE_JOB, PAYSLIP_PDF_TYPE, type FileResult } from '@tenaga/contracts';
import { workerPool } from '../../lib/worker-pool.ts';
import type { JobDefinition } from '../../plugins/jobs.ts';
import type { ModuleServices } from '../../platform/module.ts';
import type { RunFileWork } from './payslips.file-worker.ts';
import type { PayslipsService, RunFilePayload } from './payslips.service.ts';

/**
 * The run file is written in a worker thread, one file at a time per process: ~5–10 ms of a core
 * per payslip (a minute for 10,000), which the request thread must not spend. A company's files
 * wait for its previous one. Laid out a part at a time, a file holds little more than its bytes.
 */
const pool = workerPool<RunFileWork, Uint8Array>({
  module: new URL('./payslips.file-worker.ts', import.meta.url),
  maxMemoryMb: 1024,
  timeoutMs: 30 * 60_000,
  size: 1,
});

/** Reading the run is the first step of the bar; writing the pages most of it; storing the file the rest. */
const READ_PERCENT = 5;
const WRITTEN_PERCENT = 95;

/** Every payslip of a run that its requester reaches, in one PDF, kept as a file only they can download. */
export function runFileJob(deps: {
  payslips: () => Pick<PayslipsService, 'runFileDocuments'>;
  files: Pick<ModuleServices['files'], 'store'>;
}): JobDefinition<RunFilePayload> {
  return {
    type: PAYSLIPS_RUN_FILE_JOB,
    maxAttempts: 2,
    async run({ companyId, payload, tenant, progress }) {
      await progress(0, 'payslips:runFile.reading');
      const { run, documents, logo } = await deps.payslips().runFileDocuments(companyId, payload);
      await progress(READ_PERCENT, 'payslips:runFile.writing');
      const total = Math.max(1, documents.length);
      const content = await pool.run(
        { documents, logo },
        {
          owner: companyId,
          // Progress is told as it comes; a write that fails leaves the bar where it was.
          onProgress: (written) =>
            void progress(READ_PERCENT + ((WRITTEN_PERCENT - READ_PERCENT) * Number(written)) / total).catch(() => undefined),
        },
      );
      await progress(WRITTEN_PERCENT, 'payslips:runFile.storing');
      const fileName = `payslips-${run.period}.pdf`;
      const fileId = await tenant(companyId, (tx) =>
        deps.files.store(tx, {
          companyId,
          createdBy: payload.userId,
          name: fileName,
          contentType: PAYSLIP_PDF_TYPE,
          content: Buffer.from(content.buffer, content.byteOffset, content.byteLength),
        }),
      );
      return { fileId, fileName, rows: documents.length } satisfies FileResult;
    },
  };
}
