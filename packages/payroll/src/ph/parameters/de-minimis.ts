import { assertSeries, type DatedSeries } from '../../core/index.ts';

/**
 * De minimis benefits (RR 2-98 Sec. 2.78.1(A)(3) as amended): exempt from tax on compensation up to
 * each ceiling; the excess counts towards the yearly exemption for the 13th month and other benefits.
 * - 'month': the ceiling is a peso amount a month; 'year': a peso amount a year (the year's earlier
 *   exempt payments count against it);
 * - 'mealShare': a share of the regional daily basic minimum wage, per day of overtime or night shift;
 * - 'leaveDays': a number of days of monetised unused vacation leave a year.
 */
export const DE_MINIMIS_KINDS = [
  'rice',
  'uniform',
  'medicalDependants',
  'medicalAssistance',
  'laundry',
  'achievementAward',
  'christmasGift',
  'overtimeMeal',
  'cbaIncentive',
  'vacationLeave',
] as const;
export type DeMinimisKind = (typeof DE_MINIMIS_KINDS)[number];

export type DeMinimisCeiling =
  | { readonly per: 'month' | 'year'; readonly amount: string }
  | { readonly per: 'mealShare'; readonly share: string }
  | { readonly per: 'leaveDays'; readonly days: number };

export type DeMinimisCeilings = Readonly<Record<DeMinimisKind, DeMinimisCeiling>>;

const RR_11_2018: DeMinimisCeilings = {
  rice: { per: 'month', amount: '2000' },
  uniform: { per: 'year', amount: '6000' },
  medicalDependants: { per: 'month', amount: '250' },
  medicalAssistance: { per: 'year', amount: '10000' },
  laundry: { per: 'month', amount: '300' },
  achievementAward: { per: 'year', amount: '10000' },
  christmasGift: { per: 'year', amount: '5000' },
  overtimeMeal: { per: 'mealShare', share: '0.25' },
  cbaIncentive: { per: 'year', amount: '10000' },
  vacationLeave: { per: 'leaveDays', days: 10 },
};

export const DE_MINIMIS_CEILINGS: DatedSeries<DeMinimisCeilings> = assertSeries<DeMinimisCeilings>(
  [
    {
      from: '2018-01',
      source:
        'RR 2-98 Sec. 2.78.1(A)(3) as amended by RR 11-2018 (TRAIN): rice 2,000 a month; uniform 6,000 a year; medical ' +
        'cash to dependants 1,500 a semester (250 a month); actual medical assistance 10,000 a year; laundry 300 a month; ' +
        'achievement awards 10,000 a year; Christmas and anniversary gifts 5,000 a year; overtime and night-shift meals ' +
        '25% of the basic minimum wage a day; CBA and productivity incentives 10,000 a year together; monetised unused ' +
        'vacation leave 10 days a year. The excess is part of "other benefits" (the 90,000 exemption).',
      value: RR_11_2018,
    },
    {
      from: '2025-02',
      source:
        'RR 4-2025 (30 January 2025, in force 15 days after publication): uniform and clothing 7,000 a year; ' +
        'achievement awards in cash, gift certificate or property up to 10,000 a year. Other ceilings as RR 11-2018.',
      value: { ...RR_11_2018, uniform: { per: 'year', amount: '7000' } },
    },
    {
      from: '2026-01',
      source:
        'RR 29-2025 (27 October 2025, published 22 December 2025, in force 6 January 2026): rice 2,500 a month; uniform ' +
        '8,000 a year; medical cash to dependants 2,000 a semester (333 a month); actual medical assistance 12,000 a ' +
        'year; laundry 400 a month; achievement awards 12,000 a year; Christmas and anniversary gifts 6,000 a year; ' +
        'overtime and night-shift meals 30% of the basic minimum wage a day; CBA and productivity incentives 12,000 a ' +
        'year; monetised unused vacation leave 12 days a year (Grant Thornton PH, GVES Law).',
      note: 'In force from 6 January 2026: a January 2026 payment before that date used the RR 4-2025 ceilings.',
      value: {
        rice: { per: 'month', amount: '2500' },
        uniform: { per: 'year', amount: '8000' },
        medicalDependants: { per: 'month', amount: '333' },
        medicalAssistance: { per: 'year', amount: '12000' },
        laundry: { per: 'month', amount: '400' },
        achievementAward: { per: 'year', amount: '12000' },
        christmasGift: { per: 'year', amount: '6000' },
        overtimeMeal: { per: 'mealShare', share: '0.30' },
        cbaIncentive: { per: 'year', amount: '12000' },
        vacationLeave: { per: 'leaveDays', days: 12 },
      },
    },
  ],
  'PH de minimis ceilings',
);
