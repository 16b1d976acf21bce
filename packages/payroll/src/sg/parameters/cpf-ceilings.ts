import { assertSeries, type DatedSeries } from '../../core/dated.ts';

/** Ordinary Wage ceiling per month, per employer. */
export const OW_CEILING: DatedSeries<string> = assertSeries(
  [
    { from: '2016-01', source: 'CPF Act First Schedule; CPF Board: OW ceiling $6,000 from 1 Jan 2016 to 31 Aug 2023.', value: '6000' },
    { from: '2023-09', source: 'CPF Board, Budget 2023 OW ceiling step: $6,300 from 1 Sep 2023.', value: '6300' },
    { from: '2024-01', source: 'CPF Board, Budget 2023 OW ceiling step: $6,800 from 1 Jan 2024.', value: '6800' },
    {
      from: '2025-01',
      source: 'CPF Board, Budget 2023 OW ceiling step: $7,400 from 1 Jan 2025 ("How much CPF contributions to pay", 2025).',
      value: '7400',
    },
    {
      from: '2026-01',
      source:
        'CPF Board, Budget 2023 OW ceiling step: $8,000 from 1 Jan 2026 ("How much CPF contributions to pay", 2026); no change announced for 2027.',
      value: '8000',
    },
  ],
  'CPF Ordinary Wage ceiling',
);

/** The AW ceiling for a calendar year is this limit minus the year's OW subject to CPF. */
export const AW_ANNUAL_LIMIT: DatedSeries<string> = assertSeries(
  [
    {
      from: '2016-01',
      source:
        'CPF Act First Schedule; CPF Board FAQ "How should I compute the Additional Wage ceiling": AW ceiling = ' +
        '$102,000 - total OW subject to CPF for the year, per employer, since 1 Jan 2016.',
      value: '102000',
    },
  ],
  'CPF Additional Wage annual limit',
);

/** The monthly total-wage bands of the contribution formula (statutory-rules.md 1.6). */
export interface CpfWageBands {
  /** Total wages up to this: no contribution. */
  readonly nilUpTo: string;
  /** Up to this: employer share only (employer rate x TW). */
  readonly employerOnlyUpTo: string;
  /** Up to this: employer rate x TW plus the phased-in employee share F x (TW - employerOnlyUpTo). */
  readonly phaseInUpTo: string;
}

export const CPF_WAGE_BANDS: DatedSeries<CpfWageBands> = assertSeries(
  [
    {
      from: '2024-01',
      source:
        'CPF Board contribution rate tables 2024, 2025 and 2026 (e.g. "4%(TW) + 0.15(TW - $500)"): TW <= $50 nil; ' +
        '$50-$500 employer only; $500-$750 phased-in employee share; above $750 full rates.',
      value: { nilUpTo: '50', employerOnlyUpTo: '500', phaseInUpTo: '750' },
    },
  ],
  'CPF wage bands',
);
