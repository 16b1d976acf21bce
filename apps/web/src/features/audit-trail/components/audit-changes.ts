import type { AuditEntry } from '@tenaga/contracts';

/** One value that differs between before and after, found by walking nested objects. */
export interface FieldChange {
  /** From the record's field down to the value: ['name'], ['menuGrants', 'users'], ['fieldGrants', 'public', 'user.email']. */
  readonly path: readonly string[];
  /** `undefined`: the value was not there (a create, or a key added to an object). */
  readonly before: unknown;
  readonly after: unknown;
}

/** The changes of one top-level field (a plain field has one, an object such as menuGrants several). */
export interface FieldChangeGroup {
  readonly field: string;
  readonly changes: readonly FieldChange[];
}

function isPlainObject(value: unknown): value is Record<string, unknown> {
  return typeof value === 'object' && value !== null && !Array.isArray(value);
}

/** Every leaf of a record (arrays and scalars are leaves), keyed by its path. */
function leaves(value: unknown, path: readonly string[], into: Map<string, { path: readonly string[]; value: unknown }>): void {
  if (isPlainObject(value)) {
    for (const [key, child] of Object.entries(value)) leaves(child, [...path, key], into);
    return;
  }
  into.set(JSON.stringify(path), { path, value });
}

function leavesOf(record: unknown) {
  const found = new Map<string, { path: readonly string[]; value: unknown }>();
  if (record === null || record === undefined) return found;
  // The server records objects; anything else is shown as one value.
  leaves(isPlainObject(record) ? record : { value: record }, [], found);
  return found;
}

const same = (a: unknown, b: unknown) => JSON.stringify(a) === JSON.stringify(b);

/**
 * What an audit entry changed, field by field: a create has only after values, a delete only
 * before values, an update the values that differ. Nested objects (menuGrants) are compared key
 * by key, so a role's one changed menu shows as one line rather than two blobs of JSON.
 */
export function auditChanges(entry: Pick<AuditEntry, 'before' | 'after'>): FieldChangeGroup[] {
  const before = leavesOf(entry.before);
  const after = leavesOf(entry.after);
  // The order the record has its fields in: after's (or before's, for a delete), then what only before had.
  const keys = [...new Set([...after.keys(), ...before.keys()])];
  const groups = new Map<string, FieldChange[]>();
  for (const key of keys) {
    const old = before.get(key);
    const next = after.get(key);
    if (old && next && same(old.value, next.value)) continue;
    const path = (next ?? old)!.path;
    const field = path[0]!;
    groups.set(field, [...(groups.get(field) ?? []), { path, before: old?.value, after: next?.value }]);
  }
  return [...groups].map(([field, changes]) => ({ field, changes }));
}

/** A readable name of the record an entry is about, when the entry carries one. */
export function recordName(entry: Pick<AuditEntry, 'before' | 'after'>): string | null {
  for (const record of [entry.after, entry.before]) {
    if (!isPlainObject(record)) continue;
    for (const field of ['name', 'username', 'domain', 'device']) {
      const value = record[field];
      if (typeof value === 'string' && value.trim() !== '') return value;
    }
  }
  return null;
}
