import { DATE_FORMATS, TIME_FORMATS, type DateFormat, type Timings } from '@tenaga/contracts';

/** The wall time every format is shown with: a day after the 12th (so day and month cannot be mistaken) and an afternoon hour. */
const SAMPLE = { year: 2026, month: 12, day: 31, hour: 13, minute: 5 } as const;
const MONTHS = ['Jan', 'Feb', 'Mar', 'Apr', 'May', 'Jun', 'Jul', 'Aug', 'Sep', 'Oct', 'Nov', 'Dec'] as const;
const pad = (value: number) => String(value).padStart(2, '0');

/** The sample written in a format of the region settings (the tokens those formats use, as dayjs reads them). */
export function formatSample(format: string): string {
  const hour12 = SAMPLE.hour % 12 || 12;
  const tokens: Record<string, string> = {
    YYYY: String(SAMPLE.year),
    MMM: MONTHS[SAMPLE.month - 1]!,
    MM: pad(SAMPLE.month),
    M: String(SAMPLE.month),
    DD: pad(SAMPLE.day),
    D: String(SAMPLE.day),
    HH: pad(SAMPLE.hour),
    hh: pad(hour12),
    h: String(hour12),
    mm: pad(SAMPLE.minute),
    A: SAMPLE.hour < 12 ? 'AM' : 'PM',
  };
  return format.replace(/YYYY|MMM|MM|M|DD|D|HH|hh|h|mm|A/g, (token) => tokens[token]!);
}

/** The date and time formats offered in the region settings, each with the sample written in it. */
export function timings(): Timings {
  return {
    dateFormats: (Object.keys(DATE_FORMATS) as DateFormat[]).map((value) => ({ value, example: formatSample(value) })),
    timeFormats: TIME_FORMATS.map((value) => ({ value, example: formatSample(value), twelveHour: value.includes('A') })),
  };
}
