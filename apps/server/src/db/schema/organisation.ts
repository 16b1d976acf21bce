import { sql } from 'drizzle-orm';
import { boolean, check, doublePrecision, index, integer, jsonb, pgTable, primaryKey, text, uniqueIndex, uuid } from 'drizzle-orm/pg-core';
import { companies } from './companies.ts';
import { companyIdColumn, createdAt, idColumn, tenantPolicy, updatedAt, versionColumn } from './tenant-columns.ts';

/**
 * A company's own list of named things (departments, job titles, …): one name per company,
 * whatever its case, so "Finance" and "finance" cannot both exist.
 */
const namedListColumns = () => ({
  companyId: companyIdColumn().references(() => companies.id, { onDelete: 'cascade' }),
  id: idColumn(),
  name: text('name').notNull(),
  createdAt: createdAt(),
  updatedAt: updatedAt(),
  version: versionColumn(),
});

function namedList(table: string) {
  return pgTable(table, namedListColumns(), (t) => [
    primaryKey({ columns: [t.companyId, t.id] }),
    uniqueIndex(`${table}_name_key`).on(t.companyId, sql`lower(${t.name})`),
    tenantPolicy(),
  ]).enableRLS();
}

/**
 * Departments also name their head, an employee (the approver of a workflow's "department head"
 * level). Its foreign key to employees is in the migration: employees point to departments too,
 * and the two schema files cannot import each other.
 */
export const departments = pgTable('departments', { ...namedListColumns(), headEmployeeId: uuid('head_employee_id') }, (t) => [
  primaryKey({ columns: [t.companyId, t.id] }),
  uniqueIndex('departments_name_key').on(t.companyId, sql`lower(${t.name})`),
  index('departments_head_idx').on(t.companyId, t.headEmployeeId),
  tenantPolicy(),
]).enableRLS();
export const jobTitles = namedList('job_titles');
export const employeeCategories = namedList('employee_categories');
export const commercialSectors = namedList('commercial_sectors');

/** A corner of a site's polygon geofence. */
export interface SiteCorner {
  latitude: number;
  longitude: number;
}

/**
 * A site where employees work (spec: sites and geofencing); the point and radius are optional.
 * Its attendance settings (timezone, polygon, the rule outside the fence, the proofs a clock-in
 * needs, who may clock there, the QR secret) are the attendance module's to read and change.
 */
export const sites = pgTable(
  'sites',
  {
    companyId: companyIdColumn().references(() => companies.id, { onDelete: 'cascade' }),
    id: idColumn(),
    name: text('name').notNull(),
    address: text('address').notNull().default(''),
    latitude: doublePrecision('latitude'),
    longitude: doublePrecision('longitude'),
    radiusMeters: integer('radius_meters'),
    /** IANA zone of the site; null: the company's. */
    timezone: text('timezone'),
    /** A polygon geofence (3–100 corners), used instead of the circle when set. */
    polygon: jsonb('polygon').$type<SiteCorner[]>(),
    /** What a clock-in outside the geofence does: allow, allow and flag for HR, refuse. */
    outsideRule: text('outside_rule').notNull().default('allowFlag'),
    /** What a clock-in here must show: 'geofence' (a position inside), 'qr' (the site's code), 'photo' (one taken then); none: nothing. */
    proofs: jsonb('proofs').$type<string[]>().notNull().default([]),
    /** Anyone in the company may clock in here, not only the employees whose site it is. */
    anyEmployee: boolean('any_employee').notNull().default(false),
    /** HMAC key of the site's rotating QR codes: 244 random bits (gen_random_uuid draws from a strong source). */
    qrSecret: text('qr_secret')
      .notNull()
      .default(sql`replace(gen_random_uuid()::text || gen_random_uuid()::text, '-', '')`),
    createdAt: createdAt(),
    updatedAt: updatedAt(),
    version: versionColumn(),
  },
  (t) => [
    primaryKey({ columns: [t.companyId, t.id] }),
    uniqueIndex('sites_name_key').on(t.companyId, sql`lower(${t.name})`),
    // A point is both coordinates or neither; a radius needs a point.
    check(
      'sites_geo_check',
      sql`(${t.latitude} is null) = (${t.longitude} is null) and (${t.radiusMeters} is null or ${t.latitude} is not null)`,
    ),
    check('sites_latitude_check', sql`${t.latitude} is null or ${t.latitude} between -90 and 90`),
    check('sites_longitude_check', sql`${t.longitude} is null or ${t.longitude} between -180 and 180`),
    check('sites_radius_check', sql`${t.radiusMeters} is null or ${t.radiusMeters} > 0`),
    check(
      'sites_polygon_check',
      sql`${t.polygon} is null or (jsonb_typeof(${t.polygon}) = 'array' and jsonb_array_length(${t.polygon}) between 3 and 100)`,
    ),
    check('sites_outside_rule_check', sql`${t.outsideRule} in ('allow', 'allowFlag', 'refuse')`),
    check('sites_proofs_check', sql`jsonb_typeof(${t.proofs}) = 'array' and ${t.proofs} <@ '["geofence", "qr", "photo"]'::jsonb`),
    tenantPolicy(),
  ],
).enableRLS();
