import type { HolidayYear } from '../holiday.types.ts';

export default {
  country: 'VN',
  year: 2025,
  source: {
    authority: 'B\u1ed9 Lao \u0111\u1ed9ng - Th\u01b0\u01a1ng binh v\u00e0 X\u00e3 h\u1ed9i',
    title: 'Th\u00f4ng b\u00e1o l\u1ecbch ngh\u1ec9 T\u1ebft \u00c2m l\u1ecbch v\u00e0 Qu\u1ed1c kh\u00e1nh n\u0103m 2025',
    reference:
      'Labour Code 2019 (B\u1ed9 lu\u1eadt Lao \u0111\u1ed9ng s\u1ed1 45/2019/QH14), art. 112; the Prime Minister chose 27\u201331 January (T\u1ebft) and 1 September (beside National Day)',
  },
  holidays: [
    { date: '2025-01-01', key: 'newYearsDay', name: "New Year's Day", type: 'public' },
    { date: '2025-01-27', key: 'lunarNewYear29', name: 'Lunar New Year holiday (29th of the last lunar month)', type: 'public' },
    { date: '2025-01-28', key: 'lunarNewYearEve', name: "Lunar New Year's Eve", type: 'public' },
    { date: '2025-01-29', key: 'lunarNewYear', name: 'Lunar New Year (T\u1ebft)', type: 'public' },
    { date: '2025-01-30', key: 'lunarNewYearDay2', name: 'Lunar New Year (second day)', type: 'public' },
    { date: '2025-01-31', key: 'lunarNewYearDay3', name: 'Lunar New Year (third day)', type: 'public' },
    { date: '2025-04-07', key: 'hungKingsDay', name: "H\u00f9ng Kings' Commemoration Day", type: 'public' },
    { date: '2025-04-30', key: 'reunificationDay', name: 'Reunification Day', type: 'public' },
    { date: '2025-05-01', key: 'labourDay', name: 'International Labour Day', type: 'public' },
    { date: '2025-09-01', key: 'nationalDayAdditional', name: 'National Day holiday (second day)', type: 'public' },
    { date: '2025-09-02', key: 'nationalDay', name: 'National Day', type: 'public' },
  ],
} as const satisfies HolidayYear;
