import { auditModuleOf, type AuditEntry } from '@tenaga/contracts';
import type { AuditRow } from './audit.repository.ts';

export interface FieldChange {
  readonly field: string;
  readonly before: string | null;
  readonly after: string | null;
}

const text = (value: unknown): string | null =>
  value === undefined || value === null ? null : typeof value === 'object' ? JSON.stringify(value) : String(value);

/** Before and after as one line per field that differs (a create has only after, a delete only before). */
export function describeChange(entry: Pick<AuditEntry, 'before' | 'after'>): FieldChange[] {
  const before = (entry.before && typeof entry.before === 'object' ? entry.before : {}) as Record<string, unknown>;
  const after = (entry.after && typeof entry.after === 'object' ? entry.after : {}) as Record<string, unknown>;
  const fields = [...new Set([...Object.keys(before), ...Object.keys(after)])];
  return fields
    .map((field) => ({ field, before: text(before[field]), after: text(after[field]) }))
    .filter((change) => change.before !== change.after);
}

/** A stored entry as the API shows it, with the names of the people who acted. */
export function toAuditEntry(row: AuditRow): AuditEntry {
  const { entry } = row;
  return {
    id: entry.id,
    at: entry.at.getTime(),
    actor: entry.actorUserId ? { id: entry.actorUserId, name: row.actorName ?? '' } : null,
    impersonator: entry.impersonatorUserId ? { id: entry.impersonatorUserId, name: row.impersonatorName ?? '' } : null,
    module: auditModuleOf(entry.entity),
    entity: entry.entity,
    entityId: entry.entityId,
    action: entry.action,
    before: entry.before ?? null,
    after: entry.after ?? null,
    ip: entry.ip,
  };
}
