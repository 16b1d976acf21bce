import { randomUUID } from 'node:crypto';
import { afterAll, describe, expect, it } from 'vitest';
import { createMemoryAttemptCounter, createRedisAttemptCounter, type AttemptCounter } from '../attempt-counter.ts';
import { fixedClock } from '../clock.ts';

const clock = fixedClock(new Date('2026-01-01T00:00:00Z'));
const counters: [string, () => Promise<AttemptCounter>][] = [['memory', async () => createMemoryAttemptCounter(clock)]];
const redisUrl = process.env.REDIS_URL;
if (redisUrl) {
  counters.push([
    'redis',
    () => createRedisAttemptCounter({ url: redisUrl, clock, prefix: `test:${randomUUID()}:`, onError: (error) => console.error(error) }),
  ]);
}

const opened: AttemptCounter[] = [];
afterAll(async () => {
  for (const counter of opened) await counter.close();
});

describe.each(counters)('attempt counter (%s)', (_kind, open) => {
  it('counts in a fixed window that starts with the first attempt', async () => {
    const counter = await open();
    opened.push(counter);
    const start = clock.now().getTime();
    expect(await counter.hit('a', { windowMs: 1000 })).toEqual({ count: 1, resetAt: start + 1000 });
    clock.advance(600);
    expect(await counter.hit('a', { windowMs: 1000 })).toEqual({ count: 2, resetAt: start + 1000 });
    expect(await counter.peek('a')).toEqual({ count: 2, resetAt: start + 1000 });
    clock.advance(400);
    expect((await counter.peek('a')).count).toBe(0);
    expect((await counter.hit('a', { windowMs: 1000 })).count).toBe(1);
  });

  it('keeps a sliding window open while attempts go on, and forgets a cleared key', async () => {
    const counter = await open();
    opened.push(counter);
    for (let attempt = 1; attempt <= 3; attempt += 1) {
      clock.advance(900);
      expect((await counter.hit('b', { windowMs: 1000, sliding: true })).count).toBe(attempt);
    }
    expect((await counter.peek('b')).resetAt).toBe(clock.now().getTime() + 1000);
    await counter.clear('b');
    expect((await counter.peek('b')).count).toBe(0);
  });
});
