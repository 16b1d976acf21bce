import { lazy } from 'react';
import { definePages } from '../../lib/feature-pages.ts';

export const pages = definePages({
  auditTrail: lazy(() => import('./components/audit-trail-page.tsx')),
});
