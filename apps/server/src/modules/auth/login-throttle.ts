import type { AttemptCounter } from '../../lib/attempt-counter.ts';
import type { Clock } from '../../lib/clock.ts';
import { AppError } from '../../lib/app-error.ts';

/** Failed logins an address may make in a window before it must wait for the window's end. */
export const ADDRESS_FAILURES_MAX = 20;
const ADDRESS_WINDOW_MS = 15 * 60_000;
/** Failures an account takes without delay (typos); each one after doubles the wait, up to the cap. */
export const ACCOUNT_FREE_FAILURES = 3;
const ACCOUNT_DELAY_FIRST_MS = 1_000;
export const ACCOUNT_DELAY_MAX_MS = 30_000;
/** An account's failures are forgotten this long after its latest one. */
const ACCOUNT_WINDOW_MS = 15 * 60_000;

/** Which account an attempt is for: its id when it exists, else what was typed (so unknown names behave alike). */
export type LoginTarget = { readonly companyId: string; readonly userId: string } | { readonly domain: string; readonly login: string };

function accountKey(target: LoginTarget): string {
  return 'userId' in target
    ? `login-account|${target.companyId}|${target.userId}`
    : `login-name|${target.domain}|${target.login.toLowerCase()}`;
}
const addressKey = (ip: string) => `login-address|${ip}`;

function tooMany(waitMs: number): AppError {
  return new AppError('TOO_MANY_REQUESTS', { retryAfterSeconds: Math.max(1, Math.ceil(waitMs / 1000)) });
}

/**
 * Slows password guessing without handing an attacker a way to lock someone out: an address that
 * fails too often is refused until its window ends, while an account that fails only makes the
 * next attempt wait a few seconds (never longer than the cap), whoever makes it. So the real user,
 * from their own address, gets in after at most a short wait, and a guesser gets a handful of tries
 * a minute per account.
 */
export function createLoginThrottle(counter: AttemptCounter | null, clock: Clock) {
  return {
    /** Refuses the attempt (429 with the wait) before the password is checked. */
    async check(target: LoginTarget, ip: string): Promise<void> {
      if (!counter) return;
      const now = clock.now().getTime();
      const address = await counter.peek(addressKey(ip));
      if (address.count >= ADDRESS_FAILURES_MAX) throw tooMany(address.resetAt - now);
      const account = await counter.peek(accountKey(target));
      if (account.count < ACCOUNT_FREE_FAILURES) return;
      const delay = Math.min(ACCOUNT_DELAY_FIRST_MS * 2 ** (account.count - ACCOUNT_FREE_FAILURES), ACCOUNT_DELAY_MAX_MS);
      const lastFailureAt = account.resetAt - ACCOUNT_WINDOW_MS;
      if (now < lastFailureAt + delay) throw tooMany(lastFailureAt + delay - now);
    },
    async failed(target: LoginTarget, ip: string): Promise<void> {
      if (!counter) return;
      await counter.hit(addressKey(ip), { windowMs: ADDRESS_WINDOW_MS });
      await counter.hit(accountKey(target), { windowMs: ACCOUNT_WINDOW_MS, sliding: true });
    },
    async succeeded(target: LoginTarget): Promise<void> {
      await counter?.clear(accountKey(target));
    },
  };
}
