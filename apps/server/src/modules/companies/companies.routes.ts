import type { FastifyInstance } from 'fastify';
import * as contracts from '@tenaga/contracts';
import { INDUSTRIES } from '@tenaga/contracts';
import {
  createCompanyBank,
  deleteCompanyBank,
  listCompanyBanks,
  updateCompanyBank,
} from '@tenaga/contracts/modules/company-banks.contracts';
import {
  listCompanyRegistrations,
  removeCompanyCountry,
  saveCompanyRegistrations,
} from '@tenaga/contracts/modules/company-registrations.contracts';
import { bindFileRoute, bindRoute } from '../../plugins/route-binding.ts';
import { clientInfo } from '../../plugins/client-info.ts';
import type { CompaniesService } from './companies.service.ts';
import type { CompanyBanks } from './company-banks.service.ts';
import type { CompanyLogo } from './company-logo.service.ts';
import type { CompanyRegistrations } from './company-registrations.service.ts';

export function registerCompaniesRoutes(
  app: FastifyInstance,
  services: { companies: CompaniesService; banks: CompanyBanks; logo: CompanyLogo; registrations: CompanyRegistrations },
): void {
  const { companies, banks, logo, registrations } = services;
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

  bindFileRoute(app, contracts.getCompanyLogo, ({ auth }) => logo.get(auth.companyId));
  bindRoute(app, contracts.updateCompanyLogo, ({ auth, actor, body }) => logo.save(actor, { uploadedBy: auth.userId, data: body.data }));
  bindRoute(app, contracts.deleteCompanyLogo, async ({ actor }) => {
    await logo.remove(actor);
    return { ok: true as const };
  });

  bindRoute(app, listCompanyBanks, ({ auth }) => banks.list(auth));
  bindRoute(app, createCompanyBank, ({ actor, body }) => banks.create(actor, body));
  bindRoute(app, updateCompanyBank, ({ actor, params, body }) => banks.update(actor, { id: params.id, body }));
  bindRoute(app, deleteCompanyBank, async ({ actor, params }) => {
    await banks.remove(actor, params.id);
    return { ok: true as const };
  });

  bindRoute(app, listCompanyRegistrations, ({ auth }) => registrations.list(auth.companyId));
  bindRoute(app, saveCompanyRegistrations, ({ actor, params, body }) =>
    registrations.save(actor, { country: params.country, registrations: body.registrations }),
  );
  bindRoute(app, removeCompanyCountry, ({ actor, params }) => registrations.removeCountry(actor, params.country));
}
