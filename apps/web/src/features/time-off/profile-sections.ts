import { lazy } from 'react';
import { defineProfileSections } from '../../lib/profile-sections.ts';

/** The employee's leave profile with its starting values (spec §3), on the profile after the record's own parts. */
export const profileSections = defineProfileSections([
  {
    anchor: 'leaveProfileDetail',
    titleKey: 'timeOffRequests:leaveProfile.title',
    field: 'hiringDate',
    order: 70,
    Component: lazy(() => import('./components/leave-profile-section.tsx')),
  },
]);
