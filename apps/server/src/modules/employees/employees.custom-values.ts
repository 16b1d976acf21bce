import {
  CUSTOM_FIELD_FILTER_CATEGORY,
  CUSTOM_FIELD_TYPES as T,
  FIVE_SCALE_LEVELS,
  checkCustomFieldValues,
  type CustomFieldLocation,
  type CustomFieldOption,
  type CustomFieldProblem,
  type CustomFieldType,
  type FilterCategoryOptions,
  type OthersEntry,
} from '@tenaga/contracts';
import { AppError } from '../../lib/app-error.ts';
import type { SpreadsheetCell } from '../../lib/spreadsheet.ts';
import { employeeFields } from '../custom-fields/index.ts';
import {
  customFieldCondition,
  employeeFieldTypes,
  filtersByOption,
  PRESENCE_CONDITIONS,
  type EmployeeFieldTypes,
} from './employees.custom-filters.ts';
import type { EmployeeFilterCategoryDefinition } from './employees.filters.ts';

/** An employee custom field as the list, its filter and its export read it. */
export interface EmployeeField {
  readonly id: string;
  readonly location: CustomFieldLocation;
  readonly type: CustomFieldType;
  readonly label: string;
  readonly propertyName: string;
  readonly options: readonly CustomFieldOption[];
  readonly active: boolean;
}

/**
 * The filter categories of the active employee custom fields, after spec §3's own: a choice field
 * with its options (five levels, or "Yes" for a ticked box), a text, number or date field with is
 * (not) empty only.
 */
export function customFieldCategories(fields: readonly EmployeeField[], t: (key: string) => string): FilterCategoryOptions[] {
  return fields
    .filter((field) => field.active)
    .map((field) => {
      const base = { category: CUSTOM_FIELD_FILTER_CATEGORY, customFieldId: field.id, text: field.label } as const;
      if (!filtersByOption(field.type)) return { ...base, options: [], conditions: [...PRESENCE_CONDITIONS] };
      const options =
        field.type === T.fiveScalesOptions
          ? FIVE_SCALE_LEVELS.map((level) => ({ value: String(level), text: `${level} · ${t(`customFields:fiveScales.${level}`)}` }))
          : field.type === T.checkbox
            ? [{ value: 'true', text: t('common:yes') }]
            : field.options.map((option) => ({ value: option.id, text: option.label }));
      return { ...base, options };
    });
}

/**
 * The company's own fields as filter categories: a rule names its field, matched against the
 * fields the company has (read once per query, only when a rule names one); offered after spec
 * §3's categories, in their meta order.
 */
export const customFieldFilterCategory: EmployeeFilterCategoryDefinition<EmployeeFieldTypes> = {
  categories: [CUSTOM_FIELD_FILTER_CATEGORY],
  prepare: (tx, { companyId }) => employeeFieldTypes(tx, companyId),
  condition: (rule, { state }) => customFieldCondition(rule, state),
  offer: async (tx, { companyId, t }) => customFieldCategories(await employeeFields(tx, companyId), t),
  placement: 'last',
};

export { employeeFields };

/**
 * A new employee's custom values (the employee form's and the profile's active fields), each
 * checked by its field's rules as the profile's save checks them: what to store, or the problems
 * named `others.<fieldId>`. A field the company does not have, or one sent twice, is refused.
 */
export function checkNewOthers(
  fields: readonly (EmployeeField & { readonly required: boolean })[],
  sent: readonly { _id: { $oid: string }; value: unknown }[],
): { others: OthersEntry[]; problems: Record<string, CustomFieldProblem> } {
  const active = fields.filter((field) => field.active);
  const values = new Map<string, unknown>();
  const problems: Record<string, CustomFieldProblem> = {};
  for (const entry of sent) {
    const id = entry._id.$oid;
    if (!active.some((field) => field.id === id) || values.has(id)) problems[id] = { key: 'validation:invalidOption' };
    else values.set(id, entry.value);
  }
  const checked = checkCustomFieldValues({
    fields: active.map((field) => ({ ...field, options: [...field.options] })),
    values: Object.fromEntries(values),
  });
  return { others: checked.others, problems: { ...problems, ...checked.problems } };
}

/** Problems of custom values as a validation error on `others.<fieldId>`. */
export function othersInvalid(problems: Record<string, CustomFieldProblem>): AppError {
  return new AppError('VALIDATION_FAILED', {
    fieldErrors: Object.fromEntries(Object.entries(problems).map(([id, problem]) => [`others.${id}`, problem.key])),
    values: Object.assign({}, ...Object.values(problems).map((problem) => problem.values ?? {})),
  });
}

/** Custom values by property name, for audit entries people can read. */
export function othersByName(others: readonly OthersEntry[], fields: readonly EmployeeField[]): Record<string, unknown> {
  const names = new Map(fields.map((field) => [field.id, field.propertyName]));
  return Object.fromEntries(others.map((entry) => [names.get(entry._id.$oid) ?? entry._id.$oid, entry.value]));
}

/**
 * A stored value as a person reads it in an export: options by their labels, a ticked box as "Yes",
 * dates as YYYY-MM-DD, whole and decimal numbers as numbers (a negative one stays a number in CSV).
 */
export function customValueCell(field: EmployeeField, value: unknown, t: (key: string) => string): SpreadsheetCell {
  if (value === undefined || value === null) return '';
  if ((field.type === T.integerNumber || field.type === T.decimalNumber) && Number.isFinite(Number(value))) return Number(value);
  const labelOf = (id: unknown) => field.options.find((option) => option.id === id)?.label ?? String(id);
  switch (field.type) {
    case T.dropdownSelection:
    case T.radioButton:
      return labelOf(value);
    case T.dropdownMultiSelect:
      return (Array.isArray(value) ? value : [value]).map(labelOf).join(', ');
    case T.fiveScalesOptions:
      return `${String(value)} · ${t(`customFields:fiveScales.${String(value)}`)}`;
    case T.checkbox:
      return value === true ? t('common:yes') : '';
    default:
      return String(value);
  }
}
