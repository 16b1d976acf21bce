/** Roster patterns as the assignment drawer builds them and the table reads them back. */

/** The Monday on or before a date ('YYYY-MM-DD'): a weekly pattern's first day. */
export function mondayOnOrBefore(date: string): string {
  const day = Date.parse(`${date}T00:00:00Z`);
  const weekday = (new Date(day).getUTCDay() + 6) % 7;
  return new Date(day - weekday * 86_400_000).toISOString().slice(0, 10);
}

/** N days of a shift, then M days off (4 on 2 off). */
export const rotatingCycle = (shiftId: string, on: number, off: number): (string | null)[] => [
  ...Array<string>(on).fill(shiftId),
  ...Array<null>(off).fill(null),
];

export type PatternSummary =
  | { kind: 'rotating'; shiftId: string; on: number; off: number }
  | { kind: 'weekly'; days: (string | null)[] }
  | { kind: 'cycle'; days: (string | null)[] };

/** How a stored pattern reads: a shift on N days then M off, a week from Monday, or a cycle of days. */
export function summarise(pattern: { anchor: string; cycle: readonly (string | null)[] }): PatternSummary {
  const { cycle } = pattern;
  const on = cycle.findIndex((day) => day === null);
  const first = cycle[0];
  if (first && on > 0 && cycle.slice(0, on).every((day) => day === first) && cycle.slice(on).every((day) => day === null))
    return { kind: 'rotating', shiftId: first, on, off: cycle.length - on };
  if (cycle.length === 7 && mondayOnOrBefore(pattern.anchor) === pattern.anchor) return { kind: 'weekly', days: [...cycle] };
  return { kind: 'cycle', days: [...cycle] };
}
