import { lazy } from 'react';
import { defineProfileSections } from '../../lib/profile-sections.ts';

/** The record's parts kept over time, on the employee profile after the contract and the KETs (the reminders link to these anchors). */
export const profileSections = defineProfileSections([
  {
    anchor: 'identificationsDetail',
    titleKey: 'employeeRecords:identifications.title',
    field: 'identifications',
    order: 30,
    Component: lazy(() => import('./components/identifications-section.tsx')),
  },
  {
    anchor: 'hiringDateDetail',
    titleKey: 'employeeRecords:hiringDates.title',
    field: 'hiringDateHistory',
    order: 40,
    Component: lazy(() => import('./components/hiring-dates-section.tsx')),
  },
  {
    anchor: 'workHoursDetail',
    titleKey: 'employeeRecords:workHours.title',
    field: 'workHours',
    order: 50,
    Component: lazy(() => import('./components/work-hours-section.tsx')),
  },
  {
    anchor: 'salaryDetail',
    titleKey: 'employeeRecords:salary.title',
    field: 'salaryHistory',
    order: 60,
    Component: lazy(() => import('./components/salary-history-section.tsx')),
  },
]);
