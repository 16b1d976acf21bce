import { index, pgTable, primaryKey, text, timestamp, uniqueIndex, uuid, foreignKey } from 'drizzle-orm/pg-core';
import { users } from './users.ts';
import { companyIdColumn, createdAt, idColumn, tenantPolicy } from './tenant-columns.ts';

export const SESSION_END_REASONS = [
  'logout',
  'expired',
  'single-login',
  'ended-by-user',
  'password-changed',
  'user-deleted',
  'deactivated',
  'role-removed',
] as const;
export type SessionEndReason = (typeof SESSION_END_REASONS)[number];

/** A login on one device. Only a hash of the bearer token is stored. */
export const sessions = pgTable(
  'sessions',
  {
    companyId: companyIdColumn(),
    id: idColumn(),
    userId: uuid('user_id').notNull(),
    tokenHash: text('token_hash').notNull(),
    deviceId: text('device_id'),
    userAgent: text('user_agent'),
    ip: text('ip'),
    impersonatorUserId: uuid('impersonator_user_id'),
    createdAt: createdAt(),
    lastSeenAt: timestamp('last_seen_at', { withTimezone: true }).notNull().defaultNow(),
    expiresAt: timestamp('expires_at', { withTimezone: true }).notNull(),
    endedAt: timestamp('ended_at', { withTimezone: true }),
    endReason: text('end_reason').$type<SessionEndReason>(),
  },
  (table) => [
    primaryKey({ columns: [table.companyId, table.id] }),
    uniqueIndex('sessions_token_hash_key').on(table.tokenHash),
    index('sessions_user_idx').on(table.companyId, table.userId, table.endedAt),
    foreignKey({ columns: [table.companyId, table.userId], foreignColumns: [users.companyId, users.id] }).onDelete('cascade'),
    tenantPolicy(),
  ],
).enableRLS();

export const passwordResets = pgTable(
  'password_resets',
  {
    companyId: companyIdColumn(),
    id: idColumn(),
    userId: uuid('user_id').notNull(),
    tokenHash: text('token_hash').notNull(),
    createdAt: createdAt(),
    expiresAt: timestamp('expires_at', { withTimezone: true }).notNull(),
    usedAt: timestamp('used_at', { withTimezone: true }),
    /** A forgotten password ('reset') or a new account's first one ('invitation'). */
    purpose: text('purpose', { enum: ['reset', 'invitation'] })
      .notNull()
      .default('reset'),
  },
  (table) => [
    primaryKey({ columns: [table.companyId, table.id] }),
    uniqueIndex('password_resets_token_hash_key').on(table.tokenHash),
    foreignKey({ columns: [table.companyId, table.userId], foreignColumns: [users.companyId, users.id] }).onDelete('cascade'),
    tenantPolicy(),
  ],
).enableRLS();
