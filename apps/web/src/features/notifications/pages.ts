import { lazy } from 'react';
import { definePages } from '../../lib/feature-pages.ts';

export const pages = definePages({
  notificationSettings: lazy(() => import('./components/notification-settings-page.tsx')),
});
