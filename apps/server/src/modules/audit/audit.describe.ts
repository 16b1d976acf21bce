import { auditActionKey, type AuditChange } from '@tenaga/contracts';
import type { LanguageCode } from '@tenaga/i18n';
import type { AuditVocabulary } from '../../lib/audit.ts';
import type { Translate } from '../../lib/i18n.ts';
import type { RegionFormat } from '../../lib/region-format.ts';

/** An entry as stored: what the formatter reads. */
export interface StoredEntry {
  readonly entity: string;
  readonly entityId: string;
  readonly action: string;
  readonly before: unknown;
  readonly after: unknown;
  readonly subject: string | null;
  readonly names: Readonly<Record<string, string>> | null;
}

export interface DescribeContext {
  readonly language: LanguageCode;
  readonly translate: Translate;
  readonly format: RegionFormat;
  readonly vocabulary: (entity: string) => AuditVocabulary | undefined;
  /** Names looked up when reading, for ids an entry did not name (entries written before names were kept). */
  readonly currentNames: ReadonlyMap<string, string>;
}

export interface ReadableEntry {
  /** The record's name at the time, or the best name the entry itself gives. */
  readonly subject: string | null;
  readonly summary: string;
  readonly changes: AuditChange[];
}

const SEPARATOR = ' › ';
const UUID = /^[0-9a-f]{8}-[0-9a-f]{4}-[0-9a-f]{4}-[0-9a-f]{4}-[0-9a-f]{12}$/i;
const ISO_DATE = /^\d{4}-\d{2}-\d{2}$/;
const ISO_INSTANT = /^\d{4}-\d{2}-\d{2}T\d{2}:\d{2}/;

const keyPart = (text: string) => text.replace(/[^A-Za-z0-9]+/g, '_');
const isObject = (value: unknown): value is Record<string, unknown> => typeof value === 'object' && value !== null && !Array.isArray(value);
const isAbsent = (value: unknown) => value === undefined || value === null || value === '' || (Array.isArray(value) && value.length === 0);
const same = (a: unknown, b: unknown) => JSON.stringify(a ?? null) === JSON.stringify(b ?? null);

/** 'ICNumberMasking' → 'IC number masking': a field no catalog names yet still reads as words. */
export function humanize(name: string): string {
  const words = name
    .replace(/([A-Z]+)([A-Z][a-z])/g, '$1 $2')
    .replace(/([a-z0-9])([A-Z])/g, '$1 $2')
    .split(/[\s_.-]+/)
    .filter(Boolean)
    .map((word) => (/^[A-Z0-9]+$/.test(word) ? word : word.toLowerCase()));
  const text = words.join(' ');
  return text.charAt(0).toUpperCase() + text.slice(1);
}

/** A name the entry's own values give its record (entries written before subjects were kept, deletes). */
function nameInValues(entry: Pick<StoredEntry, 'before' | 'after'>): string | null {
  for (const record of [entry.after, entry.before]) {
    if (!isObject(record)) continue;
    for (const field of ['name', 'label', 'username', 'domain']) {
      const value = record[field];
      if (typeof value === 'string' && value.trim() !== '') return value;
    }
    const person = [record.firstName, record.lastName].filter((part) => typeof part === 'string' && part.trim() !== '').join(' ');
    if (person) return person;
  }
  return null;
}

/**
 * An audit entry in words, in the reader's language: a sentence saying who did what to which
 * record, then one line per change, with every id named as it was then, every code by its label,
 * and lists and nested values as what was added, removed or changed.
 */
export function describeEntry(entry: StoredEntry, actorName: string | null, context: DescribeContext): ReadableEntry {
  const { language, translate, format } = context;
  const vocabulary = context.vocabulary(entry.entity);
  const t = (key: string, values?: Record<string, unknown>) => translate(language, key, values);
  const known = (key: string) => translate(language, key) !== key;

  const entityLabel = known(`audit:entities.${keyPart(entry.entity)}`)
    ? t(`audit:entities.${keyPart(entry.entity)}`)
    : humanize(entry.entity);

  const fieldLabel = (field: string): string => {
    for (const prefix of ['audit:fields.', ...(vocabulary?.fieldLabels ?? [])]) {
      if (known(`${prefix}${field}`)) return t(`${prefix}${field}`);
    }
    // A field key of a field grant: 'user.email'.
    const dot = field.indexOf('.');
    if (dot > 0) {
      const entity = field.slice(0, dot);
      const named = known(`audit:entities.${keyPart(entity)}`) ? t(`audit:entities.${keyPart(entity)}`) : humanize(entity);
      return `${named}${SEPARATOR}${fieldLabel(field.slice(dot + 1))}`;
    }
    return humanize(field);
  };

  /** The label of one step of a value's path; the first is the record's field. */
  const stepLabel = (path: readonly string[], index: number): string => {
    const step = path[index]!;
    if (index > 0 && path[0] === 'menuGrants') return known(`menu:${step}`) ? t(`menu:${step}`) : humanize(step);
    if (index === 1 && path[0] === 'fieldGrants' && known(`audit:fieldScopes.${step}`)) return t(`audit:fieldScopes.${step}`);
    return fieldLabel(step);
  };
  const pathLabel = (path: readonly string[]) => path.map((_, index) => stepLabel(path, index)).join(SEPARATOR);

  const nameOf = (id: string) => entry.names?.[id] ?? context.currentNames.get(id);

  /** One value as words; `field` is the innermost key naming it (its codes and labels). */
  const valueText = (field: string, root: string, value: unknown): string => {
    if (isAbsent(value)) return t('audit:diff.empty');
    if (typeof value === 'boolean') return t(value ? 'common:yes' : 'common:no');
    if (Array.isArray(value)) return value.map((item) => valueText(field, root, item)).join(value.some(isObject) ? '; ' : ', ');
    if (isObject(value)) {
      return Object.entries(value)
        .filter(([, inner]) => !isAbsent(inner))
        .map(([key, inner]) => `${fieldLabel(key)}: ${valueText(key, root, inner)}`)
        .join(', ');
    }
    const raw = value as string | number;
    if (typeof raw === 'string' && UUID.test(raw)) return nameOf(raw) ?? t('audit:unknownRecord');
    const code = vocabulary?.codes?.[field];
    if (code) {
      const label = typeof code === 'string' ? (known(`${code}${raw}`) ? t(`${code}${raw}`) : null) : code(raw, language);
      if (label) return label;
    }
    for (const key of [`audit:values.${keyPart(root)}.${keyPart(String(raw))}`, `audit:values.${keyPart(field)}.${keyPart(String(raw))}`]) {
      if (known(key)) return t(key);
    }
    if (typeof raw === 'number') return /At$/.test(field) && raw > 1e11 ? format.dateTime(raw) : format.number(raw);
    if (ISO_DATE.test(raw)) return format.calendarDate(raw);
    if (ISO_INSTANT.test(raw) && !Number.isNaN(Date.parse(raw))) return format.dateTime(new Date(raw));
    return raw;
  };

  const changes: AuditChange[] = [];
  const push = (path: readonly string[], kind: AuditChange['kind'], values: { before?: unknown; after?: unknown }) => {
    const field = path[path.length - 1]!;
    const label = pathLabel(path);
    const before = 'before' in values ? valueText(field, path[0]!, values.before) : null;
    const after = 'after' in values ? valueText(field, path[0]!, values.after) : null;
    const text =
      kind === 'value'
        ? t('audit:changes.value', { field: label, value: after ?? before })
        : t(`audit:changes.${kind}`, { field: label, before, after });
    changes.push({ field: label, kind, before, after, text });
  };

  /** An item of a list, for matching before and after: its id when it has one, else all of it. */
  const identity = (item: unknown) => (isObject(item) && typeof item.id === 'string' ? item.id : JSON.stringify(item));

  const compare = (path: readonly string[], before: unknown, after: unknown): void => {
    if (same(before, after)) return;
    if (isObject(before) || isObject(after)) {
      const old = isObject(before) ? before : {};
      const next = isObject(after) ? after : {};
      if ((isObject(before) || isAbsent(before)) && (isObject(after) || isAbsent(after))) {
        for (const key of new Set([...Object.keys(next), ...Object.keys(old)])) compare([...path, key], old[key], next[key]);
        return;
      }
    }
    if (Array.isArray(before) || Array.isArray(after)) {
      const old = Array.isArray(before) ? before : isAbsent(before) ? [] : [before];
      const next = Array.isArray(after) ? after : isAbsent(after) ? [] : [after];
      const oldIds = new Map(old.map((item) => [identity(item), item]));
      const nextIds = new Map(next.map((item) => [identity(item), item]));
      for (const [id, item] of oldIds) {
        if (!nextIds.has(id)) push(path, 'removed', { before: item });
        else if (!same(item, nextIds.get(id))) push(path, 'changed', { before: item, after: nextIds.get(id) });
      }
      for (const [id, item] of nextIds) if (!oldIds.has(id)) push(path, 'added', { after: item });
      return;
    }
    if (isAbsent(before)) push(path, 'set', { after });
    else if (isAbsent(after)) push(path, 'cleared', { before });
    else push(path, 'changed', { before, after });
  };

  /** A create or a delete: the values the record had, nested objects flattened to their paths. */
  const list = (path: readonly string[], value: unknown): void => {
    if (isObject(value)) {
      for (const [key, inner] of Object.entries(value)) list([...path, key], inner);
      return;
    }
    if (path.length === 0 || isAbsent(value)) return;
    push(path, 'value', { after: value });
  };

  const wrap = (value: unknown) => (value === null || value === undefined ? null : isObject(value) ? value : { value });
  const before = wrap(entry.before);
  const after = wrap(entry.after);
  if (before && after) compare([], before, after);
  else list([], after ?? before);

  const subject = entry.subject ?? nameInValues(entry);
  const lowered = language === 'zh' ? entityLabel : entityLabel.charAt(0).toLocaleLowerCase(language) + entityLabel.slice(1);
  const record = subject ? t('audit:record', { entity: lowered, name: subject }) : t('audit:recordUnnamed', { entity: lowered });
  const actionKey = auditActionKey(entry.action);
  const action = known(actionKey) ? t(actionKey) : humanize(entry.action.replace(/^client:/, ''));
  const sentenceKey = `audit:sentences.${actionKey.slice('audit:actions.'.length)}`;
  const values = { actor: actorName || t('audit:system'), record, name: subject ?? lowered, entity: lowered, action };
  const summary = known(sentenceKey) ? t(sentenceKey, values) : t('audit:sentences.other', values);
  return { subject, summary, changes };
}
