import type { GrantsField, GrantsValues } from './grants-form.tsx';

/** JSON with object keys sorted, so two grants that say the same compare equal. */
function canonical(value: unknown): string {
  return JSON.stringify(value, (_, inner: unknown) =>
    inner && typeof inner === 'object' && !Array.isArray(inner)
      ? Object.fromEntries(
          Object.entries(inner as Record<string, unknown>)
            .filter(([, field]) => field !== undefined)
            .sort(([a], [b]) => a.localeCompare(b)),
        )
      : inner,
  );
}

/**
 * The fields of a save that really change: only those shown and changeable, and different from
 * what was loaded. A change names nothing else (RoleChangesSchema), so a field the caller may not
 * change is never sent.
 */
export function changedFields(options: {
  readonly before: Partial<GrantsValues>;
  readonly after: Partial<GrantsValues>;
  readonly fields: readonly GrantsField[];
}): Partial<GrantsValues> {
  const changes: Record<string, unknown> = {};
  for (const field of options.fields) {
    const next = options.after[field];
    if (next !== undefined && canonical(next) !== canonical(options.before[field])) changes[field] = next;
  }
  return changes as Partial<GrantsValues>;
}
