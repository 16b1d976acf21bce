import dayjs from 'dayjs';
import utc from 'dayjs/plugin/utc';
import timezone from 'dayjs/plugin/timezone';

dayjs.extend(utc);
dayjs.extend(timezone);

/** Today as the company counts it ('YYYY-MM-DD' in its time zone): the age and ID rules use it. */
export function companyToday(zone: string, now: number = Date.now()): string {
  return dayjs(now).tz(zone).format('YYYY-MM-DD');
}
