import { queryOptions } from '@tanstack/react-query';
import {
  checkCredential,
  getCompanyPreference,
  getCompanyRegions,
  getClientContractOptions,
  getCountryReference,
  getRoleOptions,
  getSiteOptions,
  listCountryBanks,
  listCountryIdentificationTypes,
  listCountryPassTypes,
  listCountryRaces,
  listNationalities,
  ORGANISATION_LIST_ROUTES,
  type CompanyCountry,
  type OrganisationList,
} from '@tenaga/contracts';
import { callApi } from '../../../lib/api-client.ts';
import { sharedKeys } from './employees.keys.ts';

/** Masking of identification numbers (spec §5). */
export const companyPreferenceQuery = (userKey: string) =>
  queryOptions({ queryKey: sharedKeys.companyPreference(userKey), queryFn: ({ signal }) => callApi(getCompanyPreference, { signal }) });
/** The company's own region: salaries are in its currency. */
export const companyRegionsQuery = (userKey: string) =>
  queryOptions({ queryKey: sharedKeys.companyRegions(userKey), queryFn: ({ signal }) => callApi(getCompanyRegions, { signal }) });

export const organisationOptionsQuery = (userKey: string, list: OrganisationList) =>
  queryOptions({
    queryKey: sharedKeys.organisationOptions(userKey, list),
    queryFn: ({ signal }) => callApi(ORGANISATION_LIST_ROUTES[list].options, { signal }),
  });
export const siteOptionsQuery = (userKey: string) =>
  queryOptions({ queryKey: sharedKeys.siteOptions(userKey), queryFn: ({ signal }) => callApi(getSiteOptions, { signal }) });
/** Contracts with their locations, grouped Active and Archived. */
export const clientContractOptionsQuery = (userKey: string) =>
  queryOptions({ queryKey: sharedKeys.contractOptions(userKey), queryFn: ({ signal }) => callApi(getClientContractOptions, { signal }) });
export const roleOptionsQuery = (userKey: string) =>
  queryOptions({ queryKey: sharedKeys.roleOptions(userKey), queryFn: ({ signal }) => callApi(getRoleOptions, { signal }) });

/** Whether a username is still free (spec §5: availability is checked by a call). */
export const isUsernameAvailable = (username: string) =>
  callApi(checkCredential, { body: { username } }).then((result) => result.available);

// The reference lists of the employee record, for the company's country, in the caller's language.
const reference = <T>(country: CompanyCountry | null, language: string, list: string, fetch: (signal: AbortSignal) => Promise<T>) =>
  queryOptions({ queryKey: sharedKeys.reference(country, language, list), queryFn: ({ signal }) => fetch(signal), staleTime: Infinity });

export const identificationTypesQuery = (country: CompanyCountry, language: string) =>
  reference(country, language, 'id-types', (signal) => callApi(listCountryIdentificationTypes, { params: { code: country }, signal }));
export const banksQuery = (country: CompanyCountry, language: string) =>
  reference(country, language, 'banks', (signal) => callApi(listCountryBanks, { params: { code: country }, signal }));
export const racesQuery = (country: CompanyCountry, language: string) =>
  reference(country, language, 'races', (signal) => callApi(listCountryRaces, { params: { code: country }, signal }));
export const passTypesQuery = (country: CompanyCountry, language: string) =>
  reference(country, language, 'pass-types', (signal) => callApi(listCountryPassTypes, { params: { code: country }, signal }));
export const countryReferenceQuery = (country: CompanyCountry, language: string) =>
  reference(country, language, 'lists', (signal) => callApi(getCountryReference, { params: { code: country }, signal }));
/** Countries by ISO code, named in the caller's language: nationality and the address's country. */
export const nationalitiesQuery = (language: string) =>
  reference(null, language, 'nationalities', (signal) => callApi(listNationalities, { signal }));
