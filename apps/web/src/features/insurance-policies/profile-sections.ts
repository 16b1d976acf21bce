import { lazy } from 'react';
import { defineProfileSections } from '../../lib/profile-sections.ts';

/** The contribution preview, with the payment section: shown to those who may see the salary. */
export const profileSections = defineProfileSections([
  {
    anchor: 'contributionPreview',
    titleKey: 'insurancePolicies:preview.title',
    field: 'salary',
    order: 5,
    Component: lazy(() => import('./components/contribution-preview-section.tsx')),
  },
]);
