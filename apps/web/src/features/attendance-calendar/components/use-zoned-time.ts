import { useMemo } from 'react';
import dayjs from 'dayjs';
import { currentLanguage } from '../../../lib/i18n.ts';
import { timeFormatFor, useFormat } from '../../../lib/format.ts';

/** An instant's time and date at a site (its own time zone), in the user's formats. */
export function useZonedTime() {
  const { region } = useFormat();
  return useMemo(() => {
    const time = (instant: number, zone: string) => {
      const at = dayjs(instant).tz(zone);
      return at.format(timeFormatFor(region.timeFormat, currentLanguage(), at.hour()));
    };
    const dateTime = (instant: number, zone: string) => `${dayjs(instant).tz(zone).format(region.dateFormat)} ${time(instant, zone)}`;
    return { time, dateTime };
  }, [region]);
}
