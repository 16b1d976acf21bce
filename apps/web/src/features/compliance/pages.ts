import { lazy } from 'react';
import { definePages } from '../../lib/feature-pages.ts';

export const pages = definePages({
  compliance: lazy(() => import('./components/compliance-page.tsx')),
});
