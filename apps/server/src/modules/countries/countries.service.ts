import { CURRENCIES, LANGUAGES, type Country, type Language } from '@tenaga/contracts';
import { LANGUAGE_NAMES } from '@tenaga/i18n';
import { COUNTRIES, CURRENCY_DIGITS } from './countries.data.ts';
import { NATIONALITY_CODES } from './nationalities.data.ts';

/** Intl wants a region-qualified tag for some names; zh-CN gives simplified Chinese. */
const INTL_LOCALE: Record<Language, string> = { en: 'en', id: 'id', ms: 'ms', zh: 'zh-CN', vi: 'vi' };

function displayName(language: Language, name: { type: 'region' | 'currency'; code: string; fallback: string }): string {
  const { type, code, fallback } = name;
  try {
    return new Intl.DisplayNames([INTL_LOCALE[language]], { type }).of(code) ?? fallback;
  } catch {
    return fallback;
  }
}

/** Minutes east of UTC for a zone at a given instant (DST-aware). */
function offsetMinutes(timeZone: string, at: Date): number {
  const parts = new Intl.DateTimeFormat('en-US', { timeZone, timeZoneName: 'longOffset' }).formatToParts(at);
  const name = parts.find((part) => part.type === 'timeZoneName')?.value ?? 'GMT';
  const match = /GMT([+-])(\d{2}):(\d{2})/.exec(name);
  return match ? (match[1] === '-' ? -1 : 1) * (Number(match[2]) * 60 + Number(match[3])) : 0;
}

function formatOffset(minutes: number): string {
  const sign = minutes < 0 ? '-' : '+';
  const absolute = Math.abs(minutes);
  return `UTC${sign}${String(Math.floor(absolute / 60)).padStart(2, '0')}:${String(absolute % 60).padStart(2, '0')}`;
}

export function createCountriesService(deps: { clock: { now(): Date } }) {
  let timezones: { value: string; label: string; offsetMinutes: number }[] | undefined;
  const nationalities = new Map<Language, { value: string; label: string }[]>();
  return {
    list(language: Language): Country[] {
      return COUNTRIES.map((country) => ({
        ...country,
        name: displayName(language, { type: 'region', code: country.alpha2, fallback: country.name }),
      }));
    },
    timezones() {
      // Offsets change only with DST; computing the list once per process is enough for a picker.
      timezones ??= Intl.supportedValuesOf('timeZone')
        .map((zone) => ({ zone, offset: offsetMinutes(zone, deps.clock.now()) }))
        .sort((a, b) => a.offset - b.offset || a.zone.localeCompare(b.zone))
        .map(({ zone, offset }) => ({
          value: zone,
          label: `(${formatOffset(offset)}) ${zone.replaceAll('_', ' ')}`,
          offsetMinutes: offset,
        }));
      return timezones;
    },
    currencies(language: Language) {
      return CURRENCIES.map((code) => ({
        value: code,
        label: `${code} — ${displayName(language, { type: 'currency', code, fallback: code })}`,
        digits: CURRENCY_DIGITS[code] ?? 2,
      }));
    },
    languages() {
      return LANGUAGES.map((code) => ({ value: code, label: LANGUAGE_NAMES[code] }));
    },
    /** Countries as nationalities, in the caller's language and its alphabetical order. */
    nationalities(language: Language) {
      let list = nationalities.get(language);
      if (!list) {
        const names = new Intl.DisplayNames([INTL_LOCALE[language]], { type: 'region' });
        const collator = new Intl.Collator(INTL_LOCALE[language]);
        list = NATIONALITY_CODES.map((code) => ({ value: code, label: names.of(code) ?? code })).sort((a, b) =>
          collator.compare(a.label, b.label),
        );
        nationalities.set(language, list);
      }
      return list;
    },
  };
}

export type CountriesService = ReturnType<typeof createCountriesService>;
