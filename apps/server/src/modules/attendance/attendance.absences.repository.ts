import type { AbsenceKind, AbsenceRecord } from '@tenaga/contracts';
import { and, asc, eq, gte, inArray, lte } from 'drizzle-orm';
import { attendanceAbsences, users } from '../../db/schema/index.ts';
import type { Queryable } from '../../db/tenant.ts';
import { updateVersioned } from '../../db/update-versioned.ts';
import { fullName } from '../../lib/names.ts';

export interface AbsenceRow {
  readonly id: string;
  readonly employeeId: string;
  readonly date: string;
  readonly kind: AbsenceKind;
  readonly reason: string;
  readonly resolvedBy: string | null;
  readonly resolvedByName: string | null;
  readonly resolvedAt: Date;
  readonly version: number;
}

const columns = {
  id: attendanceAbsences.id,
  employeeId: attendanceAbsences.employeeId,
  date: attendanceAbsences.workDate,
  kind: attendanceAbsences.kind,
  reason: attendanceAbsences.reason,
  resolvedBy: attendanceAbsences.resolvedBy,
  resolvedAt: attendanceAbsences.resolvedAt,
  version: attendanceAbsences.version,
  firstName: users.firstName,
  lastName: users.lastName,
};

type Selected = Awaited<ReturnType<typeof selectAbsences>>[number];

const toRow = ({ firstName, lastName, ...row }: Selected): AbsenceRow => ({
  ...row,
  kind: row.kind as AbsenceKind,
  resolvedByName: firstName === null ? null : fullName(firstName, lastName ?? ''),
});

function selectAbsences(db: Queryable) {
  return db
    .select(columns)
    .from(attendanceAbsences)
    .leftJoin(users, and(eq(users.companyId, attendanceAbsences.companyId), eq(users.id, attendanceAbsences.resolvedBy)));
}

/** The absence records of these employees on the dates of [from, to], by employee and date. */
export async function absencesBetween(
  db: Queryable,
  companyId: string,
  input: { employeeIds: readonly string[]; from: string; to: string },
): Promise<AbsenceRow[]> {
  const rows: AbsenceRow[] = [];
  // Bound parameters are limited per statement: a large company's employees go in chunks.
  for (let start = 0; start < input.employeeIds.length; start += 5_000) {
    const chunk = input.employeeIds.slice(start, start + 5_000);
    const found = await selectAbsences(db)
      .where(
        and(
          eq(attendanceAbsences.companyId, companyId),
          inArray(attendanceAbsences.employeeId, chunk),
          gte(attendanceAbsences.workDate, input.from),
          lte(attendanceAbsences.workDate, input.to),
        ),
      )
      .orderBy(asc(attendanceAbsences.employeeId), asc(attendanceAbsences.workDate));
    rows.push(...found.map(toRow));
  }
  return rows;
}

export async function findAbsence(db: Queryable, companyId: string, id: string): Promise<AbsenceRow | undefined> {
  const [row] = await selectAbsences(db).where(and(eq(attendanceAbsences.companyId, companyId), eq(attendanceAbsences.id, id)));
  return row ? toRow(row) : undefined;
}

export async function findAbsenceOn(db: Queryable, companyId: string, employeeId: string, date: string): Promise<AbsenceRow | undefined> {
  const [row] = await selectAbsences(db).where(
    and(eq(attendanceAbsences.companyId, companyId), eq(attendanceAbsences.employeeId, employeeId), eq(attendanceAbsences.workDate, date)),
  );
  return row ? toRow(row) : undefined;
}

export async function insertAbsence(
  db: Queryable,
  values: { companyId: string; employeeId: string; date: string; kind: AbsenceKind; reason: string; resolvedBy: string | null; at: Date },
): Promise<string> {
  const [row] = await db
    .insert(attendanceAbsences)
    .values({
      companyId: values.companyId,
      employeeId: values.employeeId,
      workDate: values.date,
      kind: values.kind,
      reason: values.reason,
      resolvedBy: values.resolvedBy,
      resolvedAt: values.at,
      createdAt: values.at,
      updatedAt: values.at,
    })
    .returning({ id: attendanceAbsences.id });
  return row!.id;
}

/** Changes a record under optimistic locking; false when its version moved on (or it is gone). */
export async function updateAbsence(
  db: Queryable,
  companyId: string,
  input: { id: string; expectedVersion: number; kind: AbsenceKind; reason: string; resolvedBy: string | null; at: Date },
): Promise<boolean> {
  const row = await updateVersioned(db, companyId, {
    table: attendanceAbsences,
    id: input.id,
    expectedVersion: input.expectedVersion,
    set: { kind: input.kind, reason: input.reason, resolvedBy: input.resolvedBy, resolvedAt: input.at, updatedAt: input.at },
  });
  return row !== undefined;
}

export async function deleteAbsence(db: Queryable, companyId: string, id: string): Promise<void> {
  await db.delete(attendanceAbsences).where(and(eq(attendanceAbsences.companyId, companyId), eq(attendanceAbsences.id, id)));
}

export const toAbsenceRecord = (row: AbsenceRow): AbsenceRecord => ({
  id: row.id,
  employeeId: row.employeeId,
  date: row.date,
  kind: row.kind,
  reason: row.reason,
  resolvedBy: row.resolvedByName,
  resolvedAt: row.resolvedAt.getTime(),
  version: row.version,
});
