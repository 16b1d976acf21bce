import { and, asc, count, desc, eq, ilike, inArray, max, ne, or, sql, type SQL } from 'drizzle-orm';
import { CUSTOM_FIELD_RECORDS, type CustomFieldLocation, type TableRequest } from '@tenaga/contracts';
import { customFields, employees } from '../../db/schema/index.ts';
import type { Queryable } from '../../db/tenant.ts';
import { updateVersioned } from '../../db/update-versioned.ts';
import { likePattern, orderOf, pageOf } from '../../lib/table.ts';

export type FieldRecord = typeof customFields.$inferSelect;
export type FieldRow = { field: FieldRecord; valueCount: number };

/** The locations whose property names share one record (employee and employeeStandard). */
export function siblingLocations(location: CustomFieldLocation): CustomFieldLocation[] {
  return (Object.keys(CUSTOM_FIELD_RECORDS) as CustomFieldLocation[]).filter(
    (other) => CUSTOM_FIELD_RECORDS[other] === CUSTOM_FIELD_RECORDS[location],
  );
}

/** The field row's company and id, as a value-count subquery of the owning module refers to them. */
export const FIELD_ROW = { companyId: sql`"custom_fields"."company_id"`, fieldId: sql`"custom_fields"."id"::text` };

/** `valueCount`: how many records hold a value of the row's field (the owning module's subquery on FIELD_ROW). */
export async function fieldTable(
  db: Queryable,
  companyId: string,
  input: { location: CustomFieldLocation; request: TableRequest; valueCount: SQL<number> },
) {
  const { location, request, valueCount } = input;
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
  options: { location: CustomFieldLocation; activeOnly: boolean },
): Promise<FieldRecord[]> {
  const { location } = options;
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
  input: { field: FieldRecord; direction: 'up' | 'down' },
): Promise<FieldRecord | undefined> {
  const { field, direction } = input;
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

/** The custom field locations whose values an employee record holds (one `others` list). */
export const EMPLOYEE_FIELD_LOCATIONS = ['employee', 'employeeStandard'] as const;

/**
 * The employee fields of the company (active or not: an inactive field's values are still on
 * records): the form's (standard) ones, then the profile's, each in meta order.
 */
export async function employeeFields(db: Queryable, companyId: string) {
  return db
    .select({
      id: customFields.id,
      location: customFields.location,
      type: customFields.type,
      label: customFields.label,
      propertyName: customFields.propertyName,
      options: customFields.options,
      required: customFields.required,
      active: customFields.active,
    })
    .from(customFields)
    .where(and(eq(customFields.companyId, companyId), inArray(customFields.location, [...EMPLOYEE_FIELD_LOCATIONS])))
    .orderBy(desc(customFields.location), asc(customFields.sortOrder), asc(customFields.id));
}

/** The stored custom values of these employees, in one query (a payrun's batch read). */
export function employeeOthers(db: Queryable, companyId: string, employeeIds: readonly string[]) {
  if (employeeIds.length === 0) return Promise.resolve([]);
  return db
    .select({ id: employees.id, others: employees.others })
    .from(employees)
    .where(and(eq(employees.companyId, companyId), inArray(employees.id, [...employeeIds])));
}
