import { FIELD_CATALOG } from '../../access.ts';
import { CreateClientContractBodySchema } from '../client-contracts.contracts.ts';

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
