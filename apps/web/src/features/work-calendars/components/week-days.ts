import { currentLanguage } from '../../../lib/i18n.ts';

/** Monday to Sunday in the user's language (1 January 2024 was a Monday). */
export function weekdayNames(style: 'long' | 'short'): string[] {
  const format = new Intl.DateTimeFormat(currentLanguage(), { weekday: style, timeZone: 'UTC' });
  return Array.from({ length: 7 }, (_, index) => format.format(new Date(Date.UTC(2024, 0, 1 + index))));
}

export type Fraction = 0 | 0.5 | 1;
export const FRACTION_KEYS: Record<Fraction, 'full' | 'half' | 'rest'> = { 1: 'full', 0.5: 'half', 0: 'rest' };

/** Days worked in a week: halves add up exactly (they are multiples of 0.5). */
export const daysPerWeek = (days: readonly number[]) => days.reduce((sum, fraction) => sum + fraction * 2, 0) / 2;
