import { lazy } from 'react';
import { definePages } from '../../lib/feature-pages.ts';

export const pages = definePages({
  loans: lazy(() => import('./components/loans-page.tsx')),
});
