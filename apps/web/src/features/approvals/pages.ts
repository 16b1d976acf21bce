import { lazy } from 'react';
import { definePages } from '../../lib/feature-pages.ts';

export const pages = definePages({
  approvals: lazy(() => import('./components/approvals-page.tsx')),
  approvalRequest: lazy(() => import('./components/request-page.tsx')),
  workflow: lazy(() => import('./components/workflow-page.tsx')),
  approvalAssignment: lazy(() => import('./components/assignment-page.tsx')),
  approval: lazy(() => import('./components/delegation-page.tsx')),
});
