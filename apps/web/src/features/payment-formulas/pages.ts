import { lazy } from 'react';
import { definePages } from '../../lib/feature-pages.ts';

export const pages = definePages({
  paymentFormulaLegacy: lazy(() => import('./components/formulas-page.tsx')),
  paymentFormulaAssignment: lazy(() => import('./components/assignment-page.tsx')),
  paymentFormulaRates: lazy(() => import('./components/rates-page.tsx')),
});
