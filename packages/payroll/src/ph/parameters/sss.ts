import { assertSeries, type DatedSeries } from '../../core/index.ts';

/**
 * The SSS schedule for business employers and employees. Amounts and rates are decimal strings so
 * that no float ever enters the money path.
 */
export interface SssSchedule {
  /** Compensation below the first bracket is credited at this MSC. */
  readonly minimumMsc: string;
  /** Compensation at or above the last bracket is credited at this MSC. */
  readonly maximumMsc: string;
  /** Width of one MSC bracket: compensation is credited at the nearest multiple (halves up). */
  readonly mscStep: string;
  /** The part of the MSC up to here goes to regular Social Security; the rest to the MPF. */
  readonly regularMscCeiling: string;
  readonly regularEmployeeRate: string;
  readonly regularEmployerRate: string;
  readonly mpfEmployeeRate: string;
  readonly mpfEmployerRate: string;
  /** Employees' Compensation (employer only): `ecLow` below `ecHighFromMsc`, `ecHigh` from it. */
  readonly ecLow: string;
  readonly ecHigh: string;
  readonly ecHighFromMsc: string;
}

export const SSS_SCHEDULES: DatedSeries<SssSchedule> = assertSeries<SssSchedule>(
  [
    {
      from: '2023-01',
      source:
        'RA 11199 (Social Security Act of 2018) Sec. 4(a)(9) and 19; SSS Circular 2022-033, schedule of contributions ' +
        'for business employers and employees effective January 2023 (unchanged in 2024): 14% (ER 9.5%, EE 4.5%), MSC ' +
        '4,000-30,000 in steps of 500 (below 4,250 credited at 4,000), MSC above 20,000 to the MPF (WISP), EC 10 below an ' +
        'MSC of 15,000 and 30 from it.',
      value: {
        minimumMsc: '4000',
        maximumMsc: '30000',
        mscStep: '500',
        regularMscCeiling: '20000',
        regularEmployeeRate: '0.045',
        regularEmployerRate: '0.095',
        mpfEmployeeRate: '0.045',
        mpfEmployerRate: '0.095',
        ecLow: '10',
        ecHigh: '30',
        ecHighFromMsc: '15000',
      },
    },
    {
      from: '2025-01',
      source:
        'RA 11199 (Social Security Act of 2018) Sec. 4(a)(9) and 19; SSS Circular 2024-006 (19 Dec 2024), schedule of ' +
        'contributions for business employers and employees effective January 2025 (sss.gov.ph/sss-contribution-table): ' +
        '15% (ER 10%, EE 5%), MSC 5,000-35,000 in steps of 500, MSC above 20,000 to the MPF, EC 10/30. It is the last ' +
        'step of the RA 11199 schedule and is still the table in force for 2026.',
      value: {
        minimumMsc: '5000',
        maximumMsc: '35000',
        mscStep: '500',
        regularMscCeiling: '20000',
        regularEmployeeRate: '0.05',
        regularEmployerRate: '0.10',
        mpfEmployeeRate: '0.05',
        mpfEmployerRate: '0.10',
        ecLow: '10',
        ecHigh: '30',
        ecHighFromMsc: '15000',
      },
    },
  ],
  'PH SSS schedule',
);
