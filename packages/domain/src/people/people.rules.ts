import { compareDates, isCalendarDate, parseIsoDate } from '../calendar.ts';

/** Spec §5 and §9: an employee is at least 13 years old ('Minimum age is 13 years old'). */
export const MINIMUM_EMPLOYEE_AGE = 13;

/**
 * Whole years from the date of birth to `today` (both YYYY-MM-DD; today is the company's today).
 * A birthday on 29 February comes on 1 March in common years. Null for a malformed date or a
 * birth after today.
 */
export function ageOn({ dateOfBirth, today }: { dateOfBirth: string; today: string }): number | null {
  const birth = parseIsoDate(dateOfBirth);
  const now = parseIsoDate(today);
  if (!birth || !now || compareDates(birth, now) > 0) return null;
  const birthdayPassed = now.month > birth.month || (now.month === birth.month && now.day >= birth.day);
  return now.year - birth.year - (birthdayPassed ? 0 : 1);
}

export function isOldEnough({
  dateOfBirth,
  today,
  minimumAge = MINIMUM_EMPLOYEE_AGE,
}: {
  dateOfBirth: string;
  today: string;
  minimumAge?: number;
}): boolean {
  const age = ageOn({ dateOfBirth, today });
  return age !== null && age >= minimumAge;
}

/**
 * The last date of birth that passes isOldEnough on `today` (a date picker offers nothing later):
 * the same day `minimumAge` years back, or 28 February when today is 29 February and that year
 * is a common one. Null for a malformed today.
 */
export function latestDateOfBirth({ today, minimumAge = MINIMUM_EMPLOYEE_AGE }: { today: string; minimumAge?: number }): string | null {
  const now = parseIsoDate(today);
  if (!now) return null;
  const year = now.year - minimumAge;
  const day = isCalendarDate(year, now.month, now.day) ? now.day : now.day - 1;
  return `${String(year).padStart(4, '0')}-${String(now.month).padStart(2, '0')}-${String(day).padStart(2, '0')}`;
}

/**
 * Spec §5 and §9: a photo is an image under 500 kb, in the units of 1000 the product shows file
 * sizes in ('Please select an image file with size less than 500kb'): 499,999 bytes pass.
 */
export const PHOTO_MAX_BYTES = 500_000;

export type PhotoError = 'NOT_IMAGE' | 'TOO_LARGE';

/**
 * 'Please select an image file': any image/* type except SVG, which is a document that can carry
 * scripts and would run them when the photo is opened on its own.
 */
export function validatePhoto({
  mimeType,
  sizeBytes,
}: {
  mimeType: string;
  sizeBytes: number;
}): { ok: true } | { ok: false; error: PhotoError } {
  const type = mimeType.trim().toLowerCase();
  if (!type.startsWith('image/') || type.startsWith('image/svg')) return { ok: false, error: 'NOT_IMAGE' };
  return sizeBytes < PHOTO_MAX_BYTES ? { ok: true } : { ok: false, error: 'TOO_LARGE' };
}

/** Spec §5: an email typed as a tag is kept only if it is not empty and holds both '@' and '.'. */
export function validateEmailTag(value: string): boolean {
  const tag = value.trim();
  return tag !== '' && tag.includes('@') && tag.includes('.');
}
