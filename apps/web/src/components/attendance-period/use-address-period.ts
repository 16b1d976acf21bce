import { useCallback, useMemo } from 'react';
import { useSearchParams } from 'react-router';
import {
  attendancePeriodOf,
  getAttendancePeriodSetting,
  stepAttendancePeriod,
  type AttendancePeriod,
} from '@tenaga/contracts/modules/attendance-timesheet.contracts';
import { useContractQuery } from '../../lib/contract-query.ts';
import { useFormat } from '../../lib/format.ts';
import { calendarDay } from '../date-range-picker/date-range.ts';

const ISO_DATE = /^\d{4}-\d{2}-\d{2}$/;

/**
 * A page's attendance period kept in the address (`?from=…&to=…`): by default the company's
 * attendance period (its start day, e.g. the 26th to the 25th) that today is in, in the user's zone.
 */
export function useAddressPeriod() {
  const { region } = useFormat();
  const setting = useContractQuery(getAttendancePeriodSetting);
  const startDay = setting.data?.startDay ?? 1;
  const [params, setParams] = useSearchParams();
  const fromParam = params.get('from');
  const toParam = params.get('to');
  const period: AttendancePeriod = useMemo(() => {
    if (fromParam && toParam && ISO_DATE.test(fromParam) && ISO_DATE.test(toParam)) return { from: fromParam, to: toParam };
    return attendancePeriodOf(calendarDay(Date.now(), region.timezone).format('YYYY-MM-DD'), startDay);
  }, [fromParam, toParam, region.timezone, startDay]);
  const setPeriod = useCallback(
    (next: AttendancePeriod) =>
      setParams((current) => {
        const updated = new URLSearchParams(current);
        updated.set('from', next.from);
        updated.set('to', next.to);
        return updated;
      }),
    [setParams],
  );
  const step = useCallback(
    (direction: 1 | -1) => setPeriod(stepAttendancePeriod(period, direction, startDay)),
    [period, setPeriod, startDay],
  );
  return { ...period, startDay, loading: setting.isPending, setPeriod, step, params, setParams };
}
