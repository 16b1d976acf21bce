export { PayrollInputError } from './core/errors.ts';
export type { TraceStep } from './core/trace.ts';
export type { MoneyInput } from './core/decimal.ts';
export * as sg from './sg/index.ts';
export * as my from './my/index.ts';
export * as id from './id/index.ts';
export * as vn from './vn/index.ts';
export * as ph from './ph/index.ts';
