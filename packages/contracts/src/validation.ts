import type { z } from 'zod';

/**
 * Validation messages are i18n keys (namespace `validation`), so the server and the form show the
 * same translated text. Schemas pass them as `{ error: v.required }`.
 */
export const v = {
  required: 'validation:required',
  email: 'validation:email',
  numeric: 'validation:numeric',
  phoneNumber: 'validation:phoneNumber',
  validNumber: 'validation:requiredValidNumber',
  validFormat: 'validation:requiredValidFormat',
  unique: 'validation:unique',
  tooLong: 'validation:tooLong',
  tooShort: 'validation:tooShort',
  passwordMin: 'validation:passwordMin',
  passwordsDiffer: 'validation:passwordsDiffer',
  domainFormat: 'validation:domainFormat',
  domainTaken: 'validation:domainTaken',
  usernameFormat: 'validation:usernameFormat',
  usernameTaken: 'validation:usernameTaken',
  invalidOption: 'validation:invalidOption',
  invalidValue: 'validation:invalidValue',
  unknownField: 'validation:unknownField',
  endBeforeStart: 'validation:endBeforeStart',
  noWorkingDay: 'validation:noWorkingDay',
  coordinates: 'validation:coordinates',
  polygonCorners: 'validation:polygonCorners',
  polygonShape: 'validation:polygonShape',
  polygonTooLarge: 'validation:polygonTooLarge',
  geofenceNeeded: 'validation:geofenceNeeded',
  periodTooLong: 'validation:periodTooLong',
} as const;

export type ValidationKey = (typeof v)[keyof typeof v];

const KEY = /^validation:[A-Za-z]+$/;

/**
 * The i18n key and interpolation values for one zod issue: a schema's own key when it gave one,
 * otherwise a key chosen by the kind of issue.
 */
export function issueMessage(issue: z.core.$ZodIssue | z.core.$ZodRawIssue): { key: string; values: Record<string, unknown> } {
  if (typeof issue.message === 'string' && KEY.test(issue.message)) {
    return { key: issue.message, values: valuesOf(issue) };
  }
  switch (issue.code) {
    case 'invalid_type':
      return { key: issue.input === undefined || issue.input === null ? v.required : v.invalidValue, values: {} };
    case 'too_small':
      if (issue.origin === 'string' && Number(issue.minimum) <= 1) return { key: v.required, values: {} };
      return { key: issue.origin === 'string' ? v.tooShort : v.validNumber, values: valuesOf(issue) };
    case 'too_big':
      return { key: issue.origin === 'string' ? v.tooLong : v.validNumber, values: valuesOf(issue) };
    case 'invalid_format':
      return { key: issue.format === 'email' ? v.email : v.validFormat, values: {} };
    case 'invalid_value':
      return { key: v.invalidOption, values: {} };
    case 'unrecognized_keys':
      return { key: v.unknownField, values: { fields: issue.keys.join(', ') } };
    default:
      return { key: v.invalidValue, values: {} };
  }
}

function valuesOf(issue: z.core.$ZodIssue | z.core.$ZodRawIssue): Record<string, unknown> {
  const values: Record<string, unknown> = {};
  if ('minimum' in issue) values.min = Number(issue.minimum);
  if ('maximum' in issue) values.max = Number(issue.maximum);
  return values;
}

/** Dotted field path of an issue, as forms and the `errors` map name fields ('phones.0'). */
export function issuePath(issue: { path?: readonly PropertyKey[] }): string {
  return (issue.path ?? []).map(String).join('.');
}

/**
 * Zod's own messages are English sentences; this error map turns the ones that carry meaning into
 * keys while the input is still known (the final issue no longer has it), so that a missing value
 * reads "This field is required." on both sides.
 */
export function zodErrorMap(issue: z.core.$ZodRawIssue): string | undefined {
  if (issue.code === 'invalid_type' && (issue.input === undefined || issue.input === null)) return v.required;
  if (issue.code === 'invalid_type' && issue.expected === 'number' && typeof issue.input === 'string') return v.numeric;
  return undefined;
}
