import { assertSeries, type DatedSeries } from '../../core/dated.ts';

/** Family-circumstance deductions for resident employees, per month. */
export interface FamilyDeductions {
  readonly personal: string;
  readonly perDependant: string;
}

export const FAMILY_DEDUCTIONS: DatedSeries<FamilyDeductions> = assertSeries(
  [
    {
      from: '2020-01',
      source: 'Resolution 954/2020/UBTVQH14 (applies from tax period 2020): personal 11,000,000 and dependant 4,400,000 VND a month.',
      value: { personal: '11000000', perDependant: '4400000' },
    },
    {
      from: '2026-01',
      source:
        'Resolution 110/2025/UBTVQH15 of 17 Oct 2025, in force 1 Jan 2026: personal 15,500,000 (186,000,000 a year) and ' +
        'dependant 6,200,000 VND a month (not the draft 13m/5.2m option; statutory-rules.md section 6, point 18).',
      value: { personal: '15500000', perDependant: '6200000' },
    },
  ],
  'Vietnamese family deductions',
);

/** One bracket of the monthly progressive schedule: income above the previous bracket up to `upTo`. */
export interface PitBracket {
  /** Null for the open top bracket. */
  readonly upTo: string | null;
  readonly rate: string;
}

export interface PitSchedule {
  /** Ascending; the last bracket is open. */
  readonly brackets: readonly PitBracket[];
  /** Non-residents: flat rate on gross Vietnam-sourced employment income, no deductions. */
  readonly nonResidentRate: string;
}

export const PIT_SCHEDULE: DatedSeries<PitSchedule> = assertSeries(
  [
    {
      from: '2020-01',
      source:
        'PIT Law 2007 (Law 04/2007/QH12) Art. 22 as amended by Law 26/2012/QH13: 7 brackets, 5% to 35%, monthly ' +
        'assessable income; Art. 25: non-residents 20% of employment income. In force through tax period 2025.',
      value: {
        brackets: [
          { upTo: '5000000', rate: '0.05' },
          { upTo: '10000000', rate: '0.1' },
          { upTo: '18000000', rate: '0.15' },
          { upTo: '32000000', rate: '0.2' },
          { upTo: '52000000', rate: '0.25' },
          { upTo: '80000000', rate: '0.3' },
          { upTo: null, rate: '0.35' },
        ],
        nonResidentRate: '0.2',
      },
    },
    {
      from: '2026-01',
      source:
        'PIT Law 2025 (passed 10 Dec 2025, in force 1 Jul 2026): 5 brackets 5/10/20/30/35% at 10m/30m/60m/100m; ' +
        'Art. 29(2) applies the salary provisions from tax period 2026, so from January 2026 pay (statutory-rules.md ' +
        'section 6, points 17 and 19; en.baochinhphu.vn; PwC news brief 12 Dec 2025; sblaw.vn). Non-residents 20%.',
      note:
        'January-June 2026 pay run on the old schedule before the law was published is re-taxed at the 2026 ' +
        'finalisation; the engine keys the schedule to the tax period.',
      value: {
        brackets: [
          { upTo: '10000000', rate: '0.05' },
          { upTo: '30000000', rate: '0.1' },
          { upTo: '60000000', rate: '0.2' },
          { upTo: '100000000', rate: '0.3' },
          { upTo: null, rate: '0.35' },
        ],
        nonResidentRate: '0.2',
      },
    },
  ],
  'Vietnamese PIT schedule',
);

/**
 * Flat withholding on pay to a resident without a labour contract or with one under three months:
 * `rate` of each payment of `threshold` or more, unless the individual gave the commitment form.
 */
export interface FlatWithholding {
  readonly threshold: string;
  readonly rate: string;
}

export const FLAT_WITHHOLDING: DatedSeries<FlatWithholding> = assertSeries(
  [
    {
      from: '2015-01',
      source:
        'Circular 111/2013/TT-BTC Art. 25(1)(i) as amended by Circular 92/2015/TT-BTC: 10% withheld on each payment ' +
        'of 2,000,000 VND or more to a resident without a labour contract or with one under three months; not withheld ' +
        'when the individual whose only income this is, with a tax code, commits that the year’s income after family ' +
        'deductions stays below tax (commitment form 08/CK-TNCN, now 02/CK-TNCN under Circular 80/2021/TT-BTC).',
      note:
        'The PIT Law 2025 (salary provisions from tax period 2026) keeps a flat withholding for these workers; its ' +
        'implementing decree had not changed the rate or threshold when this data was written, so they carry forward.',
      value: { threshold: '2000000', rate: '0.1' },
    },
  ],
  'Vietnamese flat withholding',
);
