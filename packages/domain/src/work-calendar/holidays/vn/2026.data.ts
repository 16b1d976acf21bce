import type { HolidayYear } from '../holiday.types.ts';

export default {
  country: 'VN',
  year: 2026,
  source: {
    authority: 'B\u1ed9 N\u1ed9i v\u1ee5',
    title: 'Th\u00f4ng b\u00e1o l\u1ecbch ngh\u1ec9 T\u1ebft \u00c2m l\u1ecbch v\u00e0 Qu\u1ed1c kh\u00e1nh n\u0103m 2026',
    reference:
      'Labour Code 2019 (B\u1ed9 lu\u1eadt Lao \u0111\u1ed9ng s\u1ed1 45/2019/QH14), art. 112; T\u1ebft 16\u201320 February and 1 September (beside National Day) as the Prime Minister approved; H\u00f9ng Kings day (Sunday 26 April) taken on Monday 27 April under art. 112(3)',
  },
  holidays: [
    { date: '2026-01-01', key: 'newYearsDay', name: "New Year's Day", type: 'public' },
    { date: '2026-02-16', key: 'lunarNewYearEve', name: "Lunar New Year's Eve", type: 'public' },
    { date: '2026-02-17', key: 'lunarNewYear', name: 'Lunar New Year (T\u1ebft)', type: 'public' },
    { date: '2026-02-18', key: 'lunarNewYearDay2', name: 'Lunar New Year (second day)', type: 'public' },
    { date: '2026-02-19', key: 'lunarNewYearDay3', name: 'Lunar New Year (third day)', type: 'public' },
    { date: '2026-02-20', key: 'lunarNewYearDay4', name: 'Lunar New Year (fourth day)', type: 'public' },
    { date: '2026-04-26', key: 'hungKingsDay', name: "H\u00f9ng Kings' Commemoration Day", type: 'public' },
    {
      date: '2026-04-27',
      key: 'hungKingsDayObserved',
      name: "H\u00f9ng Kings' Commemoration Day (observed)",
      type: 'observed',
      observes: '2026-04-26',
      observesKey: 'hungKingsDay',
    },
    { date: '2026-04-30', key: 'reunificationDay', name: 'Reunification Day', type: 'public' },
    { date: '2026-05-01', key: 'labourDay', name: 'International Labour Day', type: 'public' },
    { date: '2026-09-01', key: 'nationalDayAdditional', name: 'National Day holiday (second day)', type: 'public' },
    { date: '2026-09-02', key: 'nationalDay', name: 'National Day', type: 'public' },
  ],
} as const satisfies HolidayYear;
