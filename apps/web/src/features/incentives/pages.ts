import { lazy } from 'react';
import { definePages } from '../../lib/feature-pages.ts';

export const pages = definePages({
  incentiveSetting: lazy(() => import('./components/incentive-schemes-page.tsx')),
  incentives: lazy(() => import('./components/incentive-months-page.tsx')),
});
