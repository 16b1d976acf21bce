import { addition, COMMON, hourly, type OvertimeTemplate } from './template.types.ts';

/** The first 8 hours and the hours beyond, each with its night band: the night differential is 10 % of the hour's own rate. */
const table = (first: string, overtime: string) => ({
  tiers: [
    { fromMinute: 0, band: first, nightBand: `${first}Night` },
    { fromMinute: 8 * 60, band: overtime, nightBand: `${overtime}Night` },
  ],
});

/**
 * The Philippines, Labor Code (PD 442): 8 hours a day; overtime +25 % on an ordinary day and +30 %
 * of the day's rate on a rest day or holiday; rest day and special day 130 %, both at once 150 %;
 * a regular holiday 200 %, on a rest day 260 %; night shift differential +10 % of the hour's own
 * rate from 22:00 to 06:00 (an ordinary hour 10, an overtime hour 12.5, a rest-day hour 13 of the
 * basic rate). Rates are of the hourly rate, as DOLE's handbook tabulates them.
 */
export const PH_TEMPLATES: readonly OvertimeTemplate[] = [
  {
    country: 'PH',
    workWeek: null,
    effectiveFrom: '1974-11-01',
    sources: [
      {
        reference: 'Labor Code, Art. 83 and 87',
        title:
          'Normal hours of work: 8 a day; overtime at the regular wage plus at least 25 %, on a holiday or rest day the day’s rate plus 30 %',
      },
      {
        reference: 'Labor Code, Art. 86',
        title: 'Night shift differential: at least 10 % of the regular wage for each hour between 10 p.m. and 6 a.m.',
      },
      {
        reference: 'Labor Code, Art. 93 and 94',
        title: 'Rest day and special day premium of 30 % (50 % when both); regular holiday 200 % of the regular wage',
      },
      {
        reference: "DOLE, Handbook on Workers' Statutory Monetary Benefits",
        title: 'Premium, overtime and night shift rates by kind of day',
        url: 'https://bwc.dole.gov.ph',
      },
    ],
    policy: {
      ...COMMON,
      bands: [
        hourly('ph.overtime', '1.25'),
        hourly('ph.restDay', '1.3'),
        hourly('ph.restDayOvertime', '1.69'),
        hourly('ph.specialDay', '1.3'),
        hourly('ph.specialDayOvertime', '1.69'),
        hourly('ph.specialDayOnRestDay', '1.5'),
        hourly('ph.specialDayOnRestDayOvertime', '1.95'),
        hourly('ph.regularHoliday', '2'),
        hourly('ph.regularHolidayOvertime', '2.6'),
        hourly('ph.regularHolidayOnRestDay', '2.6'),
        hourly('ph.regularHolidayOnRestDayOvertime', '3.38'),
        addition('ph.nightDifferential', '10'),
        addition('ph.overtimeNight', '12.5'),
        addition('ph.restDayNight', '13'),
        addition('ph.restDayOvertimeNight', '16.9'),
        addition('ph.specialDayNight', '13'),
        addition('ph.specialDayOvertimeNight', '16.9'),
        addition('ph.specialDayOnRestDayNight', '15'),
        addition('ph.specialDayOnRestDayOvertimeNight', '19.5'),
        addition('ph.regularHolidayNight', '20'),
        addition('ph.regularHolidayOvertimeNight', '26'),
        addition('ph.regularHolidayOnRestDayNight', '26'),
        addition('ph.regularHolidayOnRestDayOvertimeNight', '33.8'),
      ],
      dailyAfterMinutes: 8 * 60,
      weeklyAfterMinutes: null,
      normalDay: { tiers: [{ fromMinute: 0, band: 'ph.overtime', nightBand: 'ph.overtimeNight' }] },
      restDay: table('ph.restDay', 'ph.restDayOvertime'),
      specialDay: table('ph.specialDay', 'ph.specialDayOvertime'),
      specialDayOnRestDay: table('ph.specialDayOnRestDay', 'ph.specialDayOnRestDayOvertime'),
      publicHoliday: table('ph.regularHoliday', 'ph.regularHolidayOvertime'),
      publicHolidayOnRestDay: table('ph.regularHolidayOnRestDay', 'ph.regularHolidayOnRestDayOvertime'),
      night: { start: '22:00', end: '06:00', band: null, regularBand: 'ph.nightDifferential' },
    },
  },
];
