import { and, asc, eq, inArray, sql } from 'drizzle-orm';
import { auditLog, users } from '../../db/schema/index.ts';
import type { Queryable } from '../../db/tenant.ts';

/** One entry that set a field of a record: when, by whom (their name now), how, and its value before and after. */
export interface FieldChange {
  readonly at: Date;
  readonly actorName: string | null;
  readonly action: string;
  readonly before: unknown;
  readonly after: unknown;
  /** The value of `after`'s dateField when asked for (the date a dated change is in force from), else null. */
  readonly effectiveFrom: unknown;
}

/**
 * Every audit entry of one record whose `after` names a field, oldest first: a field's history
 * read from the trail every change writes in its own transaction (so no writer can forget it).
 */
export async function fieldChanges(
  db: Queryable,
  companyId: string,
  input: { entity: string; entityId: string; field: string; dateField?: string },
): Promise<FieldChange[]> {
  const rows = await db
    .select({
      at: auditLog.at,
      actorName: sql<string | null>`nullif(trim(${users.firstName} || ' ' || ${users.lastName}), '')`,
      action: auditLog.action,
      before: sql<unknown>`${auditLog.before} -> ${input.field}`,
      after: sql<unknown>`${auditLog.after} -> ${input.field}`,
      effectiveFrom: input.dateField ? sql<unknown>`${auditLog.after} -> ${input.dateField}` : sql<unknown>`null`,
    })
    .from(auditLog)
    .leftJoin(users, and(eq(users.companyId, auditLog.companyId), eq(users.id, auditLog.actorUserId)))
    .where(
      and(
        eq(auditLog.companyId, companyId),
        eq(auditLog.entity, input.entity),
        eq(auditLog.entityId, input.entityId),
        sql`${auditLog.after} ? ${input.field}`,
      ),
    )
    .orderBy(asc(auditLog.at), asc(auditLog.id));
  return rows;
}

/** One dated change of a field of one record of a group (fieldChangesOf): no actor name, the record's id. */
export interface RecordFieldChange {
  readonly entityId: string;
  readonly at: Date;
  readonly action: string;
  readonly after: unknown;
  readonly effectiveFrom: unknown;
}

/**
 * The same history as fieldChanges for many records of one entity in one read (a payrun batch's
 * salaries): each record's entries oldest first, records without one absent from the map.
 */
export async function fieldChangesOf(
  db: Queryable,
  companyId: string,
  input: { entity: string; entityIds: readonly string[]; field: string; dateField?: string },
): Promise<Map<string, RecordFieldChange[]>> {
  const byRecord = new Map<string, RecordFieldChange[]>();
  if (input.entityIds.length === 0) return byRecord;
  const rows = await db
    .select({
      entityId: auditLog.entityId,
      at: auditLog.at,
      action: auditLog.action,
      after: sql<unknown>`${auditLog.after} -> ${input.field}`,
      effectiveFrom: input.dateField ? sql<unknown>`${auditLog.after} -> ${input.dateField}` : sql<unknown>`null`,
    })
    .from(auditLog)
    .where(
      and(
        eq(auditLog.companyId, companyId),
        eq(auditLog.entity, input.entity),
        inArray(auditLog.entityId, [...input.entityIds]),
        sql`${auditLog.after} ? ${input.field}`,
      ),
    )
    .orderBy(asc(auditLog.at), asc(auditLog.id));
  for (const row of rows) {
    const list = byRecord.get(row.entityId);
    if (list) list.push(row as RecordFieldChange);
    else byRecord.set(row.entityId, [row as RecordFieldChange]);
  }
  return byRecord;
}
