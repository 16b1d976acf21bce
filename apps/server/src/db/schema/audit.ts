import { index, jsonb, pgTable, primaryKey, text, timestamp, uuid } from 'drizzle-orm/pg-core';
import { companyIdColumn, idColumn, tenantPolicy } from './tenant-columns.ts';

/** Who changed what, as whom, when and from where; written in the same transaction as the change. */
export const auditLog = pgTable(
  'audit_log',
  {
    companyId: companyIdColumn(),
    id: idColumn(),
    at: timestamp('at', { withTimezone: true }).notNull().defaultNow(),
    actorUserId: uuid('actor_user_id'),
    impersonatorUserId: uuid('impersonator_user_id'),
    entity: text('entity').notNull(),
    entityId: text('entity_id').notNull(),
    action: text('action').notNull(),
    /** The record's display name when the entry was written ('Budi Santoso'): the trail reads as it was then. */
    subject: text('subject'),
    /** Names at the time of the ids the entry holds (a job title id → its title), for reading without the ids. */
    names: jsonb('names').$type<Record<string, string>>(),
    before: jsonb('before'),
    after: jsonb('after'),
    ip: text('ip'),
  },
  (table) => [
    primaryKey({ columns: [table.companyId, table.id] }),
    index('audit_log_at_idx').on(table.companyId, table.at.desc()),
    index('audit_log_entity_idx').on(table.companyId, table.entity, table.entityId),
    index('audit_log_action_idx').on(table.companyId, table.action),
    tenantPolicy(),
  ],
).enableRLS();
