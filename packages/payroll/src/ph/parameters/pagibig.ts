import { assertSeries, type DatedSeries } from '../../core/index.ts';

export interface PagIbigSchedule {
  /** Monthly fund salary (basic plus allowances) above this is not subject to contributions. */
  readonly fundSalaryCeiling: string;
  /** Employee rate when the monthly compensation is at most `lowEarnerUpTo`. */
  readonly lowEarnerUpTo: string;
  readonly lowEarnerEmployeeRate: string;
  readonly employeeRate: string;
  readonly employerRate: string;
}

export const PAGIBIG_SCHEDULES: DatedSeries<PagIbigSchedule> = assertSeries<PagIbigSchedule>(
  [
    {
      from: '2023-01',
      source:
        'RA 9679 (HDMF Law of 2009) Sec. 7; HDMF Circular No. 274 (in force since 2010; the data starts in 2023): maximum ' +
        'monthly fund salary 5,000; employee 1% at 1,500 or less, else 2%; employer 2%; at most 100 each. Replaced by ' +
        'Circular No. 460 from the February 2024 contributions.',
      value: {
        fundSalaryCeiling: '5000',
        lowEarnerUpTo: '1500',
        lowEarnerEmployeeRate: '0.01',
        employeeRate: '0.02',
        employerRate: '0.02',
      },
    },
    {
      from: '2024-02',
      source:
        'RA 9679 (HDMF Law of 2009) Sec. 7; HDMF Circular No. 460 (maximum monthly fund salary raised to 10,000, ' +
        'effective February 2024): employee 1% at 1,500 or less, else 2%; employer 2%; at most 200 each. ' +
        'Unchanged in 2025 and 2026.',
      value: {
        fundSalaryCeiling: '10000',
        lowEarnerUpTo: '1500',
        lowEarnerEmployeeRate: '0.01',
        employeeRate: '0.02',
        employerRate: '0.02',
      },
    },
  ],
  'PH Pag-IBIG schedule',
);
