import type { HolidayYear } from '../holiday.types.ts';

export default {
  country: 'SG',
  year: 2027,
  source: {
    authority: 'Ministry of Manpower',
    title: 'Public holidays for 2027',
    reference: 'MOM, Public holidays and entitlement (Holidays Act 1998)',
    url: 'https://www.mom.gov.sg/employment-practices/public-holidays',
  },
  holidays: [
    { date: '2027-01-01', key: 'newYearsDay', name: "New Year's Day", type: 'public' },
    { date: '2027-02-06', key: 'chineseNewYear', name: 'Chinese New Year', type: 'public' },
    { date: '2027-02-07', key: 'chineseNewYearDay2', name: 'Chinese New Year (second day)', type: 'public' },
    { date: '2027-03-10', key: 'hariRayaPuasa', name: 'Hari Raya Puasa', type: 'public' },
    { date: '2027-03-26', key: 'goodFriday', name: 'Good Friday', type: 'public' },
    { date: '2027-05-01', key: 'labourDay', name: 'Labour Day', type: 'public' },
    { date: '2027-05-17', key: 'hariRayaHaji', name: 'Hari Raya Haji', type: 'public' },
    { date: '2027-05-20', key: 'vesakDay', name: 'Vesak Day', type: 'public' },
    { date: '2027-08-09', key: 'nationalDay', name: 'National Day', type: 'public' },
    { date: '2027-10-28', key: 'deepavali', name: 'Deepavali', type: 'public' },
    { date: '2027-12-25', key: 'christmasDay', name: 'Christmas Day', type: 'public' },
  ],
} as const satisfies HolidayYear;
