import type { TenantRunner, Transaction } from '../../db/tenant.ts';
import { AppError, notFound } from '../../lib/app-error.ts';
import type { Clock } from '../../lib/clock.ts';
import type { RequestAuth } from '../../plugins/authenticate.ts';
import * as repo from './files.repository.ts';

/** Produced files are kept this long: time to download, not an archive. */
const FILE_TTL_MS = 24 * 60 * 60 * 1000;

export function createFilesService(deps: { tenant: TenantRunner; clock: Clock }) {
  return {
    /** Stores a file for the user who asked for it, in the caller's transaction; old ones go. */
    async store(
      tx: Transaction,
      input: { companyId: string; createdBy: string; name: string; contentType: string; content: Buffer },
    ): Promise<string> {
      const now = deps.clock.now();
      await repo.deleteExpiredFiles(tx, input.companyId, now);
      return repo.insertFile(tx, {
        ...input,
        size: input.content.length,
        createdAt: now,
        expiresAt: new Date(now.getTime() + FILE_TTL_MS),
      });
    },

    /**
     * Keeps a file for a module's record (a logo, a document template), in the caller's transaction,
     * until that module removes it. Only the module serves it, under its own access rules.
     */
    async keep(tx: Transaction, input: { companyId: string; createdBy: string; name: string; contentType: string; content: Buffer }) {
      return repo.insertFile(tx, { ...input, size: input.content.length, createdAt: deps.clock.now(), expiresAt: null });
    },

    /**
     * Keeps a file the user uploaded (`store`) for a record that now names it (a punch's photo), in
     * the caller's transaction: undefined when it is not theirs, has expired or was kept already
     * (one upload names one record).
     */
    async claim(tx: Transaction, input: { companyId: string; fileId: string; userId: string }) {
      return repo.claimFile(tx, { ...input, now: deps.clock.now() });
    },

    /** Removes a kept file (its record let go of it), in the caller's transaction. */
    async remove(tx: Transaction, input: { companyId: string; fileId: string }) {
      await repo.deleteFile(tx, input.companyId, input.fileId);
    },

    /** A stored file, while it is kept: an import job reads the upload it was handed this way, a module its kept files. */
    /** The names of kept files (a list of documents), without reading their content. */
    names: (tx: Transaction, input: { companyId: string; fileIds: readonly string[] }) =>
      repo.fileNames(tx, input.companyId, input.fileIds),

    async read(tx: Transaction, input: { companyId: string; fileId: string }) {
      const file = await repo.findFile(tx, input.companyId, input.fileId);
      const kept = file && (file.expiresAt === null || file.expiresAt.getTime() >= deps.clock.now().getTime());
      return kept ? { name: file.name, contentType: file.contentType, content: file.content } : undefined;
    },

    async download(auth: RequestAuth, fileId: string) {
      const file = await deps.tenant(auth.companyId, (tx) => repo.findFile(tx, auth.companyId, fileId));
      // A kept file is served by the module whose record names it, under that module's access rules.
      if (!file || file.expiresAt === null || file.expiresAt.getTime() < deps.clock.now().getTime()) throw notFound();
      // A produced file may hold data of any module: only the person who produced it gets it.
      if (file.createdBy !== auth.userId) throw new AppError('FORBIDDEN');
      return { name: file.name, contentType: file.contentType, content: file.content };
    },
  };
}

export type FilesService = ReturnType<typeof createFilesService>;
