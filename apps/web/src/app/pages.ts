import { lazy } from 'react';
import type { FeaturePages } from '../lib/feature-pages.ts';
import type { AddEmployeeStep } from '../lib/add-employee-steps.ts';
import type { ProfileSection } from '../lib/profile-sections.ts';

/** Every feature's pages.ts: the router composes the features' pages here, at the route level. */
const featurePages = import.meta.glob<FeaturePages>('../features/*/pages.ts', { eager: true, import: 'pages' });

/** Two features may not claim one page. */
export function mergePages(registries: Record<string, FeaturePages>): FeaturePages {
  const merged: Record<string, FeaturePages[keyof FeaturePages]> = {};
  for (const [file, pages] of Object.entries(registries)) {
    for (const [name, page] of Object.entries(pages)) {
      if (name in merged) throw new Error(`${file}: the page ${name} is served by another feature too`);
      merged[name] = page;
    }
  }
  return merged as FeaturePages;
}

/**
 * The page of each menu item and record page that has been built. A route from the server's menu
 * becomes a page only when some feature's pages.ts serves it.
 */
export const PAGES: FeaturePages = mergePages(featurePages);

export const NotificationsPage = lazy(() => import('../features/notifications/components/notifications-page.tsx'));

/** The sections features add to the employee profile (each feature's profile-sections.ts), in order. */
const featureProfileSections = import.meta.glob<readonly ProfileSection[]>('../features/*/profile-sections.ts', {
  eager: true,
  import: 'profileSections',
});
export const PROFILE_SECTIONS: readonly ProfileSection[] = Object.values(featureProfileSections)
  .flat()
  .sort((a, b) => a.order - b.order);

/** The steps features add to Add employee (each feature's add-employee-steps.ts), in order. */
const featureAddEmployeeSteps = import.meta.glob<readonly AddEmployeeStep[]>('../features/*/add-employee-steps.ts', {
  eager: true,
  import: 'addEmployeeSteps',
});
export const ADD_EMPLOYEE_STEPS: readonly AddEmployeeStep[] = Object.values(featureAddEmployeeSteps)
  .flat()
  .sort((a, b) => a.order - b.order);
