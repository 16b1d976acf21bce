import { lazy } from 'react';
import { definePages } from '../../lib/feature-pages.ts';

export const pages = definePages({
  companyAccount: lazy(() => import('./components/company-account-page.tsx')),
  regionLanguage: lazy(() => import('./components/region-language-page.tsx')),
  account: lazy(() => import('./components/account-page.tsx')),
});
