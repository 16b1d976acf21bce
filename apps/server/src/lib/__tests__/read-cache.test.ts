import { describe, expect, it } from 'vitest';
import { createReadCache, createWriteGeneration } from '../read-cache.ts';
import { createFakeClock } from '../../testing/index.ts';

describe('read cache', () => {
  it('serves a value until a write happens', () => {
    const writes = createWriteGeneration();
    const cache = createReadCache<string>(writes, createFakeClock());
    cache.set('a', 'one', { generation: writes.current(), ttlMs: 1000 });
    expect(cache.get('a')).toBe('one');
    writes.bump();
    expect(cache.get('a')).toBeUndefined();
  });

  it('does not keep a value read before a write that finished first', () => {
    const writes = createWriteGeneration();
    const cache = createReadCache<string>(writes, createFakeClock());
    const readStartedAt = writes.current();
    writes.bump();
    cache.set('a', 'stale', { generation: readStartedAt, ttlMs: 1000 });
    expect(cache.get('a')).toBeUndefined();
  });

  it('forgets a value after its time to live', () => {
    const writes = createWriteGeneration();
    const clock = createFakeClock();
    const cache = createReadCache<string>(writes, clock);
    cache.set('a', 'one', { generation: writes.current(), ttlMs: 1000 });
    clock.advance(999);
    expect(cache.get('a')).toBe('one');
    clock.advance(1);
    expect(cache.get('a')).toBeUndefined();
  });
});
