import type { FastifyRateLimitStore, FastifyRateLimitStoreCtor } from '@fastify/rate-limit';
import type { AttemptCounter } from '../lib/attempt-counter.ts';
import type { Clock } from '../lib/clock.ts';

/**
 * The routes' request limits counted by a shared attempt counter (Redis when several processes
 * serve), so a client's allowance is the same whichever process answers it.
 */
export function attemptCounterStore(counter: AttemptCounter, clock: Clock): FastifyRateLimitStoreCtor {
  const storeFor = (scope: string): FastifyRateLimitStore => ({
    incr(key, callback, timeWindow) {
      counter.hit(`${scope}${key}`, { windowMs: timeWindow }).then(
        ({ count, resetAt }) => callback(null, { current: count, ttl: Math.max(0, resetAt - clock.now().getTime()) }),
        (error: unknown) => callback(error instanceof Error ? error : new Error(String(error))),
      );
    },
    child: (routeOptions) => {
      const route = (routeOptions as { routeInfo?: { method?: unknown; url?: unknown } }).routeInfo;
      return storeFor(`${scope}${String(route?.method ?? '')}${String(route?.url ?? '')}|`);
    },
  });
  return class {
    constructor() {
      return storeFor('route|');
    }
  } as unknown as FastifyRateLimitStoreCtor;
}
