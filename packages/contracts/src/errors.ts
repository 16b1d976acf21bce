import { z } from 'zod';

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
  PASSWORD_CHANGE_REQUIRED: 403,
  NOT_INVITED: 422,
  GRANT_EXCEEDS_OWN_ACCESS: 403,
  FIELD_FORBIDDEN: 403,
  ROLE_IN_USE: 409,
  NAME_TAKEN: 409,
  BANK_ACCOUNT_TAKEN: 409,
  HOME_COUNTRY_REQUIRED: 422,
  EMPLOYEE_ALREADY_LINKED: 409,
  EMPLOYMENT_NUMBER_TAKEN: 409,
  IDENTIFICATION_TAKEN: 409,
  CANNOT_ARCHIVE_SELF: 422,
  IN_USE: 409,
  WORKFLOW_IN_USE: 409,
  WORKING_WEEK_IN_USE: 409,
  WORKING_WEEK_IN_FORCE: 409,
  ASSIGNMENT_IN_FORCE: 409,
  ALREADY_IN_FORCE: 409,
  ALREADY_DECIDED: 409,
  NO_WORKFLOW: 422,
  NO_APPROVER: 422,
  CONTRACT_ARCHIVED: 422,
  KETS_INCOMPLETE: 422,
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
  NO_EMPLOYEE_LINKED: 422,
  CLOCK_TIME_IN_FUTURE: 422,
  CLOCK_TIME_TOO_OLD: 422,
  ALREADY_CLOCKED_IN: 409,
  NOT_CLOCKED_IN: 409,
  CLOCK_KEY_REUSED: 409,
  LOCATION_REQUIRED: 422,
  OUTSIDE_GEOFENCE: 422,
  QR_REQUIRED: 422,
  QR_INVALID: 422,
  QR_EXPIRED: 422,
  QR_REPLAYED: 409,
  QR_SITE_NOT_ALLOWED: 403,
  PHOTO_REQUIRED: 422,
  PHOTO_INVALID: 422,
  TIMESHEET_PERIOD_INVALID: 422,
  RESOLVE_RANGE_INVALID: 422,
  RESOLVE_NOT_NEEDED: 409,
  RESOLVE_TIME_INVALID: 422,
  ABSENCE_EXISTS: 409,
  ABSENCE_NOT_ABSENT: 422,
  DEVICE_IMPORT_INVALID: 422,
  PERIOD_LOCKED: 409,
  PERIOD_NOT_LOCKED: 409,
  PERIOD_ALREADY_LOCKED: 409,
  POWER_EDIT_RANGE_INVALID: 422,
  POWER_EDIT_IMPORT_INVALID: 422,
  OVERWORK_PERIOD_INVALID: 422,
  OVERWORK_IN_WORKFLOW: 409,
  OVERWORK_NOT_APPROVED: 422,
  CONVERSION_OVER_APPROVED: 422,
  CONVERSION_EXISTS: 409,
  LOAN_INSTALMENTS_MISMATCH: 422,
  LOAN_OVERPAID: 422,
  LOAN_SETTLED: 409,
  LOAN_NOT_PAUSED: 409,
  LOAN_IN_USE: 409,
  INCREMENT_IN_FORCE: 409,
  INCREMENT_OPEN_EXISTS: 409,
  INCREMENT_REJECTED: 409,
  INCREMENT_NO_SALARY: 422,
  INCREMENT_BEFORE_LAST: 422,
  INCREMENT_NOBODY: 422,
  FORMULA_INVALID: 400,
  LEAVE_RULES_BROKEN: 422,
  LEAVE_NO_POLICY: 422,
  LEAVE_NOT_EDITABLE: 409,
  LEAVE_REQUEST_CLOSED: 409,
  LEAVE_PROFILE_CATEGORY_TWICE: 422,
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

/** Every error's body, as the API document describes it (one named component every error response refers to). */
export const ApiErrorSchema = z
  .strictObject({
    message: z.array(z.string()).min(1).describe('What went wrong, in the caller’s language (a 401 carries the markers of spec §8)'),
    code: z
      .enum(Object.keys(ErrorCodes) as [ErrorCode, ...ErrorCode[]])
      .optional()
      .describe('What went wrong, for programs to branch on'),
    errors: z.record(z.string(), z.string()).optional().describe('A message for each field that was refused, by its path'),
  })
  .meta({ id: 'Error' }) satisfies z.ZodType<ApiErrorBody>;
