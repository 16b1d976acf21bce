/**
 * The countries of Tenaga's companies and what the product needs to know about each: one reference
 * for the server's country list, the company defaults (contracts), the payroll engines' currencies
 * and the web app. Kept here rather than in the contracts, which sit above this package.
 *
 * Sources: ISO 3166-1 (alpha-2, alpha-3 and numeric codes), CLDR as Intl gives it (English names,
 * languages and locales, currency digits), ISO 4217 (currency codes), ITU-T E.164 (dial codes),
 * UN M49 (continent and sub-region).
 */
export const DOMAIN_COUNTRIES = ['SG', 'ID', 'MY', 'VN', 'PH'] as const;
export type DomainCountry = (typeof DOMAIN_COUNTRIES)[number];

export interface CountryReference {
  /** The English name: the fallback when a language has no name for the country. */
  readonly name: string;
  readonly alpha2: DomainCountry;
  readonly alpha3: string;
  readonly numeric: string;
  readonly currency: CompanyCurrency;
  /** The country's main languages (ISO 639). */
  readonly languages: readonly string[];
  /** BCP 47 locales of the country, in the order of its languages. */
  readonly locales: readonly string[];
  readonly capital: string;
  readonly continent: string;
  readonly region: string;
  /** E.164 country calling code with its '+'. */
  readonly dialCode: string;
}

/**
 * Minor digits of the company countries' currencies: what a payroll amount may carry. ISO 4217 gives
 * the rupiah two, but sen have long been out of use: Indonesian payroll is in whole rupiah, as CLDR
 * (Intl.NumberFormat) writes it.
 */
export const COMPANY_CURRENCY_DIGITS = { SGD: 2, MYR: 2, PHP: 2, IDR: 0, VND: 0 } as const;
export type CompanyCurrency = keyof typeof COMPANY_CURRENCY_DIGITS;

export const COUNTRY_REFERENCE = {
  SG: {
    name: 'Singapore',
    alpha2: 'SG',
    alpha3: 'SGP',
    numeric: '702',
    currency: 'SGD',
    languages: ['en', 'ms', 'zh', 'ta'],
    locales: ['en-SG', 'ms-SG', 'zh-SG', 'ta-SG'],
    capital: 'Singapore',
    continent: 'Asia',
    region: 'South-Eastern Asia',
    dialCode: '+65',
  },
  ID: {
    name: 'Indonesia',
    alpha2: 'ID',
    alpha3: 'IDN',
    numeric: '360',
    currency: 'IDR',
    languages: ['id'],
    locales: ['id-ID'],
    capital: 'Jakarta',
    continent: 'Asia',
    region: 'South-Eastern Asia',
    dialCode: '+62',
  },
  MY: {
    name: 'Malaysia',
    alpha2: 'MY',
    alpha3: 'MYS',
    numeric: '458',
    currency: 'MYR',
    languages: ['ms', 'en', 'zh', 'ta'],
    locales: ['ms-MY', 'en-MY', 'zh-MY', 'ta-MY'],
    capital: 'Kuala Lumpur',
    continent: 'Asia',
    region: 'South-Eastern Asia',
    dialCode: '+60',
  },
  VN: {
    name: 'Vietnam',
    alpha2: 'VN',
    alpha3: 'VNM',
    numeric: '704',
    currency: 'VND',
    languages: ['vi'],
    locales: ['vi-VN'],
    capital: 'Hanoi',
    continent: 'Asia',
    region: 'South-Eastern Asia',
    dialCode: '+84',
  },
  PH: {
    name: 'Philippines',
    alpha2: 'PH',
    alpha3: 'PHL',
    numeric: '608',
    currency: 'PHP',
    languages: ['en', 'fil'],
    locales: ['en-PH', 'fil-PH'],
    capital: 'Manila',
    continent: 'Asia',
    region: 'South-Eastern Asia',
    dialCode: '+63',
  },
} as const satisfies Readonly<Record<DomainCountry, CountryReference>>;
