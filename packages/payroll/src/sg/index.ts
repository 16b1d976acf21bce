/**
 * Singapore: CPF contributions, the Skills Development Levy and the Self-Help Group funds.
 * Every rate, ceiling and table is dated data in ./parameters with its legal source.
 */
export { cpf } from './cpf.ts';
export type { CpfInput, CpfResult } from './cpf.ts';
export type { Residency, RateType } from './cpf-status.ts';
export { sdl } from './sdl.ts';
export type { SdlInput, SdlResult } from './sdl.ts';
export { shg } from './shg.ts';
export type { ShgInput, ShgResult } from './shg.ts';
export type { ShgFund } from './parameters/shg.ts';
export { fwl, LEVY_PASSES } from './fwl.ts';
export type { FwlInput, FwlResult, LevyPass } from './fwl.ts';
