import { lazy } from 'react';
import { definePages } from '../../lib/feature-pages.ts';

export const pages = definePages({
  roles: lazy(() => import('./components/roles-page.tsx')),
  permissionTemplates: lazy(() => import('./components/templates-page.tsx')),
  navigation: lazy(() => import('./components/navigation-page.tsx')),
});
