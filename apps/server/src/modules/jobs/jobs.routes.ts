import type { FastifyInstance } from 'fastify';
import * as contracts from '@tenaga/contracts';
import type { TenantRunner } from '../../db/tenant.ts';
import { notFound } from '../../lib/app-error.ts';
import type { JobRunner } from '../../plugins/jobs.ts';
import { bindRoute } from '../../plugins/route-binding.ts';

/** A user follows the jobs they started; progress also arrives over the real-time channel. */
export function registerJobsRoutes(app: FastifyInstance, deps: { tenant: TenantRunner; jobs: Pick<JobRunner, 'find'> }): void {
  bindRoute(app, contracts.getJob, async ({ auth, params }) => {
    const job = await deps.tenant(auth.companyId, (tx) =>
      deps.jobs.find(tx, { companyId: auth.companyId, jobId: params.id, createdBy: auth.userId }),
    );
    if (!job) throw notFound();
    return job;
  });
}
