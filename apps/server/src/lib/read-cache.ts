import type { WriteSignal } from '../db/write-signal.ts';
import type { Clock } from './clock.ts';

/**
 * Counts writes. Each write request and each job bumps it; a cached read made before a bump is
 * no longer used after it.
 */
export interface WriteGeneration {
  current(): number;
  /**
   * Resolves once every process that caches has been told (at once when this is the only one).
   * Never rejects: the write is committed by then, so a notice that cannot be sent is sent later.
   */
  bump(): Promise<void>;
  /** Stops hearing the other processes (when the app closes). */
  stop(): void;
}

/** A notice that could not be sent is tried again after this long, doubling up to the cap, and whenever the signal is back. */
const RESEND_MS = { first: 500, max: 5_000 };

/**
 * Without a signal this process makes every write (the embedded database: a lock file keeps
 * PGlite to one process). With PostgreSQL's signal, other processes' writes bump it too, and while
 * the signal is down every read sees a new generation, so nothing cached is used.
 */
export function createWriteGeneration(signal?: WriteSignal, onUnsent?: (error: unknown) => void): WriteGeneration {
  let generation = 0;
  let hearing = !signal;
  let unsent = false;
  let resendMs = RESEND_MS.first;
  let resend: NodeJS.Timeout | undefined;
  let stopped = false;

  // One notice covers every write before it, so unsent ones are just a flag.
  const publish = async () => {
    if (!signal || stopped) return;
    unsent = false;
    try {
      await signal.publish();
      resendMs = RESEND_MS.first;
    } catch (error) {
      unsent = true;
      onUnsent?.(error);
      resendLater();
    }
  };
  const resendLater = () => {
    if (resend || stopped) return;
    resend = setTimeout(() => {
      resend = undefined;
      if (unsent) void publish();
    }, resendMs);
    resend.unref();
    resendMs = Math.min(resendMs * 2, RESEND_MS.max);
  };

  const unsubscribe = signal?.subscribe((event) => {
    generation += 1;
    hearing = event !== 'down';
    if (event === 'up' && unsent) void publish();
  });
  return {
    current: () => (hearing ? generation : ++generation),
    bump: async () => {
      generation += 1;
      await publish();
    },
    stop: () => {
      stopped = true;
      clearTimeout(resend);
      unsubscribe?.();
    },
  };
}

export interface ReadCache<V> {
  get(key: string): V | undefined;
  /** Stores a value read at `generation` (taken before the read began), for at most `ttlMs`. */
  set(key: string, value: V, options: { generation: number; ttlMs: number }): void;
}

/** A cache for hot reads (the session behind a token, a user's session state), dropped on any write. */
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
