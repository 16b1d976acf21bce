import { lazy } from 'react';
import { definePages } from '../../lib/feature-pages.ts';

export const pages = definePages({
  mailOutbox: lazy(() => import('./components/mail-outbox-page.tsx')),
});
