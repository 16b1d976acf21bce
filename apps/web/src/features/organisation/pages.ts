import { lazy } from 'react';
import { definePages } from '../../lib/feature-pages.ts';

export const pages = definePages({
  organisation: lazy(() => import('./components/organisation-page.tsx')),
  siteList: lazy(() => import('./components/site-list-page.tsx')),
});
