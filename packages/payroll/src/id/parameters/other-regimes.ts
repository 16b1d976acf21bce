import { assertSeries, type DatedSeries } from '../../core/dated.ts';

/**
 * The withholding regimes beside the permanent employee's TER: non-permanent (daily) workers,
 * non-residents (PPh 26), final tax on severance and pension lump sums, the government-borne (DTP)
 * incentive, and the JP pension age. Amounts are whole rupiah; rates are fractions.
 */

export interface DailyRules {
  /** Average bruto a day up to which the daily TER applies (above it, Article 17 on `article17Share` of the bruto). */
  readonly dailyTerCeiling: string;
  /** The daily TER rows (PP 58/2023): rate on bruto a day up to `upTo`. */
  readonly dailyTer: readonly { readonly upTo: string; readonly rate: string }[];
  /** Above the ceiling, Article 17(1)(a) applies to this share of the day's bruto. */
  readonly article17Share: string;
}

export const NON_PERMANENT: DatedSeries<DailyRules> = assertSeries(
  [
    {
      from: '2024-01',
      source:
        'PP 58/2023 (tarif efektif harian, TER harian: 0% on bruto a day up to Rp450,000, 0.5% above it up to ' +
        'Rp2,500,000); PMK 168/2023 (pegawai tidak tetap paid daily, weekly, by the unit or piece: the daily TER ' +
        'while the average bruto a day is at most Rp2,500,000, above it Article 17(1)(a) rates on 50% of the bruto a day; ' +
        'paid monthly: the monthly TER on the month’s bruto).',
      value: {
        dailyTerCeiling: '2500000',
        dailyTer: [
          { upTo: '450000', rate: '0' },
          { upTo: '2500000', rate: '0.005' },
        ],
        article17Share: '0.5',
      },
    },
  ],
  'non-permanent worker PPh 21 rules',
);

export const PPH26_RATE: DatedSeries<string> = assertSeries(
  [
    {
      from: '2009-01',
      source:
        'UU 36/2008 (PPh) Art. 26(1): 20% of the gross amount paid to a non-resident individual for employment, final ' +
        '(applied by PMK 168/2023), unless a tax treaty lowers it (the employee gives the DGT certificate of domicile, ' +
        'PER-25/PJ/2018).',
      value: '0.2',
    },
  ],
  'PPh 26 rate',
);

/** One band of a final-tax schedule on a cumulative lump sum. */
export interface FinalBand {
  readonly upTo: string | null;
  readonly rate: string;
}

export interface LumpSumRules {
  readonly severance: readonly FinalBand[];
  readonly pension: readonly FinalBand[];
}

export const LUMP_SUM_RULES: DatedSeries<LumpSumRules> = assertSeries(
  [
    {
      from: '2009-10',
      source:
        'PP 68/2009 (final PPh 21, applied by PMK 168/2023): severance (uang pesangon, uang ' +
        'penghargaan masa kerja, uang penggantian hak) 0% up to Rp50m, 5% to Rp100m, 15% to Rp500m, 25% above; ' +
        'pension lump sums (uang manfaat pensiun, tunjangan hari tua, JHT paid at once) 0% up to Rp50m, 5% above. ' +
        'Paid in instalments, the bands apply to the cumulative amount.',
      value: {
        severance: [
          { upTo: '50000000', rate: '0' },
          { upTo: '100000000', rate: '0.05' },
          { upTo: '500000000', rate: '0.15' },
          { upTo: null, rate: '0.25' },
        ],
        pension: [
          { upTo: '50000000', rate: '0' },
          { upTo: null, rate: '0.05' },
        ],
      },
    },
  ],
  'severance and pension lump-sum rates',
);

/**
 * The PPh 21 DTP (ditanggung pemerintah) incentive: the government bears the tax on the regular pay
 * of eligible employees; the employer pays the amount to the employee in cash. Eligibility is the
 * employer's (its main business classification code, KLU) and the employee's (gross of at most
 * Rp10m in January or the first month, NPWP/NIK), so the payroll gives it as a flag; `null` when no
 * regulation grants it for the month.
 */
export interface DtpRules {
  readonly regulation: string;
  /** Regular monthly bruto above which an employee is not eligible (checked by the employer for January). */
  readonly monthlyCeiling: string;
}

export const PPH21_DTP: DatedSeries<DtpRules | null> = assertSeries(
  [
    { from: '2009-01', source: 'No PPh 21 DTP incentive for employees in force before January 2025.', value: null },
    {
      from: '2025-01',
      source:
        'PMK 10/2025 (tax periods January-December 2025): PPh 21 DTP for employees of employers in footwear, textiles ' +
        'and apparel, furniture, leather and leather goods (KLU in Lampiran A) with regular bruto of at most ' +
        'Rp10,000,000 a month (or Rp500,000 a day), NPWP/NIK, no other DTP; paid to the employee in cash and not ' +
        'itself income. PMK 72/2025 adds the tourism sector for the rest of 2025.',
      value: { regulation: 'PMK 10/2025', monthlyCeiling: '10000000' },
    },
    {
      from: '2026-01',
      source:
        'PMK 105/2025 (signed 29 Dec 2025, tax periods January-December 2026): the same incentive for footwear, ' +
        'textiles and apparel, furniture, leather and leather goods and tourism employers (KLU in Lampiran A), on ' +
        'regular (tetap dan teratur) bruto of at most Rp10,000,000 a month, or Rp500,000 a day for non-permanent workers.',
      value: { regulation: 'PMK 105/2025', monthlyCeiling: '10000000' },
    },
    {
      from: '2027-01',
      source: 'PMK 105/2025 covers 2026 only; no regulation grants PPh 21 DTP for 2027 yet.',
      value: null,
    },
  ],
  'PPh 21 DTP incentive',
);

export const JP_PENSION_AGE: DatedSeries<number> = assertSeries(
  [
    { from: '2015-07', source: 'PP 45/2015 (Jaminan Pensiun) Art. 15(1): pension age 56 at the start of the programme.', value: 56 },
    {
      from: '2019-01',
      source: 'PP 45/2015 Art. 15(2): pension age 57 from 1 January 2019, then one year more every three years.',
      value: 57,
    },
    { from: '2022-01', source: 'PP 45/2015 Art. 15(2)-(3): pension age 58 from 1 January 2022.', value: 58 },
    { from: '2025-01', source: 'PP 45/2015 Art. 15(2)-(3): pension age 59 from 1 January 2025 (to the end of 2027).', value: 59 },
    { from: '2028-01', source: 'PP 45/2015 Art. 15(2)-(3): pension age 60 from 1 January 2028.', value: 60 },
  ],
  'JP pension age',
);
