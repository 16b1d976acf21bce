import { lazy } from 'react';
import { definePages } from '../../lib/feature-pages.ts';

export const pages = definePages({
  clock: lazy(() => import('./components/clock-page.tsx')),
  geofencing: lazy(() => import('./components/geofencing-page.tsx')),
  siteQrCode: lazy(() => import('./components/site-qr-code-page.tsx')),
  attendanceTimesheet: lazy(() => import('./components/timesheet-page.tsx')),
  myTimesheet: lazy(() => import('./components/my-timesheet-page.tsx')),
});
