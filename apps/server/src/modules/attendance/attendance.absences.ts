import type { AbsenceKind, AbsenceRecord, CreateAbsenceBody, UpdateAbsenceBody } from '@tenaga/contracts';
import type { TenantRunner } from '../../db/tenant.ts';
import { AppError, notFound, versionConflict } from '../../lib/app-error.ts';
import { changedFields, writeAudit, type Actor } from '../../lib/audit.ts';
import type { Clock } from '../../lib/clock.ts';
import type { RequestAuth } from '../../plugins/authenticate.ts';
import * as repo from './attendance.absences.repository.ts';
import { toAbsenceRecord } from './attendance.absences.repository.ts';
import { assertPeriodsOpen } from './attendance.periods.ts';
import type { TimesheetService } from './attendance.timesheet.service.ts';

export const ABSENCE_ENTITY = 'attendanceAbsence';

export interface AbsencesDeps {
  tenant: TenantRunner;
  clock: Clock;
  /** The day as Resolve computes it: whether the caller reaches the employee, and whether the date is an absence. */
  timesheets: Pick<TimesheetService, 'resolveView'>;
}

/** An absence record as another module (the payrun) reads it. */
export interface SettledAbsence {
  readonly employeeId: string;
  readonly date: string;
  readonly kind: AbsenceKind;
  readonly reason: string;
}

const audited = (row: { employeeId: string; date: string; kind: AbsenceKind; reason: string }) => ({
  employeeId: row.employeeId,
  date: row.date,
  kind: row.kind,
  reason: row.reason,
});

/**
 * How absences were settled: excused, unpaid or confirmed, one record per employee and work date,
 * written by Resolve and by HR on the timesheet's day, changed and removed with an audit entry.
 * The caller must reach the employee through Resolve (their role's data scope).
 */
export function createAbsences(deps: AbsencesDeps) {
  const { tenant, clock } = deps;

  /** The employee's computed day; not found unless the caller reaches them through Resolve. */
  async function dayOf(auth: RequestAuth, employeeId: string, date: string) {
    const [view] = await deps.timesheets.resolveView(auth, { from: date, to: date, employeeIds: [employeeId] });
    const day = view?.days.find((candidate) => candidate.date === date);
    if (!view || !day) throw notFound();
    return { employeeName: view.employee.name, day };
  }

  async function reachableRecord(auth: RequestAuth, id: string) {
    const row = await tenant(auth.companyId, (tx) => repo.findAbsence(tx, auth.companyId, id));
    if (!row) throw notFound();
    const { employeeName } = await dayOf(auth, row.employeeId, row.date);
    return { row, employeeName };
  }

  async function reread(companyId: string, id: string): Promise<AbsenceRecord> {
    const row = await tenant(companyId, (tx) => repo.findAbsence(tx, companyId, id));
    if (!row) throw notFound();
    return toAbsenceRecord(row);
  }

  return {
    /** Settles an absent day: 409 when it is settled already, 422 when it is no absence. */
    async create(auth: RequestAuth, actor: Actor, body: CreateAbsenceBody): Promise<AbsenceRecord> {
      const reason = body.reason.trim();
      const { employeeName, day } = await dayOf(auth, body.employeeId, body.date);
      const existing = await tenant(auth.companyId, (tx) => repo.findAbsenceOn(tx, auth.companyId, body.employeeId, body.date));
      if (existing) throw new AppError('ABSENCE_EXISTS', { fieldErrors: { date: 'errors:ABSENCE_EXISTS' } });
      if (!day.issues.includes('absent')) throw new AppError('ABSENCE_NOT_ABSENT', { fieldErrors: { date: 'errors:ABSENCE_NOT_ABSENT' } });
      const id = await tenant(auth.companyId, async (tx) => {
        // How a day of a locked period was settled is what payroll read: it changes only by an adjustment.
        await assertPeriodsOpen(tx, auth.companyId, [body.date]);
        const fields = { employeeId: body.employeeId, date: body.date, kind: body.kind, reason };
        // Two settling the same day at once: the unique index stops the second (409 ABSENCE_EXISTS).
        const created = await repo.insertAbsence(tx, { companyId: auth.companyId, ...fields, resolvedBy: actor.userId, at: clock.now() });
        await writeAudit(tx, actor, {
          entity: ABSENCE_ENTITY,
          entityId: created,
          action: 'create',
          subject: employeeName,
          after: audited(fields),
        });
        return created;
      });
      return reread(auth.companyId, id);
    },

    async update(auth: RequestAuth, actor: Actor, id: string, body: UpdateAbsenceBody): Promise<AbsenceRecord> {
      const { row, employeeName } = await reachableRecord(auth, id);
      const after = { ...audited(row), kind: body.kind, reason: body.reason.trim() };
      await tenant(auth.companyId, async (tx) => {
        await assertPeriodsOpen(tx, auth.companyId, [row.date]);
        const changed = await repo.updateAbsence(tx, auth.companyId, {
          id,
          expectedVersion: body.version,
          kind: after.kind,
          reason: after.reason,
          resolvedBy: actor.userId,
          at: clock.now(),
        });
        if (!changed) throw versionConflict();
        await writeAudit(tx, actor, {
          entity: ABSENCE_ENTITY,
          entityId: id,
          action: 'update',
          subject: employeeName,
          ...changedFields(audited(row), after),
        });
      });
      return reread(auth.companyId, id);
    },

    async remove(auth: RequestAuth, actor: Actor, id: string): Promise<void> {
      const { row, employeeName } = await reachableRecord(auth, id);
      await tenant(auth.companyId, async (tx) => {
        await assertPeriodsOpen(tx, auth.companyId, [row.date]);
        await repo.deleteAbsence(tx, auth.companyId, id);
        await writeAudit(tx, actor, {
          entity: ABSENCE_ENTITY,
          entityId: id,
          action: 'delete',
          subject: employeeName,
          before: audited(row),
        });
      });
    },

    /**
     * For the payrun, without a caller: how the absences of these employees on the dates of
     * [from, to] were settled. An unpaid one is an unpaid absence when the timesheet still counts
     * the day absent (a record on a day that became worked counts nothing).
     */
    async absencesFor(companyId: string, employeeIds: readonly string[], from: string, to: string): Promise<SettledAbsence[]> {
      if (employeeIds.length === 0) return [];
      const rows = await tenant(companyId, (tx) => repo.absencesBetween(tx, companyId, { employeeIds, from, to }));
      return rows.map((row) => ({ employeeId: row.employeeId, date: row.date, kind: row.kind, reason: row.reason }));
    },
  };
}

export type Absences = ReturnType<typeof createAbsences>;
