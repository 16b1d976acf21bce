/** Socket errors of a connection that cannot be made or was cut. */
const NETWORK_CODES = new Set([
  'ECONNREFUSED',
  'ECONNRESET',
  'ECONNABORTED',
  'EPIPE',
  'ETIMEDOUT',
  'EHOSTUNREACH',
  'ENETUNREACH',
  'EAI_AGAIN',
]);

/**
 * SQLSTATEs of a server that is going away or not yet taking work: 57P01 admin_shutdown (also what
 * pg_terminate_backend sends), 57P02 crash_shutdown, 57P03 cannot_connect_now (starting up or in
 * recovery), 53300 too_many_connections; class 08 is connection exceptions.
 */
const UNAVAILABLE_STATES = new Set(['57P01', '57P02', '57P03', '53300']);

/** What node-postgres and its pool say, without a code, when a connection is lost or cannot be had in time. */
const LOST_CONNECTION_MESSAGES = [
  'Connection terminated',
  'Client has encountered a connection error and is not queryable',
  'Client was closed and is not queryable',
  'timeout exceeded when trying to connect',
  'Query read timeout',
];

/**
 * The database cannot be reached right now (a restart, a failover, a dropped connection): the
 * request is not at fault and may succeed in a moment, so it is answered 503, not 500. Walks the
 * cause chain: drizzle wraps the driver's error in its own.
 */
export function isDatabaseUnavailable(error: unknown): boolean {
  for (
    let current = error as { code?: unknown; message?: unknown; cause?: unknown; errors?: unknown } | undefined, depth = 0;
    current && typeof current === 'object' && depth < 10;
    current = current.cause as typeof current, depth += 1
  ) {
    const code = typeof current.code === 'string' ? current.code : '';
    if (NETWORK_CODES.has(code) || UNAVAILABLE_STATES.has(code) || /^08[0-9A-Z]{3}$/.test(code)) return true;
    const message = typeof current.message === 'string' ? current.message : '';
    if (LOST_CONNECTION_MESSAGES.some((lost) => message.startsWith(lost))) return true;
    // Each address of a host name tried in turn (localhost: ::1, then 127.0.0.1) fails on its own.
    if (Array.isArray(current.errors) && current.errors.some((inner) => isDatabaseUnavailable(inner))) return true;
  }
  return false;
}
