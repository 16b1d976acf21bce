import type { FastifyRequest } from 'fastify';
import { stdSerializers, type DestinationStream, type LoggerOptions } from 'pino';

/** Whatever a log line carries under these names is replaced: credentials, tokens, passwords and mail that holds a secret. */
const SECRET_NAMES = ['password', 'currentPassword', 'newPassword', 'passwordHash', 'token', 'tokenHash', 'deliveryText'];
const REDACTED_PATHS = [
  'req.headers.authorization',
  'req.headers.cookie',
  'res.headers["set-cookie"]',
  'headers.authorization',
  'headers.cookie',
  ...SECRET_NAMES,
  ...SECRET_NAMES.map((name) => `*.${name}`),
];

/** Query parameters whose values are secrets (the reset link's token, and whatever a client sends as a credential). */
const SECRET_QUERY_NAMES = new Set(['token', 'access_token', 'password', 'code']);

export const CENSORED = '[Redacted]';

/** A query parameter's name as the server reads it: `%74oken` and `tok%65n` are `token`. */
function decodedName(name: string): string {
  try {
    return decodeURIComponent(name.replace(/\+/g, ' ')).trim().toLowerCase();
  } catch {
    return name.toLowerCase();
  }
}

export function redactUrl(url: string): string {
  const start = url.indexOf('?');
  if (start === -1) return url;
  const end = url.indexOf('#', start) === -1 ? url.length : url.indexOf('#', start);
  const pairs = url
    .slice(start + 1, end)
    .split('&')
    .map((pair) => {
      const equals = pair.indexOf('=');
      const name = equals === -1 ? pair : pair.slice(0, equals);
      return SECRET_QUERY_NAMES.has(decodedName(name)) ? `${name}=${CENSORED}` : pair;
    });
  return `${url.slice(0, start + 1)}${pairs.join('&')}${url.slice(end)}`;
}

/** The line drizzle adds to a failed query's message with the values it was given (NRIC, mail addresses, salaries, token hashes). */
const QUERY_PARAMS_LINE = /\nparams: [\s\S]*$/;

/**
 * An error as logged: a failed query keeps its SQL text but not its values, in its message, its
 * stack and its `params`, and so does each of its causes. Field redaction cannot reach text inside a message.
 */
export function withoutQueryValues(error: unknown, depth = 0): unknown {
  if (!(error instanceof Error) || depth > 10) return error;
  const cause = withoutQueryValues(error.cause, depth + 1);
  if (!('params' in error) && !QUERY_PARAMS_LINE.test(error.message) && cause === error.cause) return error;
  const copy = Object.create(Object.getPrototypeOf(error) as object) as Error & Record<string, unknown>;
  for (const [key, value] of Object.entries(error)) if (key !== 'params') copy[key] = value;
  const message = error.message.replace(QUERY_PARAMS_LINE, '');
  copy.message = message;
  copy.stack = error.stack?.replace(error.message, message);
  if (cause !== undefined) copy.cause = cause;
  return copy;
}

const serializeError = (error: unknown) => stdSerializers.err(withoutQueryValues(error) as Error);

export interface LogSettings {
  readonly level: string;
  /** Where lines go; stdout when absent (the tests collect them). */
  readonly stream?: DestinationStream;
}

/** The server's logger: Fastify's request line without secrets in its URL, and the secret fields above censored wherever they appear. */
export function loggerOptions(settings: LogSettings): LoggerOptions & { stream?: DestinationStream } {
  return {
    level: settings.level,
    ...(settings.stream ? { stream: settings.stream } : {}),
    redact: { paths: REDACTED_PATHS, censor: CENSORED },
    serializers: {
      err: serializeError,
      error: serializeError,
      cause: serializeError,
      req: (request: FastifyRequest) => ({
        method: request.method,
        url: redactUrl(request.url),
        host: request.host,
        remoteAddress: request.ip,
        remotePort: request.socket?.remotePort,
      }),
    },
  };
}
