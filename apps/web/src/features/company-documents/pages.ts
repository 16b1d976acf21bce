import { lazy } from 'react';
import { definePages } from '../../lib/feature-pages.ts';

export const pages = definePages({
  documentSetting: lazy(() => import('./components/document-setting-page.tsx')),
});
