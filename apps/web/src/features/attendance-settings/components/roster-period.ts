/** The week (Monday to Sunday) or the month around a date, and the step to the next or previous one. */
export type PeriodKind = 'week' | 'month';

const DAY = 86_400_000;
const iso = (ms: number) => new Date(ms).toISOString().slice(0, 10);
const ms = (date: string) => Date.parse(`${date}T00:00:00Z`);

export function periodAround(date: string, kind: PeriodKind): { from: string; to: string } {
  if (kind === 'week') {
    const start = ms(date) - ((new Date(ms(date)).getUTCDay() + 6) % 7) * DAY;
    return { from: iso(start), to: iso(start + 6 * DAY) };
  }
  const [year, month] = date.split('-').map(Number) as [number, number];
  return { from: iso(Date.UTC(year, month - 1, 1)), to: iso(Date.UTC(year, month, 0)) };
}

/** The same kind of period before (-1) or after (+1) the one starting on `from`. */
export function stepPeriod(from: string, kind: PeriodKind, step: -1 | 1): { from: string; to: string } {
  if (kind === 'week') return periodAround(iso(ms(from) + step * 7 * DAY), 'week');
  const [year, month] = from.split('-').map(Number) as [number, number];
  return periodAround(iso(Date.UTC(year, month - 1 + step, 1)), 'month');
}

/** 0 Monday … 6 Sunday. */
export const weekdayOf = (date: string) => (new Date(ms(date)).getUTCDay() + 6) % 7;
