import { lazy } from 'react';
import { definePages } from '../../lib/feature-pages.ts';

export const pages = definePages({
  publicHoliday: lazy(() => import('./components/work-calendars-page.tsx')),
});
