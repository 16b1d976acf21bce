/**
 * Malaysia: EPF (KWSP), SOCSO (PERKESO), EIS (SIP), PCB/MTD (LHDN) and the HRD Corp levy.
 * Every rate, ceiling and table is dated data in ./parameters with its legal source.
 */
export { epf } from './epf.ts';
export type { EpfInput, EpfResult, Citizenship } from './epf.ts';
export { socso } from './socso.ts';
export type { SocsoInput, SocsoResult } from './socso.ts';
export { eis } from './eis.ts';
export type { EisInput, EisResult } from './eis.ts';
export { pcb } from './pcb.ts';
export type { PcbInput, PcbResult } from './pcb.ts';
export { hrdf } from './hrdf.ts';
export type { HrdfInput, HrdfResult } from './hrdf.ts';
