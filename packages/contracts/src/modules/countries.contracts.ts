import { z } from 'zod';
import { defineRoute, publicAccess } from '../route.ts';

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
  permission: publicAccess,
  response: z.array(OptionSchema.extend({ offsetMinutes: z.number().int() })),
});

export const listCurrencies = defineRoute({
  method: 'GET',
  path: '/countries/currencies',
  summary: 'Currencies, names in the caller’s language',
  tags: ['countries'],
  permission: publicAccess,
  response: z.array(OptionSchema.extend({ digits: z.number().int() })),
});

export const listLanguages = defineRoute({
  method: 'GET',
  path: '/countries/languages',
  summary: 'Interface languages, each named in its own language',
  tags: ['countries'],
  permission: publicAccess,
  response: z.array(OptionSchema),
});
