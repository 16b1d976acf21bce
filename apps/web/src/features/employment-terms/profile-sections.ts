import { lazy } from 'react';
import { defineProfileSections } from '../../lib/profile-sections.ts';

/** The employment contract and the KETs on the employee profile (the reminders link to these anchors). */
export const profileSections = defineProfileSections([
  {
    anchor: 'contractDetail',
    titleKey: 'employmentTerms:contract.title',
    field: 'employmentContract',
    order: 10,
    Component: lazy(() => import('./components/contract-section.tsx')),
  },
  {
    anchor: 'ketsDetail',
    titleKey: 'employmentTerms:kets.section',
    field: 'kets',
    order: 20,
    Component: lazy(() => import('./components/kets-section.tsx')),
  },
]);
