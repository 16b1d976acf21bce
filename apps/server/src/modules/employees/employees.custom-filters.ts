import { sql, type SQL } from 'drizzle-orm';
import { CUSTOM_FIELD_TYPES, FIVE_SCALE_LEVELS, type CustomFieldType, type FilterCondition, type FilterRule } from '@tenaga/contracts';
import { employees } from '../../db/schema/index.ts';
import type { Queryable } from '../../db/tenant.ts';
import { employeeFields } from '../custom-fields/index.ts';

/** The company's employee custom fields by id, with their type: what a custom field rule may name. */
export type EmployeeFieldTypes = ReadonlyMap<string, CustomFieldType>;

const T = CUSTOM_FIELD_TYPES;
/** Types whose values are options (their own, five levels, or a ticked box): every condition applies. */
const OPTION_TYPES: readonly CustomFieldType[] = [
  T.dropdownSelection,
  T.radioButton,
  T.fiveScalesOptions,
  T.checkbox,
  T.dropdownMultiSelect,
];
export const filtersByOption = (type: CustomFieldType): boolean => OPTION_TYPES.includes(type);
/** Text, numbers and dates: only whether a value is there. */
export const PRESENCE_CONDITIONS: readonly FilterCondition[] = ['isEmpty', 'isNotEmpty'];

/** The company's employee fields by id with their type (inactive ones too: their values are still on records). */
export async function employeeFieldTypes(db: Queryable, companyId: string): Promise<EmployeeFieldTypes> {
  return new Map((await employeeFields(db, companyId)).map((field) => [field.id, field.type]));
}

/**
 * `others @> [{ _id: { $oid }, value? }]`: one containment each. As the tenant role it is checked per
 * row on what the other conditions leave (`@>` is not leakproof, so row-level security keeps the GIN
 * index on others from serving it; see migration 0008 for the search's way round that).
 */
function holds(fieldId: string, value?: unknown): SQL {
  return sql`${employees.others} @> ${JSON.stringify([{ _id: { $oid: fieldId }, ...(value === undefined ? {} : { value }) }])}::jsonb`;
}

/**
 * A filter value as the field stores it: an option id (a multi-select holds a list of them, and
 * a list containing the one asked for matches), a level 1–5, or true for a ticked box. A value the
 * type cannot hold is null: it matches nothing.
 */
export function storedValue(type: CustomFieldType, value: string): unknown {
  switch (type) {
    case T.dropdownSelection:
    case T.radioButton:
      return value;
    case T.dropdownMultiSelect:
      return [value];
    case T.fiveScalesOptions:
      return FIVE_SCALE_LEVELS.includes(Number(value) as never) && /^\d$/.test(value) ? Number(value) : null;
    case T.checkbox:
      return value === 'true' ? true : null;
    default:
      return null;
  }
}

/**
 * A custom field rule. A field the company does not have (another company's, or deleted) matches
 * nobody whatever the condition; a text, number or date field takes only is (not) empty. "Is not"
 * and "is none of" match the employees without a value too.
 */
export function customFieldCondition(rule: FilterRule, fields: EmployeeFieldTypes): SQL {
  const fieldId = rule.customFieldId;
  const type = fieldId === undefined ? undefined : fields.get(fieldId);
  if (fieldId === undefined || type === undefined) return sql`false`;
  if (rule.condition === 'isEmpty') return sql`not (${holds(fieldId)})`;
  if (rule.condition === 'isNotEmpty') return holds(fieldId);
  if (!filtersByOption(type)) return sql`false`;
  const positive = rule.condition === 'is' || rule.condition === 'isAnyOf';
  const values = rule.values.filter((value) => value !== '');
  const chosen = (rule.condition === 'is' || rule.condition === 'isNot' ? values.slice(0, 1) : values)
    .map((value) => storedValue(type, value))
    .filter((value) => value !== null);
  if (chosen.length === 0) return positive ? sql`false` : sql`true`;
  const any = sql`(${sql.join(
    chosen.map((value) => holds(fieldId, value)),
    sql` or `,
  )})`;
  return positive ? any : sql`not ${any}`;
}

/** The individual employee filter: only the employees named, when it names any. */
export function chosenEmployeesCondition(employeeIds: readonly string[]): SQL | undefined {
  if (employeeIds.length === 0) return undefined;
  return sql`${employees.id} = any(array[${sql.join(
    employeeIds.map((id) => sql`${id}`),
    sql`, `,
  )}]::uuid[])`;
}
