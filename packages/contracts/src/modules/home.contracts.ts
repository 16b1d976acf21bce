import { z } from 'zod';
import { defineRoute, sessionAccess } from '../route.ts';
import { CompanyCountrySchema } from '../region.ts';
import { TimestampSchema } from '../common.ts';
import { defineApiModule } from '../api-module.ts';

export const CompanyFactsSchema = z.object({
  companyName: z.string(),
  domain: z.string(),
  countryCode: CompanyCountrySchema,
  createdAt: TimestampSchema,
  activeUsers: z.number().int(),
  activeEmployees: z.number().int(),
  archivedEmployees: z.number().int(),
  activeSessions: z.number().int(),
});

export const getCompanyFacts = defineRoute({
  method: 'GET',
  path: '/home/company-facts',
  summary: 'Facts about the company for the dashboard',
  tags: ['home'],
  // Counted from other modules' data.
  cache: { reads: ['companies', 'employees', 'users', 'auth'] },
  permission: sessionAccess,
  response: CompanyFactsSchema,
});

/** The menu items this module serves (api-module.ts). */
export const homeApi = defineApiModule({ name: 'home', menu: ['home'] });
