import type { RegionLanguage } from '@tenaga/contracts';
import type { LanguageCode } from '@tenaga/i18n';

const NUMBER_LOCALES: Record<LanguageCode, string> = { en: 'en-SG', id: 'id-ID', ms: 'ms-MY', zh: 'zh-CN', vi: 'vi-VN' };

export type RegionFormat = ReturnType<typeof createRegionFormat>;

/**
 * Dates, times and numbers by a reader's region settings (spec §3), for text the server writes
 * for them (the audit trail's words, its export): the same formats the web shows.
 */
export function createRegionFormat(region: Pick<RegionLanguage, 'timezone' | 'dateFormat' | 'timeFormat'>, language: LanguageCode) {
  const months = new Intl.DateTimeFormat(NUMBER_LOCALES[language], { month: 'short', timeZone: 'UTC' });
  const date = (year: number, month: number, day: number) =>
    region.dateFormat.replace(/YYYY|MMM|MM|M|DD|D/g, (token) => {
      if (token === 'YYYY') return String(year);
      if (token === 'MMM') return months.format(Date.UTC(year, month - 1, 1));
      if (token === 'MM') return String(month).padStart(2, '0');
      if (token === 'M') return String(month);
      if (token === 'DD') return String(day).padStart(2, '0');
      return String(day);
    });
  const time = (hour: number, minute: number) => {
    const twelve = hour % 12 === 0 ? 12 : hour % 12;
    const clock = region.timeFormat.replace(/HH|hh|h|mm/g, (token) => {
      if (token === 'HH') return String(hour).padStart(2, '0');
      if (token === 'hh') return String(twelve).padStart(2, '0');
      if (token === 'h') return String(twelve);
      return String(minute).padStart(2, '0');
    });
    if (!clock.includes('A')) return clock;
    // Chinese says the period before the time (上午 08:40); Vietnamese says SA/CH.
    if (language === 'zh') return `${hour < 12 ? '上午' : '下午'}${clock.replace(/\s*A/, '')}`;
    if (language === 'vi') return clock.replace('A', hour < 12 ? 'SA' : 'CH');
    return clock.replace('A', hour < 12 ? 'AM' : 'PM');
  };
  const parts = new Intl.DateTimeFormat('en-US', {
    timeZone: region.timezone,
    year: 'numeric',
    month: 'numeric',
    day: 'numeric',
    hour: 'numeric',
    minute: 'numeric',
    hourCycle: 'h23',
  });
  return {
    /** A calendar date ('YYYY-MM-DD'): no time zone. */
    calendarDate(iso: string): string {
      const [year, month, day] = iso.split('-').map(Number) as [number, number, number];
      return date(year, month, day);
    },
    /** An instant, in the region's time zone. */
    dateTime(instant: number | Date): string {
      const found = Object.fromEntries(
        parts
          .formatToParts(instant)
          .filter((part) => part.type !== 'literal')
          .map((part) => [part.type, Number(part.value)]),
      ) as Record<'year' | 'month' | 'day' | 'hour' | 'minute', number>;
      return `${date(found.year, found.month, found.day)} ${time(found.hour, found.minute)}`;
    },
    number: (value: number) => new Intl.NumberFormat(NUMBER_LOCALES[language]).format(value),
  };
}
