export * from './increment.ts';
export * from './proration.ts';
