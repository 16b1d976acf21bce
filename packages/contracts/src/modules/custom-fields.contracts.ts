import { z } from 'zod';
import { FIELD_CATALOG } from '../access.ts';
import { IdParamsSchema, OkSchema, TableRequestSchema, TimestampSchema, tableResponse } from '../common.ts';
import { defineRoute, menuAccess, recordAccess, sessionAccess } from '../route.ts';
import { v } from '../validation.ts';
import { CreateClientContractBodySchema } from './client-contracts.contracts.ts';
import { defineApiModule } from '../api-module.ts';

/**
 * Custom fields (spec §3, §5, §7): fields a company adds to its records. Each has a type (the
 * spec's codes), a location (where it shows), options for the choice types and an order (meta
 * order). A record keeps its values in the spec's `others` list: `{ _id: { $oid: fieldId }, value }`.
 * The rules of a definition and of a value are pure functions here, so the server and the forms
 * apply the same ones with the same messages (keys of the `customFields` namespace or `validation`).
 */

// ———————————————————————————————— vocabulary ————————————————————————————————

/** Spec §3 type codes. */
export const CUSTOM_FIELD_TYPES = {
  singleLineText: 0,
  multiLineText: 1,
  dropdownSelection: 2,
  datepicker: 3,
  integerNumber: 4,
  decimalNumber: 5,
  radioButton: 6,
  fiveScalesOptions: 7,
  checkbox: 8,
  dropdownMultiSelect: 9,
} as const;
export type CustomFieldTypeName = keyof typeof CUSTOM_FIELD_TYPES;
export type CustomFieldType = (typeof CUSTOM_FIELD_TYPES)[CustomFieldTypeName];
/** Names in code order: CUSTOM_FIELD_TYPE_NAMES[code]. */
export const CUSTOM_FIELD_TYPE_NAMES = (Object.keys(CUSTOM_FIELD_TYPES) as CustomFieldTypeName[]).sort(
  (a, b) => CUSTOM_FIELD_TYPES[a] - CUSTOM_FIELD_TYPES[b],
);
const TYPE_CODES = CUSTOM_FIELD_TYPE_NAMES.map((name) => CUSTOM_FIELD_TYPES[name]);
const T = CUSTOM_FIELD_TYPES;

/** The types whose values are chosen among the field's own options (fiveScalesOptions has fixed levels). */
export const CHOICE_TYPES: readonly CustomFieldType[] = [T.dropdownSelection, T.radioButton, T.dropdownMultiSelect];
export const isChoiceType = (type: CustomFieldType): boolean => CHOICE_TYPES.includes(type);

/** Spec §3 locations, in their meta order. */
export const CUSTOM_FIELD_LOCATIONS = ['employee', 'employeeStandard', 'contract', 'exemption', 'timeOff'] as const;
export type CustomFieldLocation = (typeof CUSTOM_FIELD_LOCATIONS)[number];

/**
 * The record a location's values live on. The employee profile's fields and the employee form's
 * (standard) fields both describe the employee, so they share one `others` list and one set of
 * property names.
 */
export const CUSTOM_FIELD_RECORDS = {
  employee: 'employee',
  employeeStandard: 'employee',
  contract: 'contract',
  exemption: 'exemption',
  timeOff: 'timeOff',
} as const satisfies Record<CustomFieldLocation, string>;

/** Locations whose records exist today, and so have a value API (exemptions and time off come with their modules). */
export const CUSTOM_FIELD_VALUE_LOCATIONS = ['employee', 'employeeStandard', 'contract'] as const satisfies readonly CustomFieldLocation[];
export type CustomFieldValueLocation = (typeof CUSTOM_FIELD_VALUE_LOCATIONS)[number];

export const CUSTOM_FIELD_LIMITS = {
  labelMax: 100,
  propertyNameMax: 50,
  optionsMax: 100,
  optionLabelMax: 100,
  fieldsPerLocation: 100,
  singleLineMax: 255,
  multiLineMax: 5000,
  /** Whole numbers up to 15 digits stay exact in JSON and JavaScript. */
  integerDigits: 15,
  /** Decimals: digits before the point, and after it. */
  decimalDigits: 15,
  decimalPlaces: 6,
} as const;

/** fiveScalesOptions: its fixed levels, labelled customFields:fiveScales.<level>. */
export const FIVE_SCALE_LEVELS = [1, 2, 3, 4, 5] as const;

/** camelCase: a lowercase letter, then letters and digits (spec §3 form schema names). */
export const PROPERTY_NAME_PATTERN = /^[a-z][a-zA-Z0-9]*$/;

/**
 * Names a custom field cannot take on a record: the record's own fields and the words the
 * storage uses, so that imports, exports and filters never mistake one for the other.
 */
export const RESERVED_PROPERTY_NAMES: Record<CustomFieldLocation, readonly string[]> = (() => {
  const common = ['id', 'others', 'version', 'createdAt', 'updatedAt'];
  const employee = [...common, ...FIELD_CATALOG.employee.fields, 'cessationDate', 'employeeStatus', 'source', 'fullName'];
  return {
    employee,
    employeeStandard: employee,
    contract: [...common, ...Object.keys(CreateClientContractBodySchema.shape), 'archived', 'archivedAt'],
    exemption: common,
    timeOff: common,
  };
})();

// ———————————————————————————————— schemas ————————————————————————————————

export const CustomFieldOptionSchema = z.object({ id: z.string(), label: z.string() });
export type CustomFieldOption = z.infer<typeof CustomFieldOptionSchema>;

const LocationSchema = z.enum(CUSTOM_FIELD_LOCATIONS, { error: v.invalidOption });
const TypeSchema = z.literal(TYPE_CODES as [CustomFieldType, ...CustomFieldType[]], { error: v.invalidOption });

/** A definition as lists and forms show it. */
export const CustomFieldSchema = z.object({
  id: z.uuid(),
  location: LocationSchema,
  type: TypeSchema,
  label: z.string(),
  propertyName: z.string(),
  options: z.array(CustomFieldOptionSchema),
  required: z.boolean(),
  active: z.boolean(),
  /** Meta order within the location, from 1. */
  order: z.number().int(),
  updatedAt: TimestampSchema,
  version: z.number().int(),
});
export type CustomField = z.infer<typeof CustomFieldSchema>;

/** A row of Settings › Custom field: the definition and how many records hold a value in it. */
export const CustomFieldRowSchema = CustomFieldSchema.extend({ valueCount: z.number().int() });
export type CustomFieldRow = z.infer<typeof CustomFieldRowSchema>;

const LabelSchema = z
  .string({ error: v.required })
  .trim()
  .min(1, { error: v.required })
  .max(CUSTOM_FIELD_LIMITS.labelMax, { error: v.tooLong });
// The format is a rule of its own (propertyNameProblem) so that its message names it.
const PropertyNameSchema = z
  .string({ error: v.required })
  .trim()
  .min(1, { error: v.required })
  .max(CUSTOM_FIELD_LIMITS.propertyNameMax, { error: v.tooLong });
/** An option keeps its id when changed; a new one has none and gets one. */
const OptionInputSchema = z.strictObject({
  id: z.string().max(64).optional(),
  label: z.string({ error: v.required }).trim().min(1, { error: v.required }).max(CUSTOM_FIELD_LIMITS.optionLabelMax, { error: v.tooLong }),
});

const DefinitionFieldsSchema = z.strictObject({
  type: TypeSchema,
  label: LabelSchema,
  propertyName: PropertyNameSchema,
  options: z.array(OptionInputSchema).max(CUSTOM_FIELD_LIMITS.optionsMax, { error: v.invalidValue }).default([]),
  required: z.boolean().default(false),
  active: z.boolean().default(true),
});

export const CreateCustomFieldBodySchema = DefinitionFieldsSchema.extend({ location: LocationSchema });
export type CreateCustomFieldBody = z.infer<typeof CreateCustomFieldBodySchema>;

/** A change names the whole definition; the location never changes. */
export const UpdateCustomFieldBodySchema = DefinitionFieldsSchema.extend({ id: z.uuid(), version: z.number().int() });
export type UpdateCustomFieldBody = z.infer<typeof UpdateCustomFieldBodySchema>;

/** One entry of a record's `others` list (spec §3). */
export const CustomFieldValueSchema = z.union([z.string(), z.number(), z.boolean(), z.array(z.string())]);
export type CustomFieldValue = z.infer<typeof CustomFieldValueSchema>;
export const OthersEntrySchema = z.object({ _id: z.object({ $oid: z.uuid() }), value: CustomFieldValueSchema });
export type OthersEntry = z.infer<typeof OthersEntrySchema>;
/** What a form sends: any value, checked by type by checkCustomFieldValue (a cleared one may be left out). */
const OthersEntryInputSchema = z.strictObject({ _id: z.strictObject({ $oid: z.uuid({ error: v.invalidOption }) }), value: z.unknown() });

export const CustomFieldValuesSchema = z.object({
  location: z.enum(CUSTOM_FIELD_VALUE_LOCATIONS),
  recordId: z.uuid(),
  /** The version of the record's custom values (apart from the record's own, so the two forms never stale each other). */
  version: z.number().int(),
  /** Whether the caller may change them. */
  editable: z.boolean(),
  /** The location's active fields, in meta order. */
  fields: z.array(CustomFieldSchema),
  /** The record's values of those fields. */
  others: z.array(OthersEntrySchema),
});
export type CustomFieldValues = z.infer<typeof CustomFieldValuesSchema>;

export const SaveCustomFieldValuesBodySchema = z.strictObject({
  version: z.number().int(),
  others: z.array(OthersEntryInputSchema).max(CUSTOM_FIELD_LIMITS.fieldsPerLocation, { error: v.invalidValue }),
});
export type SaveCustomFieldValuesBody = z.infer<typeof SaveCustomFieldValuesBodySchema>;

// ———————————————————————————————— rules ————————————————————————————————

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

function checkText(value: unknown, max: number, key: string, bound: string): CheckedValue {
  if (typeof value !== 'string') return problem(v.invalidValue);
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
      return checkText(input, L.singleLineMax, 'customFields:validation.singleLineTooLong', 'singleLineMax');
    case T.multiLineText:
      return checkText(input, L.multiLineMax, 'customFields:validation.multiLineTooLong', 'multiLineMax');
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

// ———————————————————————————————— routes ————————————————————————————————

const tags = ['custom-fields'];
const view = menuAccess('customField', 'view');
const edit = menuAccess('customField', 'edit');

export const listCustomFields = defineRoute({
  method: 'POST',
  path: '/custom-fields/table',
  readsOnly: true,
  summary: "One location's custom fields (table protocol), in meta order unless sorted otherwise, with how many records hold a value",
  tags,
  permission: view,
  body: TableRequestSchema.extend({ location: LocationSchema }),
  response: tableResponse(CustomFieldRowSchema),
});

export const getLocationCustomFields = defineRoute({
  method: 'GET',
  path: '/custom-fields/location/:location',
  summary: "A location's active custom fields in meta order: what its forms show",
  tags,
  // Labels and options only, for the forms of any module: any signed-in user may read them.
  permission: sessionAccess,
  params: z.strictObject({ location: LocationSchema }),
  response: z.array(CustomFieldSchema),
});

export const PropertyNameCheckSchema = z.object({ available: z.boolean(), reason: z.enum(['format', 'reserved', 'taken']).nullable() });
export type PropertyNameCheck = z.infer<typeof PropertyNameCheckSchema>;

export const checkPropertyName = defineRoute({
  method: 'GET',
  path: '/custom-fields/check/property-name',
  summary: 'Whether a property name may be used on a location (spec §5: checked by a call), leaving out the field being changed',
  tags,
  permission: view,
  query: z.strictObject({ location: LocationSchema, propertyName: z.string().max(200), exceptId: z.uuid().optional() }),
  response: PropertyNameCheckSchema,
});

export const createCustomField = defineRoute({
  method: 'POST',
  path: '/custom-fields',
  summary: 'Add a custom field at the end of its location',
  tags,
  permission: edit,
  body: CreateCustomFieldBodySchema,
  response: CustomFieldSchema,
});

export const updateCustomField = defineRoute({
  method: 'PUT',
  path: '/custom-fields',
  summary: 'Change a custom field; its type, and options chosen on records, stay while records hold values (409 CONFLICT naming the field)',
  tags,
  permission: edit,
  body: UpdateCustomFieldBodySchema,
  response: CustomFieldSchema,
});

export const setCustomFieldActive = defineRoute({
  method: 'PUT',
  path: '/custom-fields/:id/active',
  summary: 'Activate or deactivate a custom field (an inactive one keeps its values but no form shows it)',
  tags,
  permission: edit,
  params: IdParamsSchema,
  body: z.strictObject({ active: z.boolean(), version: z.number().int() }),
  response: CustomFieldSchema,
});

export const moveCustomField = defineRoute({
  method: 'PUT',
  path: '/custom-fields/:id/move',
  summary: 'Move a custom field one place up or down in its location’s meta order',
  tags,
  permission: edit,
  params: IdParamsSchema,
  body: z.strictObject({ direction: z.enum(['up', 'down'], { error: v.invalidOption }) }),
  response: OkSchema,
});

export const CustomFieldUsageSchema = z.object({ recordCount: z.number().int() });

export const getCustomFieldUsage = defineRoute({
  method: 'GET',
  path: '/custom-fields/:id/usage',
  summary: 'How many records hold a value in a custom field',
  tags,
  permission: view,
  params: IdParamsSchema,
  response: CustomFieldUsageSchema,
});

export const deleteCustomField = defineRoute({
  method: 'DELETE',
  path: '/custom-fields/:id',
  summary:
    'Delete a custom field; one with values needs removeValues=true (else 409 CONFLICT with the count) and its values go with it, audited on each record',
  tags,
  permission: edit,
  params: IdParamsSchema,
  query: z.strictObject({ removeValues: z.enum(['true', 'false']).optional() }),
  response: OkSchema,
});

// Values saved on a record show in its own module's lists too (the employee list's custom columns).
const VALUE_RECORD_DATA = { employee: 'employees', employeeStandard: 'employees', contract: 'clientContracts' } as const;

/** GET and PUT of one location's values on one record, with the permission of that record. */
function valueRoutes<const L extends CustomFieldValueLocation>(
  location: L,
  access: { view: ReturnType<typeof menuAccess>; edit: ReturnType<typeof menuAccess> },
) {
  const path = `/custom-fields/values/${location}/:recordId` as const;
  const params = z.strictObject({ recordId: z.uuid() });
  return {
    get: defineRoute({
      method: 'GET',
      path,
      summary: `The ${location} custom fields of a record with its values`,
      tags,
      permission: access.view,
      params,
      response: CustomFieldValuesSchema,
    }),
    put: defineRoute({
      method: 'PUT',
      path,
      summary: `Save the ${location} custom field values of a record (each checked by its type; a stale version is refused)`,
      tags,
      cache: { changes: ['custom-fields', VALUE_RECORD_DATA[location]] },
      permission: access.edit,
      params,
      body: SaveCustomFieldValuesBodySchema,
      response: CustomFieldValuesSchema,
    }),
  };
}

// An employee's values: other people's through the employee list, one's own through My profile (as the employee sections).
const employeeView = recordAccess({ menu: 'employeeList', ownMenu: 'myProfile', level: 'view' });
const employeeEdit = recordAccess({ menu: 'employeeList', ownMenu: 'myProfile', level: 'edit' });
const employeeValues = valueRoutes('employee', { view: employeeView, edit: employeeEdit });
const employeeStandardValues = valueRoutes('employeeStandard', { view: employeeView, edit: employeeEdit });
const contractValues = valueRoutes('contract', {
  view: menuAccess('contractsActive', 'view'),
  edit: menuAccess('contractsActive', 'edit'),
});

export const getEmployeeCustomValues = employeeValues.get;
export const saveEmployeeCustomValues = employeeValues.put;
export const getEmployeeStandardCustomValues = employeeStandardValues.get;
export const saveEmployeeStandardCustomValues = employeeStandardValues.put;
export const getClientContractCustomValues = contractValues.get;
export const saveClientContractCustomValues = contractValues.put;

/** The value routes by location, for the section that reads and saves them. */
export const CUSTOM_FIELD_VALUE_ROUTES = {
  employee: employeeValues,
  employeeStandard: employeeStandardValues,
  contract: contractValues,
} as const satisfies Record<CustomFieldValueLocation, unknown>;

/** The menu items this module serves (api-module.ts). */
export const customFieldsApi = defineApiModule({ name: 'customFields', menu: ['customField'] });
