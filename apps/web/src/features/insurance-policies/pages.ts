import { lazy } from 'react';
import { definePages } from '../../lib/feature-pages.ts';

export const pages = definePages({
  insurancePolicy: lazy(() => import('./components/policies-page.tsx')),
  insuranceAssignment: lazy(() => import('./components/assignment-page.tsx')),
  insuranceSingapore: lazy(() => import('./components/singapore-page.tsx')),
  insuranceIndonesia: lazy(() => import('./components/indonesia-page.tsx')),
  insuranceVietnam: lazy(() => import('./components/vietnam-page.tsx')),
});
