import { assertSeries, type DatedSeries } from '../../core/dated.ts';

/** One Part of the EPF Act 1991 Third Schedule. Rates are fractions written as decimal strings. */
export interface EpfPart {
  readonly part: 'A' | 'C' | 'E' | 'F';
  readonly who: string;
  /** Where this Part's rates come from. */
  readonly source: string;
  /** Employer rate when the month's wages are at most `EpfRules.employerRateThreshold`. */
  readonly employerRate: string;
  /** Employer rate when the wages are above the threshold. */
  readonly employerRateAbove: string;
  readonly employeeRate: string;
  /** true: the Schedule's wage rows (rate × the row's upper limit); false: rate × the actual wage. */
  readonly banded: boolean;
}

/** A run of Schedule rows of equal width: wages above the previous limit up to `upTo`, in steps of `width`. */
export interface EpfRowRun {
  readonly upTo: string;
  readonly width: string;
}

export interface EpfRules {
  /**
   * Wages up to this amount: no contribution. Every Part of the Schedule starts at "exceeding RM10"
   * (Part F included: its 2% applies to wages above RM10.00).
   */
  readonly nilUpTo: string;
  /** Row runs from `nilUpTo` upward; above the last one the Schedule uses the exact percentage. */
  readonly rows: readonly EpfRowRun[];
  readonly employerRateThreshold: string;
  /** Parts A/C (and the citizen's switch to Part E) apply from the month after this birthday month. */
  readonly seniorAge: number;
  /** Liability to contribute ends at this age (same month rule). */
  readonly contributionEndAge: number;
  readonly citizenBelowSenior: EpfPart;
  readonly prBelowSenior: EpfPart;
  readonly citizenSenior: EpfPart;
  readonly prSenior: EpfPart;
  /** Compulsory Part F for non-citizens; absent before it came into force. */
  readonly nonCitizen?: EpfPart;
}

const PART_A: EpfPart = {
  part: 'A',
  who: 'Malaysian citizens and permanent residents below 60',
  source: 'EPF Act 1991 Third Schedule Part A',
  employerRate: '0.13',
  employerRateAbove: '0.12',
  employeeRate: '0.11',
  banded: true,
};

const PART_C: EpfPart = {
  part: 'C',
  who: 'permanent residents aged 60 and above',
  source: 'EPF Act 1991 Third Schedule Part C',
  employerRate: '0.065',
  employerRateAbove: '0.06',
  employeeRate: '0.055',
  banded: true,
};

const PART_E: EpfPart = {
  part: 'E',
  who: 'Malaysian citizens aged 60 to 75',
  source: 'EPF Act 1991 Third Schedule Part E',
  employerRate: '0.04',
  employerRateAbove: '0.04',
  employeeRate: '0',
  banded: true,
};

const PART_F: EpfPart = {
  part: 'F',
  who: 'non-Malaysian citizens with a valid passport and work pass (not domestic servants)',
  source: 'Third Schedule Part F, EPF (Amendment) Act 2025 (Act A1760), from the October 2025 wages',
  employerRate: '0.02',
  employerRateAbove: '0.02',
  employeeRate: '0.02',
  banded: false,
};

const SCHEDULE_2019: EpfRules = {
  nilUpTo: '10',
  rows: [
    { upTo: '5000', width: '20' },
    { upTo: '20000', width: '100' },
  ],
  employerRateThreshold: '5000',
  seniorAge: 60,
  contributionEndAge: 75,
  citizenBelowSenior: PART_A,
  prBelowSenior: PART_A,
  citizenSenior: PART_E,
  prSenior: PART_C,
};

export const EPF_RULES: DatedSeries<EpfRules> = assertSeries(
  [
    {
      from: '2024-01',
      source:
        'EPF Act 1991 (Act 452) Third Schedule Parts A, C and E (rates in force since the January 2019 wages, unchanged ' +
        'through 2024 and 2025; ' +
        'kwsp.gov.my/en/epf-act-1991-third-schedule; KWSP "Mandatory contribution" examples 1.1, 1.3, 1.4). ' +
        'Liability ends at 75 (KWSP). Non-citizens were not compulsorily covered (old Parts B/D voluntary).',
      value: SCHEDULE_2019,
    },
    {
      from: '2025-10',
      source:
        'EPF (Amendment) Act 2025 (Act A1760): Third Schedule Part F, 2% employer and 2% employee of the actual ' +
        'wage exceeding RM10 for non-citizen employees from the October 2025 wages (KWSP statement of 1 Oct 2025; ' +
        'The Star, 1 Oct 2025).',
      note:
        'Part F rounding is not settled by the public sources: each share is rounded up to the next ringgit, the ' +
        'KWSP FAQ convention (statutory-rules.md section 6, point 7). Parts A, C and E are unchanged.',
      value: { ...SCHEDULE_2019, nonCitizen: PART_F },
    },
  ],
  'EPF Third Schedule',
);

/** Above the last Schedule row the total is rounded up to the ringgit; how the sen split is not stated. */
export const EPF_ABOVE_ROWS_NOTE =
  'Above RM20,000 the Schedule takes the exact percentage and rounds up to the next ringgit; which share takes ' +
  'the rounding is not stated, so each share is rounded up (provisional, statutory-rules.md section 6, point 8).';

/** The Schedule's bonus note, shown where it decides the employer rate. */
export const EPF_BONUS_RULE =
  'EPF Act 1991 Third Schedule note (KWSP "Mandatory contribution"): where a bonus renders the wages of an employee ' +
  'who receives RM5,000 and below a month above RM5,000, the employer contribution is 13% (6.5% in Part C) of the ' +
  "month's wages, and the contribution with cents is rounded to the next ringgit";
