/**
 * Vietnam: compulsory social, health and unemployment insurance with the trade union fee, and
 * personal income tax on employment income. Every rate, cap and table is dated data in
 * ./parameters with its legal source.
 */
export { insurance } from './insurance.ts';
export type { InsuranceInput, InsuranceResult, EmployeeInsurance, EmployerInsurance } from './insurance.ts';
export { pit } from './pit.ts';
export type { PitInput, PitResult, PitBracketTax } from './pit.ts';
export { grossToNet } from './gross-to-net.ts';
export type { GrossToNetInput, GrossToNetResult } from './gross-to-net.ts';
export { REGIONS } from './common.ts';
export type { Region } from './common.ts';
export { netToGross } from './net-to-gross.ts';
export type { NetToGrossInput, NetToGrossResult } from './net-to-gross.ts';
export { flatPit } from './flat-pit.ts';
export type { FlatPitInput, FlatPitResult } from './flat-pit.ts';
export { FOREIGN_SI_EXEMPTIONS, type ForeignSiExemption } from './parameters/insurance.ts';
