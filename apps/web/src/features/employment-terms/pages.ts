import { lazy } from 'react';
import { definePages } from '../../lib/feature-pages.ts';

export const pages = definePages({
  ketsSetting: lazy(() => import('./components/kets-setting-page.tsx')),
});
