import { CONTRIBUTION_RATE_TYPES, EMPLOYMENT_TYPE, type CompanyCountry, type Language } from '@tenaga/contracts';
import { LANGUAGE_CODES } from '@tenaga/i18n';
import type { Translate } from '../../lib/i18n.ts';
import { codeList, type CodeList } from '../imports/index.ts';
import type { CodeColumn } from './employees.import-columns.ts';
import type { ModuleServices } from '../../platform/module.ts';

/** A value a code column allows. */
export interface Option {
  readonly value: string | number;
  /** The option's name in each language. */
  readonly names: Readonly<Partial<Record<Language, string>>>;
}

export interface EmployeeOptionsDeps {
  translate: Translate;
  reference: Pick<ModuleServices['reference'], 'banks' | 'passTypes' | 'identificationTypes' | 'reference' | 'races' | 'maritalStatuses'>;
  countries: Pick<ModuleServices['countries'], 'nationalities'>;
}

/**
 * The values each code column of an employee file allows in a company's country, named in every
 * language: the employee form's own lists (countries module), so a cell may hold a value or the
 * name a person sees in any language.
 */
export function createEmployeeOptions(deps: EmployeeOptionsDeps) {
  const { reference, translate } = deps;
  const optionsCache = new Map<CompanyCountry, Record<CodeColumn, readonly Option[]>>();

  /** The values each code column allows in the company's country, named in every language. */
  function optionsFor(country: CompanyCountry): Record<CodeColumn, readonly Option[]> {
    const cached = optionsCache.get(country);
    if (cached) return cached;
    const named = <V extends string | number>(list: (language: Language) => readonly { value: V; label: string }[]): Option[] =>
      list('en').map((option, index) => ({
        value: option.value,
        names: Object.fromEntries(LANGUAGE_CODES.map((language) => [language, list(language)[index]?.label ?? option.label])),
      }));
    const nationalities = named((language) => [...deps.countries.nationalities(language)].sort((a, b) => a.value.localeCompare(b.value)));
    const options: Record<CodeColumn, readonly Option[]> = {
      identificationType: named((language) => reference.identificationTypes(country, language)),
      gender: named((language) => reference.reference(country, language).genders),
      nationality: nationalities,
      maritalStatus: named((language) => reference.maritalStatuses(country, language)),
      race: named((language) => reference.races(country, language)),
      religion: named((language) => reference.reference(country, language).religions),
      passType: named((language) => reference.passTypes(country, language)),
      country: nationalities,
      employmentType: [EMPLOYMENT_TYPE.fullTime, EMPLOYMENT_TYPE.partTime].map((value) => ({
        value,
        names: Object.fromEntries(LANGUAGE_CODES.map((language) => [language, translate(language, `employees:employmentType.${value}`)])),
      })),
      paymentMode: named((language) =>
        reference.reference(country, language).paymentModes.map((mode) => ({ value: Number(mode.value), label: mode.label })),
      ),
      bank: reference
        .banks(country)
        .map((bank) => ({ value: bank.value, names: Object.fromEntries(LANGUAGE_CODES.map((language) => [language, bank.label])) })),
      contributionRateType: CONTRIBUTION_RATE_TYPES.map((value) => ({
        value,
        names: Object.fromEntries(
          LANGUAGE_CODES.map((language) => [language, translate(language, `imports:employees.contributionRateTypes.${value}`)]),
        ),
      })),
    };
    optionsCache.set(country, options);
    return options;
  }

  const codeLists = new Map<CompanyCountry, Record<CodeColumn, CodeList<string | number>>>();
  function codeListsFor(country: CompanyCountry) {
    let lists = codeLists.get(country);
    if (!lists) {
      const options = optionsFor(country);
      lists = Object.fromEntries(
        Object.entries(options).map(([column, list]) => [
          column,
          codeList(list.map((option) => ({ value: option.value, names: Object.values(option.names) }))),
        ]),
      ) as Record<CodeColumn, CodeList<string | number>>;
      codeLists.set(country, lists);
    }
    return lists;
  }

  return { optionsFor, codeListsFor };
}

export type EmployeeOptions = ReturnType<typeof createEmployeeOptions>;
