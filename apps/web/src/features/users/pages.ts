import { lazy } from 'react';
import { definePages } from '../../lib/feature-pages.ts';

export const pages = definePages({
  users: lazy(() => import('./components/users-page.tsx')),
});
