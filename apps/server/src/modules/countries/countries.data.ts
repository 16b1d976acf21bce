import type { Country } from '@tenaga/contracts';

/**
 * Countries whose companies Tenaga serves (ISO 3166-1 codes, ISO 4217 currencies, ITU dial
 * codes). Names are translated at request time with Intl.DisplayNames; the English name here is
 * the fallback. The wider world list comes with the employee records (nationalities).
 */
export const COUNTRIES: readonly Country[] = [
  {
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
  {
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
  {
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
  {
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
  {
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
];

/** Minor digits by ISO 4217, for the currencies the product lets a company choose. */
export const CURRENCY_DIGITS: Record<string, number> = {
  SGD: 2,
  IDR: 0,
  MYR: 2,
  VND: 0,
  PHP: 2,
  USD: 2,
  EUR: 2,
  GBP: 2,
  AUD: 2,
  CNY: 2,
  JPY: 0,
  HKD: 2,
  INR: 2,
  THB: 2,
};
