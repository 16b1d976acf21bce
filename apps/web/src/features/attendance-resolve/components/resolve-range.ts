import { useCallback, useMemo } from 'react';
import dayjs from 'dayjs';
import { useSearchParams } from 'react-router';
import { calendarDay, stepRange, toRangeValue, type DateRangeValue } from '../../../components/date-range-picker/date-range.ts';
import { useFormat } from '../../../lib/format.ts';

const ISO_DATE = /^\d{4}-\d{2}-\d{2}$/;

/** The range Resolve looks at, kept in the address (`?from=…&to=…`): this week in the user's zone by default. */
export function useResolveRange() {
  const { region } = useFormat();
  const zone = region.timezone;
  const [params, setParams] = useSearchParams();
  const fromParam = params.get('from');
  const toParam = params.get('to');
  const period = useMemo(() => {
    if (fromParam && toParam && ISO_DATE.test(fromParam) && ISO_DATE.test(toParam)) return { from: fromParam, to: toParam };
    const [first, last] = stepRange(calendarDay(Date.now(), zone), 'isoWeek');
    return { from: first.format('YYYY-MM-DD'), to: last.format('YYYY-MM-DD') };
  }, [fromParam, toParam, zone]);
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
  return { ...period, range, setRange };
}
