import { assertSeries, type DatedSeries } from '../../core/dated.ts';

/**
 * One wage row of PERKESO's contribution table: wages above the previous row's limit up to and
 * including `upTo`. The amounts are the table's cells, not percentages of the actual wage.
 */
export interface PerkesoRow {
  readonly upTo: string;
  readonly firstCategoryEmployer: string;
  readonly firstCategoryEmployee: string;
  /** Second Category (employment injury only): the employer pays alone. */
  readonly secondCategoryEmployer: string;
  /** EIS (Act 800 Second Schedule) uses the same rows; employer and employee pay the same cell. */
  readonly eisEach: string;
}

export interface PerkesoTable {
  /** Wages above the ceiling use the ceiling's row. */
  readonly ceiling: string;
  readonly rows: readonly PerkesoRow[];
}

// [upTo, First Category employer, First Category employee, Second Category employer, EIS each side]
const CELLS_2024: readonly (readonly [string, string, string, string, string])[] = [
  ['30', '0.40', '0.10', '0.30', '0.05'], // row 1
  ['50', '0.70', '0.20', '0.50', '0.10'], // row 2
  ['70', '1.10', '0.30', '0.80', '0.15'], // row 3
  ['100', '1.50', '0.40', '1.10', '0.20'], // row 4
  ['140', '2.10', '0.60', '1.50', '0.25'], // row 5
  ['200', '2.95', '0.85', '2.10', '0.35'], // row 6
  ['300', '4.35', '1.25', '3.10', '0.50'], // row 7
  ['400', '6.15', '1.75', '4.40', '0.70'], // row 8
  ['500', '7.85', '2.25', '5.60', '0.90'], // row 9
  ['600', '9.65', '2.75', '6.90', '1.10'], // row 10
  ['700', '11.35', '3.25', '8.10', '1.30'], // row 11
  ['800', '13.15', '3.75', '9.40', '1.50'], // row 12
  ['900', '14.85', '4.25', '10.60', '1.70'], // row 13
  ['1000', '16.65', '4.75', '11.90', '1.90'], // row 14
  ['1100', '18.35', '5.25', '13.10', '2.10'], // row 15
  ['1200', '20.15', '5.75', '14.40', '2.30'], // row 16
  ['1300', '21.85', '6.25', '15.60', '2.50'], // row 17
  ['1400', '23.65', '6.75', '16.90', '2.70'], // row 18
  ['1500', '25.35', '7.25', '18.10', '2.90'], // row 19
  ['1600', '27.15', '7.75', '19.40', '3.10'], // row 20
  ['1700', '28.85', '8.25', '20.60', '3.30'], // row 21
  ['1800', '30.65', '8.75', '21.90', '3.50'], // row 22
  ['1900', '32.35', '9.25', '23.10', '3.70'], // row 23
  ['2000', '34.15', '9.75', '24.40', '3.90'], // row 24
  ['2100', '35.85', '10.25', '25.60', '4.10'], // row 25
  ['2200', '37.65', '10.75', '26.90', '4.30'], // row 26
  ['2300', '39.35', '11.25', '28.10', '4.50'], // row 27
  ['2400', '41.15', '11.75', '29.40', '4.70'], // row 28
  ['2500', '42.85', '12.25', '30.60', '4.90'], // row 29
  ['2600', '44.65', '12.75', '31.90', '5.10'], // row 30
  ['2700', '46.35', '13.25', '33.10', '5.30'], // row 31
  ['2800', '48.15', '13.75', '34.40', '5.50'], // row 32
  ['2900', '49.85', '14.25', '35.60', '5.70'], // row 33
  ['3000', '51.65', '14.75', '36.90', '5.90'], // row 34
  ['3100', '53.35', '15.25', '38.10', '6.10'], // row 35
  ['3200', '55.15', '15.75', '39.40', '6.30'], // row 36
  ['3300', '56.85', '16.25', '40.60', '6.50'], // row 37
  ['3400', '58.65', '16.75', '41.90', '6.70'], // row 38
  ['3500', '60.35', '17.25', '43.10', '6.90'], // row 39
  ['3600', '62.15', '17.75', '44.40', '7.10'], // row 40
  ['3700', '63.85', '18.25', '45.60', '7.30'], // row 41
  ['3800', '65.65', '18.75', '46.90', '7.50'], // row 42
  ['3900', '67.35', '19.25', '48.10', '7.70'], // row 43
  ['4000', '69.15', '19.75', '49.40', '7.90'], // row 44
  ['4100', '70.85', '20.25', '50.60', '8.10'], // row 45
  ['4200', '72.65', '20.75', '51.90', '8.30'], // row 46
  ['4300', '74.35', '21.25', '53.10', '8.50'], // row 47
  ['4400', '76.15', '21.75', '54.40', '8.70'], // row 48
  ['4500', '77.85', '22.25', '55.60', '8.90'], // row 49
  ['4600', '79.65', '22.75', '56.90', '9.10'], // row 50
  ['4700', '81.35', '23.25', '58.10', '9.30'], // row 51
  ['4800', '83.15', '23.75', '59.40', '9.50'], // row 52
  ['4900', '84.85', '24.25', '60.60', '9.70'], // row 53
  ['5000', '86.65', '24.75', '61.90', '9.90'], // row 54
  ['5100', '88.35', '25.25', '63.10', '10.10'], // row 55
  ['5200', '90.15', '25.75', '64.40', '10.30'], // row 56
  ['5300', '91.85', '26.25', '65.60', '10.50'], // row 57
  ['5400', '93.65', '26.75', '66.90', '10.70'], // row 58
  ['5500', '95.35', '27.25', '68.10', '10.90'], // row 59
  ['5600', '97.15', '27.75', '69.40', '11.10'], // row 60
  ['5700', '98.85', '28.25', '70.60', '11.30'], // row 61
  ['5800', '100.65', '28.75', '71.90', '11.50'], // row 62
  ['5900', '102.35', '29.25', '73.10', '11.70'], // row 63
  ['6000', '104.15', '29.75', '74.40', '11.90'], // row 64
];

const ROWS_2024: readonly PerkesoRow[] = CELLS_2024.map(
  ([upTo, firstCategoryEmployer, firstCategoryEmployee, secondCategoryEmployer, eisEach]) => ({
    upTo,
    firstCategoryEmployer,
    firstCategoryEmployee,
    secondCategoryEmployer,
    eisEach,
  }),
);

/** Rows 1-54 (up to RM5,000) were the whole table before the October 2024 amendment raised the ceiling. */
const ROWS_TO_5000 = ROWS_2024.slice(0, 54);

export const PERKESO_TABLE: DatedSeries<PerkesoTable> = assertSeries(
  [
    {
      from: '2024-01',
      source:
        "Employees' Social Security Act 1969 (Act 4) Third Schedule and Employment Insurance System Act 2017 (Act 800) " +
        'Second Schedule, wage ceiling RM5,000 from 1 September 2022 to 30 September 2024: rows 1-54 of the current ' +
        'table, ending at RM4,900.01-RM5,000 (RM86.65 + RM24.75; RM61.90; EIS RM9.90 each). The October 2024 amendment ' +
        'added rows 55-64 and left rows 1-54 unchanged (PERKESO "Rate of contribution"; statutory-rules.md 2.2).',
      value: { ceiling: '5000', rows: ROWS_TO_5000 },
    },
    {
      from: '2024-10',
      source:
        "Employees' Social Security Act 1969 (Act 4) Third Schedule and Employment Insurance System Act 2017 (Act 800) " +
        'Second Schedule as amended, wage ceiling RM6,000 from 1 October 2024; PERKESO "Rate of contribution" ' +
        '(perkeso.gov.my/en/rate-of-contribution.html), 64 wage rows (rows 1-20 verbatim from PERKESO; rows 21-64 ' +
        'agree across two full-table transcriptions and published golden tests).',
      value: { ceiling: '6000', rows: ROWS_2024 },
    },
  ],
  'PERKESO contribution table',
);

export interface SocsoAges {
  /** First Category until this age is attained; Second Category (employer only) from then on. */
  readonly secondCategoryFromAge: number;
}

export const SOCSO_AGES: DatedSeries<SocsoAges> = assertSeries(
  [
    {
      from: '2024-01',
      source:
        "Employees' Social Security Act 1969 (Act 4) s.6 and Fourth Schedule: employees who have attained 60 contribute " +
        'in the Second Category (employment injury only, employer pays); PERKESO "Rate of contribution".',
      note:
        'PERKESO does not state the switch month in the public pages; the engine counts the age like EPF, so the month ' +
        'of the 60th birthday is still First Category and the Second Category starts the month after.',
      value: { secondCategoryFromAge: 60 },
    },
  ],
  'SOCSO age rule',
);

export interface EisAges {
  /** Covered from this age (counted like EPF: from the month after the birthday month). */
  readonly fromAge: number;
  /** Not covered from this age. */
  readonly untilAge: number;
  /** An employee of this age or older who never contributed before is not required to start. */
  readonly firstContributionExemptFromAge: number;
}

export const EIS_AGES: DatedSeries<EisAges> = assertSeries(
  [
    {
      from: '2024-01',
      source:
        'Employment Insurance System Act 2017 (Act 800) s.18 and First Schedule: employees aged 18 to below 60; ' +
        'an employee who has attained 57 with no contribution before is not required to contribute; foreign workers, ' +
        'domestic servants and public servants are outside the Act.',
      note:
        'The ages are counted like EPF (a new age applies from the month after the birthday month); PERKESO does not ' +
        'state the month rule in its public pages.',
      value: { fromAge: 18, untilAge: 60, firstContributionExemptFromAge: 57 },
    },
  ],
  'EIS age rule',
);

/** How Act 4 covers foreign workers (non-citizens other than permanent residents). */
export interface ForeignWorkerCoverage {
  /** false: the Employment Injury Scheme only (Second Category, employer alone); true: both schemes as for locals. */
  readonly invalidityScheme: boolean;
}

export const FOREIGN_WORKER_SOCSO: DatedSeries<ForeignWorkerCoverage> = assertSeries(
  [
    {
      from: '2024-01',
      source:
        "Employees' Social Security Act 1969 (Act 4) as extended to foreign workers from 1 January 2019: the Employment " +
        'Injury Scheme only, 1.25% of insured wages paid by the employer alone (the Second Category column); PERKESO ' +
        '"Social security protection for foreign workers" leaflet.',
      value: { invalidityScheme: false },
    },
    {
      from: '2024-07',
      source:
        'PERKESO "Foreign worker" (perkeso.gov.my/en/our-services/protection/foreign-worker.html): the Invalidity Scheme ' +
        'covers foreign workers from 1 July 2024, employer 1.25% + 0.5% and worker 0.5% (the First Category column) for ' +
        'those first contributing below 55; the Second Category as for locals otherwise.',
      value: { invalidityScheme: true },
    },
  ],
  'SOCSO coverage of foreign workers',
);
