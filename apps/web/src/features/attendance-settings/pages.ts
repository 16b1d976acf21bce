import { lazy } from 'react';
import { definePages } from '../../lib/feature-pages.ts';

export const pages = definePages({
  attendanceFullTime: lazy(() => import('./components/full-time-page.tsx')),
  attendancePartTime: lazy(() => import('./components/part-time-page.tsx')),
  attendanceAssignment: lazy(() => import('./components/setting-assignment-page.tsx')),
  shiftPolicy: lazy(() => import('./components/shift-policy-page.tsx')),
  shiftAssignment: lazy(() => import('./components/shift-assignment-page.tsx')),
  shifts: lazy(() => import('./components/roster-page.tsx')),
  myRoster: lazy(() => import('./components/my-roster-page.tsx')),
});
