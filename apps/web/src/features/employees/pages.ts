import { lazy } from 'react';
import { definePages } from '../../lib/feature-pages.ts';

export const pages = definePages({
  employeeList: lazy(() => import('./components/employee-list-page.tsx')),
  employeePowerEdit: lazy(() => import('./components/power-edit/power-edit-page.tsx')),
  employeeAdd: lazy(() => import('./components/add/employee-add-page.tsx')),
  myProfile: lazy(() => import('./components/profile/employee-profile-page.tsx')),
  employeeProfile: lazy(() => import('./components/profile/employee-profile-page.tsx')),
});
