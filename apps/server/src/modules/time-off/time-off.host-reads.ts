import type { FastifyInstance } from 'fastify';
import { and, asc, eq, sql } from 'drizzle-orm';
import { listPowerEditLeavePolicies, type PowerEditLeavePolicy } from '@tenaga/contracts';
import { leaveCategories, leavePolicies } from '../../db/schema/index.ts';
import type { TenantRunner } from '../../db/tenant.ts';
import { bindRoute } from '../../plugins/route-binding.ts';

/** The power-edit host's `timeoff/policies` (spec §7): the company's leave policies with their categories. */
export function registerTimeOffHostReads(app: FastifyInstance, deps: { tenant: TenantRunner }): void {
  bindRoute(app, listPowerEditLeavePolicies, ({ auth }): Promise<PowerEditLeavePolicy[]> =>
    deps.tenant(auth.companyId, (tx) =>
      tx
        .select({
          id: leavePolicies.id,
          name: leavePolicies.name,
          categoryId: leaveCategories.id,
          categoryName: leaveCategories.name,
        })
        .from(leavePolicies)
        .innerJoin(
          leaveCategories,
          and(eq(leaveCategories.companyId, leavePolicies.companyId), eq(leaveCategories.id, leavePolicies.categoryId)),
        )
        .where(eq(leavePolicies.companyId, auth.companyId))
        .orderBy(sql`lower(${leaveCategories.name})`, sql`lower(${leavePolicies.name})`, asc(leavePolicies.id)),
    ),
  );
}
