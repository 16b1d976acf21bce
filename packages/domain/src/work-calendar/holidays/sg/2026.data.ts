import type { HolidayYear } from '../holiday.types.ts';

export default {
  country: 'SG',
  year: 2026,
  source: {
    authority: 'Ministry of Manpower',
    title: 'Public holidays for 2026',
    reference: 'MOM, Public holidays and entitlement (Holidays Act, Cap. 126)',
    url: 'https://www.mom.gov.sg/employment-practices/public-holidays',
  },
  holidays: [
    { date: '2026-01-01', key: 'newYearsDay', name: "New Year's Day", type: 'public' },
    { date: '2026-02-17', key: 'chineseNewYear', name: 'Chinese New Year', type: 'public' },
    { date: '2026-02-18', key: 'chineseNewYearDay2', name: 'Chinese New Year (second day)', type: 'public' },
    { date: '2026-03-21', key: 'hariRayaPuasa', name: 'Hari Raya Puasa', type: 'public' },
    { date: '2026-04-03', key: 'goodFriday', name: 'Good Friday', type: 'public' },
    { date: '2026-05-01', key: 'labourDay', name: 'Labour Day', type: 'public' },
    { date: '2026-05-27', key: 'hariRayaHaji', name: 'Hari Raya Haji', type: 'public' },
    { date: '2026-05-31', key: 'vesakDay', name: 'Vesak Day', type: 'public' },
    { date: '2026-08-09', key: 'nationalDay', name: 'National Day', type: 'public' },
    { date: '2026-11-08', key: 'deepavali', name: 'Deepavali', type: 'public' },
    { date: '2026-12-25', key: 'christmasDay', name: 'Christmas Day', type: 'public' },
  ],
} as const satisfies HolidayYear;
