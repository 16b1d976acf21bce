import type { FastifyInstance } from 'fastify';
import * as contracts from '@tenaga/contracts';
import { INDUSTRIES } from '@tenaga/contracts';
import { bindRoute } from '../../plugins/route-binding.ts';
import { clientInfo } from '../../plugins/client-info.ts';
import type { CompaniesService } from './companies.service.ts';

export function registerCompaniesRoutes(app: FastifyInstance, companies: CompaniesService): void {
  bindRoute(app, contracts.checkDomain, ({ query }) => companies.checkDomain(query.domain));
  bindRoute(app, contracts.signup, ({ body, request }) => companies.signup(body, clientInfo(request, body.deviceId)));
  bindRoute(app, contracts.getCompany, ({ auth }) => companies.get(auth.companyId));
  bindRoute(app, contracts.updateCompany, ({ actor, body }) => companies.update(actor, body));
  bindRoute(app, contracts.getCompanySetting, ({ auth }) => companies.getSetting(auth.companyId));
  bindRoute(app, contracts.updateCompanySetting, ({ actor, body }) => companies.updateSetting(actor, body));
  bindRoute(app, contracts.getCompanyPreference, ({ auth }) => companies.getPreference(auth.companyId));
  bindRoute(app, contracts.updateCompanyPreference, ({ actor, body }) => companies.updatePreference(actor, body));
  bindRoute(app, contracts.getCompanyRegions, ({ auth }) => companies.getRegions(auth.companyId));
  bindRoute(app, contracts.updateCompanyRegions, ({ actor, body }) => companies.updateRegions(actor, body));
  bindRoute(app, contracts.listIndustries, async () => [...INDUSTRIES]);
}
