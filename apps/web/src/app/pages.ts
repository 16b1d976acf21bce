import { lazy, type ComponentType, type LazyExoticComponent } from 'react';
import type { MenuName } from '@tenaga/contracts';

/**
 * The page of each menu item that has been built. A route from the server's menu becomes a page
 * only when it is listed here; each module's issue adds its pages.
 */
export const PAGES: Partial<Record<MenuName, LazyExoticComponent<ComponentType>>> = {
  home: lazy(() => import('../features/home/components/home-page.tsx')),
  companyAccount: lazy(() => import('../features/settings/components/company-account-page.tsx')),
  regionLanguage: lazy(() => import('../features/settings/components/region-language-page.tsx')),
  account: lazy(() => import('../features/settings/components/account-page.tsx')),
  mailOutbox: lazy(() => import('../features/outbox/components/mail-outbox-page.tsx')),
  roles: lazy(() => import('../features/access-level/components/roles-page.tsx')),
  permissionTemplates: lazy(() => import('../features/access-level/components/templates-page.tsx')),
  users: lazy(() => import('../features/users/components/users-page.tsx')),
  navigation: lazy(() => import('../features/access-level/components/navigation-page.tsx')),
  statutoryCalculator: lazy(() => import('../features/payroll/components/statutory-calculator-page.tsx')),
  auditTrail: lazy(() => import('../features/audit-trail/components/audit-trail-page.tsx')),
};

export const NotificationsPage = lazy(() => import('../features/notifications/components/notifications-page.tsx'));
