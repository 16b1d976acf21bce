import type { ErrorCode } from '@tenaga/contracts';
import { AppError } from './app-error.ts';
import { uniqueViolationOf } from './db-errors.ts';

interface ConflictMeaning {
  readonly code: ErrorCode;
  /** The request field the constraint is about, and its message (an i18n key). */
  readonly field: string;
  readonly key: string;
}

/** What each unique constraint means to the caller: the same answer the services give when their own check finds the clash first. */
const BY_CONSTRAINT: Readonly<Record<string, ConflictMeaning>> = {
  companies_domain_key: { code: 'DOMAIN_TAKEN', field: 'domain', key: 'validation:domainTaken' },
  users_username_key: { code: 'USERNAME_TAKEN', field: 'username', key: 'validation:usernameTaken' },
  users_employee_key: { code: 'EMPLOYEE_ALREADY_LINKED', field: 'employeeId', key: 'errors:EMPLOYEE_ALREADY_LINKED' },
  employees_number_unique: { code: 'EMPLOYMENT_NUMBER_TAKEN', field: 'employmentNumber', key: 'validation:employmentNumberTaken' },
  employees_identification_unique: { code: 'IDENTIFICATION_TAKEN', field: 'identificationNumber', key: 'validation:identificationTaken' },
  attendance_absences_day_key: { code: 'ABSENCE_EXISTS', field: 'date', key: 'errors:ABSENCE_EXISTS' },
  salary_increments_open_key: { code: 'INCREMENT_OPEN_EXISTS', field: 'employeeId', key: 'errors:INCREMENT_OPEN_EXISTS' },
  payruns_period_key: { code: 'PAYRUN_EXISTS', field: 'period', key: 'errors:PAYRUN_EXISTS' },
  payruns_off_cycle_key: { code: 'PAYRUN_EXISTS', field: 'name', key: 'errors:PAYRUN_EXISTS' },
  custom_fields_property_name_key: { code: 'NAME_TAKEN', field: 'propertyName', key: 'customFields:validation.propertyNameTaken' },
};
/** Every `<table>_name_key` is a name the company (or the parent record) already has. */
const NAME_KEY = /_name_key$/;
const NAME_TAKEN: ConflictMeaning = { code: 'NAME_TAKEN', field: 'name', key: 'errors:NAME_TAKEN' };

/**
 * A unique violation no service turned into its answer: two requests raced past the service's own
 * check and the index stopped the second. It becomes the same 409 the check would have given (the
 * field named where the request has it), or a plain CONFLICT for a constraint without a meaning
 * here; null when the error is no unique violation.
 */
export function uniqueConflictOf(error: unknown, body: unknown): AppError | null {
  const violated = uniqueViolationOf(error);
  if (!violated) return null;
  const name = violated.constraint ?? '';
  const meaning = BY_CONSTRAINT[name] ?? (NAME_KEY.test(name) ? NAME_TAKEN : null);
  if (!meaning) return new AppError('CONFLICT', { cause: error });
  const path = pathOfField(body, meaning.field);
  return new AppError(meaning.code, { cause: error, ...(path ? { fieldErrors: { [path]: meaning.key } } : {}) });
}

/** Most levels a form nests its fields ('job.employmentNumber', 'account.username'). */
const MAX_DEPTH = 3;

/** The dotted path of the first field called `field` in a request body, breadth first. */
function pathOfField(body: unknown, field: string): string | null {
  let level: { value: unknown; path: string }[] = [{ value: body, path: '' }];
  for (let depth = 0; depth <= MAX_DEPTH && level.length > 0; depth++) {
    const next: typeof level = [];
    for (const { value, path } of level) {
      if (!value || typeof value !== 'object' || Array.isArray(value)) continue;
      if (Object.hasOwn(value, field)) return path + field;
      for (const [key, inner] of Object.entries(value)) next.push({ value: inner, path: `${path}${key}.` });
    }
    level = next;
  }
  return null;
}
