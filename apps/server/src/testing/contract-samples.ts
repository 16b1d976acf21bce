import type { z } from 'zod';

/**
 * Plausible inputs read off a route's zod schema, for tests that go over every route: a sample
 * that (mostly) passes the schema, and the paths of its fields with the kind of value each takes,
 * so a test can put one bad value at one field of an otherwise good input.
 */

interface Def {
  readonly type: string;
  readonly keyType?: z.ZodType;
  readonly valueType?: z.ZodType;
  readonly innerType?: z.ZodType;
  readonly in?: z.ZodType;
  readonly options?: readonly z.ZodType[];
  readonly left?: z.ZodType;
  readonly right?: z.ZodType;
  readonly shape?: Record<string, z.ZodType>;
  readonly element?: z.ZodType;
  readonly items?: readonly z.ZodType[];
  readonly getter?: () => z.ZodType;
  readonly values?: readonly unknown[];
  readonly entries?: Record<string, unknown>;
}
interface Limits {
  format?: string;
  minimum?: number;
  maximum?: number;
  minLength?: number;
  maxLength?: number;
  patterns: RegExp[];
}
interface CheckDef {
  readonly check: string;
  readonly format?: string;
  readonly pattern?: RegExp;
  readonly minimum?: number;
  readonly maximum?: number;
  readonly value?: number;
  readonly length?: number;
}

const defOf = (schema: z.ZodType) => (schema as unknown as { _zod: { def: Def } })._zod.def;
/** A string's or number's format and bounds, read from its checks. */
function limitsOf(schema: z.ZodType): Limits {
  const def = defOf(schema) as Def & { format?: string; checks?: { _zod: { def: CheckDef } }[] };
  const limits: Limits = { format: def.format, patterns: [] };
  for (const { _zod } of def.checks ?? []) {
    const check = _zod.def;
    if (check.check === 'min_length') limits.minLength = check.minimum;
    else if (check.check === 'max_length') limits.maxLength = check.maximum;
    else if (check.check === 'length_equals') limits.minLength = limits.maxLength = check.length;
    else if (check.check === 'greater_than') limits.minimum = check.value;
    else if (check.check === 'less_than') limits.maximum = check.value;
    else if (check.check === 'string_format' && check.pattern) limits.patterns.push(check.pattern);
    else if (check.check === 'string_format') limits.format = check.format;
  }
  return limits;
}
const isOptional = (schema: z.ZodType) => (schema as unknown as { _zod: { optin?: string } })._zod.optin === 'optional';

/** Gives an existing record's id for a field or path parameter name ('id', 'employeeId'). */
export type IdFor = (name: string) => string;

const STRING_CANDIDATES = ['Sample', 'sample', 'SG', 'a', '1000.00', '1', '2024-01', 'S1234567D', 'SG_DBS', 'en', '+6591234567'];
const MAX_DEPTH = 12;

function sampleString(schema: z.ZodType, name: string, idFor: IdFor): string {
  const bag = limitsOf(schema);
  if (bag.format === 'uuid' || bag.format === 'guid') return idFor(name);
  if (bag.format === 'email') return 'sample@example.com';
  if (bag.format === 'date') return '2024-01-02';
  if (bag.format === 'datetime') return '2024-01-02T03:04:05Z';
  // An uploaded file's bytes ('Sample'): the route reads it and names what is wrong with it.
  if (bag.format === 'base64') return 'U2FtcGxl';
  const fits = (text: string) =>
    text.length >= (bag.minLength ?? 0) &&
    text.length <= (bag.maxLength ?? Infinity) &&
    bag.patterns.every((pattern) => new RegExp(pattern.source, pattern.flags.replace('g', '')).test(text));
  return STRING_CANDIDATES.find(fits) ?? 'S'.repeat(Math.max(1, bag.minLength ?? 1));
}

/** A value the schema most likely accepts: every required field, the first option of every choice. */
export function sampleOf(schema: z.ZodType, idFor: IdFor, name = '', depth = 0): unknown {
  if (depth > MAX_DEPTH) return undefined;
  const def = defOf(schema);
  const inner = (next: z.ZodType | undefined, key = name) => (next ? sampleOf(next, idFor, key, depth + 1) : undefined);
  switch (def.type) {
    case 'object': {
      const result: Record<string, unknown> = {};
      for (const [key, field] of Object.entries(def.shape ?? {})) if (!isOptional(field)) result[key] = inner(field, key);
      return result;
    }
    case 'string':
      return sampleString(schema, name, idFor);
    case 'number': {
      const bag = limitsOf(schema);
      return Math.min(Math.max(1, bag.minimum ?? 1), bag.maximum ?? 1);
    }
    case 'boolean':
      return false;
    case 'literal':
      return def.values?.[0];
    case 'enum':
      return Object.values(def.entries ?? {})[0];
    case 'union': {
      const samples = (def.options ?? []).map((option) => inner(option));
      return samples.find((sample, index) => def.options![index]!.safeParse(sample).success) ?? samples[0];
    }
    case 'array': {
      const element = inner(def.element);
      return Array.from({ length: limitsOf(schema).minLength ?? 0 }, () => element);
    }
    case 'tuple':
      return (def.items ?? []).map((item) => inner(item));
    case 'intersection':
      return { ...(inner(def.left) as object), ...(inner(def.right) as object) };
    case 'optional':
    case 'nullable':
    case 'default':
    case 'prefault':
    case 'readonly':
    case 'catch':
    case 'nonoptional':
      return inner(def.innerType);
    case 'pipe':
      return inner(def.in);
    case 'lazy':
      return inner(def.getter?.());
    case 'record':
      return {};
    case 'unknown':
    case 'any':
      return 'Sample';
    default:
      return undefined;
  }
}

/** `date`: a calendar date written YYYY-MM-DD. */
export type FieldKind = 'number' | 'string' | 'date' | 'boolean' | 'other';

/** Every field the schema names (optional ones too), with the kind of value it takes; arrays by their first item. */
export function fieldsOf(schema: z.ZodType, path: PropertyKey[] = [], depth = 0): { path: PropertyKey[]; kind: FieldKind }[] {
  if (depth > MAX_DEPTH) return [];
  const def = defOf(schema);
  const inner = (next: z.ZodType | undefined, at = path) => (next ? fieldsOf(next, at, depth + 1) : []);
  switch (def.type) {
    case 'object':
      return Object.entries(def.shape ?? {}).flatMap(([key, field]) => inner(field, [...path, key]));
    case 'array':
      return inner(def.element, [...path, 0]);
    case 'optional':
    case 'nullable':
    case 'default':
    case 'prefault':
    case 'readonly':
    case 'catch':
    case 'nonoptional':
      return inner(def.innerType);
    case 'pipe':
      return inner(def.in);
    case 'lazy':
      return depth > 4 ? [] : inner(def.getter?.());
    case 'union': {
      // Each option's fields once, with the kind of the first option that names one.
      const byPath = new Map<string, { path: PropertyKey[]; kind: FieldKind }>();
      for (const field of (def.options ?? []).flatMap((option) => inner(option))) {
        const key = field.path.map(String).join('.');
        const known = byPath.get(key);
        if (!known || known.kind === 'other') byPath.set(key, field);
      }
      return [...byPath.values()];
    }
    case 'number':
      return path.length ? [{ path, kind: 'number' }] : [];
    case 'string':
      return path.length ? [{ path, kind: limitsOf(schema).format === 'date' ? 'date' : 'string' }] : [];
    case 'boolean':
      return path.length ? [{ path, kind: 'boolean' }] : [];
    default:
      return path.length ? [{ path, kind: 'other' }] : [];
  }
}

/** A copy of `value` with `replacement` at `path` (objects and arrays made on the way). */
export function withValueAt(value: unknown, path: readonly PropertyKey[], replacement: unknown): unknown {
  if (path.length === 0) return replacement;
  const [head, ...rest] = path;
  const base: object = Array.isArray(value)
    ? [...(value as unknown[])]
    : value && typeof value === 'object'
      ? { ...value }
      : typeof head === 'number'
        ? []
        : {};
  const container = base as Record<PropertyKey, unknown>;
  container[head!] = withValueAt(container[head!], rest, replacement);
  return container;
}

/** String formats that bound their own length. */
const BOUNDED_FORMATS = new Set(['uuid', 'guid', 'date', 'datetime', 'time', 'regex']);

/**
 * The fields of an input schema that take values of any size: a number without both bounds, a
 * string without a maximum length (or a format or pattern that bounds it), an array without a
 * maximum, a record's keys.
 */
export function unboundedFieldsOf(schema: z.ZodType, path = '', depth = 0): string[] {
  if (depth > MAX_DEPTH) return [];
  const def = defOf(schema);
  const inner = (next: z.ZodType | undefined, at = path) => (next ? unboundedFieldsOf(next, at, depth + 1) : []);
  switch (def.type) {
    case 'object':
      return Object.entries(def.shape ?? {}).flatMap(([key, field]) => inner(field, path ? `${path}.${key}` : key));
    case 'array':
      return [...(limitsOf(schema).maxLength === undefined ? [`${path}[]`] : []), ...inner(def.element, `${path}[]`)];
    case 'record':
      return [...inner(def.keyType, `${path}{key}`), ...inner(def.valueType, `${path}{}`)];
    case 'number': {
      const limits = limitsOf(schema);
      return limits.minimum !== undefined && limits.maximum !== undefined ? [] : [path || '(the whole input)'];
    }
    case 'string': {
      const limits = limitsOf(schema);
      const bounded = limits.maxLength !== undefined || BOUNDED_FORMATS.has(limits.format ?? '') || limits.patterns.length > 0;
      return bounded ? [] : [path || '(the whole input)'];
    }
    case 'optional':
    case 'nullable':
    case 'default':
    case 'prefault':
    case 'readonly':
    case 'catch':
    case 'nonoptional':
      return inner(def.innerType);
    case 'pipe':
      return inner(def.in);
    case 'lazy':
      return depth > 4 ? [] : inner(def.getter?.());
    case 'union':
      return [...new Set((def.options ?? []).flatMap((option) => inner(option)))];
    case 'intersection':
      return [...inner(def.left), ...inner(def.right)];
    default:
      return [];
  }
}
