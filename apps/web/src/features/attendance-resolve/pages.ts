import { lazy } from 'react';
import { definePages } from '../../lib/feature-pages.ts';

export const pages = definePages({
  attendanceResolve: lazy(() => import('./components/resolve-page.tsx')),
});
