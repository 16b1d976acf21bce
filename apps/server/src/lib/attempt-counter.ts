import { createClient } from 'redis';
import type { Clock } from './clock.ts';

/** A key's count in its current window, and when the window ends (ms since the epoch). */
export interface AttemptCount {
  readonly count: number;
  readonly resetAt: number;
}

/**
 * Counts attempts per key in time windows: login failures per account and per address, and the
 * routes' request limits. In memory for one process; in Redis when several processes share the load,
 * so that a client cannot multiply its allowance by reaching another process.
 */
export interface AttemptCounter {
  /**
   * Adds one to the key's count and returns it. A fixed window starts with the first attempt; a
   * sliding one (`sliding: true`) ends `windowMs` after the latest, so it runs while attempts go on.
   */
  hit(key: string, window: { windowMs: number; sliding?: boolean }): Promise<AttemptCount>;
  /** The key's count, without adding to it (zero once its window has ended). */
  peek(key: string): Promise<AttemptCount>;
  clear(key: string): Promise<void>;
  close(): Promise<void>;
}

const NONE: AttemptCount = { count: 0, resetAt: 0 };

/** Keys kept in memory at most; the oldest go first (an attacker's many keys must not exhaust memory). */
const MEMORY_KEYS_MAX = 100_000;

export function createMemoryAttemptCounter(clock: Clock): AttemptCounter {
  const counts = new Map<string, AttemptCount>();
  const live = (key: string): AttemptCount => {
    const entry = counts.get(key);
    return entry && entry.resetAt > clock.now().getTime() ? entry : NONE;
  };
  return {
    async hit(key, { windowMs, sliding }) {
      const now = clock.now().getTime();
      const before = live(key);
      const next = { count: before.count + 1, resetAt: sliding || before.count === 0 ? now + windowMs : before.resetAt };
      counts.delete(key);
      counts.set(key, next);
      if (counts.size > MEMORY_KEYS_MAX) counts.delete(counts.keys().next().value as string);
      return next;
    },
    peek: async (key) => live(key),
    clear: async (key) => {
      counts.delete(key);
    },
    close: async () => counts.clear(),
  };
}

/**
 * The window's end is computed from the server's clock and kept with the count, so every process
 * agrees on it; Redis's own expiry (relative, as clocks differ) only removes keys long ended.
 */
const HIT_SCRIPT = `
local now = tonumber(ARGV[1])
local window = tonumber(ARGV[2])
local reset = tonumber(redis.call('HGET', KEYS[1], 'reset') or '0')
local count = 0
if reset > now then count = tonumber(redis.call('HGET', KEYS[1], 'count') or '0') end
count = count + 1
if count == 1 or ARGV[3] == '1' then reset = now + window end
redis.call('HSET', KEYS[1], 'count', count, 'reset', reset)
redis.call('PEXPIRE', KEYS[1], reset - now + 60000)
return { count, tostring(reset) }
`;

export async function createRedisAttemptCounter(options: {
  url: string;
  clock: Clock;
  prefix: string;
  onError: (error: unknown) => void;
}): Promise<AttemptCounter> {
  const client = createClient({ url: options.url });
  client.on('error', options.onError);
  await client.connect();
  const keyOf = (key: string) => `${options.prefix}${key}`;
  return {
    async hit(key, { windowMs, sliding }) {
      const [count, resetAt] = (await client.eval(HIT_SCRIPT, {
        keys: [keyOf(key)],
        arguments: [String(options.clock.now().getTime()), String(windowMs), sliding ? '1' : '0'],
      })) as [number, string];
      return { count: Number(count), resetAt: Number(resetAt) };
    },
    async peek(key) {
      const stored = await client.hGetAll(keyOf(key));
      const resetAt = Number(stored.reset ?? 0);
      return resetAt > options.clock.now().getTime() ? { count: Number(stored.count ?? 0), resetAt } : NONE;
    },
    clear: async (key) => {
      await client.del(keyOf(key));
    },
    close: async () => {
      await client.quit().catch(() => undefined);
    },
  };
}
