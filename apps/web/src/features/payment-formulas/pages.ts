import { lazy } from 'react';
import { definePages } from '../../lib/feature-pages.ts';

export const pages = definePages({
  paymentFormulaRates: lazy(() => import('./components/payment-formulas-page.tsx')),
});
