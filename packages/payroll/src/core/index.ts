export * from './errors.ts';
export * from './decimal.ts';
export * from './currency.ts';
export * from './period.ts';
export * from './dated.ts';
export * from './trace.ts';
