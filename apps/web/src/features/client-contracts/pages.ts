import { lazy } from 'react';
import { definePages } from '../../lib/feature-pages.ts';

export const pages = definePages({
  contractsActive: lazy(() => import('./components/client-contracts-active-page.tsx')),
  contractsArchived: lazy(() => import('./components/client-contracts-archived-page.tsx')),
  contractProfile: lazy(() => import('./components/client-contract-profile-page.tsx')),
});
