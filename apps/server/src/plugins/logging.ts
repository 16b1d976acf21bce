import type { FastifyRequest } from 'fastify';
import type { DestinationStream, LoggerOptions } from 'pino';

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
const SECRET_QUERY = /([?&](?:token|access_token|password|code)=)[^&#]*/gi;

export const CENSORED = '[Redacted]';

export function redactUrl(url: string): string {
  return url.replace(SECRET_QUERY, `$1${CENSORED}`);
}

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
