import { validateIdentificationNumber } from '../validate-identification.ts';

/** The outcome as one string, so that a table row reads 'ok <compact value>' or the error code. */
export function check(type: string, value: string, today?: string): string {
  const result = validateIdentificationNumber({ type, value, ...(today ? { today } : {}) });
  return result.ok ? `ok ${result.value}` : result.error;
}
