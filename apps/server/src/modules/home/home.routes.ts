import type { FastifyInstance } from 'fastify';
import * as contracts from '@tenaga/contracts';
import type { TenantRunner } from '../../db/tenant.ts';
import type { Clock } from '../../lib/clock.ts';
import { bindRoute } from '../../plugins/route-binding.ts';
import type { AccessService } from '../access/index.ts';
import type { CompanyFacts, HomeFact } from './home.facts.ts';

/**
 * The dashboard's company facts, each read by the module that owns it. Later modules bind their
 * own widgets' routes in their own modules.
 */
export function registerHomeRoutes(
  app: FastifyInstance,
  deps: { tenant: TenantRunner; clock: Clock; access: Pick<AccessService, 'accessOf'>; facts: readonly HomeFact[] },
): void {
  bindRoute(app, contracts.getCompanyFacts, async ({ auth }) => {
    // Resolved before the transaction: it may read the role in a transaction of its own.
    const access = await deps.access.accessOf(auth);
    return deps.tenant(auth.companyId, async (tx) => {
      const input = { companyId: auth.companyId, now: deps.clock.now(), caller: { auth, access } };
      const facts: Partial<CompanyFacts> = {};
      // One connection per transaction: the modules' queries run one after another, never in parallel.
      for (const fact of deps.facts) Object.assign(facts, await fact.read(tx, input));
      // The response schema checks that every fact was given.
      return facts as CompanyFacts;
    });
  });
}
