import type { IdentificationError } from './identification.types.ts';

/**
 * Singapore NRIC and FIN: a prefix letter, 7 digits and a check letter. The check letter is a
 * weighted sum mod 11 (weights 2 7 6 5 4 3 2) plus a constant per prefix, read in a table per
 * series. S and T are NRICs (citizens and permanent residents; T for births from 2000), F and G
 * FINs issued before and from 2000, and M the FIN series ICA issues from 1 January 2022, with its
 * own constant (3) and table.
 * Sources: the NRIC/FIN algorithm as documented in GovTech's FormSG
 * (opengovsg/FormSG packages/shared/utils/nric-validation.ts: isNricValid and, for M,
 * isMFinSeriesValid: S1 = 3 + sum, P = 11 − S1 mod 11, letter = 'KLJNPQRTUWX'[P − 1], which is
 * the table below read by S1 mod 11); cross-checked with python-idnumbers' SGP tests.
 */
const WEIGHTS = [2, 7, 6, 5, 4, 3, 2] as const;

const SERIES = {
  S: { constant: 0, letters: 'JZIHGFEDCBA' },
  T: { constant: 4, letters: 'JZIHGFEDCBA' },
  F: { constant: 0, letters: 'XWUTRQPNMLK' },
  G: { constant: 4, letters: 'XWUTRQPNMLK' },
  M: { constant: 3, letters: 'XWUTRQPNJLK' },
} as const;

export type SgSeries = keyof typeof SERIES;

export const NRIC_SERIES: readonly SgSeries[] = ['S', 'T'];
export const FIN_SERIES: readonly SgSeries[] = ['F', 'G', 'M'];

/** The check letter of a prefix and its 7 digits ('S', '1234567' → 'D'). */
export function sgCheckLetter(series: SgSeries, digits: string): string {
  const { constant, letters } = SERIES[series];
  const sum = WEIGHTS.reduce<number>((total, weight, index) => total + weight * Number(digits[index]), constant);
  return letters[sum % 11]!;
}

export function checkSgUinFin(compact: string, allowed: readonly SgSeries[]): IdentificationError | null {
  if (!/^[A-Z]\d{7}[A-Z]$/.test(compact)) return /^[A-Z]\d+[A-Z]$/.test(compact) ? 'INVALID_LENGTH' : 'INVALID_FORMAT';
  const series = compact[0] as SgSeries;
  if (!allowed.includes(series)) return 'INVALID_FORMAT';
  return sgCheckLetter(series, compact.slice(1, 8)) === compact[8] ? null : 'INVALID_CHECKSUM';
}
