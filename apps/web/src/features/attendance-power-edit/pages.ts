import { lazy } from 'react';
import { definePages } from '../../lib/feature-pages.ts';

export const pages = definePages({
  attendancePowerEdit: lazy(() => import('./components/power-edit-page.tsx')),
});
