import { z } from 'zod';
import { REGISTRATION_KINDS } from '@tenaga/domain/company-registrations';
import { TimestampSchema } from '../common.ts';
import { defineApiModule } from '../api-module.ts';
import { CompanyCountrySchema } from '../region.ts';
import { defineRoute, menuAccess } from '../route.ts';
import { v } from '../validation.ts';

export const RegistrationKindSchema = z.enum(REGISTRATION_KINDS, { error: v.invalidOption });

/** One statutory number of one country: its value as kept, and whether it still has its published format. */
export const CompanyRegistrationSchema = z.object({
  kind: RegistrationKindSchema,
  value: z.string().nullable(),
  /** False when a number kept before a format changed no longer passes (an old 15-digit NPWP). */
  valid: z.boolean(),
  /** The well-formed example the field shows. */
  example: z.string(),
  updatedAt: TimestampSchema.nullable(),
});
export type CompanyRegistration = z.infer<typeof CompanyRegistrationSchema>;

export const CompanyCountryRegistrationsSchema = z.object({
  country: CompanyCountrySchema,
  /** The company's own country: always listed, never removed. */
  home: z.boolean(),
  registrations: z.array(CompanyRegistrationSchema),
});
export type CompanyCountryRegistrations = z.infer<typeof CompanyCountryRegistrationsSchema>;

export const listCompanyRegistrations = defineRoute({
  method: 'GET',
  path: '/companies/registrations',
  summary: "The company's statutory registration numbers, per country it employs in (its own first)",
  tags: ['companyRegistrations'],
  permission: menuAccess('companyAccount', 'view'),
  response: z.array(CompanyCountryRegistrationsSchema),
});

export const CountryCodeParamsSchema = z.strictObject({ country: CompanyCountrySchema });

/**
 * Saves one country's numbers: each sent kind is set (a blank clears it); kinds not sent stay.
 * A country other than the company's own is added to the countries it employs in.
 */
export const saveCompanyRegistrations = defineRoute({
  method: 'PUT',
  path: '/companies/registrations/:country',
  summary: "Save a country's registration numbers of the company",
  tags: ['companyRegistrations'],
  cache: { changes: ['companyRegistrations', 'compliance'] },
  permission: menuAccess('companyAccount', 'edit'),
  params: CountryCodeParamsSchema,
  body: z.strictObject({
    registrations: z.partialRecord(RegistrationKindSchema, z.string().max(40, { error: v.tooLong }).nullable()),
  }),
  response: CompanyCountryRegistrationsSchema,
});

/** The company no longer employs in a country: its numbers there go (not the company's own country). */
export const removeCompanyCountry = defineRoute({
  method: 'DELETE',
  path: '/companies/registrations/:country',
  summary: 'Stop employing in a country: remove its registration numbers',
  tags: ['companyRegistrations'],
  cache: { changes: ['companyRegistrations', 'compliance'] },
  permission: menuAccess('companyAccount', 'edit'),
  params: CountryCodeParamsSchema,
  response: z.array(CompanyCountryRegistrationsSchema),
});

export const companyRegistrationsApi = defineApiModule({ name: 'companyRegistrations', menu: [] });
