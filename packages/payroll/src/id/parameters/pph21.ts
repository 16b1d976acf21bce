import { assertSeries, type DatedSeries } from '../../core/dated.ts';
import type { TerCategory } from './ter.ts';

export const PTKP_STATUSES = ['TK/0', 'TK/1', 'TK/2', 'TK/3', 'K/0', 'K/1', 'K/2', 'K/3'] as const;
export type PtkpStatus = (typeof PTKP_STATUSES)[number];

export interface PtkpRules {
  /** PTKP a year (whole rupiah) by status. */
  readonly amounts: Readonly<Record<PtkpStatus, string>>;
}

export const PTKP: DatedSeries<PtkpRules> = assertSeries(
  [
    {
      from: '2016-01',
      source:
        'PMK 101/PMK.010/2016 (from tax year 2016): Rp54,000,000 for the taxpayer, Rp4,500,000 for being married and ' +
        'Rp4,500,000 for each dependant up to three; unchanged for 2026 (DDTC, 16 December 2025). TK = single, ' +
        'K = married. Status is fixed at 1 January (PMK 168/2023 Art. 9(4)).',
      value: {
        amounts: {
          'TK/0': '54000000',
          'TK/1': '58500000',
          'TK/2': '63000000',
          'TK/3': '67500000',
          'K/0': '58500000',
          'K/1': '63000000',
          'K/2': '67500000',
          'K/3': '72000000',
        },
      },
    },
  ],
  'PTKP',
);

export interface TerRules {
  readonly categoryByStatus: Readonly<Record<PtkpStatus, TerCategory>>;
}

export const TER_RULES: DatedSeries<TerRules> = assertSeries(
  [
    {
      from: '2024-01',
      source: 'PP 58/2023 Art. 2 and PMK 168/2023: category A for TK/0, TK/1, K/0; B for TK/2, TK/3, K/1, K/2; C for K/3.',
      value: {
        categoryByStatus: { 'TK/0': 'A', 'TK/1': 'A', 'K/0': 'A', 'TK/2': 'B', 'TK/3': 'B', 'K/1': 'B', 'K/2': 'B', 'K/3': 'C' },
      },
    },
  ],
  'TER categories',
);

/**
 * The PPh 21 of an employee without a tax id is this multiple of the tax at the normal rates: in
 * every month, the TER months and the last tax period alike (the rate itself is what the law raises).
 */
export const NO_TAX_ID_MULTIPLIER: DatedSeries<string> = assertSeries(
  [
    {
      from: '2009-01',
      source:
        'UU 36/2008 (PPh) Art. 21(5a): a rate 20% higher for an employee who cannot show an NPWP; since 2024 the NIK ' +
        'serves as the NPWP (UU 7/2021 HPP). Applied by PMK 168/2023 to the TER months and to the last tax period.',
      value: '1.2',
    },
  ],
  'no-tax-id surcharge',
);

export interface AnnualRules {
  /** Biaya jabatan: this fraction of bruto, at most `occupationalCostMonthlyCap` per month of the period. */
  readonly occupationalCostRate: string;
  readonly occupationalCostMonthlyCap: string;
  /** PKP is rounded down to a multiple of this. */
  readonly taxableIncomeStep: string;
}

export const ANNUAL_RULES: DatedSeries<AnnualRules> = assertSeries(
  [
    {
      from: '2009-01',
      source:
        'UU PPh Art. 6(1) and 17(4); PMK 250/PMK.03/2008, carried into PMK 168/2023 Art. 10(2): biaya jabatan 5% of ' +
        'bruto, at most Rp500,000 a month (Rp6,000,000 a year); PKP rounded down to whole thousands.',
      value: { occupationalCostRate: '0.05', occupationalCostMonthlyCap: '500000', taxableIncomeStep: '1000' },
    },
  ],
  'annual PPh 21 rules',
);

/** One Article 17(1)(a) band: the rate on PKP above the previous band's limit up to `upTo` (null: no limit). */
export interface Article17Band {
  readonly upTo: string | null;
  readonly rate: string;
}

export const ARTICLE_17: DatedSeries<readonly Article17Band[]> = assertSeries(
  [
    {
      from: '2009-01',
      source: 'UU 36/2008 Art. 17(1)(a), tax years 2009-2021: 5% to Rp50m, 15% to Rp250m, 25% to Rp500m, 30% above.',
      value: [
        { upTo: '50000000', rate: '0.05' },
        { upTo: '250000000', rate: '0.15' },
        { upTo: '500000000', rate: '0.25' },
        { upTo: null, rate: '0.3' },
      ],
    },
    {
      from: '2022-01',
      source:
        'UU 36/2008 Art. 17(1)(a) as amended by UU 7/2021 (HPP), from tax year 2022: 5% to Rp60m, 15% to Rp250m, ' +
        '25% to Rp500m, 30% to Rp5bn, 35% above.',
      value: [
        { upTo: '60000000', rate: '0.05' },
        { upTo: '250000000', rate: '0.15' },
        { upTo: '500000000', rate: '0.25' },
        { upTo: '5000000000', rate: '0.3' },
        { upTo: null, rate: '0.35' },
      ],
    },
  ],
  'Article 17 rates',
);
