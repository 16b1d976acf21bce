import { lazy } from 'react';
import { definePages } from '../../lib/feature-pages.ts';

export const pages = definePages({
  claims: lazy(() => import('./components/claims-page.tsx')),
});
