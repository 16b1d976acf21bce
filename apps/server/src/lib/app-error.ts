import { ErrorCodes, type ErrorCode } from '@tenaga/contracts';

/**
 * A failure the caller can act on. The code crosses the wire; the message is translated into the
 * caller's language by the error handler (`errors:<code>`), and field errors name i18n keys too.
 */
export class AppError extends Error {
  readonly code: ErrorCode;
  readonly status: number;
  readonly fieldErrors: Record<string, string> | undefined;
  readonly values: Record<string, unknown> | undefined;
  /** Extra message items sent as they are (the 401 protocol markers). */
  readonly markers: string[] | undefined;
  /** When the caller may try again (429): sent as Retry-After. */
  readonly retryAfterSeconds: number | undefined;

  constructor(
    code: ErrorCode,
    options: {
      fieldErrors?: Record<string, string>;
      values?: Record<string, unknown>;
      markers?: string[];
      retryAfterSeconds?: number;
      cause?: unknown;
    } = {},
  ) {
    super(code, { cause: options.cause });
    this.name = 'AppError';
    this.code = code;
    this.status = ErrorCodes[code];
    this.fieldErrors = options.fieldErrors;
    this.values = options.values;
    this.markers = options.markers;
    this.retryAfterSeconds = options.retryAfterSeconds;
  }
}

export const notFound = () => new AppError('NOT_FOUND');
export const forbidden = () => new AppError('FORBIDDEN');
export const versionConflict = () => new AppError('VERSION_CONFLICT');
