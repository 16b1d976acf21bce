import { z } from 'zod';
import { COUNTRY_REFERENCE, DOMAIN_COUNTRIES } from '@tenaga/domain/countries';
import { v } from './validation.ts';

export const LANGUAGES = ['en', 'id', 'ms', 'zh', 'vi'] as const;
export type Language = (typeof LANGUAGES)[number];
export const DEFAULT_LANGUAGE: Language = 'en';

/** Countries with country-specific HR and payroll rules; a company is in one of them (the domain's country reference). */
export const COMPANY_COUNTRIES = DOMAIN_COUNTRIES;
export type CompanyCountry = (typeof COMPANY_COUNTRIES)[number];

/** Date formats a user may choose, each with its day-month-only form (spec §9). */
export const DATE_FORMATS = {
  'DD/MM/YYYY': 'DD/MM',
  'MM/DD/YYYY': 'MM/DD',
  'YYYY-MM-DD': 'MM-DD',
  'DD-MMM-YYYY': 'DD-MMM',
  'M/D/YYYY': 'M/D',
} as const;
export type DateFormat = keyof typeof DATE_FORMATS;

/** Time formats; 12-hour pickers only where the format has 'A' (spec §9). */
export const TIME_FORMATS = ['HH:mm', 'hh:mm A', 'h:mm A'] as const;
export type TimeFormat = (typeof TIME_FORMATS)[number];

export const CURRENCIES = ['SGD', 'IDR', 'MYR', 'VND', 'PHP', 'USD', 'EUR', 'GBP', 'AUD', 'CNY', 'JPY', 'HKD', 'INR', 'THB'] as const;
export type Currency = (typeof CURRENCIES)[number];

export const LanguageSchema = z.enum(LANGUAGES, { error: v.invalidOption });
export const CompanyCountrySchema = z.enum(COMPANY_COUNTRIES, { error: v.invalidOption });
export const DateFormatSchema = z.enum(Object.keys(DATE_FORMATS) as [DateFormat, ...DateFormat[]], { error: v.invalidOption });
export const TimeFormatSchema = z.enum(TIME_FORMATS, { error: v.invalidOption });
export const CurrencySchema = z.enum(CURRENCIES, { error: v.invalidOption });

function isTimeZone(value: string): boolean {
  try {
    new Intl.DateTimeFormat('en', { timeZone: value });
    return true;
  } catch {
    return false;
  }
}
export const TimeZoneSchema = z.string().min(1, { error: v.required }).max(64).refine(isTimeZone, { error: v.invalidOption });

/** Region and language settings of a user or a company (spec §3). */
export const RegionLanguageSchema = z.strictObject({
  language: LanguageSchema,
  timezone: TimeZoneSchema,
  dateFormat: DateFormatSchema,
  timeFormat: TimeFormatSchema,
  currency: CurrencySchema,
});
export type RegionLanguage = z.infer<typeof RegionLanguageSchema>;

/** The settings the product chose for a new company in each country; its currency is the country's own. */
const COUNTRY_SETTINGS: Record<CompanyCountry, Omit<RegionLanguage, 'currency'>> = {
  SG: { language: 'en', timezone: 'Asia/Singapore', dateFormat: 'DD/MM/YYYY', timeFormat: 'hh:mm A' },
  ID: { language: 'id', timezone: 'Asia/Jakarta', dateFormat: 'DD/MM/YYYY', timeFormat: 'HH:mm' },
  MY: { language: 'ms', timezone: 'Asia/Kuala_Lumpur', dateFormat: 'DD/MM/YYYY', timeFormat: 'hh:mm A' },
  VN: { language: 'vi', timezone: 'Asia/Ho_Chi_Minh', dateFormat: 'DD/MM/YYYY', timeFormat: 'HH:mm' },
  PH: { language: 'en', timezone: 'Asia/Manila', dateFormat: 'MM/DD/YYYY', timeFormat: 'hh:mm A' },
};

const withCurrency = (country: CompanyCountry): RegionLanguage => ({
  ...COUNTRY_SETTINGS[country],
  currency: COUNTRY_REFERENCE[country].currency,
});

/** What a new company in each country starts with. */
export const COUNTRY_DEFAULTS: Record<CompanyCountry, RegionLanguage> = {
  SG: withCurrency('SG'),
  ID: withCurrency('ID'),
  MY: withCurrency('MY'),
  VN: withCurrency('VN'),
  PH: withCurrency('PH'),
};
