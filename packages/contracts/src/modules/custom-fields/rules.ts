import { v } from '../../validation.ts';
import { isSafeText } from '../../text.ts';
import {
  CUSTOM_FIELD_LIMITS,
  CUSTOM_FIELD_TYPES,
  type CustomFieldLocation,
  type CustomFieldType,
  FIVE_SCALE_LEVELS,
  PROPERTY_NAME_PATTERN,
  RESERVED_PROPERTY_NAMES,
  isChoiceType,
} from './vocabulary.ts';
import type { CustomField, CustomFieldValue, OthersEntry } from './schemas.ts';

const T = CUSTOM_FIELD_TYPES;
/** A rule's refusal: an i18n key and the values its text names (each named after its bound, so one values object serves every message). */
export interface CustomFieldProblem {
  readonly key: string;
  readonly values?: Readonly<Record<string, number | string>>;
}

/** What a value check needs of a field. */
export type CustomFieldRule = Pick<CustomField, 'type' | 'required' | 'options'>;

export type CheckedValue =
  { readonly ok: true; readonly value: CustomFieldValue | null } | { readonly ok: false; readonly problem: CustomFieldProblem };

const L = CUSTOM_FIELD_LIMITS;
const ISO_DATE = /^(\d{4})-(\d{2})-(\d{2})$/;
const DECIMAL = /^([+-]?)(\d+)(?:\.(\d+))?$/;
const problem = (key: string, values?: Record<string, number>): CheckedValue => ({
  ok: false,
  problem: values ? { key, values } : { key },
});
const invalidOption = () => problem(v.invalidOption);

function isCalendarDate(text: string): boolean {
  const match = ISO_DATE.exec(text);
  if (!match) return false;
  const [year, month, day] = [Number(match[1]), Number(match[2]), Number(match[3])];
  const date = new Date(Date.UTC(year, month - 1, day));
  return year >= 1 && date.getUTCFullYear() === year && date.getUTCMonth() === month - 1 && date.getUTCDate() === day;
}

function isEmpty(value: unknown): boolean {
  return (
    value === undefined ||
    value === null ||
    (typeof value === 'string' && value.trim() === '') ||
    (Array.isArray(value) && value.length === 0)
  );
}

/** A text within its limit (`bound` names the limit in the message's values), on one line unless `multiLine`. */
function checkText(value: unknown, limit: { max: number; key: string; bound: string; multiLine: boolean }): CheckedValue {
  const { max, key, bound, multiLine } = limit;
  if (typeof value !== 'string' || !isSafeText(value, { multiLine })) return problem(v.invalidValue);
  const text = value.trim();
  return text.length > max ? problem(key, { [bound]: max }) : { ok: true, value: text };
}

/** A whole number, from a number or its digits as text (spec §5: integer-typed values are parsed to whole numbers). */
function checkInteger(value: unknown): CheckedValue {
  const tooLong = () => problem('customFields:validation.integerDigits', { integerDigits: L.integerDigits });
  if (typeof value === 'number') {
    if (!Number.isFinite(value)) return problem(v.validNumber);
    if (!Number.isInteger(value)) return problem('customFields:validation.wholeNumber');
    return Math.abs(value) >= 10 ** L.integerDigits ? tooLong() : { ok: true, value: value === 0 ? 0 : value };
  }
  const text = typeof value === 'string' ? value.trim() : '';
  if (DECIMAL.test(text) && text.includes('.')) return problem('customFields:validation.wholeNumber');
  if (!/^[+-]?\d+$/.test(text)) return problem(v.validNumber);
  if (text.replace(/^[+-]/, '').replace(/^0+(?=\d)/, '').length > L.integerDigits) return tooLong();
  const number = Number(text);
  return { ok: true, value: number === 0 ? 0 : number };
}

/** A decimal kept exact as a string ("1234.50"), from text or a number; at most 15 digits before the point and 6 after it. */
function checkDecimal(value: unknown): CheckedValue {
  const text = typeof value === 'number' ? (Number.isFinite(value) ? String(value) : '') : typeof value === 'string' ? value.trim() : '';
  const match = DECIMAL.exec(text);
  if (!match) return problem(v.validNumber);
  const whole = match[2]!.replace(/^0+(?=\d)/, '');
  const fraction = match[3] ?? '';
  if (whole.length > L.decimalDigits || fraction.length > L.decimalPlaces)
    return problem('customFields:validation.decimal', { decimalDigits: L.decimalDigits, decimalPlaces: L.decimalPlaces });
  const zero = /^0*$/.test(whole + fraction);
  return { ok: true, value: `${match[1] === '-' && !zero ? '-' : ''}${whole}${fraction ? `.${fraction}` : ''}` };
}

function checkChoice(field: CustomFieldRule, value: unknown): CheckedValue {
  return typeof value === 'string' && field.options.some((option) => option.id === value) ? { ok: true, value } : invalidOption();
}

function checkChoices(field: CustomFieldRule, value: unknown): CheckedValue {
  if (!Array.isArray(value) || value.some((item) => typeof item !== 'string')) return invalidOption();
  const chosen = new Set(value as string[]);
  if (chosen.size !== value.length || [...chosen].some((id) => !field.options.some((option) => option.id === id))) return invalidOption();
  // Stored in the options' order, so the same choice is always the same value.
  return { ok: true, value: field.options.filter((option) => chosen.has(option.id)).map((option) => option.id) };
}

/**
 * One value of one field, by the field's type: the value as stored (trimmed text, a whole number,
 * a decimal string, an ISO date, option ids in option order, true for a ticked box) or null when
 * empty, or the problem. Empty is undefined, null, blank text, no choice, or an unticked box; a
 * required field refuses it.
 */
export function checkCustomFieldValue(field: CustomFieldRule, input: unknown): CheckedValue {
  const empty = isEmpty(input) || (field.type === T.checkbox && input === false);
  if (empty) return field.required ? problem(v.required) : { ok: true, value: null };
  switch (field.type) {
    case T.singleLineText:
      return checkText(input, {
        max: L.singleLineMax,
        key: 'customFields:validation.singleLineTooLong',
        bound: 'singleLineMax',
        multiLine: false,
      });
    case T.multiLineText:
      return checkText(input, {
        max: L.multiLineMax,
        key: 'customFields:validation.multiLineTooLong',
        bound: 'multiLineMax',
        multiLine: true,
      });
    case T.datepicker:
      return typeof input === 'string' && isCalendarDate(input.trim())
        ? { ok: true, value: input.trim() }
        : problem('customFields:validation.date');
    case T.integerNumber:
      return checkInteger(input);
    case T.decimalNumber:
      return checkDecimal(input);
    case T.dropdownSelection:
    case T.radioButton:
      return checkChoice(field, input);
    case T.dropdownMultiSelect:
      return checkChoices(field, input);
    case T.fiveScalesOptions: {
      const level = typeof input === 'string' ? Number(input) : input;
      return FIVE_SCALE_LEVELS.includes(level as never) ? { ok: true, value: level as number } : invalidOption();
    }
    case T.checkbox:
      return input === true ? { ok: true, value: true } : problem(v.invalidValue);
    default:
      return problem(v.invalidValue);
  }
}

/**
 * A record's values of a set of fields (a location's active fields), keyed by field id: what to
 * store (empty values left out, in the fields' order) and each field's problem. The values object
 * of every problem may be merged into one: their names never clash.
 */
export function checkCustomFieldValues(input: {
  readonly fields: readonly (CustomFieldRule & { readonly id: string })[];
  readonly values: Readonly<Record<string, unknown>>;
}): { others: OthersEntry[]; problems: Record<string, CustomFieldProblem> } {
  const others: OthersEntry[] = [];
  const problems: Record<string, CustomFieldProblem> = {};
  for (const field of input.fields) {
    const checked = checkCustomFieldValue(field, input.values[field.id]);
    if (!checked.ok) problems[field.id] = checked.problem;
    else if (checked.value !== null) others.push({ _id: { $oid: field.id }, value: checked.value });
  }
  return { others, problems };
}

/** The format of a property name, and names the location's record already uses; null when it may be used (uniqueness is checked by a call). */
export function propertyNameProblem(options: {
  readonly propertyName: string;
  readonly location: CustomFieldLocation;
}): (CustomFieldProblem & { readonly reason: 'format' | 'reserved' }) | null {
  const name = options.propertyName.trim();
  if (!PROPERTY_NAME_PATTERN.test(name)) return { key: 'customFields:validation.propertyNameFormat', reason: 'format' };
  const reserved = RESERVED_PROPERTY_NAMES[options.location].some((taken) => taken.toLowerCase() === name.toLowerCase());
  return reserved ? { key: 'customFields:validation.propertyNameReserved', reason: 'reserved' } : null;
}

/** A definition's rules beyond its schema, by field: choice types need options, and option labels differ (whatever their case). */
export function definitionProblems(definition: {
  readonly type: CustomFieldType;
  readonly options: readonly { readonly label: string }[];
}): Record<string, CustomFieldProblem> {
  if (!isChoiceType(definition.type)) return {};
  if (definition.options.length === 0) return { options: { key: 'customFields:validation.optionsRequired' } };
  const problems: Record<string, CustomFieldProblem> = {};
  const seen = new Set<string>();
  definition.options.forEach((option, index) => {
    const label = option.label.trim().toLowerCase();
    if (seen.has(label)) problems[`options.${index}.label`] = { key: 'customFields:validation.optionDuplicated' };
    seen.add(label);
  });
  return problems;
}

/** A record's `others` entries as a value per field id (for a form). */
export function othersToValues(others: readonly OthersEntry[]): Record<string, CustomFieldValue> {
  return Object.fromEntries(others.map((entry) => [entry._id.$oid, entry.value]));
}
