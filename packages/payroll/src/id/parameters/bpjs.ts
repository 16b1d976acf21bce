import { assertSeries, type DatedSeries } from '../../core/dated.ts';

/** Rates are fractions written as decimal strings; amounts are whole rupiah. */

export interface KesehatanRules {
  readonly employerRate: string;
  readonly employeeRate: string;
  /** The monthly wage above which no further premium is due. */
  readonly wageCap: string;
}

export const KESEHATAN: DatedSeries<KesehatanRules> = assertSeries(
  [
    {
      from: '2020-01',
      source:
        'Perpres 82/2018 Art. 30 as amended by Perpres 75/2019 and Perpres 64/2020: 5% of the monthly wage (4% employer, ' +
        '1% employee) for private-sector workers, wage capped at Rp12,000,000 from 1 January 2020; unchanged through 2026.',
      note:
        'The floor (the regional minimum wage, UMK/UMP, where the declared wage is lower) applies when the caller gives ' +
        '`minimumWage` (the UMK) or `province` (its UMP, parameters/minimum-wage.ts).',
      value: { employerRate: '0.04', employeeRate: '0.01', wageCap: '12000000' },
    },
  ],
  'BPJS Kesehatan',
);

export interface JhtRules {
  readonly employerRate: string;
  readonly employeeRate: string;
}

export const JHT: DatedSeries<JhtRules> = assertSeries(
  [
    {
      from: '2015-07',
      source: 'PP 46/2015 (Jaminan Hari Tua) Art. 16: 5.7% of the monthly wage, 3.7% employer and 2% employee; no wage cap.',
      value: { employerRate: '0.037', employeeRate: '0.02' },
    },
  ],
  'JHT',
);

export interface JpRules {
  readonly employerRate: string;
  readonly employeeRate: string;
  readonly wageCap: string;
}

const JP_RATES = { employerRate: '0.02', employeeRate: '0.01' } as const;
const JP_LAW =
  "PP 45/2015 (Jaminan Pensiun) Art. 28-29: 3% of the wage (2% employer, 1% employee) up to a cap indexed each March by the previous year's GDP growth";

export const JP: DatedSeries<JpRules> = assertSeries(
  [
    { from: '2022-03', source: `${JP_LAW}; cap Rp9,077,600 from March 2022.`, value: { ...JP_RATES, wageCap: '9077600' } },
    {
      from: '2023-03',
      source: `${JP_LAW}; cap Rp9,559,600 from March 2023 (BPJS Ketenagakerjaan letter B/77/022023).`,
      value: { ...JP_RATES, wageCap: '9559600' },
    },
    {
      from: '2024-03',
      source: `${JP_LAW}; cap Rp10,042,300 from March 2024 (BPJS Ketenagakerjaan letter B/1387/022024).`,
      value: { ...JP_RATES, wageCap: '10042300' },
    },
    {
      from: '2025-03',
      source: `${JP_LAW}; cap Rp10,547,400 from 1 March 2025 (BPJS Ketenagakerjaan letter B/726/022025).`,
      value: { ...JP_RATES, wageCap: '10547400' },
    },
    {
      from: '2026-03',
      source: `${JP_LAW}; cap Rp11,086,300 from March 2026 (BPJS Ketenagakerjaan letter B/1226/022026).`,
      note:
        'Medium confidence: seen in two independent code bases, one citing the letter; confirm against the letter. The ' +
        'March 2027 cap is not published yet, so this cap carries forward until a new version is added.',
      value: { ...JP_RATES, wageCap: '11086300' },
    },
  ],
  'JP wage cap',
);

export const JKK_RISK_CLASSES = ['very_low', 'low', 'medium', 'high', 'very_high'] as const;
export type JkkRiskClass = (typeof JKK_RISK_CLASSES)[number];

export interface JkkRules {
  readonly rates: Readonly<Record<JkkRiskClass, string>>;
  /**
   * The share still paid by an employer eligible for a temporary relief (1 = no relief in force).
   * The relief is an employer attribute, so it applies only when the caller says the employer is eligible.
   */
  readonly reliefFactor: string;
}

const JKK_RATES: JkkRules['rates'] = { very_low: '0.0024', low: '0.0054', medium: '0.0089', high: '0.0127', very_high: '0.0174' };
const JKK_LAW =
  'PP 44/2015 (JKK and JKM) Art. 16(1): employer only, by risk class: very low 0.24%, low 0.54%, medium 0.89%, high 1.27%, very high 1.74%';
const RELIEF_WHO = 'employers with at least 50 workers in the six listed labour-intensive industries whose contributions are paid up';

export const JKK: DatedSeries<JkkRules> = assertSeries(
  [
    { from: '2015-07', source: `${JKK_LAW}.`, value: { rates: JKK_RATES, reliefFactor: '1' } },
    {
      from: '2025-02',
      source: `${JKK_LAW}; PP 7/2025: 50% reduction for the February-July 2025 contributions, for ${RELIEF_WHO}.`,
      value: { rates: JKK_RATES, reliefFactor: '0.5' },
    },
    {
      from: '2025-08',
      source: `${JKK_LAW}; PP 36/2025 extends the PP 7/2025 50% reduction to the January 2026 contributions, for ${RELIEF_WHO}.`,
      value: { rates: JKK_RATES, reliefFactor: '0.5' },
    },
    {
      from: '2026-02',
      source: `${JKK_LAW}. The PP 7/2025 / PP 36/2025 relief ended with the January 2026 contributions.`,
      value: { rates: JKK_RATES, reliefFactor: '1' },
    },
  ],
  'JKK rates',
);

export interface JkmRules {
  readonly employerRate: string;
}

export const JKM: DatedSeries<JkmRules> = assertSeries(
  [
    {
      from: '2015-07',
      source: 'PP 44/2015 (JKK and JKM) Art. 18(1): 0.30% of the monthly wage, employer only.',
      value: { employerRate: '0.003' },
    },
  ],
  'JKM rate',
);

export interface JkpRules {
  readonly rate: string;
  readonly wageCap: string;
}

/** Shown in the trace only: JKP costs the employer and the employee nothing extra. */
export const JKP: DatedSeries<JkpRules> = assertSeries(
  [
    {
      from: '2021-02',
      source:
        'PP 37/2021 (in force 2 February 2021): JKP 0.46% of the wage up to Rp5,000,000, funded 0.22% by central ' +
        'government and recomposed out of JKK (0.14%) and JKM (0.10%); nothing extra for the employer or the employee.',
      note: 'Medium confidence; shown in the trace only.',
      value: { rate: '0.0046', wageCap: '5000000' },
    },
    {
      from: '2025-02',
      source:
        'PP 37/2021 as amended by PP 6/2025 (in force 7 February 2025): JKP 0.36% of the wage up to Rp5,000,000, funded ' +
        '0.22% by central government and 0.14% recomposed out of JKK; nothing extra for the employer or the employee.',
      value: { rate: '0.0036', wageCap: '5000000' },
    },
  ],
  'JKP',
);
