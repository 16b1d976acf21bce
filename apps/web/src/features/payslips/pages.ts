import { lazy } from 'react';
import { definePages } from '../../lib/feature-pages.ts';

export const pages = definePages({
  payslipSettings: lazy(() => import('./components/payslip-setting-page.tsx')),
  payslipTemplates: lazy(() => import('./components/payslip-template-page.tsx')),
});
