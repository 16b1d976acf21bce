import { describe, expect, it } from 'vitest';
import { sgCheckLetter } from '../sg-nric.rules.ts';
import { check } from './check.ts';

describe('SG_NRIC: S and T series with the check letter', () => {
  it.each([
    // The textbook example of the algorithm (weights 2 7 6 5 4 3 2, table JZIHGFEDCBA).
    ['S1234567D', 'ok S1234567D'],
    // python-idnumbers tests/nationalid/test_sgp.py (valid numbers).
    ['S8076606H', 'ok S8076606H'],
    ['S1728872E', 'ok S1728872E'],
    ['S2111122H', 'ok S2111122H'],
    // T series: constant 4 added before mod 11.
    ['T0123456G', 'ok T0123456G'],
    ['T1234567J', 'ok T1234567J'],
    // Typed in lower case or with blanks around: stored compact and upper case.
    [' s1234567d ', 'ok S1234567D'],
    // python-idnumbers: a wrong check letter, and an unknown series letter.
    ['S1179607H', 'INVALID_CHECKSUM'],
    ['X1728872E', 'INVALID_FORMAT'],
    ['S1234567A', 'INVALID_CHECKSUM'],
    // The same digits under T need another letter than under S.
    ['T1234567D', 'INVALID_CHECKSUM'],
    // A FIN is not an NRIC.
    ['F1234567N', 'INVALID_FORMAT'],
    ['M1234567K', 'INVALID_FORMAT'],
    // 7 digits between the letters, no fewer, no more.
    ['S123456D', 'INVALID_LENGTH'],
    ['S12345678D', 'INVALID_LENGTH'],
    ['S12345678', 'INVALID_FORMAT'],
    ['1234567D', 'INVALID_FORMAT'],
    ['', 'REQUIRED'],
    ['  ', 'REQUIRED'],
  ])('%s → %s', (value, expected) => {
    expect(check('SG_NRIC', value)).toBe(expected);
  });
});

describe('SG_FIN: F and G series, and the M series issued from 1 January 2022', () => {
  it.each([
    // python-idnumbers tests/nationalid/test_sgp.py.
    ['G4549883U', 'ok G4549883U'],
    ['G4552218R', 'ok G4552218R'],
    ['F1234567N', 'ok F1234567N'],
    ['F9876543M', 'ok F9876543M'],
    ['G1234567X', 'ok G1234567X'],
    // FormSG's isMFinSeriesValid test vector, and python-idnumbers issue #309.
    ['M1234567K', 'ok M1234567K'],
    ['M3960741N', 'ok M3960741N'],
    // N is what the F table without the M constant of 3 gives: the pre-2022 algorithm is wrong for M.
    ['M1234567N', 'INVALID_CHECKSUM'],
    ['G4549883R', 'INVALID_CHECKSUM'],
    ['S1234567D', 'INVALID_FORMAT'],
    ['T0123456G', 'INVALID_FORMAT'],
    ['M123456K', 'INVALID_LENGTH'],
  ])('%s → %s', (value, expected) => {
    expect(check('SG_FIN', value)).toBe(expected);
  });
});

describe('sgCheckLetter', () => {
  // Every remainder 0–10 of every series gives one letter of its table, each letter once.
  it.each(['S', 'T', 'F', 'G', 'M'] as const)('%s: 11 remainders, 11 different letters', (series) => {
    const letters = new Set<string>();
    for (let first = 0; first <= 9; first += 1)
      for (let last = 0; last <= 9; last += 1) letters.add(sgCheckLetter(series, `${first}00000${last}`));
    expect(letters.size).toBe(11);
  });
});
