import { assertSeries, type DatedSeries } from '../../core/index.ts';

export interface PhilHealthSchedule {
  /** Premium rate on the monthly basic salary, shared equally by employer and employee. */
  readonly rate: string;
  /** Basic salary below the floor is charged as the floor. */
  readonly salaryFloor: string;
  /** Basic salary above the ceiling is charged as the ceiling. */
  readonly salaryCeiling: string;
}

export const PHILHEALTH_SCHEDULES: DatedSeries<PhilHealthSchedule> = assertSeries<PhilHealthSchedule>(
  [
    {
      from: '2024-01',
      source:
        'RA 11223 (Universal Health Care Act) Sec. 10; PhilHealth Circular 2020-0005, premium schedule for direct ' +
        'contributors: 5% of the monthly basic salary from 2024, income floor 10,000 and ceiling 100,000, shared ' +
        'equally. Same rate, floor and ceiling in 2025 and 2026 (no increase planned for 2026, DOF 2025; ' +
        'pinoybenefits.com PhilHealth 2026 table).',
      value: { rate: '0.05', salaryFloor: '10000', salaryCeiling: '100000' },
    },
  ],
  'PH PhilHealth schedule',
);
