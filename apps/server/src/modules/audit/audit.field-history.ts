import { and, asc, eq, sql } from 'drizzle-orm';
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
