/**
 * Error codes that cross the wire. The server maps each to its HTTP status and a translated
 * message (i18n key `errors:<code>`); clients branch on the code, never on message text.
 */
export const ErrorCodes = {
  UNAUTHORIZED: 401,
  SESSION_EXPIRED: 401,
  SESSION_INVALIDATED: 401,
  INVALID_CREDENTIALS: 401,
  FORBIDDEN: 403,
  NOT_FOUND: 404,
  ROUTE_NOT_FOUND: 404,
  CONFLICT: 409,
  VERSION_CONFLICT: 409,
  DOMAIN_TAKEN: 409,
  USERNAME_TAKEN: 409,
  VALIDATION_FAILED: 400,
  MALFORMED_REQUEST: 400,
  PAYLOAD_TOO_LARGE: 413,
  UNPROCESSABLE: 422,
  WRONG_PASSWORD: 422,
  RESET_LINK_INVALID: 422,
  ACCOUNT_INACTIVE: 403,
  GRANT_EXCEEDS_OWN_ACCESS: 403,
  FIELD_FORBIDDEN: 403,
  ROLE_IN_USE: 409,
  NAME_TAKEN: 409,
  EMPLOYEE_ALREADY_LINKED: 409,
  EMPLOYMENT_NUMBER_TAKEN: 409,
  IDENTIFICATION_TAKEN: 409,
  CANNOT_ARCHIVE_SELF: 422,
  IN_USE: 409,
  CONTRACT_ARCHIVED: 422,
  ROLE_LOCKED: 422,
  CANNOT_CHANGE_OWN_ACCOUNT: 422,
  LAST_ADMINISTRATOR: 422,
  CANNOT_IMPERSONATE: 422,
  IMPORT_UNPACKED_TOO_LARGE: 422,
  IMPORT_CELL_TOO_LONG: 422,
  IMPORT_TOO_MANY_STRINGS: 422,
  IMPORT_TOO_MANY_ROWS: 422,
  IMPORT_TOO_MANY_COLUMNS: 422,
  IMPORT_TOO_COMPLEX: 422,
  IMPORT_WORKBOOK_MALFORMED: 422,
  TOO_MANY_REQUESTS: 429,
  INTERNAL: 500,
  DATABASE_UNAVAILABLE: 503,
} as const;

export type ErrorCode = keyof typeof ErrorCodes;

/**
 * The 401 message array is a fixed protocol (spec §8): outside tools and the web client read its
 * second item. These strings are markers, so they are never translated.
 */
export const UNAUTHORIZED_MESSAGE = 'You are unauthorized.';
export const SESSION_EXPIRED_MARK = 'session expired';
export const SESSION_INVALIDATED_MARK = 'ip changed';

export interface ApiErrorBody {
  message: string[];
  code?: ErrorCode;
  errors?: Record<string, string>;
}
