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
  /**
   * The employees the caller reaches through the employee list, as far as their role's data scope
   * goes: the whole company, or their team. Null for whoever sees only their own record.
   */
  workforce: z.object({ scope: z.enum(['company', 'team']), active: z.number().int(), archived: z.number().int() }).nullable(),
  /** The company's active accounts; null unless the caller may see user accounts. */
  activeUsers: z.number().int().nullable(),
  /** The company's signed-in sessions; null unless the caller may manage user accounts. */
  activeSessions: z.number().int().nullable(),
});

export const getCompanyFacts = defineRoute({
  method: 'GET',
  path: '/home/company-facts',
  summary: "Facts about the company for the dashboard, as far as the caller's access goes",
  tags: ['home'],
  // Counted from other modules' data.
  cache: { reads: ['companies', 'employees', 'users', 'auth'] },
  permission: sessionAccess,
  response: CompanyFactsSchema,
});

/** The menu items this module serves (api-module.ts). */
export const homeApi = defineApiModule({ name: 'home', menu: ['home'] });
