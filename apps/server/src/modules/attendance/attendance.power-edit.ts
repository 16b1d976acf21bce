import { randomUUID } from 'node:crypto';
import type { AttendanceAction } from '@tenaga/contracts';
import type { TenantRunner, Transaction } from '../../db/tenant.ts';
import { AppError, notFound } from '../../lib/app-error.ts';
import { writeAudit, type Actor } from '../../lib/audit.ts';
import type { Clock } from '../../lib/clock.ts';
import { assertPeriodsOpen } from './attendance.periods.ts';
import * as repo from './attendance.repository.ts';

/** A punch of the day as the grid showed it. */
export interface SeenPunch {
  readonly id: string;
  readonly action: AttendanceAction;
  readonly at: number;
}

/**
 * One day's edit: `set` puts the day's first clock-in and last clock-out at the instants given
 * (null: left as it is), `clear` takes every punch of the day away. `punches` are the day's punches
 * as the caller read them; one corrected meanwhile stops the employee's edit (409).
 */
export type DayEdit =
  | {
      readonly date: string;
      readonly action: 'set';
      readonly in: number | null;
      readonly out: number | null;
      readonly punches: readonly SeenPunch[];
    }
  | { readonly date: string; readonly action: 'clear'; readonly punches: readonly SeenPunch[] };

/**
 * Power edit's writes (Attendance › Power edit): one employee's days in one transaction under the
 * clock's per-employee lock, refused in a locked period. Punches stay append-only: a replaced time
 * is a correction naming the original, a cleared punch a voiding correction; each one an HR punch
 * (source 'hr'), audited.
 */
export function createPowerEditWrites(deps: { tenant: TenantRunner; clock: Clock }) {
  const { tenant, clock } = deps;

  async function write(
    tx: Transaction,
    actor: Actor,
    input: {
      employee: { id: string; name: string; siteId: string | null };
      timezone: string;
      action: AttendanceAction;
      at: number;
      corrects: repo.EventRow | null;
      voided: boolean;
      date: string;
    },
  ) {
    const created = await repo.insertEvent(tx, {
      companyId: actor.companyId,
      employeeId: input.employee.id,
      action: input.action,
      at: new Date(input.at),
      timezone: input.corrects?.timezone ?? input.timezone,
      siteId: input.corrects?.siteId ?? input.employee.siteId,
      inside: null,
      flagged: false,
      source: 'hr',
      idempotencyKey: input.corrects
        ? `power-edit:${input.voided ? 'void' : 'replace'}:${input.corrects.id}`
        : `power-edit:${randomUUID()}`,
      correctsId: input.corrects?.id ?? null,
      voided: input.voided,
      createdBy: actor.userId,
      createdAt: clock.now(),
    });
    // The original was corrected by another save meanwhile.
    if (!created) throw new AppError('CONFLICT');
    await writeAudit(tx, actor, {
      entity: 'attendanceEvent',
      entityId: created.id,
      action: input.voided ? 'void' : input.corrects ? 'correct' : 'create',
      subject: input.employee.name,
      ...(input.corrects
        ? { before: { action: input.corrects.action, at: input.corrects.at.getTime(), siteId: input.corrects.siteId } }
        : {}),
      after: {
        action: created.action,
        at: input.at,
        siteId: created.siteId,
        source: 'hr',
        date: input.date,
        ...(input.corrects ? { correctsId: input.corrects.id } : {}),
        ...(input.voided ? { voided: true } : {}),
      },
    });
  }

  return {
    /** Applies one employee's day edits together: all of them or, on the first refusal, none. */
    applyEmployee: (
      companyId: string,
      actor: Actor,
      input: { employeeId: string; timezone: string; edits: readonly DayEdit[] },
    ): Promise<void> =>
      tenant(companyId, async (tx) => {
        const employee = await repo.employeeOf(tx, companyId, input.employeeId);
        if (!employee) throw notFound();
        await repo.lockEmployeeClock(tx, companyId, employee.id);
        await assertPeriodsOpen(
          tx,
          companyId,
          input.edits.map((edit) => edit.date),
        );
        const seenIds = input.edits.flatMap((edit) => edit.punches.map((punch) => punch.id));
        const rows = new Map((await repo.eventsByIds(tx, companyId, employee.id, seenIds)).map(({ event }) => [event.id, event]));
        for (const id of seenIds) if (!rows.has(id) || (await repo.isCorrected(tx, companyId, id))) throw new AppError('CONFLICT');
        const context = { employee, timezone: input.timezone };

        for (const edit of input.edits) {
          const originals = edit.punches.map((punch) => rows.get(punch.id)!);
          if (edit.action === 'clear') {
            for (const original of originals)
              await write(tx, actor, {
                ...context,
                action: original.action as AttendanceAction,
                at: original.at.getTime(),
                corrects: original,
                voided: true,
                date: edit.date,
              });
            continue;
          }
          const firstIn = originals.find((row) => row.action === 'in') ?? null;
          const lastOut = [...originals].reverse().find((row) => row.action === 'out') ?? null;
          for (const [action, at, original] of [
            ['in', edit.in, firstIn],
            ['out', edit.out, lastOut],
          ] as const) {
            if (at === null || original?.at.getTime() === at) continue;
            await write(tx, actor, { ...context, action, at, corrects: original, voided: false, date: edit.date });
          }
        }
      }),
  };
}

export type PowerEditWrites = ReturnType<typeof createPowerEditWrites>;
