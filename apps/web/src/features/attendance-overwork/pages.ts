import { lazy } from 'react';
import { definePages } from '../../lib/feature-pages.ts';

export const pages = definePages({
  attendanceOverwork: lazy(() => import('./components/overwork-page.tsx')),
  attendanceConversion: lazy(() => import('./components/conversion-page.tsx')),
  thresholdEmployee: lazy(() => import('./components/threshold-employee-page.tsx')),
  thresholdLocation: lazy(() => import('./components/threshold-location-page.tsx')),
});
