import { z } from 'zod';
import { defineRoute, sessionAccess } from '../route.ts';
import { IdParamsSchema } from '../common.ts';
import { defineApiModule } from '../api-module.ts';

export const XLSX_MEDIA_TYPE = 'application/vnd.openxmlformats-officedocument.spreadsheetml.sheet';
/** What an export can be: a workbook or comma-separated text. */
export const SPREADSHEET_MEDIA_TYPES = [XLSX_MEDIA_TYPE, 'text/csv'] as const;

/** A file a job produced for the user who started it (exports, reports); kept for a day. */
export const downloadFile = defineRoute({
  method: 'GET',
  path: '/files/:id',
  summary: 'Download a file you produced (an export)',
  tags: ['files'],
  permission: sessionAccess,
  params: IdParamsSchema,
  produces: 'file',
  fileTypes: SPREADSHEET_MEDIA_TYPES,
  response: z.unknown(),
});

/** What an export job leaves as its result. */
export const FileResultSchema = z.object({ fileId: z.uuid(), fileName: z.string(), rows: z.number().int() });
export type FileResult = z.infer<typeof FileResultSchema>;

/** Routes only: no page of its own (api-module.ts). */
export const filesApi = defineApiModule({ name: 'files', menu: [] });
