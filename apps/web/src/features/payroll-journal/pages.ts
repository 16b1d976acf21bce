import { lazy } from 'react';
import { definePages } from '../../lib/feature-pages.ts';

export const pages = definePages({
  payrunSettings: lazy(() => import('./components/payrun-settings-page.tsx')),
});
