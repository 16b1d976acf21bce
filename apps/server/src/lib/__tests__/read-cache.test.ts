import { describe, expect, it } from 'vitest';
import { createReadCache, createWriteGeneration } from '../read-cache.ts';
import type { WriteSignal } from '../../db/write-signal.ts';
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

describe('write generation shared through a signal', () => {
  function fakeSignal() {
    const listeners = new Set<(event: 'write' | 'down' | 'up') => void>();
    let published = 0;
    const signal: WriteSignal = {
      publish: async () => {
        published += 1;
      },
      subscribe: (listener) => {
        listeners.add(listener);
        listener('up');
        return () => listeners.delete(listener);
      },
      close: async () => {},
    };
    return {
      signal,
      emit: (event: 'write' | 'down' | 'up') => listeners.forEach((listener) => listener(event)),
      published: () => published,
    };
  }

  it('drops what is cached when another process writes, and tells the others of its own writes', async () => {
    const { signal, emit, published } = fakeSignal();
    const writes = createWriteGeneration(signal);
    const cache = createReadCache<string>(writes, createFakeClock());
    cache.set('a', 'one', { generation: writes.current(), ttlMs: 1000 });
    emit('write');
    expect(cache.get('a')).toBeUndefined();
    await writes.bump();
    expect(published()).toBe(1);
  });

  it('caches nothing while the signal is down, and again once it is back', () => {
    const { signal, emit } = fakeSignal();
    const writes = createWriteGeneration(signal);
    const cache = createReadCache<string>(writes, createFakeClock());
    emit('down');
    cache.set('a', 'one', { generation: writes.current(), ttlMs: 1000 });
    expect(cache.get('a')).toBeUndefined();
    emit('up');
    cache.set('a', 'one', { generation: writes.current(), ttlMs: 1000 });
    expect(cache.get('a')).toBe('one');
  });

  it('stops hearing the signal once stopped', () => {
    const { signal, emit } = fakeSignal();
    const writes = createWriteGeneration(signal);
    writes.stop();
    const before = writes.current();
    emit('write');
    expect(writes.current()).toBe(before);
  });
});
