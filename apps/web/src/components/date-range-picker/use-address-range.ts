import { useCallback, useMemo } from 'react';
import dayjs from 'dayjs';
import { useSearchParams } from 'react-router';
import { useFormat } from '../../lib/format.ts';
import { calendarDay, stepRange, toRangeValue, type DateRangeValue, type RangeStep } from './date-range.ts';

const ISO_DATE = /^\d{4}-\d{2}-\d{2}$/;

/**
 * A page's date range kept in the address (`?from=…&to=…`), so that a detail opened from it, a
 * reload and the way back keep it: by default the `step` (this month, this week) in the user's zone.
 */
export function useAddressRange(step: RangeStep) {
  const { region } = useFormat();
  const zone = region.timezone;
  const [params, setParams] = useSearchParams();
  const fromParam = params.get('from');
  const toParam = params.get('to');
  const period = useMemo(() => {
    if (fromParam && toParam && ISO_DATE.test(fromParam) && ISO_DATE.test(toParam)) return { from: fromParam, to: toParam };
    const [first, last] = stepRange(calendarDay(Date.now(), zone), step);
    return { from: first.format('YYYY-MM-DD'), to: last.format('YYYY-MM-DD') };
  }, [fromParam, toParam, zone, step]);
  const range: DateRangeValue = useMemo(() => toRangeValue([dayjs(period.from), dayjs(period.to)], zone), [period, zone]);
  const setRange = useCallback(
    (value: DateRangeValue) =>
      setParams((current) => {
        const next = new URLSearchParams(current);
        next.set('from', calendarDay(value.startDate, zone).format('YYYY-MM-DD'));
        next.set('to', calendarDay(value.endDate, zone).format('YYYY-MM-DD'));
        return next;
      }),
    [setParams, zone],
  );
  return { ...period, range, setRange, params, setParams };
}
