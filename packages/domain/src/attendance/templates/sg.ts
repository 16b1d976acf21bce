import { COMMON, days, hourly, type OvertimeTemplate } from './template.types.ts';

const SOURCES = [
  {
    reference: 'Employment Act 1968, Part 4, s. 38',
    title: 'Hours of work: 44 hours a week; overtime at not less than 1.5 times the hourly basic rate of pay',
    url: 'https://www.mom.gov.sg/employment-practices/hours-of-work-overtime-and-rest-days',
  },
  {
    reference: 'Employment Act 1968, Part 4, s. 37',
    title:
      "Work on a rest day at the employer's request: 1 day's salary up to half the normal daily hours, 2 days' salary beyond, and overtime beyond the normal daily hours",
    url: 'https://www.mom.gov.sg/employment-practices/hours-of-work-overtime-and-rest-days',
  },
  {
    reference: 'Employment Act 1968, s. 88',
    title: "Work on a public holiday: an extra day's salary at the basic rate of pay, and overtime beyond the normal daily hours",
    url: 'https://www.mom.gov.sg/employment-practices/public-holidays-entitlement-and-pay',
  },
] as const;

const BANDS = [hourly('sg.overtime', '1.5'), days('sg.restDay', '1', '2'), days('sg.publicHoliday', '1', '1')];

/**
 * Singapore, Part 4 of the Employment Act (workmen up to $4,500 and other employees up to $2,600 a
 * month). Normal hours: up to 9 a day on a week of five days or fewer, 8 on a longer week, 44 a
 * week. Rest-day pay is at the employer's request (at the employee's own request it is half).
 */
function singapore(workWeek: 'fiveDay' | 'sixDay', normalDay: number): OvertimeTemplate {
  return {
    country: 'SG',
    workWeek,
    effectiveFrom: '2019-04-01',
    sources: SOURCES,
    policy: {
      ...COMMON,
      bands: BANDS,
      dailyAfterMinutes: normalDay,
      weeklyAfterMinutes: 44 * 60,
      normalDay: { tiers: [{ fromMinute: 0, band: 'sg.overtime' }] },
      restDay: {
        tiers: [
          { fromMinute: 0, band: 'sg.restDay' },
          { fromMinute: normalDay, band: 'sg.overtime' },
        ],
      },
      publicHoliday: {
        tiers: [
          { fromMinute: 0, band: 'sg.publicHoliday' },
          { fromMinute: normalDay, band: 'sg.overtime' },
        ],
      },
      night: null,
    },
  };
}

export const SG_TEMPLATES: readonly OvertimeTemplate[] = [singapore('fiveDay', 9 * 60), singapore('sixDay', 8 * 60)];
