import { useMemo } from 'react';
import dayjs from 'dayjs';
import utc from 'dayjs/plugin/utc';
import timezone from 'dayjs/plugin/timezone';
import { DATE_FORMATS, type RegionLanguage } from '@tenaga/contracts/region';
import { useRegion } from './session-context.tsx';
import { currentLanguage } from './i18n.ts';

dayjs.extend(utc);
dayjs.extend(timezone);

const NUMBER_LOCALES = { en: 'en-SG', id: 'id-ID', ms: 'ms-MY', zh: 'zh-CN', vi: 'vi-VN' } as const;

/**
 * A 12-hour format as the language writes it: Chinese puts the period first (晚上08:40), and
 * Vietnamese says SA/CH, which dayjs's Vietnamese locale does not know (it would print PM).
 */
export function timeFormatFor(format: string, language: string, hour: number): string {
  if (!format.includes('A')) return format;
  if (language === 'zh') return `A${format.replace(/\s*A/, '')}`;
  if (language === 'vi') return format.replace('A', hour < 12 ? '[SA]' : '[CH]');
  return format;
}

/** Formatting by the user's region settings (spec §3): every date, time and amount goes through here. */
export function createFormatter(region: RegionLanguage, language = currentLanguage()) {
  const at = (instant: number | string | Date) => dayjs(instant).tz(region.timezone);
  const numberLocale = NUMBER_LOCALES[language];
  return {
    region,
    date: (instant: number | string | Date) => at(instant).format(region.dateFormat),
    dayMonth: (instant: number | string | Date) => at(instant).format(DATE_FORMATS[region.dateFormat]),
    time: (instant: number | string | Date) => {
      const time = at(instant);
      return time.format(timeFormatFor(region.timeFormat, language, time.hour()));
    },
    dateTime: (instant: number | string | Date) => {
      const time = at(instant);
      return time.format(`${region.dateFormat} ${timeFormatFor(region.timeFormat, language, time.hour())}`);
    },
    /** A time zone (the region's by default) as people say it ('Malaysia Time', '马来西亚时间'), not its IANA name. */
    timeZone: (zone: string = region.timezone) =>
      new Intl.DateTimeFormat(language, { timeZone: zone, timeZoneName: 'longGeneric' })
        .formatToParts(new Date())
        .find((part) => part.type === 'timeZoneName')?.value ?? zone,
    /** A pay month ('YYYY-MM') as people name it ('November 2026', '2026年11月'). */
    payMonth: (period: string) => {
      const [year, month] = period.split('-').map(Number) as [number, number];
      return new Intl.DateTimeFormat(language, { month: 'long', year: 'numeric', timeZone: 'UTC' }).format(Date.UTC(year, month - 1, 1));
    },
    /** Today in the region's time zone, as a calendar date ('YYYY-MM-DD'). */
    today: () => dayjs().tz(region.timezone).format('YYYY-MM-DD'),
    /** Calendar dates ('YYYY-MM-DD') have no time zone. */
    calendarDate: (isoDate: string) => dayjs(isoDate).format(region.dateFormat),
    /**
     * Money arrives as a decimal string; Intl formats the string itself, so no float is involved.
     * (A number is accepted for counts and other non-money values only.)
     */
    money: (amount: string, currency = region.currency) =>
      new Intl.NumberFormat(numberLocale, { style: 'currency', currency, currencyDisplay: 'code' }).format(amount as unknown as number),
    count: (value: number) => new Intl.NumberFormat(numberLocale).format(value),
    /** Spec §9: file sizes in units of 1000, with 2 decimals. */
    fileSize: (bytes: number) => {
      const [value, unit] = bytes >= 1_000_000 ? [bytes / 1_000_000, 'MB'] : bytes >= 1000 ? [bytes / 1000, 'kB'] : [bytes, 'B'];
      return `${new Intl.NumberFormat(numberLocale, { maximumFractionDigits: 2 }).format(value)} ${unit}`;
    },
  };
}

export type Formatter = ReturnType<typeof createFormatter>;

export function useFormat(): Formatter {
  const region = useRegion();
  return useMemo(() => createFormatter(region), [region]);
}

/** Minutes as hours:minutes ('7:05', '0:00', '12:30'): a duration, which reads the same in every region. */
export function hoursMinutes(minutes: number): string {
  const whole = Math.max(0, Math.round(minutes));
  return `${Math.floor(whole / 60)}:${String(whole % 60).padStart(2, '0')}`;
}
