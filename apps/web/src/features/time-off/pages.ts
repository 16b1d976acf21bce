import { lazy } from 'react';
import { definePages } from '../../lib/feature-pages.ts';

export const pages = definePages({
  timeoff: lazy(() => import('./components/my-time-off-page.tsx')),
  timeoffCategory: lazy(() => import('./components/categories-page.tsx')),
  timeoffPolicy: lazy(() => import('./components/policies-page.tsx')),
  timeoffProfile: lazy(() => import('./components/profiles-page.tsx')),
  timeoffAssignment: lazy(() => import('./components/assignment-page.tsx')),
});
