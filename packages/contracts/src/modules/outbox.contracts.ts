import { z } from 'zod';
import { defineRoute, menuAccess } from '../route.ts';
import { IdParamsSchema, TableRequestSchema, TimestampSchema, tableResponse } from '../common.ts';
import { defineApiModule } from '../api-module.ts';

export const OutboxMailSchema = z.object({
  id: z.uuid(),
  to: z.string(),
  subject: z.string(),
  createdAt: TimestampSchema,
  sentAt: TimestampSchema.nullable(),
  status: z.enum(['stored', 'sent', 'failed']),
  /** A secret in the mail (a reset or invitation link) is hidden: only its recipient receives it. */
  hidden: z.boolean(),
  /** The attachment's name and size in bytes (a payslip PDF); never its content. */
  attachment: z.object({ name: z.string(), size: z.number().int().nonnegative() }).nullable(),
});

export const OutboxMailDetailSchema = OutboxMailSchema.extend({ text: z.string(), error: z.string().nullable() });

export const listOutbox = defineRoute({
  method: 'POST',
  path: '/mail-outbox/table',
  readsOnly: true,
  summary: 'Mail the product sent or stored for the company (when no SMTP server is set)',
  tags: ['mail'],
  permission: menuAccess('mailOutbox', 'view'),
  body: TableRequestSchema,
  response: tableResponse(OutboxMailSchema),
});

export const getOutboxMail = defineRoute({
  method: 'GET',
  path: '/mail-outbox/:id',
  summary: 'One stored mail with its text',
  tags: ['mail'],
  permission: menuAccess('mailOutbox', 'view'),
  params: IdParamsSchema,
  response: OutboxMailDetailSchema,
});

/** The menu items this module serves (api-module.ts). */
export const outboxApi = defineApiModule({ name: 'outbox', menu: ['mailOutbox'] });
