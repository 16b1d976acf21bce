/** The calendar's views and the dates each shows around a date. */
export type CalendarView = 'month' | 'week' | 'day';
export const CALENDAR_VIEWS: readonly CalendarView[] = ['month', 'week', 'day'];

const DAY = 86_400_000;
const iso = (ms: number) => new Date(ms).toISOString().slice(0, 10);
const ms = (date: string) => Date.parse(`${date}T00:00:00Z`);

/** The dates a view shows around a date: its month, its week (Monday to Sunday), or the day itself. */
export function rangeOf(view: CalendarView, date: string): { from: string; to: string } {
  if (view === 'day') return { from: date, to: date };
  if (view === 'week') {
    const start = ms(date) - ((new Date(ms(date)).getUTCDay() + 6) % 7) * DAY;
    return { from: iso(start), to: iso(start + 6 * DAY) };
  }
  const [year, month] = date.split('-').map(Number) as [number, number];
  return { from: iso(Date.UTC(year, month - 1, 1)), to: iso(Date.UTC(year, month, 0)) };
}

/** The date the view shows after (+1) or before (-1) the one around `date`. */
export function stepDate(view: CalendarView, date: string, step: -1 | 1): string {
  if (view === 'day') return iso(ms(date) + step * DAY);
  if (view === 'week') return iso(ms(date) + step * 7 * DAY);
  const [year, month] = date.split('-').map(Number) as [number, number];
  return iso(Date.UTC(year, month - 1 + step, 1));
}

/** Every date of [from, to]. */
export function datesOf(range: { from: string; to: string }): string[] {
  const dates: string[] = [];
  for (let at = ms(range.from); at <= ms(range.to); at += DAY) dates.push(iso(at));
  return dates;
}

/** 0 Monday … 6 Sunday. */
export const weekdayOf = (date: string) => (new Date(ms(date)).getUTCDay() + 6) % 7;

/** A valid 'YYYY-MM-DD' from the address, else the fallback. */
export function dateParam(value: string | null, fallback: string): string {
  return value && /^\d{4}-\d{2}-\d{2}$/.test(value) && !Number.isNaN(ms(value)) && iso(ms(value)) === value ? value : fallback;
}
