import { lazy } from 'react';
import { definePages } from '../../lib/feature-pages.ts';

export const pages = definePages({
  attendanceOverwork: lazy(() => import('./components/attendance-overwork-page.tsx')),
});
