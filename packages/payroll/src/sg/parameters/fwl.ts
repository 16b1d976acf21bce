import { assertSeries, type DatedSeries } from '../../core/dated.ts';

/** Monthly levy rates in dollars. R1 is a higher-skilled Work Permit holder, R2 a basic-skilled one. */
export interface WorkPermitTierRates {
  readonly higherSkilled: string;
  readonly basicSkilled: string;
}

export interface FwlRates {
  /** S Pass: Basic Tier / Tier 1 (within the first part of the sub-quota) and Tier 2. */
  readonly sPass: { readonly tier1: string; readonly tier2: string };
  /** Manufacturing Work Permits by Dependency Ratio Ceiling tier (1: up to 25%, 2: 25-50%, 3: 50-60% of the workforce). */
  readonly manufacturing: readonly [WorkPermitTierRates, WorkPermitTierRates, WorkPermitTierRates];
  /** Services Work Permits by Dependency Ratio Ceiling tier (1: up to 10%, 2: 10-25%, 3: 25-35% of the workforce). */
  readonly services: readonly [WorkPermitTierRates, WorkPermitTierRates, WorkPermitTierRates];
  /** Migrant domestic workers: the normal and the concessionary levy. */
  readonly domesticWorker: { readonly normal: string; readonly concessionary: string };
  /** Days in the year of the daily-rate formula (monthly × 12 ÷ days). */
  readonly daysInYear: number;
}

const MANUFACTURING: FwlRates['manufacturing'] = [
  { higherSkilled: '250', basicSkilled: '370' },
  { higherSkilled: '350', basicSkilled: '470' },
  { higherSkilled: '550', basicSkilled: '650' },
];

const SERVICES: FwlRates['services'] = [
  { higherSkilled: '300', basicSkilled: '450' },
  { higherSkilled: '400', basicSkilled: '600' },
  { higherSkilled: '600', basicSkilled: '800' },
];

const DOMESTIC_WORKER: FwlRates['domesticWorker'] = { normal: '300', concessionary: '60' };

const COMMON_SOURCE =
  'Employment of Foreign Manpower Act 1990 and the Employment of Foreign Manpower (Levy) Order (Part III: a full month ' +
  'pays the monthly levy; part of a month pays the daily rate, monthly × 12 ÷ 365 rounded up to the cent, for each day ' +
  'of liability); MOM "Foreign worker levy" pages: manufacturing Work Permits $250/$370 (Tier 1), $350/$470 (Tier 2), ' +
  '$550/$650 (Tier 3) for higher-/basic-skilled (daily $8.22/$12.17, $11.51/$15.46, $18.09/$21.37); services Work ' +
  'Permits $300/$450 (Tier 1), $400/$600 (Tier 2), $600/$800 (Tier 3) (daily $9.87/$14.80, $13.16/$19.73, ' +
  '$19.73/$26.31); both unchanged until the Tier 1-2 merger announced in Budget 2026 for 2028 (Business Times, ' +
  '12 Feb 2026: merged tier services $400/$600, manufacturing $300/$470); migrant domestic workers $300, ' +
  'concessionary $60.';

export const FWL_RATES: DatedSeries<FwlRates> = assertSeries(
  [
    {
      from: '2024-01',
      source:
        `${COMMON_SOURCE} S Pass: Basic Tier/Tier 1 $550 from 1 September 2023 and Tier 2 $650 (MOM, Budget 2022 ` +
        'S Pass levy schedule: Tier 1 $450 from Sep 2022, $550 from Sep 2023, $650 from Sep 2025).',
      value: {
        sPass: { tier1: '550', tier2: '650' },
        manufacturing: MANUFACTURING,
        services: SERVICES,
        domesticWorker: DOMESTIC_WORKER,
        daysInYear: 365,
      },
    },
    {
      from: '2025-09',
      source: `${COMMON_SOURCE} S Pass: $650 for every tier from 1 September 2025 (MOM, Budget 2022 S Pass levy schedule).`,
      value: {
        sPass: { tier1: '650', tier2: '650' },
        manufacturing: MANUFACTURING,
        services: SERVICES,
        domesticWorker: DOMESTIC_WORKER,
        daysInYear: 365,
      },
    },
  ],
  'Foreign worker levy',
);
