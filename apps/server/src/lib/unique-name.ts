import { AppError } from './app-error.ts';
import { isUniqueViolation } from './db-errors.ts';

/**
 * Names are compared case-insensitively (the unique indexes use lower(name)); inner runs of spaces
 * are folded too, so "Sales  Team" cannot sit beside "Sales Team".
 */
export function tidyName(name: string): string {
  return name.trim().replace(/\s+/g, ' ');
}

/** The 409 of a name the company already has, on the form's name field. */
export const nameTaken = () => new AppError('NAME_TAKEN', { fieldErrors: { name: 'errors:NAME_TAKEN' } });

/** A concurrent save of the same name gets past the check and stops at the unique index: the same answer, never a 500. */
export async function guardUniqueName<T>(work: () => Promise<T>): Promise<T> {
  try {
    return await work();
  } catch (error) {
    if (isUniqueViolation(error)) throw nameTaken();
    throw error;
  }
}
