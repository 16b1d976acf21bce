import { sql } from 'drizzle-orm';
import {
  boolean,
  check,
  index,
  integer,
  jsonb,
  pgTable,
  primaryKey,
  smallint,
  text,
  uniqueIndex,
  type AnyPgColumn,
} from 'drizzle-orm/pg-core';
import type { CustomFieldLocation, CustomFieldOption, CustomFieldType, OthersEntry } from '@tenaga/contracts';
import { companies } from './companies.ts';
import { companyIdColumn, createdAt, idColumn, tenantPolicy, updatedAt, versionColumn } from './tenant-columns.ts';

/**
 * A company's custom fields (spec §3): per location, in meta order (`sort_order`), with options
 * for the choice types. Property names are unique per record, whatever their case: the employee
 * profile's fields and the employee form's both live on the employee.
 */
export const customFields = pgTable(
  'custom_fields',
  {
    companyId: companyIdColumn().references(() => companies.id, { onDelete: 'cascade' }),
    id: idColumn(),
    location: text('location').$type<CustomFieldLocation>().notNull(),
    /** The spec's type code (singleLineText 0 … dropdownMultiSelect 9). */
    type: smallint('type').$type<CustomFieldType>().notNull(),
    label: text('label').notNull(),
    propertyName: text('property_name').notNull(),
    options: jsonb('options')
      .$type<CustomFieldOption[]>()
      .notNull()
      .default(sql`'[]'::jsonb`),
    required: boolean('required').notNull().default(false),
    active: boolean('active').notNull().default(true),
    sortOrder: integer('sort_order').notNull(),
    createdAt: createdAt(),
    updatedAt: updatedAt(),
    version: versionColumn(),
  },
  (t) => [
    primaryKey({ columns: [t.companyId, t.id] }),
    uniqueIndex('custom_fields_property_name_key').on(
      t.companyId,
      sql`(case when ${t.location} = 'employeeStandard' then 'employee' else ${t.location} end)`,
      sql`lower(${t.propertyName})`,
    ),
    index('custom_fields_order_idx').on(t.companyId, t.location, t.sortOrder),
    check('custom_fields_type_check', sql`${t.type} between 0 and 9`),
    check('custom_fields_location_check', sql`${t.location} in ('employee', 'employeeStandard', 'contract', 'exemption', 'timeOff')`),
    tenantPolicy(),
  ],
).enableRLS();

/**
 * The custom field values a record carries (spec §3 `others`: `{ _id: { $oid }, value }` entries),
 * with a version of their own so that saving them never makes the record's other forms stale.
 */
export const othersColumns = () => ({
  others: jsonb('others')
    .$type<OthersEntry[]>()
    .notNull()
    .default(sql`'[]'::jsonb`),
  othersVersion: integer('others_version').notNull().default(1),
});

/** Finds the records holding a value of a field (`others @> '[{"_id":{"$oid":…}}]'`) without reading every record. */
export const othersIndex = (name: string, others: AnyPgColumn) => index(name).using('gin', sql`${others} jsonb_path_ops`);
