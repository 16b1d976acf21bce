import { lazy } from 'react';
import { definePages } from '../../lib/feature-pages.ts';

export const pages = definePages({
  payrun: lazy(() => import('./components/payrun-page.tsx')),
  payrunSummary: lazy(() => import('./components/payrun-summary-page.tsx')),
  payrunArchive: lazy(() => import('./components/payrun-archive-page.tsx')),
});
