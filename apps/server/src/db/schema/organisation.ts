import { sql } from 'drizzle-orm';
import { check, doublePrecision, integer, pgTable, primaryKey, text, uniqueIndex } from 'drizzle-orm/pg-core';
import { companies } from './companies.ts';
import { companyIdColumn, createdAt, idColumn, tenantPolicy, updatedAt, versionColumn } from './tenant-columns.ts';

/**
 * A company's own list of named things (departments, job titles, …): one name per company,
 * whatever its case, so "Finance" and "finance" cannot both exist.
 */
function namedList(table: string) {
  return pgTable(
    table,
    {
      companyId: companyIdColumn().references(() => companies.id, { onDelete: 'cascade' }),
      id: idColumn(),
      name: text('name').notNull(),
      createdAt: createdAt(),
      updatedAt: updatedAt(),
      version: versionColumn(),
    },
    (t) => [
      primaryKey({ columns: [t.companyId, t.id] }),
      uniqueIndex(`${table}_name_key`).on(t.companyId, sql`lower(${t.name})`),
      tenantPolicy(),
    ],
  ).enableRLS();
}

export const departments = namedList('departments');
export const jobTitles = namedList('job_titles');
export const employeeCategories = namedList('employee_categories');
export const commercialSectors = namedList('commercial_sectors');

/** A site where employees work (spec: sites and geofencing); the point and radius are optional. */
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
    tenantPolicy(),
  ],
).enableRLS();
