import type { Clock } from '../lib/clock.ts';

/** A clock the test moves by hand: session expiry, reset links, stale job heartbeats. */
export interface FakeClock extends Clock {
  set(at: Date | number): void;
  advance(ms: number): void;
}

export const MINUTE_MS = 60_000;
export const HOUR_MS = 60 * MINUTE_MS;
export const DAY_MS = 24 * HOUR_MS;

/**
 * Starts at the real current time (whole seconds) unless told otherwise, so that values the
 * database stamps with its own now() (audit time, job creation) stay in the same era.
 */
export function createFakeClock(start: Date | number = Math.floor(Date.now() / 1000) * 1000): FakeClock {
  let current = typeof start === 'number' ? start : start.getTime();
  return {
    now: () => new Date(current),
    set: (at) => {
      current = typeof at === 'number' ? at : at.getTime();
    },
    advance: (ms) => {
      current += ms;
    },
  };
}
