import { lazy, type ComponentType, type LazyExoticComponent } from 'react';
import type { MenuName } from '@tenaga/contracts';

/** Named routes of spec §2 that are not menu items; menu-routes.ts adds them when their menu is granted. */
export type NamedRouteName = 'contractProfile' | 'employeeProfile';

/**
 * The page of each menu item that has been built. A route from the server's menu becomes a page
 * only when it is listed here; each module's issue adds its pages.
 */
export const PAGES: Partial<Record<MenuName | NamedRouteName, LazyExoticComponent<ComponentType>>> = {
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
  organisation: lazy(() => import('../features/organisation/components/organisation-page.tsx')),
  siteList: lazy(() => import('../features/organisation/components/site-list-page.tsx')),
  customField: lazy(() => import('../features/custom-fields/components/custom-fields-page.tsx')),
  contractsActive: lazy(() => import('../features/client-contracts/components/client-contracts-active-page.tsx')),
  contractsArchived: lazy(() => import('../features/client-contracts/components/client-contracts-archived-page.tsx')),
  contractProfile: lazy(() => import('../features/client-contracts/components/client-contract-profile-page.tsx')),
  employeeImport: lazy(() => import('../features/imports/components/employees-import-page.tsx')),
  contractsImport: lazy(() => import('../features/imports/components/client-contracts-import-page.tsx')),
  employeeList: lazy(() => import('../features/employees/components/employee-list-page.tsx')),
  employeePowerEdit: lazy(() => import('../features/employees/components/power-edit/power-edit-page.tsx')),
  employeeAdd: lazy(() => import('../features/employees/components/add/employee-add-page.tsx')),
  myProfile: lazy(() => import('../features/employees/components/profile/employee-profile-page.tsx')),
  employeeProfile: lazy(() => import('../features/employees/components/profile/employee-profile-page.tsx')),
};

export const NotificationsPage = lazy(() => import('../features/notifications/components/notifications-page.tsx'));
