import type { TFunction } from 'i18next';
import { currentLanguage } from '../../../lib/i18n.ts';

/** 'Malaysia — Selangor' or 'Singapore': what a calendar follows, in the user's language. */
export function placeName(t: TFunction, calendar: { country: string | null; state: string | null }): string {
  if (!calendar.country) return '';
  const country = new Intl.DisplayNames([currentLanguage()], { type: 'region' }).of(calendar.country) ?? calendar.country;
  return calendar.state ? `${country} — ${t(`workCalendars:states.${calendar.state}`)}` : country;
}

export const countryName = (code: string) => new Intl.DisplayNames([currentLanguage()], { type: 'region' }).of(code) ?? code;
