import { sql } from 'drizzle-orm';
import { boolean, foreignKey, index, jsonb, pgTable, primaryKey, text, timestamp, uniqueIndex, uuid } from 'drizzle-orm/pg-core';
import type { DataScope, FieldGrants, MenuGrants } from '@tenaga/contracts';
import { companies } from './companies.ts';
import { companyIdColumn, createdAt, idColumn, tenantPolicy, updatedAt, versionColumn } from './tenant-columns.ts';

/** What a role or a permission template grants. */
const grantColumns = () => ({
  dataScope: text('data_scope').$type<DataScope>().notNull().default('all'),
  menuGrants: jsonb('menu_grants').$type<MenuGrants>().notNull().default({}),
  fieldGrants: jsonb('field_grants').$type<FieldGrants>().notNull().default({ public: {}, private: {} }),
});

/** A role (spec: permissionID on the user): which menu items and fields its users may use. */
export const roles = pgTable(
  'roles',
  {
    companyId: companyIdColumn().references(() => companies.id, { onDelete: 'cascade' }),
    id: idColumn(),
    name: text('name').notNull(),
    description: text('description').notNull().default(''),
    /** The default role it was created as: administrator, hrManager, manager, employee. */
    systemKey: text('system_key'),
    ...grantColumns(),
    createdAt: createdAt(),
    updatedAt: updatedAt(),
    version: versionColumn(),
  },
  (table) => [
    primaryKey({ columns: [table.companyId, table.id] }),
    uniqueIndex('roles_name_key').on(table.companyId, sql`lower(${table.name})`),
    tenantPolicy(),
  ],
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
    /** The password was set by someone else (an administrator): the user must choose their own before anything else. */
    mustChangePassword: boolean('must_change_password').notNull().default(false),
    /** Invited by mail to choose a password, and not yet done so. */
    invitedAt: timestamp('invited_at', { withTimezone: true }),
    createdAt: createdAt(),
    updatedAt: updatedAt(),
    version: versionColumn(),
  },
  (table) => [
    primaryKey({ columns: [table.companyId, table.id] }),
    uniqueIndex('users_username_key').on(table.companyId, sql`lower(${table.username})`),
    index('users_email_idx').on(table.companyId, sql`lower(${table.email})`),
    // One account per employee.
    uniqueIndex('users_employee_key')
      .on(table.companyId, table.employeeId)
      .where(sql`${table.employeeId} is not null`),
    foreignKey({ columns: [table.companyId, table.roleId], foreignColumns: [roles.companyId, roles.id] }),
    tenantPolicy(),
  ],
).enableRLS();

/** A company's own permission templates (the four built-in ones live in code). */
export const permissionTemplates = pgTable(
  'permission_templates',
  {
    companyId: companyIdColumn().references(() => companies.id, { onDelete: 'cascade' }),
    id: idColumn(),
    name: text('name').notNull(),
    description: text('description').notNull().default(''),
    ...grantColumns(),
    createdAt: createdAt(),
    updatedAt: updatedAt(),
    version: versionColumn(),
  },
  (table) => [
    primaryKey({ columns: [table.companyId, table.id] }),
    uniqueIndex('permission_templates_name_key').on(table.companyId, sql`lower(${table.name})`),
    tenantPolicy(),
  ],
).enableRLS();
