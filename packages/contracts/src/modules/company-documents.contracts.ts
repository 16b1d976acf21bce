import { z } from 'zod';
import { IdParamsSchema, OkSchema, TimestampSchema, VersionSchema } from '../common.ts';
import { defineApiModule } from '../api-module.ts';
import { defineRoute, menuAccess } from '../route.ts';
import { v } from '../validation.ts';

/**
 * What a company document template is for. Compliance reads some of them as the documents a
 * country's law asks an employer to have (company regulations, the contract of service, the
 * harassment policy).
 */
export const DOCUMENT_CATEGORIES = [
  'employmentContract',
  'offerLetter',
  'companyRegulations',
  'employeeHandbook',
  'harassmentPolicy',
  'policy',
  'form',
  'letter',
  'other',
] as const;
export type DocumentCategory = (typeof DOCUMENT_CATEGORIES)[number];
export const DocumentCategorySchema = z.enum(DOCUMENT_CATEGORIES, { error: v.invalidOption });

/** A template is a document people read and fill in, not an archive: 2 MB holds a long PDF or Word file. */
export const DOCUMENT_MAX_BYTES = 2_000_000;
/** The media types a template can be, read from its bytes (a renamed file is refused). */
export const DOCUMENT_MEDIA_TYPES = [
  'application/pdf',
  'application/vnd.openxmlformats-officedocument.wordprocessingml.document',
  'image/png',
  'image/jpeg',
] as const;
const DOCUMENT_MAX_BASE64 = Math.ceil(DOCUMENT_MAX_BYTES / 3) * 4;
/** The base64 body of the largest file, with room for the JSON around it. */
const DOCUMENT_BODY_LIMIT_BYTES = DOCUMENT_MAX_BASE64 + 16 * 1024;

export const CompanyDocumentSchema = z.object({
  id: z.uuid(),
  name: z.string(),
  category: DocumentCategorySchema,
  fileName: z.string(),
  contentType: z.enum(DOCUMENT_MEDIA_TYPES),
  size: z.number().int(),
  updatedAt: TimestampSchema,
  version: VersionSchema,
});
export type CompanyDocument = z.infer<typeof CompanyDocumentSchema>;

/** A file as the browser read it: its name and its bytes in base64; its type is read from the bytes. */
export const DocumentFileSchema = z.strictObject({
  fileName: z.string({ error: v.required }).trim().min(1, { error: v.required }).max(200, { error: v.tooLong }),
  data: z.base64({ error: v.validFormat }).min(1, { error: v.required }).max(DOCUMENT_MAX_BASE64, { error: 'validation:documentSize' }),
});

const documentName = z.string({ error: v.required }).trim().min(1, { error: v.required }).max(120, { error: v.tooLong });

export const listCompanyDocuments = defineRoute({
  method: 'GET',
  path: '/companies/documents',
  summary: "The company's document templates",
  tags: ['companyDocuments'],
  permission: menuAccess('documentSetting', 'view'),
  response: z.array(CompanyDocumentSchema),
});

export const createCompanyDocument = defineRoute({
  method: 'POST',
  path: '/companies/documents',
  summary: 'Upload a document template',
  tags: ['companyDocuments'],
  cache: { changes: ['companyDocuments', 'compliance'] },
  permission: menuAccess('documentSetting', 'edit'),
  bodyLimitBytes: DOCUMENT_BODY_LIMIT_BYTES,
  body: z.strictObject({ name: documentName, category: DocumentCategorySchema, file: DocumentFileSchema }),
  response: CompanyDocumentSchema,
});

export const updateCompanyDocument = defineRoute({
  method: 'PUT',
  path: '/companies/documents/:id',
  summary: 'Rename, recategorise or replace the file of a document template',
  tags: ['companyDocuments'],
  cache: { changes: ['companyDocuments', 'compliance'] },
  permission: menuAccess('documentSetting', 'edit'),
  bodyLimitBytes: DOCUMENT_BODY_LIMIT_BYTES,
  params: IdParamsSchema,
  body: z.strictObject({
    version: VersionSchema,
    name: documentName,
    category: DocumentCategorySchema,
    /** Absent: the file stays. */
    file: DocumentFileSchema.optional(),
  }),
  response: CompanyDocumentSchema,
});

export const deleteCompanyDocument = defineRoute({
  method: 'DELETE',
  path: '/companies/documents/:id',
  summary: 'Delete a document template',
  tags: ['companyDocuments'],
  cache: { changes: ['companyDocuments', 'compliance'] },
  permission: menuAccess('documentSetting', 'edit'),
  params: IdParamsSchema,
  response: OkSchema,
});

export const downloadCompanyDocument = defineRoute({
  method: 'GET',
  path: '/companies/documents/:id/file',
  summary: "A document template's file",
  tags: ['companyDocuments'],
  permission: menuAccess('documentSetting', 'view'),
  params: IdParamsSchema,
  produces: 'file',
  fileTypes: DOCUMENT_MEDIA_TYPES,
  response: z.unknown(),
});

export const companyDocumentsApi = defineApiModule({ name: 'companyDocuments', menu: ['documentSetting'] });
