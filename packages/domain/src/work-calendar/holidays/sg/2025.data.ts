import type { HolidayYear } from '../holiday.types.ts';

export default {
  country: 'SG',
  year: 2025,
  source: {
    authority: 'Ministry of Manpower',
    title: 'Public holidays for 2025',
    reference: 'MOM, Public holidays and entitlement; Polling Day 3 May 2025 declared under the Parliamentary Elections Act',
    url: 'https://www.mom.gov.sg/employment-practices/public-holidays',
  },
  holidays: [
    { date: '2025-01-01', key: 'newYearsDay', name: "New Year's Day", type: 'public' },
    { date: '2025-01-29', key: 'chineseNewYear', name: 'Chinese New Year', type: 'public' },
    { date: '2025-01-30', key: 'chineseNewYearDay2', name: 'Chinese New Year (second day)', type: 'public' },
    { date: '2025-03-31', key: 'hariRayaPuasa', name: 'Hari Raya Puasa', type: 'public' },
    { date: '2025-04-18', key: 'goodFriday', name: 'Good Friday', type: 'public' },
    { date: '2025-05-01', key: 'labourDay', name: 'Labour Day', type: 'public' },
    { date: '2025-05-03', key: 'pollingDay', name: 'Polling Day', type: 'public' },
    { date: '2025-05-12', key: 'vesakDay', name: 'Vesak Day', type: 'public' },
    { date: '2025-06-07', key: 'hariRayaHaji', name: 'Hari Raya Haji', type: 'public' },
    { date: '2025-08-09', key: 'nationalDay', name: 'National Day', type: 'public' },
    { date: '2025-10-20', key: 'deepavali', name: 'Deepavali', type: 'public' },
    { date: '2025-12-25', key: 'christmasDay', name: 'Christmas Day', type: 'public' },
  ],
} as const satisfies HolidayYear;
