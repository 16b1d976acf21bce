import { describe, expect, it, vi } from 'vitest';
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
    let failing: Error | null = null;
    const signal: WriteSignal = {
      publish: async () => {
        if (failing) throw failing;
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
      fail: (error: Error | null) => {
        failing = error;
      },
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

  it('never fails a write whose notice cannot be sent, and sends it once the signal is back', async () => {
    const { signal, emit, published, fail } = fakeSignal();
    const unsent: unknown[] = [];
    const writes = createWriteGeneration(signal, (error) => unsent.push(error));
    const lost = new Error('connect ECONNREFUSED 127.0.0.1:5432');
    fail(lost);
    const before = writes.current();
    await expect(writes.bump()).resolves.toBeUndefined();
    expect(writes.current()).toBeGreaterThan(before);
    expect(unsent).toEqual([lost]);
    expect(published()).toBe(0);
    fail(null);
    emit('down');
    emit('up');
    await vi.waitFor(() => expect(published()).toBe(1));
    emit('up');
    await new Promise((resolve) => setTimeout(resolve, 10));
    expect(published()).toBe(1);
    writes.stop();
  });

  it('sends an unsent notice again after a while even if the signal never went down', async () => {
    vi.useFakeTimers();
    try {
      const { signal, published, fail } = fakeSignal();
      const writes = createWriteGeneration(signal, () => undefined);
      fail(new Error('too many connections'));
      await writes.bump();
      fail(null);
      await vi.advanceTimersByTimeAsync(1_000);
      expect(published()).toBe(1);
      writes.stop();
    } finally {
      vi.useRealTimers();
    }
  });
});
