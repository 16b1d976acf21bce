import { COMMON, days, hourly, type LegalSource, type OvertimeTemplate } from './template.types.ts';

const EA = 'https://www.ilo.org/dyn/natlex/docs/WEBTEXT/48055/66265/E55mys01.htm';
const SOURCES: readonly LegalSource[] = [
  {
    reference: 'Employment Act 1955, s. 60A(1) and (3)',
    title: 'Normal hours: 8 a day; overtime at not less than 1.5 times the hourly rate of pay',
    url: EA,
  },
  {
    reference: 'Employment Act 1955, s. 60(3)',
    title:
      "Work on a rest day (monthly rate): half a day's wages up to half the normal hours, a day's wages beyond, 2 times the hourly rate beyond the normal hours",
    url: EA,
  },
  {
    reference: 'Employment Act 1955, s. 60D(3)',
    title:
      "Work on a paid public holiday (monthly rate): two days' wages besides the holiday pay, 3 times the hourly rate beyond the normal hours",
    url: EA,
  },
];

const BANDS = [
  hourly('my.overtime', '1.5'),
  days('my.restDay', '0.5', '1'),
  hourly('my.restDayOvertime', '2'),
  days('my.publicHoliday', '2', '2'),
  hourly('my.publicHolidayOvertime', '3'),
];

/** Malaysia (Peninsular and Labuan), the Employment Act 1955 for employees it covers for overtime (wages up to RM4,000 since 2023). */
function malaysia(effectiveFrom: string, weeklyHours: number, extra: readonly LegalSource[]): OvertimeTemplate {
  return {
    country: 'MY',
    workWeek: null,
    effectiveFrom,
    sources: [...SOURCES, ...extra],
    policy: {
      ...COMMON,
      bands: BANDS,
      dailyAfterMinutes: 8 * 60,
      weeklyAfterMinutes: weeklyHours * 60,
      normalDay: { tiers: [{ fromMinute: 0, band: 'my.overtime' }] },
      restDay: {
        tiers: [
          { fromMinute: 0, band: 'my.restDay' },
          { fromMinute: 8 * 60, band: 'my.restDayOvertime' },
        ],
      },
      publicHoliday: {
        tiers: [
          { fromMinute: 0, band: 'my.publicHoliday' },
          { fromMinute: 8 * 60, band: 'my.publicHolidayOvertime' },
        ],
      },
      night: null,
    },
  };
}

export const MY_TEMPLATES: readonly OvertimeTemplate[] = [
  malaysia('1998-08-01', 48, []),
  malaysia('2023-01-01', 45, [
    {
      reference: 'Employment (Amendment) Act 2022 (Act A1651), s. 60A(1)(d)',
      title: 'Normal hours reduced from 48 to 45 a week, in force 1 January 2023',
    },
  ]),
];
