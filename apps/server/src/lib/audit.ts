import { auditLog } from '../db/schema/index.ts';
import type { Transaction } from '../db/tenant.ts';

/** Who is acting: the signed-in user, and the administrator behind them when impersonating. */
export interface Actor {
  readonly companyId: string;
  readonly userId: string | null;
  readonly impersonatorUserId: string | null;
  readonly ip: string | null;
}

export interface AuditEntry {
  readonly entity: string;
  readonly entityId: string;
  readonly action: string;
  readonly before?: unknown;
  readonly after?: unknown;
}

const SECRET_KEY = /password|token|secret/i;

/** Secrets never reach the audit trail, whatever a caller passes. */
function redact(value: unknown): unknown {
  if (Array.isArray(value)) return value.map(redact);
  if (value instanceof Date) return value.toISOString();
  if (value && typeof value === 'object') {
    return Object.fromEntries(
      Object.entries(value)
        .filter(([key]) => !SECRET_KEY.test(key))
        .map(([key, inner]) => [key, redact(inner)]),
    );
  }
  return value;
}

/** Writes the entry in the caller's transaction, so the change and its record commit together. */
export async function writeAudit(tx: Transaction, actor: Actor, entry: AuditEntry): Promise<void> {
  await tx.insert(auditLog).values(auditRow(actor, entry));
}

function auditRow(actor: Actor, entry: AuditEntry) {
  return {
    companyId: actor.companyId,
    actorUserId: actor.userId,
    impersonatorUserId: actor.impersonatorUserId,
    entity: entry.entity,
    entityId: entry.entityId,
    action: entry.action,
    before: entry.before === undefined ? null : redact(entry.before),
    after: entry.after === undefined ? null : redact(entry.after),
    ip: actor.ip,
  };
}

/** Many entries in one statement, for writes of many records at once (imports). */
export async function writeAuditEntries(tx: Transaction, actor: Actor, entries: readonly AuditEntry[]): Promise<void> {
  // Well under PostgreSQL's 65,535 parameters per statement.
  for (let start = 0; start < entries.length; start += 1_000) {
    await tx.insert(auditLog).values(entries.slice(start, start + 1_000).map((entry) => auditRow(actor, entry)));
  }
}

/** The fields whose values differ, for compact update entries. */
export function changedFields<T extends Record<string, unknown>>(before: T, after: Partial<T>): { before: Partial<T>; after: Partial<T> } {
  const keys = Object.keys(after).filter((key) => JSON.stringify(before[key]) !== JSON.stringify(after[key]));
  return {
    before: Object.fromEntries(keys.map((key) => [key, before[key]])) as Partial<T>,
    after: Object.fromEntries(keys.map((key) => [key, after[key]])) as Partial<T>,
  };
}
