import { z } from 'zod';
import { REGISTRATION_KINDS } from '@tenaga/domain/company-registrations';
import { defineApiModule } from '../api-module.ts';
import { CompanyCountrySchema } from '../region.ts';
import { defineRoute, menuAccess } from '../route.ts';
import { DocumentCategorySchema } from './company-documents.contracts.ts';

export const COMPLIANCE_STATUSES = ['ok', 'missing', 'invalid'] as const;
export const ComplianceStatusSchema = z.enum(COMPLIANCE_STATUSES);
export type ComplianceStatus = z.infer<typeof ComplianceStatusSchema>;

export const CountryComplianceSchema = z.object({
  country: CompanyCountrySchema,
  home: z.boolean(),
  /** Each statutory number of the country: kept and well formed, missing, or no longer valid. */
  registrations: z.array(z.object({ kind: z.enum(REGISTRATION_KINDS), status: ComplianceStatusSchema })),
  /** An account to pay salaries from, in a bank of the country. */
  bankAccount: ComplianceStatusSchema.exclude(['invalid']),
  /** The documents the country's law asks an employer to have, with the law and when it applies. */
  documents: z.array(
    z.object({
      category: DocumentCategorySchema,
      status: ComplianceStatusSchema.exclude(['invalid']),
      /** From how many employees the law asks for it; null: every employer. */
      fromEmployees: z.number().int().nullable(),
      source: z.string(),
    }),
  ),
  /** Nothing missing or invalid. */
  complete: z.boolean(),
});
export type CountryCompliance = z.infer<typeof CountryComplianceSchema>;

export const getCompliance = defineRoute({
  method: 'GET',
  path: '/companies/compliance',
  summary: 'Per country the company employs in: the registrations, paying account and documents still missing',
  tags: ['compliance'],
  cache: { reads: ['compliance', 'companyRegistrations', 'companyBanks', 'companyDocuments'] },
  permission: menuAccess('compliance', 'view'),
  response: z.array(CountryComplianceSchema),
});

export const complianceApi = defineApiModule({ name: 'compliance', menu: ['compliance'] });
