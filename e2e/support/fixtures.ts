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
  // A notification toast (a reminder the daily jobs send a new company, at any moment) can cover the
  // button a step clicks: close it first. A spec that reads toasts does so on a page of its own.
  page: async ({ page }, use) => {
    await page.addLocatorHandler(page.locator('.ant-notification-notice-close').first(), async (close) => close.click(), {
      noWaitAfter: true,
    });
    await use(page);
  },
  company: async ({ request }, use) => use(await signUpCompany(request)),
  admin: async ({ request, company }, use) => use(apiClient(request, company.token)),
});
