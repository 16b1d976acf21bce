import type { FastifyError, FastifyInstance, FastifyReply, FastifyRequest, FastifySchemaCompiler } from 'fastify';
import { isResponseSerializationError } from 'fastify-type-provider-zod';
import { z } from 'zod';
import { issueMessage, issuePath, safeParseInput, type ApiErrorBody, type ErrorCode } from '@tenaga/contracts';
import { AppError } from '../lib/app-error.ts';
import { isDatabaseUnavailable } from '../lib/database-unavailable.ts';
import { uniqueConflictOf } from '../lib/unique-conflict.ts';
import { languageFromHeader, type Translate } from '../lib/i18n.ts';

/**
 * Validates each part of a request with its contract's zod schema. Unlike the type provider's own
 * compiler it keeps each issue's input: that is how the messages tell a missing value ("This field
 * is required.") from a present but wrong one ("This value is not valid."), and zod leaves the
 * input out of its issues unless asked.
 */
export const zodValidatorCompiler: FastifySchemaCompiler<z.ZodType> =
  ({ schema }) =>
  (data) => {
    // The text rule first (no NUL, unpaired surrogate or control character), for every route at once.
    const result = safeParseInput(schema, data);
    return result.success ? { value: result.data } : { error: result.error };
  };

/**
 * Errors the router raises before any route or error handler runs (a malformed URL, an over-long
 * path parameter): the same `{ message, code }` shape as every other error.
 */
export function frameworkErrorHandler(translate: Translate) {
  return (error: FastifyError, request: FastifyRequest, reply: FastifyReply): void => {
    const clientFault = (error.statusCode ?? 500) < 500;
    const code: ErrorCode = clientFault ? 'MALFORMED_REQUEST' : 'INTERNAL';
    if (!clientFault) request.log.error({ err: error }, 'router error');
    const body: ApiErrorBody = { message: [translate(languageFromHeader(request.headers['accept-language']), `errors:${code}`)], code };
    void reply.status(clientFault ? 400 : 500).send(body);
  };
}

function fieldErrorsOf(
  issues: readonly z.core.$ZodIssue[],
  translate: (key: string, values?: Record<string, unknown>) => string,
): Record<string, string> {
  const errors: Record<string, string> = {};
  for (const issue of issues) {
    const field = issuePath(issue) || '_';
    if (errors[field]) continue;
    const { key, values } = issueMessage(issue);
    errors[field] = translate(key, values);
  }
  return errors;
}

/** Fastify's own error codes that are the caller's fault, and what they mean to the caller. */
const FASTIFY_CLIENT_ERRORS: Record<string, ErrorCode> = {
  FST_ERR_CTP_BODY_TOO_LARGE: 'PAYLOAD_TOO_LARGE',
  FST_ERR_CTP_INVALID_MEDIA_TYPE: 'MALFORMED_REQUEST',
  FST_ERR_CTP_INVALID_CONTENT_LENGTH: 'MALFORMED_REQUEST',
  FST_ERR_CTP_EMPTY_JSON_BODY: 'MALFORMED_REQUEST',
  FST_ERR_CTP_INVALID_JSON_BODY: 'MALFORMED_REQUEST',
  FST_ERR_INVALID_URL: 'MALFORMED_REQUEST',
};

/** A lost database connection is replaced within moments; a restart or failover takes a few seconds. */
const DATABASE_RETRY_AFTER_SECONDS = 5;

/**
 * Every error leaves as `{ message: [...], code, errors? }` with its status, in the caller's
 * language. Unexpected errors are logged and reported without internals.
 */
export function registerErrorHandling(app: FastifyInstance, translate: Translate): void {
  app.setErrorHandler((error: FastifyError, request: FastifyRequest, reply: FastifyReply) => {
    const t = (key: string, values?: Record<string, unknown>) => translate(request.language ?? 'en', key, values);
    const send = (status: number, body: ApiErrorBody) => reply.status(status).send(body);

    // A unique violation a service did not answer itself (a race past its check) is the same 409, wherever it happens.
    const appError = error instanceof AppError ? error : uniqueConflictOf(error, request.body);
    if (appError) {
      const fieldErrors = appError.fieldErrors
        ? Object.fromEntries(Object.entries(appError.fieldErrors).map(([field, key]) => [field, t(key, appError.values)]))
        : undefined;
      const message = appError.markers ?? [t(`errors:${appError.code}`, appError.values)];
      if (appError.retryAfterSeconds !== undefined) void reply.header('retry-after', String(appError.retryAfterSeconds));
      return send(appError.status, { message, code: appError.code, ...(fieldErrors ? { errors: fieldErrors } : {}) });
    }
    if ((error as unknown) instanceof z.core.$ZodError) {
      const issues = (error as unknown as z.core.$ZodError).issues;
      return send(400, { message: [t('errors:VALIDATION_FAILED')], code: 'VALIDATION_FAILED', errors: fieldErrorsOf(issues, t) });
    }
    if (error.statusCode === 429) {
      return send(429, { message: [t('errors:TOO_MANY_REQUESTS')], code: 'TOO_MANY_REQUESTS' });
    }
    const clientCode = error.code ? FASTIFY_CLIENT_ERRORS[error.code] : undefined;
    if (clientCode) {
      const status = clientCode === 'PAYLOAD_TOO_LARGE' ? 413 : 400;
      return send(status, { message: [t(`errors:${clientCode}`)], code: clientCode });
    }
    if (error instanceof SyntaxError || (error.statusCode && error.statusCode >= 400 && error.statusCode < 500)) {
      return send(error.statusCode ?? 400, { message: [t('errors:MALFORMED_REQUEST')], code: 'MALFORMED_REQUEST' });
    }
    if (isDatabaseUnavailable(error)) {
      request.log.warn({ err: error }, 'database unavailable');
      void reply.header('Retry-After', String(DATABASE_RETRY_AFTER_SECONDS));
      return send(503, { message: [t('errors:DATABASE_UNAVAILABLE')], code: 'DATABASE_UNAVAILABLE' });
    }
    if (isResponseSerializationError(error)) request.log.error({ err: error, cause: error.cause }, 'response did not match its contract');
    else request.log.error({ err: error }, 'unexpected error');
    return send(500, { message: [t('errors:INTERNAL')], code: 'INTERNAL' });
  });

  app.setNotFoundHandler((request, reply) => {
    const body: ApiErrorBody = { message: [translate(request.language ?? 'en', 'errors:ROUTE_NOT_FOUND')], code: 'ROUTE_NOT_FOUND' };
    return reply.status(404).send(body);
  });
}
