import { lazy } from 'react';
import { definePages } from '../../lib/feature-pages.ts';

export const pages = definePages({
  statutoryCalculator: lazy(() => import('./components/statutory-calculator-page.tsx')),
});
