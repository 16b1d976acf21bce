import { lazy } from 'react';
import { definePages } from '../../lib/feature-pages.ts';

export const pages = definePages({
  __menu__: lazy(() => import('./components/__kebab__-page.tsx')),
});
