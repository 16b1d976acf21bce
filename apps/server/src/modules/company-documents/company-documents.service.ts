import type { CompanyDocument, DocumentCategory } from '@tenaga/contracts/modules/company-documents.contracts';
import type { TenantRunner, Transaction } from '../../db/tenant.ts';
import { AppError, notFound, versionConflict } from '../../lib/app-error.ts';
import { changedFields, writeAudit, type Actor } from '../../lib/audit.ts';
import type { Clock } from '../../lib/clock.ts';
import { isUniqueViolation } from '../../lib/db-errors.ts';
import type { FileBody } from '../../plugins/route-binding.ts';
import type { ModuleServices } from '../../platform/module.ts';
import * as repo from './company-documents.repository.ts';
import { checkDocumentFile, cleanFileName } from './company-documents.rules.ts';

interface UploadedFile {
  readonly fileName: string;
  readonly data: string;
}

const toDocument = (row: repo.CompanyDocumentRow): CompanyDocument => ({
  id: row.id,
  name: row.name,
  category: row.category as DocumentCategory,
  fileName: row.fileName,
  contentType: row.contentType as CompanyDocument['contentType'],
  size: row.size,
  updatedAt: row.updatedAt.getTime(),
  version: row.version,
});

const auditView = (row: Pick<repo.CompanyDocumentRow, 'name' | 'category' | 'fileName' | 'contentType' | 'size'>) => ({
  name: row.name,
  category: row.category,
  fileName: row.fileName,
  contentType: row.contentType,
  size: row.size,
});

const nameTaken = () => new AppError('NAME_TAKEN', { fieldErrors: { name: 'errors:NAME_TAKEN' } });

/** The company's document templates (Settings › Document); their files are kept by the files module. */
export function createCompanyDocumentsService(deps: {
  tenant: TenantRunner;
  clock: Clock;
  files: Pick<ModuleServices['files'], 'keep' | 'read' | 'remove'>;
}) {
  const { tenant, clock, files } = deps;

  const read = (file: UploadedFile) => {
    const content = Buffer.from(file.data, 'base64');
    const checked = checkDocumentFile(content);
    if (!checked.ok) throw new AppError('VALIDATION_FAILED', { fieldErrors: { 'file.data': checked.error } });
    return { content, contentType: checked.contentType, fileName: cleanFileName(file.fileName) };
  };

  const keep = (tx: Transaction, input: { companyId: string; userId: string; file: ReturnType<typeof read> }) =>
    files.keep(tx, {
      companyId: input.companyId,
      createdBy: input.userId,
      name: input.file.fileName,
      contentType: input.file.contentType,
      content: input.file.content,
    });

  return {
    /** The categories the company has a template of, in the caller's transaction (Compliance). */
    categoriesOf: (tx: Transaction, companyId: string) => repo.documentCategories(tx, companyId),

    async list(companyId: string): Promise<CompanyDocument[]> {
      return (await tenant(companyId, (tx) => repo.listDocuments(tx, companyId))).map(toDocument);
    },

    async create(
      actor: Actor,
      input: { uploadedBy: string; name: string; category: DocumentCategory; file: UploadedFile },
    ): Promise<CompanyDocument> {
      const file = read(input.file);
      const now = clock.now();
      try {
        return await tenant(actor.companyId, async (tx) => {
          const fileId = await keep(tx, { companyId: actor.companyId, userId: input.uploadedBy, file });
          const row = await repo.insertDocument(tx, {
            companyId: actor.companyId,
            name: input.name,
            category: input.category,
            fileId,
            fileName: file.fileName,
            contentType: file.contentType,
            size: file.content.length,
            createdAt: now,
            updatedAt: now,
          });
          await writeAudit(tx, actor, { entity: 'company-document', entityId: row.id, action: 'create', after: auditView(row) });
          return toDocument(row);
        });
      } catch (error) {
        if (isUniqueViolation(error, 'company_documents_name_key')) throw nameTaken();
        throw error;
      }
    },

    async update(
      actor: Actor,
      input: { id: string; uploadedBy: string; version: number; name: string; category: DocumentCategory; file?: UploadedFile | undefined },
    ): Promise<CompanyDocument> {
      const file = input.file ? read(input.file) : null;
      try {
        return await tenant(actor.companyId, async (tx) => {
          const before = await repo.findDocument(tx, actor.companyId, input.id);
          if (!before) throw notFound();
          const fileId = file ? await keep(tx, { companyId: actor.companyId, userId: input.uploadedBy, file }) : before.fileId;
          const after = await repo.updateDocument(tx, actor.companyId, {
            id: input.id,
            expectedVersion: input.version,
            set: {
              name: input.name,
              category: input.category,
              ...(file ? { fileId, fileName: file.fileName, contentType: file.contentType, size: file.content.length } : {}),
              updatedAt: clock.now(),
            },
          });
          if (!after) throw versionConflict();
          if (file) await files.remove(tx, { companyId: actor.companyId, fileId: before.fileId });
          await writeAudit(tx, actor, {
            entity: 'company-document',
            entityId: input.id,
            action: file ? 'replace' : 'update',
            ...changedFields(auditView(before), auditView(after)),
          });
          return toDocument(after);
        });
      } catch (error) {
        if (isUniqueViolation(error, 'company_documents_name_key')) throw nameTaken();
        throw error;
      }
    },

    async remove(actor: Actor, id: string): Promise<void> {
      await tenant(actor.companyId, async (tx) => {
        const removed = await repo.deleteDocument(tx, actor.companyId, id);
        if (!removed) throw notFound();
        await files.remove(tx, { companyId: actor.companyId, fileId: removed.fileId });
        await writeAudit(tx, actor, { entity: 'company-document', entityId: id, action: 'delete', before: auditView(removed) });
      });
    },

    async download(companyId: string, id: string): Promise<FileBody> {
      const found = await tenant(companyId, async (tx) => {
        const row = await repo.findDocument(tx, companyId, id);
        return row ? { row, file: await files.read(tx, { companyId, fileId: row.fileId }) } : undefined;
      });
      if (!found?.file) throw notFound();
      return { name: found.row.fileName, contentType: found.row.contentType, content: found.file.content };
    },
  };
}

export type CompanyDocumentsService = ReturnType<typeof createCompanyDocumentsService>;
