import { PayrollInputError } from './errors.ts';
import type { ParsedPeriod } from './period.ts';

/**
 * One version of a statutory value: in force from the pay month `from` ('YYYY-MM') until the next
 * version. `source` names the law, circular or official page it comes from.
 */
export interface Dated<T> {
  readonly from: string;
  readonly source: string;
  readonly value: T;
  /** Set when the figure is provisional (announced, not yet in a printed table). */
  readonly note?: string;
}

/** A history of versions, oldest first. */
export type DatedSeries<T> = readonly Dated<T>[];

/**
 * The version in force for the pay month. A month before the first version is outside the data
 * and is rejected rather than guessed.
 */
export function inForce<T>(series: DatedSeries<T>, period: ParsedPeriod, what: string): Dated<T> {
  let found: Dated<T> | undefined;
  for (const version of series) {
    if (version.from <= period.key) found = version;
    else break;
  }
  if (!found) {
    throw new PayrollInputError('period', `${period.key} is before the first ${what} in the data (${series[0]?.from ?? 'none'})`);
  }
  return found;
}

/** Checks at load time (and in tests) that a series is ordered and dated well. */
export function assertSeries<T>(series: DatedSeries<T>, what: string): DatedSeries<T> {
  series.forEach((version, index) => {
    if (!/^\d{4}-(0[1-9]|1[0-2])$/.test(version.from)) throw new Error(`${what}: bad from ${version.from}`);
    if (!version.source) throw new Error(`${what} ${version.from}: missing source`);
    const previous = series[index - 1];
    if (previous && previous.from >= version.from) throw new Error(`${what}: versions out of order at ${version.from}`);
  });
  return series;
}
