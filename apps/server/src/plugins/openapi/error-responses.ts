import { SESSION_EXPIRED_MARK, UNAUTHORIZED_MESSAGE, type ApiErrorBody, type ErrorCode, type RouteContract } from '@tenaga/contracts';
import { en } from '@tenaga/i18n';

const ERROR_SCHEMA = { $ref: '#/components/schemas/Error' };
/** The error shape, with an example in the server's own (English) words. */
const errorContent = (example: ApiErrorBody) => ({ 'application/json': { schema: ERROR_SCHEMA, example } });
const exampleOf = (code: ErrorCode & keyof typeof en.errors): ApiErrorBody => ({ message: [en.errors[code]], code });
const retryAfter = (description: string) => ({ 'Retry-After': { description, schema: { type: 'integer', minimum: 0 } } });

/**
 * The error answers every route can give, declared once as components (`#/components/responses/…`):
 * each has the error shape `{ message, code?, errors? }` of plugins/errors.ts, in the caller's language.
 */
export const ERROR_RESPONSES = {
  BadRequest: {
    description:
      'Refused input: `errors` names each field that is missing or not valid (code VALIDATION_FAILED), or the request could not be read (MALFORMED_REQUEST).',
    content: errorContent({ ...exampleOf('VALIDATION_FAILED'), errors: { 'personal.firstName': en.validation.required } }),
  },
  Unauthorized: {
    description:
      'No valid session: the bearer token is missing, expired or ended (or, at login, the credentials are wrong). `message[0]` is "You are unauthorized."; `message[1]`, when present, says why.',
    content: errorContent({ message: [UNAUTHORIZED_MESSAGE, SESSION_EXPIRED_MARK], code: 'SESSION_EXPIRED' }),
  },
  Forbidden: { description: 'The role does not grant this, or the account is inactive.', content: errorContent(exampleOf('FORBIDDEN')) },
  NotFound: { description: 'No such record in your company.', content: errorContent(exampleOf('NOT_FOUND')) },
  Conflict: {
    description:
      'The record changed since it was read (VERSION_CONFLICT: read it again and send its new version), or a unique value is taken.',
    content: errorContent(exampleOf('VERSION_CONFLICT')),
  },
  Unprocessable: {
    description: 'The request is well formed but a rule refuses it; `code` says which.',
    content: errorContent(exampleOf('CANNOT_ARCHIVE_SELF')),
  },
  TooManyRequests: {
    description: 'Too many requests from this address.',
    headers: retryAfter('Seconds to wait before trying again.'),
    content: errorContent(exampleOf('TOO_MANY_REQUESTS')),
  },
  ServiceUnavailable: {
    description: 'The database is unavailable for a moment, or the server is shutting down.',
    headers: retryAfter('Seconds to wait before trying again.'),
    content: errorContent(exampleOf('DATABASE_UNAVAILABLE')),
  },
  Error: {
    description: 'Any other error (413: the body is too large; 500: an unexpected fault), in the same shape.',
    content: errorContent(exampleOf('INTERNAL')),
  },
} as const;

type ErrorResponseName = keyof typeof ERROR_RESPONSES;
const ref = (name: ErrorResponseName) => ({ $ref: `#/components/responses/${name}` });

/** The error answers a route can give, by status: what its permission, path and method allow. */
export function errorResponsesOf(contract: RouteContract): Record<string, { $ref: string }> {
  const guarded = contract.permission.kind !== 'public';
  const writes = contract.method !== 'GET' && !contract.readsOnly;
  return {
    '400': ref('BadRequest'),
    // A public route reads no token; one that checks credentials (login) answers 401 to wrong ones.
    ...(guarded || contract.method !== 'GET' ? { '401': ref('Unauthorized') } : {}),
    ...(guarded ? { '403': ref('Forbidden') } : {}),
    ...(contract.path.includes(':') ? { '404': ref('NotFound') } : {}),
    ...(writes ? { '409': ref('Conflict'), '422': ref('Unprocessable') } : {}),
    '429': ref('TooManyRequests'),
    '503': ref('ServiceUnavailable'),
    default: ref('Error'),
  };
}
