import fc from 'fast-check';
import { describe, expect, it } from 'vitest';
import {
  ageOn,
  isOldEnough,
  latestDateOfBirth,
  MINIMUM_EMPLOYEE_AGE,
  PHOTO_MAX_BYTES,
  validateEmailTag,
  validatePhoto,
} from '../people.rules.ts';

describe('isOldEnough: 13 years old on the company’s today (spec §5)', () => {
  it('is 13 by default', () => {
    expect(MINIMUM_EMPLOYEE_AGE).toBe(13);
  });

  it.each([
    // The day before, on and after the 13th birthday.
    ['2012-06-15', '2025-06-14', false],
    ['2012-06-15', '2025-06-15', true],
    ['2012-06-15', '2025-06-16', true],
    // Year ends: born 31 December, 1 January.
    ['2011-12-31', '2024-12-30', false],
    ['2011-12-31', '2024-12-31', true],
    ['2012-01-01', '2024-12-31', false],
    ['2012-01-01', '2025-01-01', true],
    // Born 29 February: 13 on 1 March of a common year, on 29 February of a leap year.
    ['2008-02-29', '2021-02-28', false],
    ['2008-02-29', '2021-03-01', true],
    ['2004-02-29', '2017-02-28', false],
    ['2000-02-29', '2013-03-01', true],
    ['1996-02-29', '2009-02-28', false],
    // A birth after today, or dates that are not dates.
    ['2030-01-01', '2025-01-01', false],
    ['2012-02-30', '2025-06-15', false],
    ['15/06/2012', '2025-06-15', false],
    ['2012-06-15', '', false],
  ])('born %s, today %s: %s', (dateOfBirth, today, expected) => {
    expect(isOldEnough({ dateOfBirth, today })).toBe(expected);
  });

  it('takes another minimum', () => {
    expect(isOldEnough({ dateOfBirth: '2007-06-15', today: '2025-06-14', minimumAge: 18 })).toBe(false);
    expect(isOldEnough({ dateOfBirth: '2007-06-15', today: '2025-06-15', minimumAge: 18 })).toBe(true);
  });

  it.each([
    ['1990-05-14', '2025-05-13', 34],
    ['1990-05-14', '2025-05-14', 35],
    ['2025-05-14', '2025-05-14', 0],
    ['2025-05-15', '2025-05-14', null],
  ])('ageOn born %s, today %s: %s', (dateOfBirth, today, age) => {
    expect(ageOn({ dateOfBirth, today })).toBe(age);
  });
});

describe('latestDateOfBirth: the last date a date-of-birth picker offers', () => {
  it.each([
    ['2025-06-15', '2012-06-15'],
    ['2025-01-01', '2012-01-01'],
    ['2025-12-31', '2012-12-31'],
    // 29 February back in a common year: 28 February (born 29 Feb 2011 does not exist).
    ['2024-02-29', '2011-02-28'],
    // 29 February back in a leap year stays.
    ['2025-03-01', '2012-03-01'],
  ])('today %s: %s', (today, latest) => {
    expect(latestDateOfBirth({ today })).toBe(latest);
  });

  it('is null for a malformed today', () => {
    expect(latestDateOfBirth({ today: '2025-02-30' })).toBeNull();
  });

  it('is exactly where isOldEnough turns: that date passes, the next day does not', () => {
    const day = 86_400_000;
    const iso = (time: number) => new Date(time).toISOString().slice(0, 10);
    fc.assert(
      fc.property(
        fc.integer({ min: Date.UTC(1950, 0, 1) / day, max: Date.UTC(2100, 11, 31) / day }),
        fc.integer({ min: 0, max: 30 }),
        (todayDay, minimumAge) => {
          const today = iso(todayDay * day);
          const latest = latestDateOfBirth({ today, minimumAge })!;
          expect(isOldEnough({ dateOfBirth: latest, today, minimumAge })).toBe(true);
          expect(isOldEnough({ dateOfBirth: iso(Date.parse(latest) + day), today, minimumAge })).toBe(false);
        },
      ),
      { numRuns: 2_000 },
    );
  });
});

describe('validatePhoto: an image under 500 kb, 1000-based (spec §5, §9)', () => {
  it.each([
    ['image/jpeg', PHOTO_MAX_BYTES - 1, { ok: true }],
    ['image/jpeg', PHOTO_MAX_BYTES, { ok: false, error: 'TOO_LARGE' }],
    // 500 KiB (512,000 bytes) is more than 500 kb.
    ['image/png', 512_000, { ok: false, error: 'TOO_LARGE' }],
    ['image/png', 499_999, { ok: true }],
    ['image/webp', 0, { ok: true }],
    ['IMAGE/GIF', 1_000, { ok: true }],
    ['application/pdf', 1_000, { ok: false, error: 'NOT_IMAGE' }],
    ['text/html', 1_000, { ok: false, error: 'NOT_IMAGE' }],
    ['image/svg+xml', 1_000, { ok: false, error: 'NOT_IMAGE' }],
    ['', 1_000, { ok: false, error: 'NOT_IMAGE' }],
  ] as const)('%s of %i bytes', (mimeType, sizeBytes, expected) => {
    expect(validatePhoto({ mimeType, sizeBytes })).toEqual(expected);
  });
});

describe('validateEmailTag: not empty, with both @ and . (spec §5)', () => {
  it.each([
    ['hr@tenaga.example', true],
    ['a@b.c', true],
    [' payroll@example.com ', true],
    ['', false],
    ['   ', false],
    ['hr@tenaga', false],
    ['hr.tenaga.example', false],
    ['@.', true],
  ])('%j: %s', (value, expected) => {
    expect(validateEmailTag(value)).toBe(expected);
  });
});
