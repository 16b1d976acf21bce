import {
  CUSTOM_FIELD_TYPES as T,
  FIVE_SCALE_LEVELS,
  checkCustomFieldValue,
  type CustomFieldOption,
  type CustomFieldProblem,
  type CustomFieldType,
  type Language,
  type OthersEntry,
} from '@tenaga/contracts';
import { LANGUAGE_CODES } from '@tenaga/i18n';
import type { Translate } from '../../lib/i18n.ts';
import { codeList, type CodeList, type ImportColumn } from '../imports/index.ts';
import { EMPLOYEE_COLUMNS } from './employees.import-columns.ts';

/** An active employee custom field as the import reads it. */
export interface ImportField {
  readonly id: string;
  readonly type: CustomFieldType;
  readonly label: string;
  readonly propertyName: string;
  readonly options: readonly CustomFieldOption[];
  readonly required: boolean;
}

export interface CustomColumn extends ImportColumn {
  readonly label: string;
  readonly field: ImportField;
  /** A cell may hold several options (a multi-select). */
  readonly multiple: boolean;
}

const FIXED_KEYS = new Set(EMPLOYEE_COLUMNS.map((column) => column.key.toLowerCase()));
const CODE_TYPES: readonly CustomFieldType[] = [T.dropdownSelection, T.radioButton, T.dropdownMultiSelect, T.fiveScalesOptions, T.checkbox];

/**
 * A column per active custom field, after the fixed ones, keyed by its property name (the key the
 * custom field settings promise for imports), or 'custom.<name>' where a fixed column has that key.
 */
export function customColumns(fields: readonly ImportField[]): CustomColumn[] {
  return fields.map((field) => ({
    key: FIXED_KEYS.has(field.propertyName.toLowerCase()) ? `custom.${field.propertyName}` : field.propertyName,
    label: field.label,
    field,
    multiple: field.type === T.dropdownMultiSelect,
    required: false,
    type: field.type === T.datepicker ? 'date' : CODE_TYPES.includes(field.type) ? 'code' : 'text',
    width: 20,
  }));
}

/** A multi-select cell holds several options, separated like phone numbers. */
const splitList = (text: string) =>
  text
    .split(/[;\n]/)
    .map((item) => item.trim())
    .filter(Boolean);

/** The words a ticked box may be written with, in every language ('TRUE' is how a spreadsheet's own boolean reads). */
function tickWords(translate: Translate): { yes: string[]; no: string[] } {
  const yes = ['true', '1', 'x', ...LANGUAGE_CODES.map((language) => translate(language, 'common:yes'))];
  const no = ['false', '0', ...LANGUAGE_CODES.map((language) => translate(language, 'common:no'))];
  return { yes, no };
}

/** How each choice column's cells resolve: an option by its label (or id), a level by its number or name, a ticked box by yes / no. */
export function customCodeLists(columns: readonly CustomColumn[], translate: Translate): Map<string, CodeList<string | number>> {
  const ticks = tickWords(translate);
  const lists = new Map<string, CodeList<string | number>>();
  for (const { key, field } of columns) {
    if (field.type === T.fiveScalesOptions) {
      lists.set(
        key,
        codeList(
          FIVE_SCALE_LEVELS.map((level) => ({
            value: level,
            names: LANGUAGE_CODES.map((language) => translate(language, `customFields:fiveScales.${level}`)),
          })),
        ),
      );
    } else if (field.type === T.checkbox) {
      lists.set(
        key,
        codeList([
          { value: 'yes', names: ticks.yes },
          { value: 'no', names: ticks.no },
        ]),
      );
    } else if (CODE_TYPES.includes(field.type)) {
      lists.set(key, codeList(field.options.map((option) => ({ value: option.id, names: [option.label] }))));
    }
  }
  return lists;
}

export type CellOutcome =
  | { readonly kind: 'ok'; readonly entry: OthersEntry | null }
  | { readonly kind: 'unknown'; readonly value: string }
  | { readonly kind: 'empty' }
  | { readonly kind: 'invalid'; readonly problem: CustomFieldProblem };

/**
 * One custom field cell: its text resolved to what the form would send (an option's id, a level,
 * true for a ticked box), then the custom field value rules the form and the profile apply.
 */
export function readCustomCell(column: CustomColumn, text: string, lists: ReadonlyMap<string, CodeList<string | number>>): CellOutcome {
  const { field } = column;
  const list = lists.get(column.key);
  let value: unknown = text === '' ? null : text;
  if (text !== '' && list) {
    const items = field.type === T.dropdownMultiSelect ? splitList(text) : [text];
    const resolved = items.map((item) => list.resolve(item));
    const unknown = items.find((_, index) => resolved[index] === undefined);
    if (unknown !== undefined) return { kind: 'unknown', value: unknown };
    value = field.type === T.dropdownMultiSelect ? resolved : field.type === T.checkbox ? resolved[0] === 'yes' : resolved[0];
  }
  const checked = checkCustomFieldValue({ type: field.type, required: field.required, options: [...field.options] }, value);
  if (checked.ok) return { kind: 'ok', entry: checked.value === null ? null : { _id: { $oid: field.id }, value: checked.value } };
  const blank = text === '' || (field.type === T.checkbox && value === false);
  return blank && field.required ? { kind: 'empty' } : { kind: 'invalid', problem: checked.problem };
}

/** The sample's hint of a custom field column. */
export function customColumnHint(column: CustomColumn, t: (key: string, values?: Record<string, unknown>) => string): string {
  const { field } = column;
  return [
    field.required ? t('imports:sample.hints.required') : null,
    column.type === 'date' ? t('imports:sample.hints.date') : null,
    column.type === 'code' ? t('imports:sample.hints.choice', { sheet: t('imports:sample.listsSheet') }) : null,
    field.type === T.dropdownMultiSelect ? t('imports:sample.hints.multiple') : null,
  ]
    .filter(Boolean)
    .join('\n');
}

/** The values a choice column's dropdown offers, as the reader names them: options, levels, yes and no. */
export function customChoices(column: CustomColumn, language: Language, translate: Translate): string[] {
  const { field } = column;
  if (field.type === T.fiveScalesOptions) return FIVE_SCALE_LEVELS.map((level) => translate(language, `customFields:fiveScales.${level}`));
  if (field.type === T.checkbox) return [translate(language, 'common:yes'), translate(language, 'common:no')];
  return field.options.map((option) => option.label);
}

/** A value for the sample's example row when the field is required (so the example passes the check); empty otherwise. */
export function customExample(column: CustomColumn, language: Language, translate: Translate): string | Date | null {
  const { field } = column;
  if (!field.required) return null;
  switch (field.type) {
    case T.dropdownSelection:
    case T.radioButton:
    case T.dropdownMultiSelect:
      return field.options[0]?.label ?? null;
    case T.fiveScalesOptions:
      return translate(language, `customFields:fiveScales.${FIVE_SCALE_LEVELS[2]}`);
    case T.checkbox:
      return translate(language, 'common:yes');
    case T.datepicker:
      return new Date(Date.UTC(2024, 0, 2));
    case T.integerNumber:
      return '1';
    case T.decimalNumber:
      return '1.5';
    default:
      return field.label;
  }
}
