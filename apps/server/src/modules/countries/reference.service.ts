import type { Bank, CompanyCountry, CountryReference, InsuranceScheme, Language } from '@tenaga/contracts';
import { bankAccountDigitsFor, IDENTIFICATION_TYPES, identificationTypesFor } from '@tenaga/domain';
import type { Translate } from '../../lib/i18n.ts';
import { BANKS } from './banks.data.ts';
import { INSURANCE_SCHEMES } from './insurances.data.ts';
import { PASS_TYPES } from './pass-types.data.ts';
import { GENDERS, MARITAL_STATUSES, PAYMENT_MODES, RELATIONSHIPS, RELIGION_WITH_TEXT, RELIGIONS } from './people.data.ts';
import { RACES } from './races.data.ts';

/** The lists whose stored codes codeLabel names, whatever the company's country. */
export type CodeList = 'banks' | 'passTypes' | 'paymentModes' | 'identificationTypes' | 'races' | 'countries';

const INTL_LOCALE: Record<Language, string> = { en: 'en', id: 'id', ms: 'ms', zh: 'zh-CN', vi: 'vi' };

/** The lists of the employee form, per company country, labelled in the caller's language. */
export function createReferenceService(deps: { translate: Translate }) {
  const label = (language: Language, key: string) => deps.translate(language, `reference:${key}`);
  const options = (language: Language, list: string, values: readonly string[]) =>
    values.map((value) => ({ value, label: label(language, `${list}.${value}`) }));
  const maritalStatuses = (country: CompanyCountry, language: Language) => options(language, 'maritalStatuses', MARITAL_STATUSES[country]);

  return {
    banks(country: CompanyCountry): Bank[] {
      return BANKS[country].map((bank) => {
        const digits = bankAccountDigitsFor(bank.code);
        return { value: bank.code, label: bank.name, swift: bank.swift, accountDigits: digits ? [...digits] : null };
      });
    },
    insurances(country: CompanyCountry, language: Language): InsuranceScheme[] {
      return INSURANCE_SCHEMES[country].map((scheme) => ({ ...scheme, label: label(language, `insurances.${scheme.value}`) }));
    },
    races(country: CompanyCountry, language: Language) {
      return options(language, `races.${country}`, RACES[country]);
    },
    passTypes(country: CompanyCountry, language: Language) {
      return PASS_TYPES.filter((pass) => pass.countries.includes(country)).map((pass) => ({
        value: pass.id,
        label: label(language, `passTypes.${pass.key}`),
      }));
    },
    maritalStatuses,
    /**
     * The label of a code stored on a record (a bank code, a pass type id, a country code), in a
     * language, looked up in every country's list; null for a code no list has.
     */
    codeLabel(input: { list: CodeList; value: string | number; language: Language }): string | null {
      const { list, language } = input;
      const value = String(input.value);
      if (list === 'banks')
        return (
          Object.values(BANKS)
            .flat()
            .find((bank) => bank.code === value)?.name ?? null
        );
      if (list === 'passTypes') {
        const pass = PASS_TYPES.find((entry) => String(entry.id) === value);
        return pass ? label(language, `passTypes.${pass.key}`) : null;
      }
      if (list === 'paymentModes') {
        const mode = PAYMENT_MODES.find((entry) => String(entry.id) === value);
        return mode ? label(language, `paymentModes.${mode.key}`) : null;
      }
      if (list === 'identificationTypes') {
        const type = IDENTIFICATION_TYPES.find((entry) => entry.id === value);
        return type ? deps.translate(language, type.labelKey) : null;
      }
      if (list === 'races') {
        const country = (Object.keys(RACES) as CompanyCountry[]).find((code) => RACES[code].includes(value));
        return country ? label(language, `races.${country}.${value}`) : null;
      }
      if (!/^[A-Z]{2}$/.test(value)) return null;
      try {
        return new Intl.DisplayNames([INTL_LOCALE[language]], { type: 'region' }).of(value) ?? null;
      } catch {
        return null;
      }
    },
    identificationTypes(country: CompanyCountry, language: Language) {
      return identificationTypesFor(country).map((type) => ({
        value: type.id,
        label: deps.translate(language, type.labelKey),
        country: type.country,
        example: type.example,
      }));
    },
    reference(country: CompanyCountry, language: Language): CountryReference {
      return {
        religions: options(language, 'religions', RELIGIONS).map((option) => ({
          ...option,
          requiresText: option.value === RELIGION_WITH_TEXT,
        })),
        relationships: options(language, 'relationships', RELATIONSHIPS),
        maritalStatuses: maritalStatuses(country, language),
        genders: options(language, 'genders', GENDERS),
        paymentModes: PAYMENT_MODES.filter((mode) => !mode.hiddenIn.includes(country)).map((mode) => ({
          value: mode.id,
          label: label(language, `paymentModes.${mode.key}`),
        })),
      };
    },
  };
}

export type ReferenceService = ReturnType<typeof createReferenceService>;
