import { lazy } from 'react';
import type { FeaturePages } from '../lib/feature-pages.ts';

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
