import { lazy } from 'react';
import { definePages } from '../../lib/feature-pages.ts';

export const pages = definePages({
  bankTransfer: lazy(() => import('./components/bank-transfers-page.tsx')),
});
