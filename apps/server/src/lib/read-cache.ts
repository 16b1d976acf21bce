import type { Clock } from './clock.ts';

/**
 * Counts writes. Each write request and each job bumps it; a cached read made before a bump is
 * no longer used after it.
 */
export interface WriteGeneration {
  current(): number;
  bump(): void;
}

export function createWriteGeneration(): WriteGeneration {
  let generation = 0;
  return {
    current: () => generation,
    bump: () => {
      generation += 1;
    },
  };
}

export interface ReadCache<V> {
  get(key: string): V | undefined;
  /** Stores a value read at `generation` (taken before the read began), for at most `ttlMs`. */
  set(key: string, value: V, options: { generation: number; ttlMs: number }): void;
}

/**
 * A cache for hot reads (the session behind a token, a user's session state). It is only correct
 * when this process makes every write, which holds for the embedded database: a lock file keeps
 * PGlite to one process. With PostgreSQL (several processes) the app does not use it.
 */
export function createReadCache<V>(writes: WriteGeneration, clock: Clock, maxEntries = 10_000): ReadCache<V> {
  const entries = new Map<string, { value: V; generation: number; expiresAt: number }>();
  return {
    get(key) {
      const entry = entries.get(key);
      if (!entry) return undefined;
      if (entry.generation !== writes.current() || entry.expiresAt <= clock.now().getTime()) {
        entries.delete(key);
        return undefined;
      }
      return entry.value;
    },
    set(key, value, { generation, ttlMs }) {
      if (generation !== writes.current()) return;
      if (entries.size >= maxEntries) entries.clear();
      entries.set(key, { value, generation, expiresAt: clock.now().getTime() + ttlMs });
    },
  };
}
