import { useQuery } from '@tanstack/react-query';
import { useTranslation } from 'react-i18next';
import type { Bank, CountryReference, Currency } from '@tenaga/contracts';
import { useAuthenticatedSession, useMenuAccess } from '../../../../lib/session-context.tsx';
import { useSession } from '../../../../lib/session-store.ts';
import { companyToday } from '../../model/company-today.ts';
import { employeeOptionsQuery } from '../../api/employees.queries.ts';
import {
  banksQuery,
  companyPreferenceQuery,
  companyRegionsQuery,
  countryReferenceQuery,
  identificationTypesQuery,
  nationalitiesQuery,
  organisationOptionsQuery,
  passTypesQuery,
  racesQuery,
  siteOptionsQuery,
} from '../../api/reference.queries.ts';

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
  const { i18n } = useTranslation();
  const { me } = useAuthenticatedSession();
  const userKey = useSession().current?.userKey ?? '';
  const country = me.companyData.countryCode;
  const language = i18n.language;
  const mayListEmployees = useMenuAccess('employeeList') !== undefined;

  const regions = useQuery(companyRegionsQuery(userKey));
  const preference = useQuery(companyPreferenceQuery(userKey));
  const identificationTypes = useQuery(identificationTypesQuery(country, language));
  const nationalities = useQuery(nationalitiesQuery(language));
  const races = useQuery(racesQuery(country, language));
  const passTypes = useQuery(passTypesQuery(country, language));
  const banks = useQuery(banksQuery(country, language));
  const lists = useQuery(countryReferenceQuery(country, language));
  const departments = useQuery(organisationOptionsQuery(userKey, 'departments'));
  const jobTitles = useQuery(organisationOptionsQuery(userKey, 'jobTitles'));
  const categories = useQuery(organisationOptionsQuery(userKey, 'employeeCategories'));
  const sectors = useQuery(organisationOptionsQuery(userKey, 'commercialSectors'));
  const sites = useQuery(siteOptionsQuery(userKey));
  const employees = useQuery({ ...employeeOptionsQuery(userKey), enabled: mayListEmployees });

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
    country,
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
