import type { FastifyInstance } from 'fastify';
import * as contracts from '@tenaga/contracts';
import { bindRoute } from '../../plugins/route-binding.ts';
import type { CountriesService } from './countries.service.ts';
import type { ReferenceService } from './reference.service.ts';
import { timings } from './timings.rules.ts';

export function registerCountriesRoutes(app: FastifyInstance, countries: CountriesService, reference: ReferenceService): void {
  bindRoute(app, contracts.listCountries, async ({ language }) => countries.list(language));
  bindRoute(app, contracts.listTimezones, async () => countries.timezones());
  bindRoute(app, contracts.listCurrencies, async ({ language }) => countries.currencies(language));
  bindRoute(app, contracts.listLanguages, async () => countries.languages());
  bindRoute(app, contracts.listTimings, async () => timings());
  bindRoute(app, contracts.listNationalities, async ({ language }) => countries.nationalities(language));
  bindRoute(app, contracts.listCountryBanks, async ({ params }) => reference.banks(params.code));
  bindRoute(app, contracts.listCountryInsurances, async ({ params, language }) => reference.insurances(params.code, language));
  bindRoute(app, contracts.listCountryRaces, async ({ params, language }) => reference.races(params.code, language));
  bindRoute(app, contracts.listCountryPassTypes, async ({ params, language }) => reference.passTypes(params.code, language));
  bindRoute(app, contracts.listCountryMaritalStatuses, async ({ params, language }) => reference.maritalStatuses(params.code, language));
  bindRoute(app, contracts.listCountryIdentificationTypes, async ({ params, language }) =>
    reference.identificationTypes(params.code, language),
  );
  bindRoute(app, contracts.getCountryReference, async ({ params, language }) => reference.reference(params.code, language));
}
