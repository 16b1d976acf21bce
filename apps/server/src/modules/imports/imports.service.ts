import { createHash } from 'node:crypto';
import {
  IMPORT_JOB_TYPES,
  type ActiveImport,
  type CompanyCountry,
  type ImportCheck,
  type ImportFileBody,
  type ImportKind,
  type ImportStartBody,
  type Language,
} from '@tenaga/contracts';
import type { TenantRunner } from '../../db/tenant.ts';
import { AppError } from '../../lib/app-error.ts';
import type { Actor } from '../../lib/audit.ts';
import { calendarDate, type Clock } from '../../lib/clock.ts';
import type { Translate } from '../../lib/i18n.ts';
import type { RequestAuth } from '../../plugins/authenticate.ts';
import type { JobRunner } from '../../plugins/jobs.ts';
import type { FileBody } from '../../plugins/route-binding.ts';
import { companyProfile } from '../companies/index.ts';
import { checkFile, describeCheck, type ImportContext, type Importer } from './importer.ts';
import { writeProblemsFile } from './imports.problems-file.ts';
import { XLSX_CONTENT_TYPE, writeSample } from './imports.spreadsheet.ts';
import type { ModuleServices } from '../../platform/module.ts';

/** The importers the modules declared, by kind. */
export type Importers = ReadonlyMap<ImportKind, Importer<unknown>>;

/** One importer per kind: two modules importing the same kind would share its routes and job. */
export function importersByKind(importers: readonly Importer<unknown>[]): Importers {
  const byKind = new Map<ImportKind, Importer<unknown>>();
  for (const importer of importers) {
    if (byKind.has(importer.kind)) throw new Error(`Two importers of '${importer.kind}'`);
    byKind.set(importer.kind, importer);
  }
  return byKind;
}

/** What the import job is handed: the stored upload, and who asked (for the audit trail and the language). */
export interface ImportJobPayload {
  readonly kind: ImportKind;
  readonly fileId: string;
  readonly fileName: string;
  readonly userId: string;
  readonly impersonatorUserId: string | null;
  readonly ip: string | null;
  readonly language: Language;
  /** Fields the caller could not fill when they started the import (field-level permissions). */
  readonly forbiddenFields: readonly string[];
  /** Only the rows without problems are imported; the others come back as a file. */
  readonly validRowsOnly?: boolean;
}

/** The context of an import in a company; `read` runs its reads. */
export async function importContext(input: {
  read: ImportContext['read'];
  companyId: string;
  now: Date;
  language: Language;
  forbiddenFields: Iterable<string>;
}): Promise<ImportContext> {
  const company = await input.read((tx) => companyProfile(tx, input.companyId));
  return {
    read: input.read,
    companyId: input.companyId,
    country: company.countryCode as CompanyCountry,
    today: calendarDate(input.now, company.timezone),
    now: input.now,
    language: input.language,
    forbiddenFields: new Set(input.forbiddenFields),
  };
}

const contentTypeOf = (fileName: string) => (fileName.toLowerCase().endsWith('.csv') ? 'text/csv; charset=utf-8' : XLSX_CONTENT_TYPE);

export interface ImportsServiceDeps {
  tenant: TenantRunner;
  clock: Clock;
  translate: Translate;
  jobs: Pick<JobRunner, 'enqueue' | 'active'>;
  files: Pick<ModuleServices['files'], 'store'>;
  importers: Importers;
}

/** Imports of any kind a module declared: the sample file, the check (writes nothing) and the import job. */
export function createImportsService(deps: ImportsServiceDeps) {
  const { tenant, clock } = deps;
  // Each read in a short transaction of its own: checking thousands of rows holds none open (PGlite has one connection).
  const reads =
    (companyId: string): ImportContext['read'] =>
    (work) =>
      tenant(companyId, work);

  function importerOf(kind: ImportKind): Importer<unknown> {
    const importer = deps.importers.get(kind);
    if (!importer) throw new Error(`No module imports '${kind}'`);
    return importer;
  }

  /** The importer of a kind, once it has let the caller in. */
  async function importerFor(auth: RequestAuth, kind: ImportKind): Promise<Importer<unknown>> {
    const importer = importerOf(kind);
    await importer.authorize?.(auth);
    return importer;
  }

  /** The fields the caller may not change: an import must not fill them either. */
  const forbiddenFields = (auth: RequestAuth, importer: Importer<unknown>) => importer.forbiddenFields?.(auth) ?? Promise.resolve([]);

  /** The check of an uploaded file as the caller may import it; a file past a limit is refused (422). */
  async function checked(auth: RequestAuth, importer: Importer<unknown>, body: ImportFileBody) {
    const context = await importContext({
      read: reads(auth.companyId),
      companyId: auth.companyId,
      now: clock.now(),
      language: auth.language,
      forbiddenFields: await forbiddenFields(auth, importer),
    });
    const check = await checkFile(importer, {
      context,
      file: { fileName: body.fileName, content: Buffer.from(body.content, 'base64') },
    });
    if (check.limit) throw new AppError(check.limit.code, { values: check.limit.values });
    return check;
  }

  return {
    async sample(auth: RequestAuth, kind: ImportKind): Promise<FileBody> {
      const sample = await (
        await importerFor(auth, kind)
      ).sample(
        await importContext({
          read: reads(auth.companyId),
          companyId: auth.companyId,
          now: clock.now(),
          language: auth.language,
          forbiddenFields: [],
        }),
      );
      return {
        name: deps.translate(auth.language, `imports:${kind}.sampleFileName`),
        contentType: XLSX_CONTENT_TYPE,
        content: await writeSample(sample),
      };
    },

    /** Every problem of the file, by row and column, in the caller's language; nothing is written. */
    async check(auth: RequestAuth, kind: ImportKind, body: ImportFileBody): Promise<ImportCheck> {
      const importer = await importerFor(auth, kind);
      const check = await checked(auth, importer, body);
      return describeCheck(importer, { check, language: auth.language, translate: deps.translate });
    },

    /** The file's rows with problems, each problem marked (imports.problems-file.ts); nothing is written. */
    async problems(auth: RequestAuth, kind: ImportKind, body: ImportFileBody): Promise<FileBody> {
      const importer = await importerFor(auth, kind);
      const check = await checked(auth, importer, body);
      const file = await writeProblemsFile(importer, {
        check,
        fileName: body.fileName,
        language: auth.language,
        translate: deps.translate,
      });
      return { name: file.name, contentType: XLSX_CONTENT_TYPE, content: file.content };
    },

    /** The company's import of a kind that is queued or running, whoever started it. */
    async active(auth: RequestAuth, kind: ImportKind): Promise<ActiveImport> {
      return tenant(auth.companyId, async (tx) => {
        const job = await deps.jobs.active(tx, { companyId: auth.companyId, type: IMPORT_JOB_TYPES[kind] });
        if (!job || (job.status !== 'queued' && job.status !== 'running')) return { active: null };
        return { active: { status: job.status, progress: job.progress, startedAt: job.createdAt, startedBy: job.startedBy } };
      });
    },

    /**
     * Keeps the file and queues its import. The same file sent twice while its import is queued or
     * running is one job (a double click).
     */
    async start(auth: RequestAuth, actor: Actor, input: { kind: ImportKind; body: ImportStartBody }): Promise<{ jobId: string }> {
      const { kind, body } = input;
      const validRowsOnly = body.validRowsOnly ?? false;
      const content = Buffer.from(body.content, 'base64');
      const forbidden = await forbiddenFields(auth, await importerFor(auth, kind));
      const jobId = await tenant(auth.companyId, async (tx) => {
        const fileId = await deps.files.store(tx, {
          companyId: auth.companyId,
          createdBy: auth.userId,
          name: body.fileName,
          contentType: contentTypeOf(body.fileName),
          content,
        });
        const payload: ImportJobPayload = {
          kind,
          fileId,
          fileName: body.fileName,
          userId: auth.userId,
          impersonatorUserId: actor.impersonatorUserId,
          ip: actor.ip,
          language: auth.language,
          forbiddenFields: forbidden,
          validRowsOnly,
        };
        return deps.jobs.enqueue(tx, {
          companyId: auth.companyId,
          type: IMPORT_JOB_TYPES[kind],
          payload,
          createdBy: auth.userId,
          dedupeKey: `${kind}-import${validRowsOnly ? '-valid-rows' : ''}:${createHash('sha256').update(content).digest('hex')}`,
        });
      });
      return { jobId };
    },
  };
}

export type ImportsService = ReturnType<typeof createImportsService>;
