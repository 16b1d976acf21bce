import { assertSeries, type DatedSeries } from '../../core/dated.ts';
import type { Region } from '../common.ts';

/** Contribution rates as fractions of the contribution base. */
export interface InsuranceRates {
  readonly employee: {
    /** SI retirement and survivorship fund. */
    readonly retirement: string;
    readonly health: string;
    readonly unemployment: string;
  };
  readonly employer: {
    readonly retirement: string;
    /** SI sickness and maternity fund. */
    readonly sickness: string;
    /** Occupational accident and disease fund: the standard rate. */
    readonly accident: string;
    /** The rate for eligible high-risk employers with a good safety record (on application). */
    readonly accidentReduced: string;
    readonly health: string;
    readonly unemployment: string;
    /** Trade union fee, on the SI salary. */
    readonly tradeUnion: string;
  };
  /** SI and HI salary cap = this × the reference level (base salary). */
  readonly socialCapMultiple: number;
  /** UI salary cap = this × the regional minimum wage. */
  readonly unemploymentCapMultiple: number;
}

const RATES: InsuranceRates = {
  employee: { retirement: '0.08', health: '0.015', unemployment: '0.01' },
  employer: {
    retirement: '0.14',
    sickness: '0.03',
    accident: '0.005',
    accidentReduced: '0.003',
    health: '0.03',
    unemployment: '0.01',
    tradeUnion: '0.02',
  },
  socialCapMultiple: 20,
  unemploymentCapMultiple: 20,
};

export const INSURANCE_RATES: DatedSeries<InsuranceRates> = assertSeries(
  [
    {
      from: '2024-01',
      source:
        'Social Insurance Law 2014 (Law 58/2014/QH13) Arts. 85-86 and 89 (SI 8% / 14% + 3%, cap 20 x base salary); ' +
        'Decree 58/2020/ND-CP (occupational accident and disease 0.5%, 0.3% for eligible high-risk employers); ' +
        'Health Insurance Law (Law 25/2008/QH12 as amended) and Decree 146/2018/ND-CP (HI 4.5%: 3% / 1.5%, same cap); ' +
        'Employment Law 2013 Arts. 57-58 (UI 1% / 1%, cap 20 x regional minimum wage); Trade Union Law 2012 Art. 26 and ' +
        'Decree 191/2013/ND-CP (trade union fee 2% of the SI salary fund).',
      value: RATES,
    },
    {
      from: '2025-07',
      source:
        'Social Insurance Law 2024 (in force 1 Jul 2025): same SI rates; the SI cap is 20 x the reference level, which ' +
        'equals the base salary while a base salary exists. Trade Union Law 50/2024/QH15 (from 1 Jul 2025): fee 2% of ' +
        'the SI salary fund. HI and UI unchanged.',
      value: RATES,
    },
    {
      from: '2026-01',
      source:
        'Employment Law 2025 (UI from 1 Jan 2026): UI rates "up to 1%" each side; 1% / 1% applies until a decree lowers ' +
        'them (statutory-rules.md 4.1). SI, HI and trade union fee unchanged.',
      value: RATES,
    },
  ],
  'Vietnamese insurance rates',
);

/** The reference level (base salary, "muc luong co so") that the SI and HI cap multiplies. */
export const REFERENCE_LEVEL: DatedSeries<string> = assertSeries(
  [
    {
      from: '2023-07',
      source: 'Decree 24/2023/ND-CP: base salary 1,800,000 VND a month from 1 Jul 2023 to 30 Jun 2024.',
      value: '1800000',
    },
    { from: '2024-07', source: 'Decree 73/2024/ND-CP: base salary 2,340,000 VND a month from 1 Jul 2024.', value: '2340000' },
    {
      from: '2026-07',
      source:
        'Decree 161/2026/ND-CP: base salary 2,530,000 VND a month from 1 Jul 2026 (as reported by Lao Dong, news.laodong.vn 1703435).',
      note:
        'The SI/HI cap of 50,600,000 is derived from the new base salary under the Social Insurance Law 2024 (medium ' +
        'confidence; statutory-rules.md section 6, point 23): confirm with VSS guidance.',
      value: '2530000',
    },
  ],
  'Vietnamese reference level (base salary)',
);

/** Monthly regional minimum wages: the floor of every insurance salary and the UI cap's multiplicand. */
export const REGIONAL_MINIMUM_WAGE: DatedSeries<Readonly<Record<Region, string>>> = assertSeries(
  [
    {
      from: '2022-07',
      source: 'Decree 38/2022/ND-CP: monthly regional minimum wages from 1 Jul 2022 to 30 Jun 2024.',
      value: { I: '4680000', II: '4160000', III: '3640000', IV: '3250000' },
    },
    {
      from: '2024-07',
      source: 'Decree 74/2024/ND-CP: monthly regional minimum wages from 1 Jul 2024.',
      value: { I: '4960000', II: '4410000', III: '3860000', IV: '3450000' },
    },
    {
      from: '2026-01',
      source: 'Decree 293/2025/ND-CP: monthly regional minimum wages from 1 Jan 2026 (+7.2% on average).',
      note: 'No 2027 regional minimum wage had been published when this data was written; 2026 values carry forward.',
      value: { I: '5310000', II: '4730000', III: '4140000', IV: '3700000' },
    },
  ],
  'Vietnamese regional minimum wage',
);

/**
 * Who among foreign employees is outside compulsory social insurance (SI and the trade union fee
 * on it), by the reason the employer records. HI still applies to them; UI never does.
 */
export const FOREIGN_SI_EXEMPTIONS = ['intra_company_transferee', 'retirement_age', 'short_contract', 'treaty'] as const;
export type ForeignSiExemption = (typeof FOREIGN_SI_EXEMPTIONS)[number];

export const FOREIGN_SI: DatedSeries<{ readonly minimumContractMonths: number }> = assertSeries(
  [
    {
      from: '2018-12',
      source:
        'Decree 143/2018/ND-CP (from 1 Dec 2018; retirement and survivorship from 1 Jan 2022): foreign employees with a ' +
        'work permit (or practising certificate or licence) and a labour contract of 1 year or more are in compulsory SI, ' +
        'except intra-company transferees and those at retirement age; a treaty may exempt them.',
      value: { minimumContractMonths: 12 },
    },
    {
      from: '2025-07',
      source:
        'Social Insurance Law 2024 Art. 2(2) and Decree 158/2025/ND-CP (from 1 Jul 2025): foreign employees with a ' +
        'labour contract of 12 months or more stay in compulsory SI; intra-company transferees, those at retirement age ' +
        'and those exempted by a treaty Vietnam has signed are not.',
      note: 'Medium confidence on the 12-month threshold under Decree 158/2025; confirm against the decree.',
      value: { minimumContractMonths: 12 },
    },
  ],
  'Vietnamese foreign employee SI rules',
);
