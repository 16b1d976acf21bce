export { PayrollInputError } from './core/errors.ts';
export type { TraceStep, TraceTemplate } from './core/trace.ts';
// The English templates of the trace steps (by code) and how a step's values fill them: what a user
// interface needs to show a trace in another language.
export { interpolate, traceTemplates } from './core/trace.ts';
export type { MoneyInput } from './core/decimal.ts';
export * as sg from './sg/index.ts';
export * as my from './my/index.ts';
export * as id from './id/index.ts';
export * as vn from './vn/index.ts';
export * as ph from './ph/index.ts';
export { computePayslip } from './payslip/index.ts';
export type * from './payslip/index.ts';
// Choices the calculator and employee forms offer.
export { RATE_TYPES, RESIDENCIES, type RateType } from './sg/cpf-status.ts';
export { SHG_FUNDS } from './sg/parameters/shg.ts';
export { LEVY_PASSES, type LevyPass } from './sg/fwl.ts';
export { CITIZENSHIPS } from './my/epf.ts';
export { JKK_RISK_CLASSES } from './id/parameters/bpjs.ts';
export { PTKP_STATUSES } from './id/parameters/pph21.ts';
export { PROVINCES as ID_PROVINCES, PROVINCE_NAMES as ID_PROVINCE_NAMES } from './id/parameters/minimum-wage.ts';
export { REGIONS as VN_REGIONS } from './vn/common.ts';
export { FOREIGN_SI_EXEMPTIONS as VN_FOREIGN_SI_EXEMPTIONS } from './vn/parameters/insurance.ts';
export { VN_CONTRACTS } from './payslip/countries/vn.ts';
export { ID_WORKER_KINDS } from './payslip/countries/id.ts';
export { DE_MINIMIS_KINDS } from './ph/parameters/de-minimis.ts';
export { PH_TAX_REGIMES } from './payslip/countries/ph.ts';
// The payment formula language: compile once, evaluate per employee, exact decimal results.
export * from './formula/index.ts';
