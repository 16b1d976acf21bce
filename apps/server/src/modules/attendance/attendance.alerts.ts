import { and, eq, inArray } from 'drizzle-orm';
import { NOTIFICATION_TYPES } from '@tenaga/contracts';
import { attendanceAlerts, employees, users } from '../../db/schema/index.ts';
import type { Queryable, Transaction } from '../../db/tenant.ts';
import type { ModuleServices } from '../../platform/module.ts';

/** HR hears of a clock-in outside a site's geofence that the site allowed and flagged. */
export const OUTSIDE_ALERT_KIND = 'attendanceOutsideGeofence';
/** An employee scheduled today has not clocked in by the threshold after the shift's start (spec type 18). */
export const NO_ATTENDANCE_KIND = 'noAttendance';

export type AlertKind = 'outsideGeofence' | 'noAttendance';

/** The alert of this kind for this employee's work date, made now; false when one was made already (one a day). */
export async function claimAlert(
  db: Queryable,
  input: { companyId: string; employeeId: string; kind: AlertKind; workDate: string; now: Date },
): Promise<boolean> {
  const rows = await db
    .insert(attendanceAlerts)
    .values({ companyId: input.companyId, employeeId: input.employeeId, kind: input.kind, workDate: input.workDate, createdAt: input.now })
    .onConflictDoNothing()
    .returning({ employeeId: attendanceAlerts.employeeId });
  return rows.length > 0;
}

/** The active sign-ins of these employees, by employee. */
export async function accountsOfEmployees(db: Queryable, companyId: string, employeeIds: readonly string[]): Promise<Map<string, string>> {
  if (employeeIds.length === 0) return new Map();
  const rows = await db
    .select({ employeeId: users.employeeId, userId: users.id })
    .from(users)
    .where(and(eq(users.companyId, companyId), eq(users.active, true), inArray(users.employeeId, [...employeeIds])));
  return new Map(rows.flatMap((row) => (row.employeeId ? [[row.employeeId, row.userId] as const] : [])));
}

export async function managerOf(db: Queryable, companyId: string, employeeId: string): Promise<string | null> {
  const [row] = await db
    .select({ managerId: employees.managerId })
    .from(employees)
    .where(and(eq(employees.companyId, companyId), eq(employees.id, employeeId)));
  return row?.managerId ?? null;
}

/** The sign-ins that resolve attendance for the whole company (HR, the Administrator). */
export type HrAccounts = (tx: Transaction, companyId: string) => Promise<{ id: string; employeeId: string | null }[]>;

/**
 * Tells HR, in the punch's transaction, of a clock-in outside its site's geofence that the site
 * allowed and flagged: at most once per employee and work date (a second one that day waits on
 * Resolve with the first), linking to Resolve on that date.
 */
export function createOutsideAlert(deps: { hrAccounts: HrAccounts; notifications: Pick<ModuleServices['notifications'], 'notify'> }) {
  return async function tellHr(
    tx: Transaction,
    input: { companyId: string; employee: { id: string; name: string }; workDate: string; siteName: string; meters: number; now: Date },
  ): Promise<string[]> {
    const first = await claimAlert(tx, {
      companyId: input.companyId,
      employeeId: input.employee.id,
      kind: 'outsideGeofence',
      workDate: input.workDate,
      now: input.now,
    });
    if (!first) return [];
    const told = (await deps.hrAccounts(tx, input.companyId)).filter((account) => account.employeeId !== input.employee.id);
    for (const account of told)
      await deps.notifications.notify(tx, {
        companyId: input.companyId,
        userId: account.id,
        kind: OUTSIDE_ALERT_KIND,
        type: NOTIFICATION_TYPES.pending,
        titleKey: 'attendanceNotices:outside.title',
        bodyKey: 'attendanceNotices:outside.body',
        values: { name: input.employee.name, siteName: input.siteName, meters: input.meters, date: input.workDate },
        path: `/attendance/resolve?from=${input.workDate}&to=${input.workDate}`,
        now: input.now,
      });
    return told.map((account) => account.id);
  };
}

export type OutsideAlert = ReturnType<typeof createOutsideAlert>;
