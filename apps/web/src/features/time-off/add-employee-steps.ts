import { lazy } from 'react';
import { defineAddEmployeeSteps } from '../../lib/add-employee-steps.ts';
import type { LeaveProfileValues } from './components/leave-profile-fields.tsx';

/** The new employee's leave profile from the hiring date, with starting values in days (spec §3). */
export const addEmployeeSteps = defineAddEmployeeSteps([
  {
    key: 'leaveProfile',
    titleKey: 'timeOffRequests:leaveProfile.title',
    menu: 'timeoffAssignment',
    order: 10,
    Component: lazy(() => import('./components/leave-profile-step.tsx')),
    bodyOf: (values: unknown) => {
      const { profileId, starting = {} } = (values ?? {}) as LeaveProfileValues;
      if (!profileId) return undefined;
      // The step shows only the chosen profile's categories; the server refuses any other.
      const startingDays = Object.entries(starting)
        .filter((entry): entry is [string, string] => typeof entry[1] === 'string' && entry[1].trim() !== '')
        .map(([categoryId, days]) => ({ categoryId, days: days.trim() }));
      return { profileId, startingDays };
    },
  },
]);
