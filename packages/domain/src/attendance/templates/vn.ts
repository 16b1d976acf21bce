import { addition, COMMON, hourly, type OvertimeTemplate } from './template.types.ts';

/**
 * Vietnam, Labour Code 2019 (45/2019/QH14, in force 1 January 2021): normal hours up to 8 a day
 * and 48 a week; every hour on a weekly rest day or a holiday is overtime. Holiday overtime's 300 %
 * is besides the holiday's own pay. Night work adds 30 % of a normal day's wage to every night
 * hour, and night overtime 20 % of the daytime wage of its day: of 100 % on a normal day (when the
 * day had no daytime overtime), 200 % on a rest day, 300 % on a holiday — 40 and 60 of the basic rate.
 */
export const VN_TEMPLATES: readonly OvertimeTemplate[] = [
  {
    country: 'VN',
    workWeek: null,
    effectiveFrom: '2021-01-01',
    sources: [
      {
        reference: 'Bộ luật Lao động 2019, Điều 105',
        title: 'Thời giờ làm việc bình thường: không quá 08 giờ một ngày và 48 giờ một tuần',
      },
      {
        reference: 'Bộ luật Lao động 2019, Điều 98 khoản 1',
        title: 'Làm thêm giờ: ngày thường ít nhất 150 %, ngày nghỉ hằng tuần 200 %, ngày nghỉ lễ, tết 300 %',
      },
      {
        reference: 'Bộ luật Lao động 2019, Điều 98 khoản 2 và 3; Điều 106',
        title: 'Làm việc ban đêm (22 giờ đến 06 giờ) thêm ít nhất 30 %; làm thêm giờ vào ban đêm thêm 20 %',
      },
    ],
    policy: {
      ...COMMON,
      bands: [
        hourly('vn.overtime', '1.5'),
        hourly('vn.restDayOvertime', '2'),
        hourly('vn.holidayOvertime', '3'),
        addition('vn.night', '30'),
        addition('vn.nightOvertime', '20'),
        addition('vn.nightRestDayOvertime', '40'),
        addition('vn.nightHolidayOvertime', '60'),
      ],
      dailyAfterMinutes: 8 * 60,
      weeklyAfterMinutes: 48 * 60,
      normalDay: { tiers: [{ fromMinute: 0, band: 'vn.overtime' }], nightBand: 'vn.nightOvertime' },
      restDay: { tiers: [{ fromMinute: 0, band: 'vn.restDayOvertime' }], nightBand: 'vn.nightRestDayOvertime' },
      publicHoliday: { tiers: [{ fromMinute: 0, band: 'vn.holidayOvertime' }], nightBand: 'vn.nightHolidayOvertime' },
      night: { start: '22:00', end: '06:00', band: 'vn.night' },
    },
  },
];
