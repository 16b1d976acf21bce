import type { PowerEditChanges, PowerEditField } from '@tenaga/contracts';

/** One employee's unsaved cells, with the version of the record they were made on. */
export interface PendingRow {
  readonly version: number;
  readonly changes: PowerEditChanges;
}
export type PendingChanges = ReadonlyMap<string, PendingRow>;

/**
 * A cell set to a value: kept as a change unless it is back to what the record holds, and the
 * row dropped once none of its cells differ.
 */
export function withCell(
  pending: PendingChanges,
  input: { id: string; version: number; field: PowerEditField; value: unknown; original: unknown },
): PendingChanges {
  const next = new Map(pending);
  const row = pending.get(input.id);
  const changes: Record<string, unknown> = { ...row?.changes };
  if ((input.value ?? null) === (input.original ?? null)) delete changes[input.field];
  else changes[input.field] = input.value ?? null;
  if (Object.keys(changes).length) next.set(input.id, { version: row?.version ?? input.version, changes: changes as PowerEditChanges });
  else next.delete(input.id);
  return next;
}

export const changeCount = (pending: PendingChanges): number =>
  [...pending.values()].reduce((total, row) => total + Object.keys(row.changes).length, 0);

/**
 * The server names a failing cell `rows.<index>.<field>` (and a stale row `rows.<index>.version`,
 * an unknown one `rows.<index>.id`); these become messages keyed by employee, then field.
 */
export function cellErrors(sentIds: readonly string[], fieldErrors: Record<string, string>): Map<string, Record<string, string>> {
  const byEmployee = new Map<string, Record<string, string>>();
  for (const [path, message] of Object.entries(fieldErrors)) {
    const match = /^rows\.(\d+)\.(?:changes\.)?(\w+)/.exec(path);
    const id = match ? sentIds[Number(match[1])] : undefined;
    if (!match || !id) continue;
    byEmployee.set(id, { ...byEmployee.get(id), [match[2]!]: message });
  }
  return byEmployee;
}
