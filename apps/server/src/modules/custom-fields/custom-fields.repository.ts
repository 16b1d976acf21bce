import { and, asc, count, eq, ilike, inArray, max, ne, or, sql, type SQL } from 'drizzle-orm';
import { CUSTOM_FIELD_RECORDS, type CustomFieldLocation, type OthersEntry, type TableRequest } from '@tenaga/contracts';
import { clientContracts, customFields, employees } from '../../db/schema/index.ts';
import type { Queryable } from '../../db/tenant.ts';
import { updateVersioned } from '../../db/update-versioned.ts';
import { likePattern, orderOf, pageOf } from '../../lib/table.ts';

export type FieldRecord = typeof customFields.$inferSelect;
export type FieldRow = { field: FieldRecord; valueCount: number };

export type RecordKind = 'employee' | 'contract';
/**
 * The records that carry custom values today (exemptions and time off come with their modules).
 * Both have the columns used here (company_id, id, others, others_version, updated_at), so one
 * table type serves both.
 */
type RecordTable = typeof employees;
const RECORD_TABLES: Record<RecordKind, RecordTable> = { employee: employees, contract: clientContracts as unknown as RecordTable };

export function recordKindOf(location: CustomFieldLocation): RecordKind | null {
  const kind = CUSTOM_FIELD_RECORDS[location];
  return kind in RECORD_TABLES ? (kind as RecordKind) : null;
}

/** The locations whose property names share one record (employee and employeeStandard). */
export function siblingLocations(location: CustomFieldLocation): CustomFieldLocation[] {
  return (Object.keys(CUSTOM_FIELD_RECORDS) as CustomFieldLocation[]).filter(
    (other) => CUSTOM_FIELD_RECORDS[other] === CUSTOM_FIELD_RECORDS[location],
  );
}

/** `others @> [{ _id: { $oid } }]` (or with the value too): served by the GIN index on others. */
const holds = (others: SQL | RecordTable['others'], fieldId: string, value?: unknown) =>
  sql`${others} @> ${JSON.stringify([{ _id: { $oid: fieldId }, ...(value === undefined ? {} : { value }) }])}::jsonb`;

/** Records of the location's kind holding a value of the field in `custom_fields` row `cf`. Written out: it runs as a subquery of the field list. */
function valueCountOf(location: CustomFieldLocation) {
  const kind = recordKindOf(location);
  if (!kind) return sql<number>`0`.mapWith(Number);
  const table = kind === 'employee' ? 'employees' : 'client_contracts';
  return sql<number>`(select count(*) from ${sql.raw(table)} r where r.company_id = "custom_fields"."company_id" and r.others @> jsonb_build_array(jsonb_build_object('_id', jsonb_build_object('$oid', "custom_fields"."id"::text))))`.mapWith(
    Number,
  );
}

export async function fieldTable(db: Queryable, companyId: string, input: { location: CustomFieldLocation; request: TableRequest }) {
  const { location, request } = input;
  const valueCount = valueCountOf(location);
  const scope = and(eq(customFields.companyId, companyId), eq(customFields.location, location));
  const text = request.search.value;
  const search = text ? or(ilike(customFields.label, likePattern(text)), ilike(customFields.propertyName, likePattern(text))) : undefined;
  const sortable = {
    order: customFields.sortOrder,
    label: sql`lower(${customFields.label})`,
    propertyName: sql`lower(${customFields.propertyName})`,
    type: customFields.type,
    required: customFields.required,
    active: customFields.active,
    valueCount,
  } as const;
  const page = pageOf(request);
  const rows: FieldRow[] = await db
    .select({ field: customFields, valueCount })
    .from(customFields)
    .where(and(scope, search))
    .orderBy(...orderOf(request, sortable, [asc(customFields.sortOrder), asc(customFields.id)]))
    .limit(page.limit)
    .offset(page.offset);
  const [total] = await db.select({ value: count() }).from(customFields).where(scope);
  const [filtered] = search ? await db.select({ value: count() }).from(customFields).where(and(scope, search)) : [total];
  return { rows, recordsTotal: total?.value ?? 0, recordsFiltered: filtered?.value ?? 0 };
}

export async function findField(db: Queryable, companyId: string, id: string): Promise<FieldRecord | undefined> {
  const [row] = await db
    .select()
    .from(customFields)
    .where(and(eq(customFields.companyId, companyId), eq(customFields.id, id)));
  return row;
}

/** A location's fields in meta order, all or the active ones. */
export async function fieldsOf(
  db: Queryable,
  companyId: string,
  location: CustomFieldLocation,
  options: { activeOnly: boolean },
): Promise<FieldRecord[]> {
  return db
    .select()
    .from(customFields)
    .where(
      and(
        eq(customFields.companyId, companyId),
        eq(customFields.location, location),
        options.activeOnly ? eq(customFields.active, true) : undefined,
      ),
    )
    .orderBy(asc(customFields.sortOrder), asc(customFields.id));
}

export async function fieldCount(db: Queryable, companyId: string, location: CustomFieldLocation): Promise<number> {
  const [row] = await db
    .select({ value: count() })
    .from(customFields)
    .where(and(eq(customFields.companyId, companyId), eq(customFields.location, location)));
  return row?.value ?? 0;
}

/** Whether a property name is used on the same record (the location and its siblings), whatever its case. */
export async function propertyNameTaken(
  db: Queryable,
  companyId: string,
  input: { location: CustomFieldLocation; propertyName: string; exceptId?: string | undefined },
): Promise<boolean> {
  const [row] = await db
    .select({ id: customFields.id })
    .from(customFields)
    .where(
      and(
        eq(customFields.companyId, companyId),
        inArray(customFields.location, siblingLocations(input.location)),
        sql`lower(${customFields.propertyName}) = lower(${input.propertyName})`,
        input.exceptId ? ne(customFields.id, input.exceptId) : undefined,
      ),
    )
    .limit(1);
  return !!row;
}

export async function nextOrder(db: Queryable, companyId: string, location: CustomFieldLocation): Promise<number> {
  const [row] = await db
    .select({ value: max(customFields.sortOrder) })
    .from(customFields)
    .where(and(eq(customFields.companyId, companyId), eq(customFields.location, location)));
  return (row?.value ?? 0) + 1;
}

export async function insertField(db: Queryable, row: typeof customFields.$inferInsert): Promise<FieldRecord> {
  const [created] = await db.insert(customFields).values(row).returning();
  return created!;
}

/** Writes only when the version read is still current; undefined means someone saved first. */
export async function updateField(
  db: Queryable,
  companyId: string,
  update: { id: string; expectedVersion: number; changes: Partial<typeof customFields.$inferInsert> },
): Promise<FieldRecord | undefined> {
  return updateVersioned(db, companyId, {
    table: customFields,
    id: update.id,
    expectedVersion: update.expectedVersion,
    set: update.changes,
  });
}

/** The field next to this one in its location's meta order (above for 'up'), if any. */
export async function neighbour(
  db: Queryable,
  companyId: string,
  field: FieldRecord,
  direction: 'up' | 'down',
): Promise<FieldRecord | undefined> {
  const before = sql`(${customFields.sortOrder}, ${customFields.id}) < (${field.sortOrder}, ${field.id})`;
  const after = sql`(${customFields.sortOrder}, ${customFields.id}) > (${field.sortOrder}, ${field.id})`;
  const [row] = await db
    .select()
    .from(customFields)
    .where(and(eq(customFields.companyId, companyId), eq(customFields.location, field.location), direction === 'up' ? before : after))
    .orderBy(
      ...(direction === 'up'
        ? [sql`${customFields.sortOrder} desc`, sql`${customFields.id} desc`]
        : [asc(customFields.sortOrder), asc(customFields.id)]),
    )
    .limit(1);
  return row;
}

/** A move is not checked against a version (the neighbour's was not read by the caller), but counts as a change. */
export async function setOrder(db: Queryable, companyId: string, change: { id: string; sortOrder: number; now: Date }): Promise<void> {
  await updateVersioned(db, companyId, {
    table: customFields,
    id: change.id,
    expectedVersion: null,
    set: { sortOrder: change.sortOrder, updatedAt: change.now },
  });
}

export async function deleteField(db: Queryable, companyId: string, id: string): Promise<void> {
  await db.delete(customFields).where(and(eq(customFields.companyId, companyId), eq(customFields.id, id)));
}

// ———————————————————————————————— values on records ————————————————————————————————

/** How many records hold a value of the field (with `value`: that value, or for a list, a list containing it). */
export async function countValues(
  db: Queryable,
  companyId: string,
  input: { kind: RecordKind; fieldId: string; value?: unknown },
): Promise<number> {
  const table = RECORD_TABLES[input.kind];
  const [row] = await db
    .select({ value: count() })
    .from(table)
    .where(and(eq(table.companyId, companyId), holds(table.others, input.fieldId, input.value)));
  return row?.value ?? 0;
}

/** The records holding a value of the field, with that value. */
export async function valuesOfField(
  db: Queryable,
  companyId: string,
  input: { kind: RecordKind; fieldId: string },
): Promise<{ id: string; value: unknown }[]> {
  const table = RECORD_TABLES[input.kind];
  const entry = sql`(select e->'value' from jsonb_array_elements(${table.others}) e where e->'_id'->>'$oid' = ${input.fieldId} limit 1)`;
  return db
    .select({ id: table.id, value: sql<unknown>`${entry}` })
    .from(table)
    .where(and(eq(table.companyId, companyId), holds(table.others, input.fieldId)))
    .orderBy(asc(table.id));
}

/** Takes the field's entries out of every record holding one; each such record's values get a new version. */
export async function removeValues(db: Queryable, companyId: string, input: { kind: RecordKind; fieldId: string }): Promise<void> {
  const table = RECORD_TABLES[input.kind];
  await db
    .update(table)
    .set({
      others: sql`(select coalesce(jsonb_agg(e order by n), '[]'::jsonb) from jsonb_array_elements(${table.others}) with ordinality as x(e, n) where e->'_id'->>'$oid' <> ${input.fieldId})`,
      othersVersion: sql`${table.othersVersion} + 1`,
    })
    .where(and(eq(table.companyId, companyId), holds(table.others, input.fieldId)));
}

export interface RecordValues {
  id: string;
  others: OthersEntry[];
  othersVersion: number;
  /** Contracts: archived ones are read only. */
  archived: boolean;
}

export async function findRecordValues(
  db: Queryable,
  companyId: string,
  input: { kind: RecordKind; id: string },
): Promise<RecordValues | undefined> {
  const table = RECORD_TABLES[input.kind];
  const archived = input.kind === 'contract' ? clientContracts.archived : sql<boolean>`false`;
  const [row] = await db
    .select({ id: table.id, others: table.others, othersVersion: table.othersVersion, archived })
    .from(table)
    .where(and(eq(table.companyId, companyId), eq(table.id, input.id)));
  return row;
}

/** Writes a record's values when their version is still the one read; null means someone saved first. */
export async function saveRecordValues(
  db: Queryable,
  companyId: string,
  input: { kind: RecordKind; id: string; expectedVersion: number; others: OthersEntry[]; now: Date },
): Promise<number | null> {
  const row = await updateVersioned(db, companyId, {
    table: RECORD_TABLES[input.kind],
    id: input.id,
    expectedVersion: input.expectedVersion,
    set: { others: input.others, updatedAt: input.now },
    counter: 'othersVersion',
  });
  return row?.othersVersion ?? null;
}
