import { z } from 'zod';
import { defineRoute, sessionAccess } from '../route.ts';
import { IdParamsSchema, TimestampSchema } from '../common.ts';
import { defineApiModule } from '../api-module.ts';

export const JOB_STATUSES = ['queued', 'running', 'succeeded', 'failed'] as const;

export const JobSchema = z.object({
  id: z.uuid(),
  type: z.string(),
  status: z.enum(JOB_STATUSES),
  progress: z.number().int().min(0).max(100),
  /** i18n key describing the current step, with its values. */
  stepKey: z.string().nullable(),
  result: z.unknown().nullable(),
  errorKey: z.string().nullable(),
  createdAt: TimestampSchema,
  finishedAt: TimestampSchema.nullable(),
});
export type Job = z.infer<typeof JobSchema>;

export const getJob = defineRoute({
  method: 'GET',
  path: '/jobs/:id',
  summary: 'A background job the signed-in user started, with its progress',
  tags: ['jobs'],
  permission: sessionAccess,
  params: IdParamsSchema,
  response: JobSchema,
});

/** Routes only: no page of its own (api-module.ts). */
export const jobsApi = defineApiModule({ name: 'jobs', menu: [] });
