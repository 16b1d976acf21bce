import { sql } from 'drizzle-orm';
import { boolean, foreignKey, index, pgTable, primaryKey, text, timestamp, uniqueIndex, uuid } from 'drizzle-orm/pg-core';
import { companies } from './companies.ts';
import { companyIdColumn, createdAt, idColumn, tenantPolicy, updatedAt, versionColumn } from './tenant-columns.ts';

/** A role (spec: permissionID on the user). Its grants come with the access-control module. */
export const roles = pgTable(
  'roles',
  {
    companyId: companyIdColumn().references(() => companies.id, { onDelete: 'cascade' }),
    id: idColumn(),
    name: text('name').notNull(),
    description: text('description').notNull().default(''),
    /** The default role it was created from: administrator, hrManager, manager, employee. */
    systemKey: text('system_key'),
    createdAt: createdAt(),
    updatedAt: updatedAt(),
    version: versionColumn(),
  },
  (table) => [primaryKey({ columns: [table.companyId, table.id] }), uniqueIndex('roles_name_key').on(table.companyId, sql`lower(${table.name})`), tenantPolicy()],
).enableRLS();

export const users = pgTable(
  'users',
  {
    companyId: companyIdColumn().references(() => companies.id, { onDelete: 'cascade' }),
    id: idColumn(),
    username: text('username').notNull(),
    email: text('email'),
    passwordHash: text('password_hash').notNull(),
    firstName: text('first_name').notNull(),
    lastName: text('last_name').notNull().default(''),
    roleId: uuid('role_id'),
    employeeId: uuid('employee_id'),
    active: boolean('active').notNull().default(true),
    /** The user's own region settings; null means "as the company". */
    language: text('language'),
    timezone: text('timezone'),
    dateFormat: text('date_format'),
    timeFormat: text('time_format'),
    currency: text('currency'),
    lastLoginAt: timestamp('last_login_at', { withTimezone: true }),
    passwordChangedAt: timestamp('password_changed_at', { withTimezone: true }),
    createdAt: createdAt(),
    updatedAt: updatedAt(),
    version: versionColumn(),
  },
  (table) => [
    primaryKey({ columns: [table.companyId, table.id] }),
    uniqueIndex('users_username_key').on(table.companyId, sql`lower(${table.username})`),
    index('users_email_idx').on(table.companyId, sql`lower(${table.email})`),
    foreignKey({ columns: [table.companyId, table.roleId], foreignColumns: [roles.companyId, roles.id] }),
    tenantPolicy(),
  ],
).enableRLS();
