import pg from 'pg';

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
const RECONNECT_MS = 1_000;

export async function createPostgresWriteSignal(url: string, pool: pg.Pool): Promise<WriteSignal> {
  const listeners = new Set<(event: 'write' | 'down' | 'up') => void>();
  const emit = (event: 'write' | 'down' | 'up') => {
    for (const listener of listeners) listener(event);
  };
  let closed = false;
  let client: pg.Client | null = null;

  async function connect(): Promise<void> {
    const next = new pg.Client({ connectionString: url });
    next.on('notification', () => emit('write'));
    const lost = () => {
      if (client !== next) return;
      client = null;
      emit('down');
      next.end().catch(() => {});
      if (!closed) setTimeout(() => void connect().catch(() => {}), RECONNECT_MS).unref();
    };
    next.on('error', lost);
    next.on('end', lost);
    try {
      await next.connect();
      await next.query(`LISTEN ${CHANNEL}`);
    } catch (error) {
      await next.end().catch(() => {});
      if (!closed) setTimeout(() => void connect().catch(() => {}), RECONNECT_MS).unref();
      throw error;
    }
    client = next;
    emit('up');
  }
  await connect();

  return {
    async publish() {
      await pool.query(`select pg_notify('${CHANNEL}', '')`);
    },
    subscribe(listener) {
      listeners.add(listener);
      listener(client ? 'up' : 'down');
      return () => listeners.delete(listener);
    },
    async close() {
      closed = true;
      const current = client;
      client = null;
      await current?.end().catch(() => {});
    },
  };
}
