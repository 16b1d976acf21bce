import { assertSeries, type DatedSeries } from '../../core/dated.ts';

export interface HrdfRules {
  /** From this many Malaysian employees registration is compulsory and the levy is `compulsoryRate`. */
  readonly compulsoryFromEmployees: number;
  readonly compulsoryRate: string;
  /** From this many (and below the compulsory count) registration is optional; once registered, `optionalRate`. */
  readonly optionalFromEmployees: number;
  readonly optionalRate: string;
}

export const HRDF_RULES: DatedSeries<HrdfRules> = assertSeries(
  [
    {
      from: '2024-01',
      source:
        'Pembangunan Sumber Manusia Berhad Act 2001 (Act 612) s.14 and First Schedule as amended by the PSMB (Amendment ' +
        'of First Schedule) Order 2021 (63 sub-sectors, in force 1 March 2021; unchanged through 2024-2026); HRD Corp levy FAQ: 1% of monthly wages for employers with 10 or more Malaysian employees, ' +
        '0.5% for employers with 5 to 9 who register. The base ("upah", s.2) is basic salary plus fixed allowances.',
      note:
        'The levy per employee is kept to the sen, rounded half up: HRD Corp does not publish a rounding rule ' +
        '(medium confidence; check the coverage list for the sector).',
      value: { compulsoryFromEmployees: 10, compulsoryRate: '0.01', optionalFromEmployees: 5, optionalRate: '0.005' },
    },
  ],
  'HRD Corp levy',
);
