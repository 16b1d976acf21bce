import type { HolidayCountry, HolidayEntry, HolidaySource, HolidayYear, StandardHoliday } from './holiday.types.ts';
import { MALAYSIAN_STATES, type MalaysianStateCode } from './malaysian-states.data.ts';
import { malaysianObservedRule, SINGAPORE_OBSERVED_RULE, withObservedDays } from './observed-rule.ts';
import id2025 from './id/2025.data.ts';
import id2026 from './id/2026.data.ts';
import my2025 from './my/2025.data.ts';
import my2026 from './my/2026.data.ts';
import ph2025 from './ph/2025.data.ts';
import ph2026 from './ph/2026.data.ts';
import sg2025 from './sg/2025.data.ts';
import sg2026 from './sg/2026.data.ts';
import sg2027 from './sg/2027.data.ts';
import vn2025 from './vn/2025.data.ts';
import vn2026 from './vn/2026.data.ts';

/** Every published year; a year the government has not published yet has no file. */
const PUBLISHED: readonly HolidayYear[] = [sg2025, sg2026, sg2027, my2025, my2026, id2025, id2026, vn2025, vn2026, ph2025, ph2026];

function yearOf(country: HolidayCountry, year: number): HolidayYear | undefined {
  return PUBLISHED.find((list) => list.country === country && list.year === year);
}

const cache = new Map<string, readonly StandardHoliday[]>();

/** The list in force for a country (and MY state), sorted by date; [] for an unpublished year. */
export function standardHolidays(query: {
  readonly country: HolidayCountry;
  readonly year: number;
  readonly state?: MalaysianStateCode;
}): readonly StandardHoliday[] {
  const cacheKey = `${query.country}:${query.year}:${query.country === 'MY' ? (query.state ?? '') : ''}`;
  const cached = cache.get(cacheKey);
  if (cached) return cached;
  const list = yearOf(query.country, query.year);
  const holidays = list ? Object.freeze(build(list, query.state)) : [];
  cache.set(cacheKey, holidays);
  return holidays;
}

function build(list: HolidayYear, state: MalaysianStateCode | undefined): StandardHoliday[] {
  switch (list.country) {
    case 'SG':
      return withObservedDays(list.holidays, SINGAPORE_OBSERVED_RULE);
    case 'MY':
      return malaysianList(list.holidays, state);
    default:
      // ID, VN and PH lists are used as published: their substitute days, where any, are in the data.
      return withObservedDays(list.holidays, null);
  }
}

/**
 * Without a state: the federal holidays (JPM's federal table, type 'public', even where a state
 * opts out of one), with the Saturday–Sunday rule. With a state: every holiday observed there,
 * with that state's weekend rule.
 */
function malaysianList(holidays: readonly HolidayEntry[], state: MalaysianStateCode | undefined): StandardHoliday[] {
  if (state === undefined) {
    const federal = holidays.filter((holiday) => holiday.type === 'public');
    return withObservedDays(federal, malaysianObservedRule('sat-sun', 6));
  }
  const info = MALAYSIAN_STATES.find((candidate) => candidate.code === state);
  if (!info) return [];
  const inState = holidays.filter((holiday) => holiday.states === undefined || holiday.states.includes(state));
  return withObservedDays(inState, malaysianObservedRule(info.weekend, info.substitutedWeekday));
}

export function publishedHolidayYears(country: HolidayCountry): readonly number[] {
  return PUBLISHED.filter((list) => list.country === country)
    .map((list) => list.year)
    .sort((a, b) => a - b);
}

export function holidaySource(country: HolidayCountry, year: number): HolidaySource | null {
  return yearOf(country, year)?.source ?? null;
}

/**
 * The i18n key of a holiday's name and, for an observed day, the key of the holiday it stands in
 * for: translate as t('holidayNames:observed', { name: t(observedNameKey) }).
 */
export function holidayNameKey(country: HolidayCountry, holiday: StandardHoliday): { key: string; observedNameKey?: string } {
  const prefix = `holidayNames:${country.toLowerCase()}`;
  if (holiday.type === 'observed' && holiday.observesKey !== undefined) {
    return { key: 'holidayNames:observed', observedNameKey: `${prefix}.${holiday.observesKey}` };
  }
  return { key: `${prefix}.${holiday.key}` };
}
