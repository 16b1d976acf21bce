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

    /** A stored file, while it is kept: an import job reads the upload it was handed this way. */
    async read(tx: Transaction, input: { companyId: string; fileId: string }) {
      const file = await repo.findFile(tx, input.companyId, input.fileId);
      return file && file.expiresAt.getTime() >= deps.clock.now().getTime() ? { name: file.name, content: file.content } : undefined;
    },

    async download(auth: RequestAuth, fileId: string) {
      const file = await deps.tenant(auth.companyId, (tx) => repo.findFile(tx, auth.companyId, fileId));
      if (!file || file.expiresAt.getTime() < deps.clock.now().getTime()) throw notFound();
      // A produced file may hold data of any module: only the person who produced it gets it.
      if (file.createdBy !== auth.userId) throw new AppError('FORBIDDEN');
      return { name: file.name, contentType: file.contentType, content: file.content };
    },
  };
}

export type FilesService = ReturnType<typeof createFilesService>;
