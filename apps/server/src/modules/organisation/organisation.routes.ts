import type { FastifyInstance } from 'fastify';
import * as contracts from '@tenaga/contracts';
import { ORGANISATION_LIST_ROUTES, ORGANISATION_LISTS } from '@tenaga/contracts';
import { bindRoute } from '../../plugins/route-binding.ts';
import type { OrganisationService } from './organisation.service.ts';

export function registerOrganisationRoutes(app: FastifyInstance, organisation: OrganisationService): void {
  const ok = { ok: true as const };
  for (const list of ORGANISATION_LISTS) {
    const routes = ORGANISATION_LIST_ROUTES[list];
    const service = organisation[list];
    bindRoute(app, routes.table, ({ auth, body }) => service.table(auth, body));
    bindRoute(app, routes.create, ({ auth, actor, body }) => service.create(auth, actor, body));
    bindRoute(app, routes.update, ({ auth, actor, body }) => service.update(auth, actor, body));
    bindRoute(app, routes.remove, async ({ auth, actor, params }) => {
      await service.remove(auth, actor, params.id);
      return ok;
    });
    bindRoute(app, routes.options, ({ auth }) => service.options(auth));
  }

  bindRoute(app, contracts.getEmployeeCategorySelection, ({ auth }) => organisation.employeeCategories.options(auth));

  const { sites } = organisation;
  bindRoute(app, contracts.listSites, ({ auth, body }) => sites.table(auth, body));
  bindRoute(app, contracts.createSite, ({ auth, actor, body }) => sites.create(auth, actor, body));
  bindRoute(app, contracts.updateSite, ({ auth, actor, body }) => sites.update(auth, actor, body));
  bindRoute(app, contracts.deleteSite, async ({ auth, actor, params }) => {
    await sites.remove(auth, actor, params.id);
    return ok;
  });
  bindRoute(app, contracts.getSiteOptions, ({ auth }) => sites.options(auth));
}
