/**
 * Indonesia: BPJS Kesehatan and Ketenagakerjaan, PPh 21 (monthly TER, gross-up, last-period annual
 * calculation) and the Article 17 rates. Every rate, cap and table is dated data in ./parameters.
 */
export { bpjs } from './bpjs.ts';
export type { BpjsInput, BpjsResult, Shares } from './bpjs.ts';
export { pph21Monthly } from './pph21-monthly.ts';
export type { Pph21MonthlyInput, Pph21MonthlyResult } from './pph21-monthly.ts';
export { pph21GrossUp } from './pph21-gross-up.ts';
export type { Pph21GrossUpInput, Pph21GrossUpResult } from './pph21-gross-up.ts';
export { pph21Annual } from './pph21-annual.ts';
export type { Pph21AnnualInput, Pph21AnnualResult } from './pph21-annual.ts';
export { article17 } from './article17.ts';
export type { Article17Input, Article17Result } from './article17.ts';
export type { JkkRiskClass } from './parameters/bpjs.ts';
export type { Province } from './parameters/minimum-wage.ts';
export type { PtkpStatus } from './parameters/pph21.ts';
export type { TerCategory } from './parameters/ter.ts';
export { pph26 } from './pph26.ts';
export type { Pph26Input, Pph26Result } from './pph26.ts';
export { pph21NonPermanent } from './pph21-non-permanent.ts';
export type { Pph21NonPermanentInput, Pph21NonPermanentResult } from './pph21-non-permanent.ts';
export { pph21LumpSum, LUMP_SUM_KINDS } from './pph21-lump-sum.ts';
export type { Pph21LumpSumInput, Pph21LumpSumResult, LumpSumKind } from './pph21-lump-sum.ts';
