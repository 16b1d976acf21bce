import { aliasedTable, and, asc, count, desc, eq, gte, ilike, inArray, isNull, lt, or, sql, type SQL } from 'drizzle-orm';
import { AUDIT_MODULES, type AuditFilter } from '@tenaga/contracts';
import { auditLog, companies, users } from '../../db/schema/index.ts';
import type { Queryable } from '../../db/tenant.ts';
import { likePattern } from '../../lib/table.ts';

const actor = aliasedTable(users, 'actor');
const impersonator = aliasedTable(users, 'impersonator');
const nameOf = (table: typeof actor) => sql<string | null>`trim(${table.firstName} || ' ' || ${table.lastName})`;

/** The record filter: its name at the time (or, for entries older than kept names, the name in their values), or its id. */
function recordCondition(record: string): SQL {
  const pattern = likePattern(record);
  return or(
    ilike(auditLog.subject, pattern),
    eq(auditLog.entityId, record),
    and(isNull(auditLog.subject), or(ilike(sql`${auditLog.after}->>'name'`, pattern), ilike(sql`${auditLog.before}->>'name'`, pattern))),
  )!;
}

/** The WHERE of an audit query: the company, then the filter's users, record, modules, actions, dates and search text. */
export function auditConditions(companyId: string, filter: AuditFilter, search = ''): SQL {
  const entities = filter.modules?.flatMap((module) => [...AUDIT_MODULES[module]]);
  return and(
    eq(auditLog.companyId, companyId),
    filter.userIds?.length
      ? or(inArray(auditLog.actorUserId, filter.userIds), inArray(auditLog.impersonatorUserId, filter.userIds))
      : undefined,
    entities ? inArray(auditLog.entity, entities) : undefined,
    filter.actions?.length ? inArray(auditLog.action, filter.actions) : undefined,
    filter.record ? recordCondition(filter.record) : undefined,
    filter.from !== undefined ? gte(auditLog.at, new Date(filter.from)) : undefined,
    // Times cross the wire in whole milliseconds; PostgreSQL keeps microseconds: 'to' takes its whole millisecond.
    filter.to !== undefined ? lt(auditLog.at, new Date(filter.to + 1)) : undefined,
    search
      ? or(
          ilike(auditLog.action, likePattern(search)),
          ilike(auditLog.entity, likePattern(search)),
          ilike(auditLog.entityId, likePattern(search)),
          ilike(auditLog.subject, likePattern(search)),
          ilike(nameOf(actor), likePattern(search)),
        )
      : undefined,
  )!;
}

function withPeople(db: Queryable) {
  return db
    .select({ entry: auditLog, actorName: nameOf(actor), impersonatorName: nameOf(impersonator) })
    .from(auditLog)
    .leftJoin(actor, and(eq(actor.companyId, auditLog.companyId), eq(actor.id, auditLog.actorUserId)))
    .leftJoin(impersonator, and(eq(impersonator.companyId, auditLog.companyId), eq(impersonator.id, auditLog.impersonatorUserId)));
}
export type AuditRow = Awaited<ReturnType<ReturnType<typeof withPeople>['execute']>>[number];

/** Newest first; ties (one transaction's entries share a time) keep a stable order. */
export async function auditPage(db: Queryable, where: SQL, page: { limit: number; offset: number; ascending?: boolean }) {
  const order = page.ascending ? [auditLog.at, auditLog.id] : [desc(auditLog.at), desc(auditLog.id)];
  return withPeople(db)
    .where(where)
    .orderBy(...order)
    .limit(page.limit)
    .offset(page.offset);
}

export async function auditCount(db: Queryable, where: SQL): Promise<number> {
  const [row] = await db
    .select({ value: count() })
    .from(auditLog)
    .leftJoin(actor, and(eq(actor.companyId, auditLog.companyId), eq(actor.id, auditLog.actorUserId)))
    .where(where);
  return row?.value ?? 0;
}

/** One employee's history: their record and their user accounts (`accountIds`). */
export function employeeConditions(companyId: string, input: { employeeId: string; accountIds: readonly string[] }): SQL {
  const { employeeId, accountIds } = input;
  return and(
    eq(auditLog.companyId, companyId),
    or(
      and(eq(auditLog.entity, 'employee'), eq(auditLog.entityId, employeeId)),
      accountIds.length ? and(eq(auditLog.entity, 'user'), inArray(auditLog.entityId, [...accountIds])) : undefined,
    ),
  )!;
}

/** The actions the company's trail holds (the action filter's choices). */
export async function actionsInUse(db: Queryable, companyId: string): Promise<string[]> {
  const rows = await db
    .selectDistinct({ action: auditLog.action })
    .from(auditLog)
    .where(eq(auditLog.companyId, companyId))
    .orderBy(asc(auditLog.action));
  return rows.map((row) => row.action);
}

/** The reader's region settings (their own, else the company's): the trail's dates read as theirs. */
export async function readerRegion(db: Queryable, companyId: string, userId: string) {
  const [row] = await db
    .select({
      timezone: sql<string>`coalesce(${users.timezone}, ${companies.timezone})`,
      dateFormat: sql<string>`coalesce(${users.dateFormat}, ${companies.dateFormat})`,
      timeFormat: sql<string>`coalesce(${users.timeFormat}, ${companies.timeFormat})`,
    })
    .from(companies)
    .leftJoin(users, and(eq(users.companyId, companies.id), eq(users.id, userId)))
    .where(eq(companies.id, companyId));
  return row!;
}
