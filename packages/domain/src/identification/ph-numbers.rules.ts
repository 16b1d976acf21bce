import { checkDigits } from './digits.ts';
import type { IdentificationError } from './identification.types.ts';

/**
 * PhilSys (RA 11055). The PhilSys Number (PSN) is 12 digits and confidential: the law limits who
 * may collect it. The PhilSys Card Number (PCN) printed on the PhilID is its 16-digit public token,
 * the one employers should ask for. Source: philsys.gov.ph, "PhilSys Number".
 */
export function checkPsn(compact: string): IdentificationError | null {
  return checkDigits(compact, [12]);
}

export function checkPcn(compact: string): IdentificationError | null {
  return checkDigits(compact, [16]);
}

/**
 * BIR Taxpayer Identification Number: 9 digits (the TIN proper, as individuals write it), with a
 * 3-digit branch code (123-456-789-000, RMO 34-98) or the 5-digit branch code of the BIR forms
 * since 2018 (123-456-789-00000).
 */
export function checkTin(compact: string): IdentificationError | null {
  return checkDigits(compact, [9, 12, 14]);
}

/** SSS number: 10 digits, written 12-3456789-0. */
export function checkSss(compact: string): IdentificationError | null {
  return checkDigits(compact, [10]);
}

/** UMID Common Reference Number: 12 digits, printed "CRN-0111-2345678-9" (the label is removed before). */
export function checkUmidCrn(compact: string): IdentificationError | null {
  return checkDigits(compact, [12]);
}
