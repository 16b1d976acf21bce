import { Decimal } from '../../core/decimal.ts';
import { assertSeries, type DatedSeries } from '../../core/dated.ts';

/**
 * One age band of a CPF rate table (monthly total wages above $750). Rates are fractions written as
 * decimal strings. `phaseIn` is the factor F of the $500-$750 band ("0.6(TW - $500)"), which CPF's
 * tables print and which equals 3 x the employee rate, so the formula is continuous at $750.
 */
export interface CpfBandRates {
  readonly employer: string;
  readonly employee: string;
  readonly phaseIn: string;
}

/**
 * The CPF age bands. A band applies up to and including the month of its `untilBirthday` birthday.
 * Source: CPF Act 1953 First Schedule; CPF Board "How much CPF contributions to pay" (2025 and 2026
 * versions): 55 and below, above 55 to 60, above 60 to 65, above 65 to 70, above 70, a new band from
 * the first day of the month after the month of the 55th, 60th, 65th or 70th birthday. Unchanged
 * for 2027 (CPF Board, 13 Feb 2026). Every rate table below is keyed by these bands.
 */
export const CPF_AGE_BANDS = [
  { label: '55 and below', untilBirthday: 55 },
  { label: 'above 55 to 60', untilBirthday: 60 },
  { label: 'above 60 to 65', untilBirthday: 65 },
  { label: 'above 65 to 70', untilBirthday: 70 },
  { label: 'above 70', untilBirthday: null },
] as const;

/** A table's rates for the five bands, in CPF_AGE_BANDS order. */
export type CpfBandTable = readonly [CpfBandRates, CpfBandRates, CpfBandRates, CpfBandRates, CpfBandRates];

export interface CpfTable {
  /** CPF's name for the table, as printed in its rate booklet. */
  readonly name: string;
  readonly bands: CpfBandTable;
  /** Set when this table's figures are provisional. */
  readonly note?: string;
}

/** The tables in force for a year: citizens (and PRs from year 3), and PRs in years 1 and 2. */
export interface CpfRateSet {
  readonly citizen: CpfTable;
  readonly prYear1GG: CpfTable;
  readonly prYear2GG: CpfTable;
  readonly prYear1FG: CpfTable;
  readonly prYear2FG: CpfTable;
}

/** employer %, employee %, phase-in factor F, as CPF prints them; rates are kept as exact fractions. */
function band(employerPercent: string, employeePercent: string, phaseIn: string): CpfBandRates {
  const fraction = (percent: string) => new Decimal(percent).dividedBy(100).toString();
  return { employer: fraction(employerPercent), employee: fraction(employeePercent), phaseIn };
}

const CITIZEN_TABLE = 'Table 1: Singapore Citizens and SPRs from the 3rd year';

// CPF prints the G/G tables with four bands ("above 65" together); the two oldest bands repeat its rates.
const PR_YEAR1_GG: CpfTable = {
  name: 'Table 2: SPR 1st year, graduated employer and employee (G/G)',
  bands: [band('4', '5', '0.15'), band('4', '5', '0.15'), band('3.5', '5', '0.15'), band('3.5', '5', '0.15'), band('3.5', '5', '0.15')],
};

const PR_YEAR2_GG: CpfTable = {
  name: 'Table 3: SPR 2nd year, graduated employer and employee (G/G)',
  bands: [
    band('9', '15', '0.45'),
    band('6', '12.5', '0.375'),
    band('3.5', '7.5', '0.225'),
    band('3.5', '5', '0.15'),
    band('3.5', '5', '0.15'),
  ],
};

const FG_YEAR1 = 'Table 4: SPR 1st year, full employer and graduated employee (F/G)';
const FG_YEAR2 = 'Table 5: SPR 2nd year, full employer and graduated employee (F/G)';

const RATES_2024: CpfRateSet = {
  citizen: {
    name: CITIZEN_TABLE,
    bands: [
      band('17', '20', '0.6'),
      band('15', '16', '0.48'),
      band('11.5', '10.5', '0.315'),
      band('9', '7.5', '0.225'),
      band('7.5', '5', '0.15'),
    ],
  },
  prYear1GG: PR_YEAR1_GG,
  prYear2GG: PR_YEAR2_GG,
  prYear1FG: {
    name: FG_YEAR1,
    bands: [band('17', '5', '0.15'), band('15', '5', '0.15'), band('11.5', '5', '0.15'), band('9', '5', '0.15'), band('7.5', '5', '0.15')],
  },
  prYear2FG: {
    name: FG_YEAR2,
    bands: [
      band('17', '15', '0.45'),
      band('15', '12.5', '0.375'),
      band('11.5', '7.5', '0.225'),
      band('9', '5', '0.15'),
      band('7.5', '5', '0.15'),
    ],
  },
};

const RATES_2025: CpfRateSet = {
  citizen: {
    name: CITIZEN_TABLE,
    bands: [
      band('17', '20', '0.6'),
      band('15.5', '17', '0.51'),
      band('12', '11.5', '0.345'),
      band('9', '7.5', '0.225'),
      band('7.5', '5', '0.15'),
    ],
  },
  prYear1GG: PR_YEAR1_GG,
  prYear2GG: PR_YEAR2_GG,
  prYear1FG: {
    name: FG_YEAR1,
    bands: [band('17', '5', '0.15'), band('15.5', '5', '0.15'), band('12', '5', '0.15'), band('9', '5', '0.15'), band('7.5', '5', '0.15')],
  },
  prYear2FG: {
    name: FG_YEAR2,
    bands: [
      band('17', '15', '0.45'),
      band('15.5', '12.5', '0.375'),
      band('12', '7.5', '0.225'),
      band('9', '5', '0.15'),
      band('7.5', '5', '0.15'),
    ],
  },
};

const FG_2026_NOTE =
  'Provisional: the 2026 F/G rates are the 2026 citizen employer rates plus the unchanged graduated employee rates; ' +
  "they were not seen in a printed 2026 table (verify against CPF's 2026 Tables 4 and 5; statutory-rules.md section 6, point 1).";

const RATES_2026: CpfRateSet = {
  citizen: {
    name: CITIZEN_TABLE,
    bands: [
      band('17', '20', '0.6'),
      band('16', '18', '0.54'),
      band('12.5', '12.5', '0.375'),
      band('9', '7.5', '0.225'),
      band('7.5', '5', '0.15'),
    ],
  },
  prYear1GG: PR_YEAR1_GG,
  prYear2GG: PR_YEAR2_GG,
  prYear1FG: {
    name: FG_YEAR1,
    bands: [band('17', '5', '0.15'), band('16', '5', '0.15'), band('12.5', '5', '0.15'), band('9', '5', '0.15'), band('7.5', '5', '0.15')],
    note: FG_2026_NOTE,
  },
  prYear2FG: {
    name: FG_YEAR2,
    bands: [
      band('17', '15', '0.45'),
      band('16', '12.5', '0.375'),
      band('12.5', '7.5', '0.225'),
      band('9', '5', '0.15'),
      band('7.5', '5', '0.15'),
    ],
    note: FG_2026_NOTE,
  },
};

const FG_2027_NOTE =
  'Provisional: CPF announced no 2027 SPR tables; F/G follows the announced 2027 citizen employer rates with the ' +
  'graduated employee rates (statutory-rules.md 1.5).';

const RATES_2027: CpfRateSet = {
  citizen: {
    name: CITIZEN_TABLE,
    bands: [
      band('17', '20', '0.6'),
      band('16.5', '19', '0.57'),
      band('13', '13', '0.39'),
      band('9', '7.5', '0.225'),
      band('7.5', '5', '0.15'),
    ],
  },
  prYear1GG: PR_YEAR1_GG,
  prYear2GG: PR_YEAR2_GG,
  prYear1FG: {
    name: FG_YEAR1,
    bands: [band('17', '5', '0.15'), band('16.5', '5', '0.15'), band('13', '5', '0.15'), band('9', '5', '0.15'), band('7.5', '5', '0.15')],
    note: FG_2027_NOTE,
  },
  prYear2FG: {
    name: FG_YEAR2,
    bands: [
      band('17', '15', '0.45'),
      band('16.5', '12.5', '0.375'),
      band('13', '7.5', '0.225'),
      band('9', '5', '0.15'),
      band('7.5', '5', '0.15'),
    ],
    note: FG_2027_NOTE,
  },
};

export const CPF_RATES: DatedSeries<CpfRateSet> = assertSeries(
  [
    {
      from: '2024-01',
      source:
        'Central Provident Fund Act 1953, First Schedule; CPF Board "CPF contribution rates from 1 January 2024" and the ' +
        '2024 rate tables 1-5 (Budget 2023 senior-worker step): above 55 to 60 employer 15% / employee 16% (31%), above ' +
        '60 to 65 11.5% / 10.5% (22%), above 65 to 70 9% / 7.5% (16.5%); 55 and below and above 70 unchanged.',
      value: RATES_2024,
    },
    {
      from: '2025-01',
      source:
        'Central Provident Fund Act 1953, First Schedule; CPF Board "How much CPF contributions to pay" (2025 version, ' +
        'updated 10 Apr 2025) and the 2025 rate tables 1-5. G/G graduated rates unchanged since 1 Jan 2016.',
      value: RATES_2025,
    },
    {
      from: '2026-01',
      source:
        'CPF Board "How much CPF contributions to pay" (2026 version, updated 1 Jan 2026) and "CPF contribution rates from ' +
        '1 Jan 2026" (cpf.gov.sg/content/dam/web/employer/employer-obligations/documents/CPFcontributionratesfrom1Jan2026.pdf); ' +
        'CPF 2026 Tables 2 and 3: graduated rates unchanged.',
      value: RATES_2026,
    },
    {
      from: '2027-01',
      source:
        'CPF Board, "New CPF contribution rates for senior workers" (cpf.gov.sg/member/infohub/educational-resources/' +
        'new-cpf-contribution-rates-for-senior-workers, 13 Feb 2026), following Singapore Budget 2026 (Business Times, ' +
        '12 Feb 2026, businesstimes.com.sg/singapore/budget-2026-s1500-cpf-top-seniors): from 1 Jan 2027, monthly wages ' +
        'above $750, above 55 to 60 employer 16.5% / employee 19% (35.5%), above 60 to 65 13% / 13% (26%); other bands ' +
        'unchanged; increases go to the Retirement Account.',
      note:
        'Provisional in part: the $500-$750 phase-in factors (3 x the employee rate) and the SPR F/G tables are derived; ' +
        "CPF's printed 2027 rate tables were not seen (statutory-rules.md section 6, point 2).",
      value: RATES_2027,
    },
  ],
  'CPF contribution rates',
);
