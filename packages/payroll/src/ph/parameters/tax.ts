import { assertSeries, type DatedSeries } from '../../core/index.ts';

/**
 * One bracket of a graduated table, worded as the law is: on income over `over`, the tax is
 * `fixed` plus `rate` of the excess over `over`. Brackets are listed from the lowest; the first is
 * over 0. The tables are continuous (each `fixed` equals the tax of the bracket below at its edge),
 * which the tests check, so an income exactly at an edge gets the same tax from either bracket.
 */
export interface TaxBracket {
  readonly over: string;
  readonly fixed: string;
  readonly rate: string;
}
export type GraduatedTable = readonly TaxBracket[];

export type WithholdingFrequency = 'daily' | 'weekly' | 'semimonthly' | 'monthly';
export const WITHHOLDING_FREQUENCIES: readonly WithholdingFrequency[] = ['daily', 'weekly', 'semimonthly', 'monthly'];

function bracket(over: string, fixed: string, rate: string): TaxBracket {
  return { over, fixed, rate };
}

/** NIRC Sec. 24(A)(2)(a) as amended by RA 10963 (TRAIN), the rates "beginning January 1, 2023". */
export const ANNUAL_TAX_TABLES: DatedSeries<GraduatedTable> = assertSeries<GraduatedTable>(
  [
    {
      from: '2023-01',
      source:
        'NIRC Sec. 24(A)(2)(a) as amended by RA 10963 (TRAIN) Sec. 5, schedule for taxable years from 1 January 2023 ' +
        '(BIR announcement of the 2023 graduated rates; PwC Worldwide Tax Summaries, Philippines). No later ' +
        'schedule is legislated, so it applies to 2025, 2026 and after.',
      value: [
        bracket('0', '0', '0'),
        bracket('250000', '0', '0.15'),
        bracket('400000', '22500', '0.20'),
        bracket('800000', '102500', '0.25'),
        bracket('2000000', '402500', '0.30'),
        bracket('8000000', '2202500', '0.35'),
      ],
    },
  ],
  'PH annual income tax table',
);

/**
 * BIR Revised Withholding Tax Table on compensation, RR 11-2018 Annex E, the part "effective
 * January 1, 2023 and onwards". The 2018-2022 table (20/25/30/32%) and copies mixing its fixed
 * amounts with the 2023 rates are wrong for these periods (digest section 6 #24).
 */
const WITHHOLDING_SOURCE =
  'BIR RR 11-2018 Annex E, revised withholding tax table on compensation effective 1 January 2023 and onwards ' +
  '(thenationalpolicy.com 2023 tax tables; Grant Thornton PH). Still in force in 2025 and 2026.';

export const WITHHOLDING_TABLES: DatedSeries<Readonly<Record<WithholdingFrequency, GraduatedTable>>> = assertSeries(
  [
    {
      from: '2023-01',
      source: WITHHOLDING_SOURCE,
      value: {
        daily: [
          bracket('0', '0', '0'),
          bracket('685', '0', '0.15'),
          bracket('1096', '61.65', '0.20'),
          bracket('2192', '280.85', '0.25'),
          bracket('5479', '1102.60', '0.30'),
          bracket('21918', '6034.30', '0.35'),
        ],
        weekly: [
          bracket('0', '0', '0'),
          bracket('4808', '0', '0.15'),
          bracket('7692', '432.60', '0.20'),
          bracket('15385', '1971.20', '0.25'),
          bracket('38462', '7740.45', '0.30'),
          bracket('153846', '42355.65', '0.35'),
        ],
        semimonthly: [
          bracket('0', '0', '0'),
          bracket('10417', '0', '0.15'),
          bracket('16667', '937.50', '0.20'),
          bracket('33333', '4270.70', '0.25'),
          bracket('83333', '16770.70', '0.30'),
          bracket('333333', '91770.70', '0.35'),
        ],
        monthly: [
          bracket('0', '0', '0'),
          bracket('20833', '0', '0.15'),
          bracket('33333', '1875.00', '0.20'),
          bracket('66667', '8541.80', '0.25'),
          bracket('166667', '33541.80', '0.30'),
          bracket('666667', '183541.80', '0.35'),
        ],
      },
    },
  ],
  'PH withholding tax tables',
);

/** The yearly exemption for the 13th-month pay and other benefits together. */
export const THIRTEENTH_MONTH_EXEMPTIONS: DatedSeries<string> = assertSeries<string>(
  [
    {
      from: '2018-01',
      source:
        'NIRC Sec. 32(B)(7)(e) as amended by RA 10963 (TRAIN), in force 1 January 2018: 13th-month pay and other ' +
        'benefits exempt up to 90,000 a year in total; RR 11-2018. HB 7661 (Feb 2026, 150,000) is a bill, not law.',
      value: '90000',
    },
  ],
  'PH 13th-month exemption',
);
