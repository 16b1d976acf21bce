import { z } from 'zod';
import { v } from './validation.ts';

/**
 * What text may hold. Every string a request carries is single-line unless its contract marks it
 * `multiLine(...)`: the server's validator refuses, in every string of every body, query and path,
 * NUL (PostgreSQL text cannot hold it), an unpaired UTF-16 surrogate (not text at all: it breaks
 * JSON columns and every client that shows it) and C0/C1 control characters, which multi-line text
 * may hold only as tab, line feed and carriage return. Refusing at the boundary means no route can
 * forget it, and the importers apply the same rule to their cells.
 */
// eslint-disable-next-line no-control-regex -- finding control characters is the point
const CONTROL_EXCEPT_LINE_BREAKS = /[\u0000-\u0008\u000b\u000c\u000e-\u001f\u007f-\u009f]/;
const LINE_BREAKS_AND_TABS = /[\t\n\r]/;
// A high surrogate not followed by a low one, or a low one not preceded by a high one (no lookbehind: the web bundle carries this too).
const LONE_SURROGATE = /[\ud800-\udbff](?![\udc00-\udfff])|(?:^|[^\ud800-\udbff])[\udc00-\udfff]/;

const multiLineSchemas = new WeakSet<z.ZodType>();

/**
 * Marks a text field whose value may span lines (an address, a description): it may hold tab, line
 * feed and carriage return. Mark the finished schema: a method called on it afterwards (`.trim()`,
 * `.max()`) makes a new schema without the mark; wrapping it (`.optional()`, `clearable()`) keeps it.
 */
export function multiLine<T extends z.ZodType>(schema: T): T {
  multiLineSchemas.add(schema);
  return schema;
}

/** Whether text may be stored as it is: no control character, no unpaired surrogate (line breaks and tabs only when multi-line). */
export function isSafeText(value: string, options: { multiLine: boolean }): boolean {
  if (CONTROL_EXCEPT_LINE_BREAKS.test(value) || LONE_SURROGATE.test(value)) return false;
  return options.multiLine || !LINE_BREAKS_AND_TABS.test(value);
}

/** Most problems one input reports: a body of many bad strings still answers with a short list. */
const MAX_REPORTED = 50;

/**
 * The server's check of any input against its contract (a request's body, query or path; an
 * imported row): the text rule, then the schema. Each unsafe string is a "not valid" issue at its
 * path, and the schema's own issues on the other fields come with it.
 */
export function safeParseInput<T extends z.ZodType>(schema: T, data: unknown): z.ZodSafeParseResult<z.output<T>> {
  const unsafe = pathsOfUnsafeText(schema, data);
  const result = schema.safeParse(data, { reportInput: true });
  if (unsafe.length === 0) return result;
  const unsafeKeys = new Set(unsafe.map((path) => path.map(String).join('.')));
  const others = result.success ? [] : result.error.issues.filter((issue) => !unsafeKeys.has(issue.path.map(String).join('.')));
  const issues: z.core.$ZodIssue[] = [
    ...unsafe.map((path) => ({ code: 'custom' as const, path, message: v.invalidValue, input: undefined })),
    ...others,
  ];
  // ZodRealError, as safeParse makes: unlike ZodError it is an Error, which Fastify requires.
  return { success: false, error: new z.ZodRealError(issues) as z.ZodError<z.output<T>> };
}

/**
 * The paths of the strings (and object keys) in `data` that are not safe text for the part of
 * `schema` they reach. Walks without recursion and without copying paths: parsed JSON can nest
 * very deep. The schema is consulted only for a string with a line break or tab.
 */
export function pathsOfUnsafeText(schema: z.ZodType, data: unknown): PropertyKey[][] {
  interface Step {
    readonly value: unknown;
    readonly key: PropertyKey | null;
    readonly parent: Step | null;
  }
  const pathOf = (step: Step): PropertyKey[] => {
    const path: PropertyKey[] = [];
    for (let at: Step | null = step; at && at.key !== null; at = at.parent) path.unshift(at.key);
    return path;
  };
  const found: PropertyKey[][] = [];
  const pending: Step[] = [{ value: data, key: null, parent: null }];
  for (let step = pending.pop(); step && found.length < MAX_REPORTED; step = pending.pop()) {
    const { value } = step;
    if (typeof value === 'string') {
      if (!isSafeText(value, { multiLine: true })) found.push(pathOf(step));
      else if (LINE_BREAKS_AND_TABS.test(value)) {
        const path = pathOf(step);
        if (!isMultiLineAt(schema, path, 0, 0)) found.push(path);
      }
    } else if (value && typeof value === 'object') {
      const isArray = Array.isArray(value);
      for (const [key, inner] of Object.entries(value)) {
        const child = { value: inner, key: isArray ? Number(key) : key, parent: step };
        if (!isArray && !isSafeText(key, { multiLine: false })) found.push(pathOf(child));
        else pending.push(child);
      }
    }
  }
  // The walk takes the last entries first; the report reads in the input's order.
  return found.reverse();
}

/** Deep enough for every real contract, and a stop for a lazy schema that refers to itself. */
const MAX_SCHEMA_STEPS = 64;

interface SchemaDef {
  readonly type: string;
  readonly innerType?: z.ZodType;
  readonly in?: z.ZodType;
  readonly out?: z.ZodType;
  readonly options?: readonly z.ZodType[];
  readonly left?: z.ZodType;
  readonly right?: z.ZodType;
  readonly shape?: Record<string, z.ZodType>;
  readonly catchall?: z.ZodType;
  readonly element?: z.ZodType;
  readonly valueType?: z.ZodType;
  readonly items?: readonly z.ZodType[];
  readonly rest?: z.ZodType | null;
  readonly getter?: () => z.ZodType;
}

/** Whether the value at `path` is, by some branch of the schema, multi-line text. */
function isMultiLineAt(schema: z.ZodType | undefined | null, path: readonly PropertyKey[], at: number, steps: number): boolean {
  if (!schema || steps > MAX_SCHEMA_STEPS) return false;
  if (at === path.length && multiLineSchemas.has(schema)) return true;
  const def = (schema as unknown as { _zod: { def: SchemaDef } })._zod.def;
  const next = (inner: z.ZodType | undefined | null, advance: 0 | 1) => isMultiLineAt(inner, path, at + advance, steps + 1);
  switch (def.type) {
    case 'optional':
    case 'nullable':
    case 'default':
    case 'prefault':
    case 'catch':
    case 'readonly':
    case 'nonoptional':
      return next(def.innerType, 0);
    case 'pipe':
      return next(def.in, 0) || next(def.out, 0);
    case 'union':
      return (def.options ?? []).some((option) => next(option, 0));
    case 'intersection':
      return next(def.left, 0) || next(def.right, 0);
    case 'lazy':
      return next(def.getter?.(), 0);
    default:
      break;
  }
  if (at === path.length) return false;
  const key = path[at];
  switch (def.type) {
    case 'object':
      return next(typeof key === 'string' && def.shape && Object.hasOwn(def.shape, key) ? def.shape[key] : def.catchall, 1);
    case 'array':
      return next(def.element, 1);
    case 'record':
      return next(def.valueType, 1);
    case 'tuple':
      return next(typeof key === 'number' ? (def.items?.[key] ?? def.rest) : undefined, 1);
    default:
      return false;
  }
}
