import { assertSeries, type DatedSeries } from '../../core/dated.ts';

/**
 * One row of the computerised MTD table (M, R, B): for chargeable income P above `m`, the year's tax
 * is (P − M) × R + B. B carries the tax of the lower bands less the section 6A rebate, which only
 * applies up to RM35,000 (RM400, plus RM400 for a non-working spouse in category 2).
 */
export interface PcbBand {
  readonly m: string;
  readonly r: string;
  readonly bCategory1And3: string;
  readonly bCategory2: string;
}

export interface PcbRules {
  /** Ascending by M. P at or below the first M pays no tax. */
  readonly bands: readonly PcbBand[];
  /** D: individual relief. */
  readonly individualRelief: string;
  /** S: spouse relief, category 2 only (spouse not working). */
  readonly spouseRelief: string;
  /** DU: disabled individual. */
  readonly disabledIndividualRelief: string;
  /** SU: disabled spouse (category 2). */
  readonly disabledSpouseRelief: string;
  /** Q: relief for each qualifying child (C counts a child in diploma-or-higher studies as 4). */
  readonly childRelief: string;
  /** EPF and other approved funds qualify up to this amount a year: ΣK + K1 + Kt + K2 × n. */
  readonly epfReliefCap: string;
  /** An MTD below this is not deducted. */
  readonly minimumDeduction: string;
  /** The MTD is rounded up to this step (5 sen). */
  readonly roundingStep: string;
  /** A non-resident's MTD: this flat rate of each payment (Schedule 1 Part I paragraph 1A). */
  readonly nonResidentRate: string;
}

/** Income Tax Act 1967 Schedule 1 Part I rates from YA 2023, with the s.6A rebates folded into B. */
const BANDS_FROM_YA2023: readonly PcbBand[] = [
  { m: '5000', r: '0.01', bCategory1And3: '-400', bCategory2: '-800' },
  { m: '20000', r: '0.03', bCategory1And3: '-250', bCategory2: '-650' },
  { m: '35000', r: '0.06', bCategory1And3: '600', bCategory2: '600' },
  { m: '50000', r: '0.11', bCategory1And3: '1500', bCategory2: '1500' },
  { m: '70000', r: '0.19', bCategory1And3: '3700', bCategory2: '3700' },
  { m: '100000', r: '0.25', bCategory1And3: '9400', bCategory2: '9400' },
  { m: '400000', r: '0.26', bCategory1And3: '84400', bCategory2: '84400' },
  { m: '600000', r: '0.28', bCategory1And3: '136400', bCategory2: '136400' },
  { m: '2000000', r: '0.3', bCategory1And3: '528400', bCategory2: '528400' },
];

const RULES_YA2025: PcbRules = {
  bands: BANDS_FROM_YA2023,
  individualRelief: '9000',
  spouseRelief: '4000',
  disabledIndividualRelief: '7000',
  disabledSpouseRelief: '6000',
  childRelief: '2000',
  epfReliefCap: '4000',
  minimumDeduction: '10',
  roundingStep: '0.05',
  nonResidentRate: '0.3',
};

/** YA 2024: the disabled individual (RM6,000) and disabled spouse (RM5,000) reliefs before Finance Act 2024 raised them. */
const RULES_YA2024: PcbRules = { ...RULES_YA2025, disabledIndividualRelief: '6000', disabledSpouseRelief: '5000' };

export const PCB_RULES: DatedSeries<PcbRules> = assertSeries(
  [
    {
      from: '2024-01',
      source:
        'LHDN "Spesifikasi Kaedah Pengiraan Berkomputer PCB 2024" (Income Tax (Deduction from Remuneration) Rules 1994); ' +
        'Income Tax Act 1967 Schedule 1 Part I (rates from YA 2023, unchanged for YA 2024), s.6A rebates, s.46-48 reliefs: ' +
        'individual RM9,000, spouse RM4,000, child RM2,000, disabled individual RM6,000, disabled spouse RM5,000; ' +
        'non-residents 30% (Schedule 1 Part I paragraph 1A, from YA 2020).',
      value: RULES_YA2024,
    },
    {
      from: '2025-01',
      source:
        'LHDN "Spesifikasi Kaedah Pengiraan Berkomputer PCB 2025" (Income Tax (Deduction from Remuneration) Rules 1994, ' +
        'Schedule as amended); Income Tax Act 1967 Schedule 1 Part I (rates from YA 2023), s.6A rebates, s.46-48 reliefs; ' +
        'disabled individual RM7,000 and disabled spouse RM6,000 from YA 2025 (Finance Act 2024); non-residents 30% ' +
        '(Schedule 1 Part I paragraph 1A).',
      value: RULES_YA2025,
    },
    {
      from: '2026-01',
      source:
        'LHDN "Spesifikasi Kaedah Pengiraan Berkomputer PCB 2026" (hasil.gov.my, updated 1 Jan 2026): the computerised ' +
        'formula, table and MTD reliefs are unchanged for 2026; the 2026 changes are to the TP1/TP3 forms.',
      value: RULES_YA2025,
    },
  ],
  'PCB computerised calculation',
);

/** Points the public sources leave open; the engine's reading is shown in the trace when it matters. */
export const PCB_READINGS = {
  bandEdge:
    'P is used with its sen, so any P above RM35,000 is in the 35,001 band (statutory-rules.md section 6, point 11; ' +
    'provisional, check against calcpcbplus.hasil.gov.my).',
  bonusStep2:
    'Step 2 uses the MTD on normal remuneration as deducted, after rounding up to 5 sen (statutory-rules.md section 6, ' +
    'point 10; provisional, check against calcpcbplus.hasil.gov.my).',
} as const;

/** Where the non-resident rate comes from, shown beside it in the trace. */
export const NON_RESIDENT_SOURCE =
  'Income Tax Act 1967 s.6(1)(a) and Schedule 1 Part I paragraph 1A: a non-resident individual is taxed at a flat 30% ' +
  'from YA 2020; the Income Tax (Deduction from Remuneration) Rules 1994 apply it to each payment';
