import pg from 'pg';
import { isDatabaseUnavailable } from '../lib/database-unavailable.ts';

/**
 * Tells the other server processes on the same PostgreSQL database that this one wrote, and hears
 * theirs (LISTEN/NOTIFY), so that each process can keep its hot-read caches (the session behind a
 * token, a user's session state) and drop them on any write anywhere.
 */
export interface WriteSignal {
  /** Resolves once the notice is committed: the other processes hear it within a millisecond or two. */
  publish(): Promise<void>;
  /** `write`: some process wrote; `down`: the channel is lost, cache nothing until `up`. */
  subscribe(listener: (event: 'write' | 'down' | 'up') => void): () => void;
  close(): Promise<void>;
}

const CHANNEL = 'tenaga_writes';
/** Reconnection waits this long, doubling after each failed attempt up to the cap. */
const RECONNECT_MS = { first: 250, max: 5_000 };

export async function createPostgresWriteSignal(url: string, pool: pg.Pool): Promise<WriteSignal> {
  const listeners = new Set<(event: 'write' | 'down' | 'up') => void>();
  const emit = (event: 'write' | 'down' | 'up') => {
    for (const listener of listeners) listener(event);
  };
  let closed = false;
  let client: pg.Client | null = null;
  let retryMs = RECONNECT_MS.first;
  let retry: NodeJS.Timeout | undefined;

  const reconnectLater = () => {
    if (closed || retry) return;
    retry = setTimeout(() => {
      retry = undefined;
      connect({ retrying: true }).catch(() => undefined);
    }, retryMs);
    retry.unref();
    retryMs = Math.min(retryMs * 2, RECONNECT_MS.max);
  };

  /** The first attempt, at start, fails the start; later ones keep trying until one holds. */
  async function connect({ retrying }: { retrying: boolean }): Promise<void> {
    const next = new pg.Client({ connectionString: url, connectionTimeoutMillis: 5_000, keepAlive: true });
    next.on('notification', () => emit('write'));
    // Errors before the connection is up reject connect() below; they need a listener all the same.
    next.on('error', () => lost());
    next.on('end', () => lost());
    function lost() {
      if (client !== next) return;
      client = null;
      emit('down');
      next.end().catch(() => undefined);
      reconnectLater();
    }
    try {
      await next.connect();
      await next.query(`LISTEN ${CHANNEL}`);
    } catch (error) {
      await next.end().catch(() => undefined);
      if (retrying) reconnectLater();
      throw error;
    }
    if (closed) {
      await next.end().catch(() => undefined);
      return;
    }
    client = next;
    retryMs = RECONNECT_MS.first;
    emit('up');
  }
  await connect({ retrying: false });

  return {
    async publish() {
      const notify = `select pg_notify('${CHANNEL}', '')`;
      // The write is committed by now. A pooled connection the server has just ended fails the
      // first try; a fresh one carries the notice rather than the caller being told it failed.
      await pool.query(notify).catch((error: unknown) => {
        if (!isDatabaseUnavailable(error)) throw error;
        return pool.query(notify);
      });
    },
    subscribe(listener) {
      listeners.add(listener);
      listener(client ? 'up' : 'down');
      return () => listeners.delete(listener);
    },
    async close() {
      closed = true;
      clearTimeout(retry);
      const current = client;
      client = null;
      await current?.end().catch(() => undefined);
    },
  };
}
