import pg from 'pg';

/** A connection that cannot be made in this time fails (503) rather than hold the request. */
const CONNECT_TIMEOUT_MS = 5_000;
/** Probes a quiet connection, so one whose peer vanished (a failover, a network cut) is noticed. */
const KEEP_ALIVE_DELAY_MS = 10_000;

/**
 * node-postgres's pool, made to survive its database. The pool listens for errors only on idle
 * connections; a connection checked out for a transaction that the server ends (a restart,
 * pg_terminate_backend) emits 'error' with nobody listening, which ends the process. Here every
 * checked-out connection has a listener, and a lost one leaves the pool at once, even when the
 * transaction never gets as far as giving it back (drizzle releases nothing when its `begin` fails),
 * so the pool opens a fresh one for the next request.
 *
 * A checked-out connection also runs its queries one after another: node-postgres queues a query
 * sent while another runs (and deprecates doing so), and a transaction's statements must not
 * interleave with anything; so concurrent calls on one transaction wait their turn here.
 */
export class ResilientPool extends pg.Pool {
  constructor(config: pg.PoolConfig & { onError?: (error: Error) => void }) {
    const { onError, ...options } = config;
    super({
      connectionTimeoutMillis: CONNECT_TIMEOUT_MS,
      keepAlive: true,
      keepAliveInitialDelayMillis: KEEP_ALIVE_DELAY_MS,
      ...options,
      Client: alwaysHeard(options.Client ?? pg.Client),
    });
    // An idle connection the server ends is taken out of the pool, which then emits 'error'.
    this.on('error', (error) => onError?.(error));
  }

  override connect(): Promise<pg.PoolClient>;
  override connect(
    callback: (error: Error | undefined, client: pg.PoolClient | undefined, done: (release?: unknown) => void) => void,
  ): void;
  override connect(
    callback?: (error: Error | undefined, client: pg.PoolClient | undefined, done: (release?: unknown) => void) => void,
  ): Promise<pg.PoolClient> | void {
    // The callback form is the pool's own `query`, which guards its connection itself.
    if (callback) return super.connect(callback);
    return super.connect().then(guardCheckedOut);
  }
}

/**
 * A connection handed from one borrower to the next has, for a moment, no error listener: the pool
 * removes its idle listener and hands it over synchronously, while the borrower's guard is attached
 * once the handover promise settles. When the query that freed it and the server's "terminating
 * connection" arrive in the same network read, the error is emitted in that moment and, unheard,
 * ends the process. A listener for the client's whole life closes the gap; the dead connection is
 * still noticed: its next query fails as unavailable (503) and the pool drops it on release.
 */
function alwaysHeard(Client: new (config?: pg.ClientConfig) => pg.ClientBase): new () => pg.ClientBase {
  const Base = Client as typeof pg.Client;
  return class HeardClient extends Base {
    constructor(config?: pg.ClientConfig) {
      super(config);
      this.on('error', () => undefined);
    }
  };
}

function guardCheckedOut(client: pg.PoolClient): pg.PoolClient {
  const release = client.release;
  let released = false;
  const onLost = (error: Error) => client.release(error);
  const { query } = client;
  let turn: Promise<unknown> = Promise.resolve();

  client.release = (error?: Error | boolean) => {
    if (released) return;
    released = true;
    client.removeListener('error', onLost);
    // Back to the prototype's query for the next borrower.
    delete (client as { query?: unknown }).query;
    release(error);
  };
  client.on('error', onLost);
  client.query = ((...args: unknown[]) => {
    const submittable = typeof (args[0] as { submit?: unknown } | null)?.submit === 'function';
    if (submittable || args.some((arg) => typeof arg === 'function')) return (query as (...a: unknown[]) => unknown).apply(client, args);
    const result = turn.then(() => (query as (...a: unknown[]) => Promise<unknown>).apply(client, args));
    turn = result.catch(() => undefined);
    return result;
  }) as typeof client.query;
  return client;
}
