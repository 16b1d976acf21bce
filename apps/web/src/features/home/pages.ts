import { lazy } from 'react';
import { definePages } from '../../lib/feature-pages.ts';

export const pages = definePages({
  home: lazy(() => import('./components/home-page.tsx')),
});
