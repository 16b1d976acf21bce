import { lazy } from 'react';
import { defineAddEmployeeSteps } from '../../lib/add-employee-steps.ts';
import { typedStartingDays, type LeaveProfileValues } from './model/starting-days.ts';

/** The new employee's leave profile from the hiring date, with starting values in days (spec §3). */
export const addEmployeeSteps = defineAddEmployeeSteps([
  {
    key: 'leaveProfile',
    titleKey: 'timeOffRequests:leaveProfile.title',
    menu: 'timeoffAssignment',
    order: 10,
    Component: lazy(() => import('./components/leave-profile-step.tsx')),
    bodyOf: (values: unknown) => {
      const typed = (values ?? {}) as LeaveProfileValues;
      // The step keeps only the chosen profile's categories' fields (the others' values go with them).
      return typed.profileId ? { profileId: typed.profileId, startingDays: typedStartingDays(typed) } : undefined;
    },
  },
]);
