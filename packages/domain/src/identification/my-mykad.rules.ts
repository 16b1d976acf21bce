import { isDateInEitherCentury } from '../calendar.ts';
import { checkDigits } from './digits.ts';
import type { IdentificationError } from './identification.types.ts';

/**
 * MyKad (and MyPR, same layout): 12 digits YYMMDD-PB-###G, the date of birth, a place-of-birth
 * code and a serial whose last digit is odd for men and even for women.
 * Place-of-birth codes of the National Registration Department (JPN, "Kod Negeri" and "Kod
 * Negara" pages, as compiled in python-stdnum stdnum/my/bp.dat): 01–16 and 21–59 the states,
 * 60–68, 74–79 and 83–93 countries or regions abroad, 71–72 born abroad (before the country
 * codes), 82 state unknown, 98 stateless, 99 other or unspecified. 00, 17–20, 69, 70, 73, 80, 81
 * and 94–97 are not used.
 */
const PLACE_OF_BIRTH_RANGES: readonly (readonly [number, number])[] = [
  [1, 16],
  [21, 59],
  [60, 68],
  [71, 72],
  [74, 79],
  [82, 93],
  [98, 99],
];

export function isMyKadPlaceOfBirth(code: number): boolean {
  return PLACE_OF_BIRTH_RANGES.some(([from, to]) => code >= from && code <= to);
}

export function checkMyKad(compact: string): IdentificationError | null {
  const digits = checkDigits(compact, [12]);
  if (digits) return digits;
  const [year, month, day, place] = [0, 2, 4, 6].map((start) => Number(compact.slice(start, start + 2))) as [
    number,
    number,
    number,
    number,
  ];
  if (!isDateInEitherCentury(year, month, day)) return 'INVALID_DATE';
  return isMyKadPlaceOfBirth(place) ? null : 'INVALID_PLACE_CODE';
}
