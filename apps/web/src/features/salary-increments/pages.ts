import { lazy } from 'react';
import { definePages } from '../../lib/feature-pages.ts';

export const pages = definePages({
  salaryAdjustment: lazy(() => import('./components/salary-increments-page.tsx')),
});
