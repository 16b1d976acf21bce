/** Two field values hold the same thing ('' and null are both "empty"; lists compare by content). */
function same(a: unknown, b: unknown): boolean {
  const empty = (value: unknown) => value === null || value === undefined || value === '' || (Array.isArray(value) && value.length === 0);
  if (empty(a) && empty(b)) return true;
  return JSON.stringify(a) === JSON.stringify(b);
}

/**
 * The fields of a section the user changed, as the save sends them: a cleared field goes as ''
 * (outgoing bodies drop nulls, spec §7, so '' is how a field is cleared), a cleared list as [].
 */
export function changedFields(before: Record<string, unknown>, after: Record<string, unknown>): Record<string, unknown> {
  return Object.fromEntries(
    Object.entries(after)
      .filter(([field, value]) => !same(before[field], value))
      .map(([field, value]) => [field, value === null || value === undefined ? (Array.isArray(before[field]) ? [] : '') : value]),
  );
}
