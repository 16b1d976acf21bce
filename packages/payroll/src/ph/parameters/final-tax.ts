import { assertSeries, type DatedSeries } from '../../core/index.ts';

/**
 * Compensation taxed at a final rate instead of the graduated rates: no withholding table and no
 * year-end annualisation (RR 2-98 Sec. 2.79(B)(5)(b) leaves final-tax income out of it).
 * - 'nranetb': a non-resident alien not engaged in trade or business (in the Philippines 180 days or
 *   less in the calendar year), 25% of the gross income (NIRC Sec. 25(B)), withheld as a final tax
 *   (Sec. 57(A); RR 2-98 Sec. 2.57.1). An alien staying longer is engaged in trade or business and pays
 *   the graduated rates (Sec. 25(A)), the engine's default.
 * - 'preferential_15': an alien (or a Filipino in the same position, Sec. 25(F)) employed by a regional or
 *   area headquarters, a regional operating headquarters, an offshore banking unit or a petroleum service
 *   contractor, 15% of the gross income (Sec. 25(C)-(E)); closed by RA 10963 (TRAIN) Sec. 6 to entities
 *   registered from 1 January 2018, kept by those registered before (RR 11-2018 Sec. 6).
 */
export const FINAL_TAX_REGIMES = ['nranetb', 'preferential_15'] as const;
export type FinalTaxRegime = (typeof FINAL_TAX_REGIMES)[number];

export const FINAL_TAX_RATES: DatedSeries<Readonly<Record<FinalTaxRegime, string>>> = assertSeries(
  [
    {
      from: '2018-01',
      source:
        'NIRC Sec. 25(B) (25% of the gross income of a non-resident alien not engaged in trade or business) and Sec. ' +
        '25(C)-(F) (15% preferential rate for RHQ, ROHQ, OBU and petroleum service contractor employees, kept by RA ' +
        '10963 Sec. 6 and RR 11-2018 Sec. 6 only for entities registered before 1 January 2018); final withholding ' +
        'under Sec. 57(A) and RR 2-98 Sec. 2.57.1.',
      value: { nranetb: '0.25', preferential_15: '0.15' },
    },
  ],
  'PH final tax on compensation',
);
