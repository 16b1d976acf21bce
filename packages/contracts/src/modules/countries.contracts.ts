import { z } from 'zod';
import { defineRoute, publicAccess, sessionAccess } from '../route.ts';
import { CompanyCountrySchema, DATE_FORMATS, TIME_FORMATS, type DateFormat } from '../region.ts';
import { defineApiModule } from '../api-module.ts';

export const CountrySchema = z.object({
  name: z.string(),
  alpha2: z.string().length(2),
  alpha3: z.string().length(3),
  numeric: z.string(),
  currency: z.string(),
  languages: z.array(z.string()),
  locales: z.array(z.string()),
  capital: z.string(),
  continent: z.string(),
  region: z.string(),
  dialCode: z.string(),
});
export type Country = z.infer<typeof CountrySchema>;

const OptionSchema = z.object({ value: z.string(), label: z.string() });

export const listCountries = defineRoute({
  method: 'GET',
  path: '/countries',
  summary: 'Countries, names in the caller’s language',
  tags: ['countries'],
  permission: publicAccess,
  response: z.array(CountrySchema),
});

export const listTimezones = defineRoute({
  method: 'GET',
  path: '/countries/timezones',
  summary: 'IANA time zones with their current UTC offset',
  tags: ['countries'],
  cache: { immutable: true },
  permission: publicAccess,
  response: z.array(OptionSchema.extend({ offsetMinutes: z.number().int() })),
});

export const listCurrencies = defineRoute({
  method: 'GET',
  path: '/countries/currencies',
  summary: 'Currencies, names in the caller’s language',
  tags: ['countries'],
  cache: { immutable: true, perLanguage: true },
  permission: publicAccess,
  response: z.array(OptionSchema.extend({ digits: z.number().int() })),
});

/**
 * Spec §7 "GET countries/timings": the date and time formats a company or a user may choose
 * (region settings), each with how a sample instant reads in it.
 */
export const TimingsSchema = z.object({
  dateFormats: z.array(z.object({ value: z.enum(Object.keys(DATE_FORMATS) as [DateFormat, ...DateFormat[]]), example: z.string() })),
  timeFormats: z.array(z.object({ value: z.enum(TIME_FORMATS), example: z.string(), twelveHour: z.boolean() })),
});
export type Timings = z.infer<typeof TimingsSchema>;

export const listTimings = defineRoute({
  method: 'GET',
  path: '/countries/timings',
  summary: 'Date and time formats to choose from, each with a sample date and time written in it',
  tags: ['countries'],
  cache: { immutable: true },
  permission: publicAccess,
  response: TimingsSchema,
});

export const listLanguages = defineRoute({
  method: 'GET',
  path: '/countries/languages',
  summary: 'Interface languages, each named in its own language',
  tags: ['countries'],
  permission: publicAccess,
  response: z.array(OptionSchema),
});

// Reference lists of the employee records, per company country. Labels come in the caller's
// language; values are what employee records store.

const CountryParamsSchema = z.strictObject({ code: CompanyCountrySchema });

export const BankSchema = OptionSchema.extend({
  /** SWIFT/BIC of the head office; null where not confirmed. */
  swift: z.string().nullable(),
  /** Digit counts an account number of this bank has (spec §5); null: no fixed count. */
  accountDigits: z.array(z.number().int()).nullable(),
});
export type Bank = z.infer<typeof BankSchema>;

export const listCountryBanks = defineRoute({
  method: 'GET',
  path: '/countries/:code/banks',
  summary: 'Banks of a country, with SWIFT/BIC and the account digits each takes',
  tags: ['countries'],
  cache: { immutable: true, perLanguage: true },
  permission: sessionAccess,
  params: CountryParamsSchema,
  response: z.array(BankSchema),
});

export const listCountryRaces = defineRoute({
  method: 'GET',
  path: '/countries/:code/races',
  summary: 'Races or ethnic groups as the country’s forms list them',
  tags: ['countries'],
  cache: { immutable: true, perLanguage: true },
  permission: sessionAccess,
  params: CountryParamsSchema,
  response: z.array(OptionSchema),
});

/** Pass types are numbered (passTypeID); ids 11 and 12–19 are fixed by the spec. */
export const PassTypeOptionSchema = z.object({ value: z.number().int(), label: z.string() });

export const listCountryPassTypes = defineRoute({
  method: 'GET',
  path: '/countries/:code/types-of-pass',
  summary: 'Work and residence passes of a country',
  tags: ['countries'],
  cache: { immutable: true, perLanguage: true },
  permission: sessionAccess,
  params: CountryParamsSchema,
  response: z.array(PassTypeOptionSchema),
});

export const listCountryMaritalStatuses = defineRoute({
  method: 'GET',
  path: '/countries/:code/maritals',
  summary: 'Marital statuses as the country’s civil records state them',
  tags: ['countries'],
  cache: { immutable: true, perLanguage: true },
  permission: sessionAccess,
  params: CountryParamsSchema,
  response: z.array(OptionSchema),
});

export const IdentificationTypeOptionSchema = OptionSchema.extend({
  /** null: a passport of any other country. */
  country: z.string().nullable(),
  /** A number of the right form, for the input's placeholder. */
  example: z.string(),
});

export const listCountryIdentificationTypes = defineRoute({
  method: 'GET',
  path: '/countries/:code/id-types',
  summary: 'Identification documents of a country, then a passport of any other',
  tags: ['countries'],
  cache: { immutable: true, perLanguage: true },
  permission: sessionAccess,
  params: CountryParamsSchema,
  response: z.array(IdentificationTypeOptionSchema),
});

/** Who pays a statutory scheme's contribution. */
export const INSURANCE_PAYERS = ['employer', 'employee', 'both'] as const;

export const InsuranceSchemeSchema = OptionSchema.extend({
  /** The scheme's code, the payslip lines' prefix (`my.epf` gives the lines `my.epf.employee` and `my.epf.employer`). */
  value: z.string(),
  paidBy: z.enum(INSURANCE_PAYERS),
  /** The law that sets it, by its own name. */
  legalBasis: z.string(),
});
export type InsuranceScheme = z.infer<typeof InsuranceSchemeSchema>;

export const listCountryInsurances = defineRoute({
  method: 'GET',
  path: '/countries/:code/insurances',
  summary: 'The statutory social insurance and levy schemes of a country, who pays each and the law that sets it',
  tags: ['countries'],
  cache: { immutable: true, perLanguage: true },
  permission: sessionAccess,
  params: CountryParamsSchema,
  response: z.array(InsuranceSchemeSchema),
});

export const CountryReferenceSchema = z.object({
  /** 'others' needs the other religion as text (requiresText). */
  religions: z.array(OptionSchema.extend({ requiresText: z.boolean() })),
  relationships: z.array(OptionSchema),
  maritalStatuses: z.array(OptionSchema),
  genders: z.array(OptionSchema),
  /** paymentModeID; the cheque (3) is not offered in Indonesia (spec §6). */
  paymentModes: z.array(z.object({ value: z.number().int(), label: z.string() })),
});
export type CountryReference = z.infer<typeof CountryReferenceSchema>;

export const getCountryReference = defineRoute({
  method: 'GET',
  path: '/countries/:code/reference',
  summary: 'The small lists of the employee form for a country: religions, relationships, marital statuses, genders, payment modes',
  tags: ['countries'],
  cache: { immutable: true, perLanguage: true },
  permission: sessionAccess,
  params: CountryParamsSchema,
  response: CountryReferenceSchema,
});

export const listNationalities = defineRoute({
  method: 'GET',
  path: '/countries/nationalities',
  summary: 'Nationalities (ISO 3166-1 codes), named and sorted in the caller’s language',
  tags: ['countries'],
  cache: { immutable: true, perLanguage: true },
  permission: sessionAccess,
  response: z.array(OptionSchema),
});

/** Routes only: no page of its own (api-module.ts). */
export const countriesApi = defineApiModule({ name: 'countries', menu: [] });
