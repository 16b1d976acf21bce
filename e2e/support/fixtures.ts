import { test as base } from '@playwright/test';
import { apiClient, type ApiClient } from './api.ts';
import { signUpCompany } from './session.ts';

export type Company = Awaited<ReturnType<typeof signUpCompany>>;

/**
 * Playwright's test with what most specs start from: `company`, a new company of the test's own
 * (its administrator's Login too), and `admin`, the API as that administrator. Each is made only
 * for a test that asks for it.
 */
export const test = base.extend<{ company: Company; admin: ApiClient }>({
  company: async ({ request }, use) => use(await signUpCompany(request)),
  admin: async ({ request, company }, use) => use(apiClient(request, company.token)),
});
