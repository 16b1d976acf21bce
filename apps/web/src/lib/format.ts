import { useMemo } from 'react';
import dayjs from 'dayjs';
import utc from 'dayjs/plugin/utc';
import timezone from 'dayjs/plugin/timezone';
import { DATE_FORMATS, type RegionLanguage } from '@tenaga/contracts';
import { useRegion } from './session-context.tsx';
import { currentLanguage } from './i18n.ts';

dayjs.extend(utc);
dayjs.extend(timezone);

const NUMBER_LOCALES = { en: 'en-SG', id: 'id-ID', ms: 'ms-MY', zh: 'zh-CN', vi: 'vi-VN' } as const;

/** Formatting by the user's region settings (spec §3): every date, time and amount goes through here. */
export function createFormatter(region: RegionLanguage, language = currentLanguage()) {
  const at = (instant: number | string | Date) => dayjs(instant).tz(region.timezone);
  const numberLocale = NUMBER_LOCALES[language];
  return {
    region,
    date: (instant: number | string | Date) => at(instant).format(region.dateFormat),
    dayMonth: (instant: number | string | Date) => at(instant).format(DATE_FORMATS[region.dateFormat]),
    time: (instant: number | string | Date) => at(instant).format(region.timeFormat),
    dateTime: (instant: number | string | Date) => at(instant).format(`${region.dateFormat} ${region.timeFormat}`),
    /** Calendar dates ('YYYY-MM-DD') have no time zone. */
    calendarDate: (isoDate: string) => dayjs(isoDate).format(region.dateFormat),
    /**
     * Money arrives as a decimal string; Intl formats the string itself, so no float is involved.
     * (A number is accepted for counts and other non-money values only.)
     */
    money: (amount: string, currency = region.currency) =>
      new Intl.NumberFormat(numberLocale, { style: 'currency', currency, currencyDisplay: 'code' }).format(amount as unknown as number),
    count: (value: number) => new Intl.NumberFormat(numberLocale).format(value),
  };
}

export type Formatter = ReturnType<typeof createFormatter>;

export function useFormat(): Formatter {
  const region = useRegion();
  return useMemo(() => createFormatter(region), [region]);
}
