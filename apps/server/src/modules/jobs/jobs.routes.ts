import type { FastifyInstance } from 'fastify';
import { and, eq } from 'drizzle-orm';
import * as contracts from '@tenaga/contracts';
import { jobs } from '../../db/schema/index.ts';
import type { TenantRunner } from '../../db/tenant.ts';
import { notFound } from '../../lib/app-error.ts';
import { toJobView } from '../../plugins/jobs.ts';
import { bindRoute } from '../../plugins/route-binding.ts';

/** A user follows the jobs they started; progress also arrives over the real-time channel. */
export function registerJobsRoutes(app: FastifyInstance, deps: { tenant: TenantRunner }): void {
  bindRoute(app, contracts.getJob, async ({ auth, params }) => {
    const row = await deps.tenant(auth.companyId, async (tx) => {
      const [found] = await tx
        .select()
        .from(jobs)
        .where(and(eq(jobs.companyId, auth.companyId), eq(jobs.id, params.id), eq(jobs.createdBy, auth.userId)));
      return found;
    });
    if (!row) throw notFound();
    return toJobView(row);
  });
}
