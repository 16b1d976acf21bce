import type { FastifyInstance } from 'fastify';
import { and, count, eq, gt, isNull, sql } from 'drizzle-orm';
import * as contracts from '@tenaga/contracts';
import type { CompanyCountry } from '@tenaga/contracts';
import { companies, employees, sessions, users } from '../../db/schema/index.ts';
import type { TenantRunner } from '../../db/tenant.ts';
import type { Clock } from '../../lib/clock.ts';
import { notFound } from '../../lib/app-error.ts';
import { bindRoute } from '../../plugins/route-binding.ts';

/** Dashboard widgets' data. Later modules add their own widgets' routes here. */
export function registerHomeRoutes(app: FastifyInstance, deps: { tenant: TenantRunner; clock: Clock }): void {
  bindRoute(app, contracts.getCompanyFacts, async ({ auth }) =>
    deps.tenant(auth.companyId, async (tx) => {
      const [company] = await tx.select().from(companies).where(eq(companies.id, auth.companyId));
      if (!company) throw notFound();
      const today = sql`(now() at time zone ${company.timezone})::date`;
      // One connection per transaction: queries run one after another, never in parallel.
      const [activeUsers] = await tx
        .select({ value: count() })
        .from(users)
        .where(and(eq(users.companyId, auth.companyId), eq(users.active, true)));
      const [workforce] = await tx
        .select({
          active: sql<number>`count(*) filter (where ${employees.cessationDate} is null or ${employees.cessationDate} > ${today})::int`,
          archived: sql<number>`count(*) filter (where ${employees.cessationDate} <= ${today})::int`,
        })
        .from(employees)
        .where(eq(employees.companyId, auth.companyId));
      const [activeSessions] = await tx
        .select({ value: count() })
        .from(sessions)
        .where(and(eq(sessions.companyId, auth.companyId), isNull(sessions.endedAt), gt(sessions.expiresAt, deps.clock.now())));
      return {
        companyName: company.name,
        domain: company.domain,
        countryCode: company.countryCode as CompanyCountry,
        createdAt: company.createdAt.getTime(),
        activeUsers: Number(activeUsers?.value ?? 0),
        activeEmployees: Number(workforce?.active ?? 0),
        archivedEmployees: Number(workforce?.archived ?? 0),
        activeSessions: Number(activeSessions?.value ?? 0),
      };
    }),
  );
}
