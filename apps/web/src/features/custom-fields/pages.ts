import { lazy } from 'react';
import { definePages } from '../../lib/feature-pages.ts';

export const pages = definePages({
  customField: lazy(() => import('./components/custom-fields-page.tsx')),
});
