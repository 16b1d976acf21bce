import { sql } from 'drizzle-orm';
import { boolean, check, date, foreignKey, index, jsonb, pgTable, primaryKey, text, uniqueIndex, uuid } from 'drizzle-orm/pg-core';
import type { WorkingWeek } from '@tenaga/domain';
import { companies } from './companies.ts';
import { companyIdColumn, createdAt, idColumn, tenantPolicy, updatedAt, versionColumn } from './tenant-columns.ts';

/**
 * The standard list a calendar follows: the company's (no location) or a client contract location's.
 * The location is another module's record: named by id, checked through its service.
 */
export const holidayCalendars = pgTable(
  'holiday_calendars',
  {
    companyId: companyIdColumn().references(() => companies.id, { onDelete: 'cascade' }),
    id: idColumn(),
    locationId: uuid('location_id'),
    country: text('country').notNull(),
    state: text('state'),
    createdAt: createdAt(),
    updatedAt: updatedAt(),
  },
  (t) => [
    primaryKey({ columns: [t.companyId, t.id] }),
    uniqueIndex('holiday_calendars_location_key').on(t.companyId, sql`coalesce(${t.locationId}::text, '')`),
    tenantPolicy(),
  ],
).enableRLS();

/** A standard holiday an administrator unticked on one calendar (no location: the company's). */
export const holidayExclusions = pgTable(
  'holiday_exclusions',
  {
    companyId: companyIdColumn().references(() => companies.id, { onDelete: 'cascade' }),
    id: idColumn(),
    locationId: uuid('location_id'),
    date: date('date').notNull(),
    createdAt: createdAt(),
  },
  (t) => [
    primaryKey({ columns: [t.companyId, t.id] }),
    uniqueIndex('holiday_exclusions_date_key').on(t.companyId, sql`coalesce(${t.locationId}::text, '')`, t.date),
    tenantPolicy(),
  ],
).enableRLS();

/** The company's own holidays: every calendar has them. */
export const companyHolidays = pgTable(
  'company_holidays',
  {
    companyId: companyIdColumn().references(() => companies.id, { onDelete: 'cascade' }),
    id: idColumn(),
    date: date('date').notNull(),
    name: text('name').notNull(),
    halfDay: boolean('half_day').notNull().default(false),
    createdAt: createdAt(),
    updatedAt: updatedAt(),
    version: versionColumn(),
  },
  (t) => [primaryKey({ columns: [t.companyId, t.id] }), uniqueIndex('company_holidays_date_key').on(t.companyId, t.date), tenantPolicy()],
).enableRLS();

/** A named working week of the company: the fraction of a day worked on each weekday, Monday first. */
export const workingWeeks = pgTable(
  'working_weeks',
  {
    companyId: companyIdColumn().references(() => companies.id, { onDelete: 'cascade' }),
    id: idColumn(),
    name: text('name').notNull(),
    days: jsonb('days').$type<WorkingWeek>().notNull(),
    createdAt: createdAt(),
    updatedAt: updatedAt(),
    version: versionColumn(),
  },
  (t) => [
    primaryKey({ columns: [t.companyId, t.id] }),
    uniqueIndex('working_weeks_name_key').on(t.companyId, sql`lower(${t.name})`),
    tenantPolicy(),
  ],
).enableRLS();

/**
 * A working week in force from a date for the company (no target), a client contract location or
 * an employee (the target: another module's record, named by id). It holds until the same target's
 * next assignment; no week means "follow the level below" (employee, then location, then company).
 * Rows are never changed: a change is a new row from a date, so past figures keep their week.
 */
export const workingWeekAssignments = pgTable(
  'working_week_assignments',
  {
    companyId: companyIdColumn().references(() => companies.id, { onDelete: 'cascade' }),
    id: idColumn(),
    scope: text('scope', { enum: ['company', 'location', 'employee'] }).notNull(),
    targetId: uuid('target_id'),
    fromDate: date('from_date').notNull(),
    weekId: uuid('week_id'),
    createdAt: createdAt(),
  },
  (t) => [
    primaryKey({ columns: [t.companyId, t.id] }),
    uniqueIndex('working_week_assignments_date_key').on(t.companyId, t.scope, sql`coalesce(${t.targetId}::text, '')`, t.fromDate),
    // A week in use cannot go (the service says where it is used; this is the backstop).
    foreignKey({
      name: 'working_week_assignments_week_fk',
      columns: [t.companyId, t.weekId],
      foreignColumns: [workingWeeks.companyId, workingWeeks.id],
    }),
    index('working_week_assignments_week_idx').on(t.companyId, t.weekId),
    check('working_week_assignments_scope_check', sql`${t.scope} in ('company', 'location', 'employee')`),
    check('working_week_assignments_target_check', sql`(${t.scope} = 'company') = (${t.targetId} is null)`),
    tenantPolicy(),
  ],
).enableRLS();
