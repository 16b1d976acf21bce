import { lazy } from 'react';
import { defineProfileSections } from '../../lib/profile-sections.ts';

/** The employee's payslips on their profile (/profile), where the salary shows. */
export const profileSections = defineProfileSections([
  {
    anchor: 'payslips',
    titleKey: 'payslips:section',
    field: 'salary',
    order: 30,
    Component: lazy(() => import('./components/payslips-section.tsx')),
  },
]);
