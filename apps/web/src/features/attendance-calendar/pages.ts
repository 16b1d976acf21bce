import { lazy } from 'react';
import { definePages } from '../../lib/feature-pages.ts';

export const pages = definePages({
  attendanceCalendar: lazy(() => import('./components/calendar-page.tsx')),
});
