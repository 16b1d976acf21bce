import { IMPORT_JOB_TYPES, type ImportKind, type ImportResult } from '@tenaga/contracts';
import type { Clock } from '../../lib/clock.ts';
import type { Translate } from '../../lib/i18n.ts';
import type { JobContext, JobDefinition } from '../../plugins/jobs.ts';
import { writeAudit } from '../../lib/audit.ts';
import { checkFile, describeCheck, rowsWithProblems, writable, type Importer, type ImportWritten } from './importer.ts';
import { writeProblemsFile } from './imports.problems-file.ts';
import { XLSX_CONTENT_TYPE } from './imports.spreadsheet.ts';
import { importContext, type ImportJobPayload } from './imports.service.ts';
import type { ModuleServices } from '../../platform/module.ts';

/** The file kept for the job is gone (kept a day): the job cannot run. */
class UploadGoneError extends Error {}

/**
 * Progress in steps, without waiting for it: the import holds one transaction, and on PGlite (one
 * connection) a progress write waits for it to end, so awaiting it would never return. On
 * PostgreSQL the bar moves while the rows are written. A step is written when it changes, the
 * percentage as often as the runner lets it.
 */
function progressReporter(progress: JobContext<unknown>['progress']) {
  let step: string | undefined;
  return (percent: number, stepKey: string) => {
    const changed = stepKey !== step;
    step = stepKey;
    progress(percent, changed ? stepKey : undefined).catch(() => undefined);
  };
}

/**
 * The job's result as the API shows it. The wire result names the one related count an import has
 * today (a contract's locations), 0 for the other kinds.
 */
function importedResult(
  kind: ImportKind,
  written: ImportWritten,
  skipped: { rows: number; file: { fileId: string; fileName: string; rows: number } | null },
): ImportResult {
  return {
    outcome: 'imported',
    kind,
    created: written.created,
    locations: written.related?.locations ?? 0,
    skippedRows: skipped.rows,
    problemsFile: skipped.file,
  };
}

/**
 * The import of one kind: the stored file is checked again (records may have been added since the
 * check call), then every record is written in the same transaction, audited, or none when there
 * is any problem; the problems are then the job's result, in the language of the person who started it.
 */
export function importJob(
  importer: Importer<unknown>,
  deps: { translate: Translate; clock: Clock; files: Pick<ModuleServices['files'], 'read' | 'store'> },
): JobDefinition<ImportJobPayload> {
  const { kind } = importer;
  return {
    type: IMPORT_JOB_TYPES[kind],
    // A restart rolls the transaction back: running it again is safe, and checks again.
    maxAttempts: 2,
    async run({ companyId, payload, tenant, progress }): Promise<ImportResult> {
      const report = progressReporter(progress);
      await progress(1, 'imports:progress.reading');
      const file = await tenant(companyId, (tx) => deps.files.read(tx, { companyId, fileId: payload.fileId }));
      if (!file) throw new UploadGoneError(`upload ${payload.fileId} is gone`);
      const actor = { companyId, userId: payload.userId, impersonatorUserId: payload.impersonatorUserId, ip: payload.ip };
      return tenant(companyId, async (tx) => {
        // Checked and written in one transaction: what the check saw is what the write finds.
        const context = await importContext({
          read: (work) => work(tx),
          companyId,
          now: deps.clock.now(),
          language: payload.language,
          forbiddenFields: payload.forbiddenFields,
        });
        const check = await checkFile(importer, {
          context,
          file: { fileName: payload.fileName, content: file.content },
          onProgress: (done, total) => report(5 + (45 * done) / Math.max(total, 1), 'imports:progress.checking'),
        });
        const prepared = writable(check, { validRowsOnly: payload.validRowsOnly ?? false });
        if (!prepared)
          return {
            outcome: 'rejected',
            kind,
            check: describeCheck(importer, { check, language: payload.language, translate: deps.translate }),
          };
        const written = await importer.write({
          context,
          tx,
          actor,
          prepared,
          onProgress: (share) => report(50 + 49 * share, 'imports:progress.writing'),
        });
        const skipped = rowsWithProblems(check.problems).size;
        if (skipped === 0) return importedResult(kind, written, { rows: 0, file: null });
        // The rows left out come back marked, kept like an export for the person who started the import.
        const problems = await writeProblemsFile(importer, {
          check,
          fileName: payload.fileName,
          language: payload.language,
          translate: deps.translate,
        });
        const fileId = await deps.files.store(tx, {
          companyId,
          createdBy: payload.userId,
          name: problems.name,
          contentType: XLSX_CONTENT_TYPE,
          content: problems.content,
        });
        await writeAudit(tx, actor, {
          entity: 'import',
          entityId: payload.fileId,
          action: 'import-valid-rows',
          after: { kind, fileName: payload.fileName, created: written.created, skippedRows: [...rowsWithProblems(check.problems)] },
        });
        return importedResult(kind, written, { rows: skipped, file: { fileId, fileName: problems.name, rows: skipped } });
      });
    },
  };
}
