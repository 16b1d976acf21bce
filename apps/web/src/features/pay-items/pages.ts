import { lazy } from 'react';
import { definePages } from '../../lib/feature-pages.ts';

export const pages = definePages({
  exemption: lazy(() => import('./components/requests-page.tsx')),
  exemptionCategory: lazy(() => import('./components/categories-page.tsx')),
  exemptionPolicy: lazy(() => import('./components/policies-page.tsx')),
  exemptionProfile: lazy(() => import('./components/profiles-page.tsx')),
  exemptionAssignment: lazy(() => import('./components/assignment-page.tsx')),
});
