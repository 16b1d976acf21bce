import { useTranslation } from 'react-i18next';
import { getCompanyPreference, getCompanyRegions } from '@tenaga/contracts/modules/companies.contracts';
import {
  getCountryReference,
  listCountryBanks,
  listCountryIdentificationTypes,
  listCountryPassTypes,
  listCountryRaces,
  listNationalities,
  type Bank,
  type CountryReference,
} from '@tenaga/contracts/modules/countries.contracts';
import { listEmployeeOptions } from '@tenaga/contracts/modules/employees/filters';
import { getSiteOptions, ORGANISATION_LIST_ROUTES } from '@tenaga/contracts/modules/organisation.contracts';
import type { Currency } from '@tenaga/contracts/region';
import { useAuthenticatedSession, useMenuAccess } from '../../../../lib/session-context.tsx';
import { useContractQuery } from '../../../../lib/contract-query.ts';
import { companyToday } from '../../model/company-today.ts';

export interface Choice<V = string> {
  readonly value: V;
  readonly label: string;
}

/** The lists the employee record's fields choose from, and the company facts its rules need. */
export interface RecordOptions {
  readonly country: string;
  /** The company's today (its time zone), for the age and identification rules. */
  readonly today: string;
  /** Salaries are in the company's currency. */
  readonly currency: Currency;
  /** Identification numbers show only their last 4 characters (company preference). */
  readonly masked: boolean;
  readonly identificationTypes: readonly (Choice & { readonly example: string })[];
  readonly nationalities: readonly Choice[];
  readonly races: readonly Choice[];
  readonly passTypes: readonly Choice<number>[];
  readonly banks: readonly Bank[];
  readonly lists: CountryReference;
  readonly departments: readonly Choice[];
  readonly jobTitles: readonly Choice[];
  readonly categories: readonly Choice[];
  readonly sectors: readonly Choice[];
  readonly sites: readonly Choice[];
  /** Lists still on their way: a record read now would show codes instead of their names. */
  readonly loading: boolean;
  /** Possible managers; empty for a caller who may not list employees. */
  readonly employees: readonly (Choice & { readonly archived: boolean })[];
}

const EMPTY_LISTS: CountryReference = { religions: [], relationships: [], maritalStatuses: [], genders: [], paymentModes: [] };
const asChoices = (options: readonly { id: string; text: string }[] | undefined) =>
  (options ?? []).map((option) => ({ value: option.id, label: option.text }));

/** Loads the record's option lists (each cached; reference lists in the caller's language). */
export function useRecordOptions(): RecordOptions {
  // The reference lists are kept per language: a change of language renders this again and reads them in it.
  useTranslation();
  const { me } = useAuthenticatedSession();
  const ofCountry = { params: { code: me.companyData.countryCode } };
  const mayListEmployees = useMenuAccess('employeeList') !== undefined;

  const regions = useContractQuery(getCompanyRegions);
  const preference = useContractQuery(getCompanyPreference);
  const identificationTypes = useContractQuery(listCountryIdentificationTypes, ofCountry);
  const nationalities = useContractQuery(listNationalities);
  const races = useContractQuery(listCountryRaces, ofCountry);
  const passTypes = useContractQuery(listCountryPassTypes, ofCountry);
  const banks = useContractQuery(listCountryBanks, ofCountry);
  const lists = useContractQuery(getCountryReference, ofCountry);
  const departments = useContractQuery(ORGANISATION_LIST_ROUTES.departments.options);
  const jobTitles = useContractQuery(ORGANISATION_LIST_ROUTES.jobTitles.options);
  const categories = useContractQuery(ORGANISATION_LIST_ROUTES.employeeCategories.options);
  const sectors = useContractQuery(ORGANISATION_LIST_ROUTES.commercialSectors.options);
  const sites = useContractQuery(getSiteOptions);
  const employees = useContractQuery(listEmployeeOptions, undefined, { enabled: mayListEmployees });

  const timezone = regions.data?.timezone ?? me.regionLanguage.timezone;
  // The possible managers are left out: the job section reads its manager's name with the record.
  const loading = [
    regions,
    preference,
    identificationTypes,
    nationalities,
    races,
    passTypes,
    banks,
    lists,
    departments,
    jobTitles,
    categories,
    sectors,
    sites,
  ].some((query) => query.isPending);
  return {
    country: me.companyData.countryCode,
    loading,
    today: companyToday(timezone),
    currency: regions.data?.currency ?? me.regionLanguage.currency,
    masked: preference.data?.ICNumberMasking ?? true,
    identificationTypes: identificationTypes.data ?? [],
    nationalities: nationalities.data ?? [],
    races: races.data ?? [],
    passTypes: passTypes.data ?? [],
    banks: banks.data ?? [],
    lists: lists.data ?? EMPTY_LISTS,
    departments: asChoices(departments.data),
    jobTitles: asChoices(jobTitles.data),
    categories: asChoices(categories.data),
    sectors: asChoices(sectors.data),
    sites: asChoices(sites.data),
    employees: (employees.data ?? []).map((option) => ({ value: option.id, label: option.text, archived: option.cessationDate !== null })),
  };
}
