import type { FastifyInstance } from 'fastify';
import * as contracts from '@tenaga/contracts';
import { bindRoute } from '../../plugins/route-binding.ts';
import type { CountriesService } from './countries.service.ts';

export function registerCountriesRoutes(app: FastifyInstance, countries: CountriesService): void {
  bindRoute(app, contracts.listCountries, async ({ language }) => countries.list(language));
  bindRoute(app, contracts.listTimezones, async () => countries.timezones());
  bindRoute(app, contracts.listCurrencies, async ({ language }) => countries.currencies(language));
  bindRoute(app, contracts.listLanguages, async () => countries.languages());
}
