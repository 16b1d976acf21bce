import { randomUUID } from 'node:crypto';
import { CLOCK_LIMITS, type AttendanceAction, type AttendanceSource } from '@tenaga/contracts';
import type { TenantRunner } from '../../db/tenant.ts';
import { AppError, notFound } from '../../lib/app-error.ts';
import { writeAudit, type Actor } from '../../lib/audit.ts';
import { calendarDate, type Clock } from '../../lib/clock.ts';
import { assertPeriodsOpen } from './attendance.periods.ts';
import * as repo from './attendance.repository.ts';

/** A punch as HR reviews it: where and how it was made, and what it corrects. */
export interface PunchDetail {
  readonly id: string;
  readonly action: AttendanceAction;
  readonly at: number;
  readonly timezone: string;
  readonly source: AttendanceSource;
  readonly siteName: string | null;
  readonly inside: boolean | null;
  readonly flagged: boolean;
  readonly sentLate: boolean;
  readonly hasPhoto: boolean;
  readonly correctsId: string | null;
}

/**
 * The punch a missing one pairs with, as the caller saw it: a clock-out closes the clock-in before
 * it, a clock-in opens the clock-out after it. Another punch between them since: the day changed.
 */
export type MissingPunch = { readonly action: 'out'; readonly closes: string } | { readonly action: 'in'; readonly opens: string };

/**
 * HR's corrections of punches (Attendance › Resolve): punches stay append-only, so a missing punch
 * is a new one (source 'hr') and a reviewed flagged punch is a new one naming it (`corrects_id`)
 * that is no longer flagged; each audited with its reason in its transaction.
 */
export function createPunchCorrections(deps: { tenant: TenantRunner; clock: Clock }) {
  const { tenant, clock } = deps;

  return {
    /** Adds the missing half of a pair at `at` (epoch ms). */
    addMissing: (
      companyId: string,
      actor: Actor,
      input: { employeeId: string; at: number; reason: string; pairsWith: MissingPunch },
    ): Promise<{ id: string }> =>
      tenant(companyId, async (tx) => {
        const employee = await repo.employeeOf(tx, companyId, input.employeeId);
        if (!employee) throw notFound();
        await repo.lockEmployeeClock(tx, companyId, employee.id);
        const now = clock.now();
        if (input.at > now.getTime() + CLOCK_LIMITS.futureToleranceMs) throw new AppError('RESOLVE_TIME_INVALID');
        const { pairsWith } = input;
        const partner =
          pairsWith.action === 'out'
            ? await repo.lastEvent(tx, companyId, employee.id, new Date(input.at))
            : await repo.nextEvent(tx, companyId, employee.id, new Date(input.at));
        const expected = pairsWith.action === 'out' ? pairsWith.closes : pairsWith.opens;
        if (!partner || partner.id !== expected) throw new AppError('RESOLVE_NOT_NEEDED');
        await assertPeriodsOpen(tx, companyId, [calendarDate(new Date(input.at), partner.timezone)]);
        const created = await repo.insertEvent(tx, {
          companyId,
          employeeId: employee.id,
          action: pairsWith.action,
          at: new Date(input.at),
          timezone: partner.timezone,
          siteId: partner.siteId,
          inside: null,
          flagged: false,
          source: 'hr',
          idempotencyKey: `resolve:${randomUUID()}`,
          createdBy: actor.userId,
          createdAt: now,
        });
        if (!created) throw new AppError('RESOLVE_NOT_NEEDED');
        await writeAudit(tx, actor, {
          entity: 'attendanceEvent',
          entityId: created.id,
          action: 'create',
          subject: employee.name,
          after: { action: created.action, at: input.at, siteId: created.siteId, source: 'hr', reason: input.reason },
        });
        return { id: created.id };
      }),

    /**
     * Accepts flagged punches as reviewed: each gets a correction at the same instant and site,
     * not flagged. A punch not flagged, or corrected already, stops it (nothing is written).
     */
    acceptFlagged: (
      companyId: string,
      actor: Actor,
      input: { employeeId: string; eventIds: readonly string[]; reason: string },
    ): Promise<{ accepted: number }> =>
      tenant(companyId, async (tx) => {
        const employee = await repo.employeeOf(tx, companyId, input.employeeId);
        if (!employee) throw notFound();
        await repo.lockEmployeeClock(tx, companyId, employee.id);
        const rows = await repo.eventsByIds(tx, companyId, employee.id, input.eventIds);
        if (rows.length === 0 || rows.length !== input.eventIds.length) throw new AppError('RESOLVE_NOT_NEEDED');
        await assertPeriodsOpen(
          tx,
          companyId,
          rows.map(({ event }) => calendarDate(event.at, event.timezone)),
        );
        const now = clock.now();
        for (const { event } of rows) {
          if (!event.flagged || (await repo.isCorrected(tx, companyId, event.id))) throw new AppError('RESOLVE_NOT_NEEDED');
          const created = await repo.insertEvent(tx, {
            companyId,
            employeeId: employee.id,
            action: event.action,
            at: event.at,
            timezone: event.timezone,
            siteId: event.siteId,
            inside: event.inside,
            flagged: false,
            latitude: event.latitude,
            longitude: event.longitude,
            accuracy: event.accuracy,
            source: 'hr',
            sentLate: event.sentLate,
            // The reviewed punch is the one shown from now on: its photo stays with it.
            photoFileId: event.photoFileId,
            // One review per punch, even from two tabs at once.
            idempotencyKey: `resolve:accept:${event.id}`,
            correctsId: event.id,
            createdBy: actor.userId,
            createdAt: now,
          });
          if (!created) throw new AppError('RESOLVE_NOT_NEEDED');
          await writeAudit(tx, actor, {
            entity: 'attendanceEvent',
            entityId: created.id,
            action: 'create',
            subject: employee.name,
            after: {
              action: event.action,
              at: event.at.getTime(),
              siteId: event.siteId,
              inside: event.inside,
              flagged: false,
              source: 'hr',
              correctsId: event.id,
              reason: input.reason,
            },
          });
        }
        return { accepted: rows.length };
      }),

    /** One employee's punches by id, in time order. */
    details: (companyId: string, input: { employeeId: string; ids: readonly string[] }): Promise<PunchDetail[]> =>
      tenant(companyId, async (tx) =>
        (await repo.eventsByIds(tx, companyId, input.employeeId, input.ids)).map(({ event, siteName }) => ({
          id: event.id,
          action: event.action as AttendanceAction,
          at: event.at.getTime(),
          timezone: event.timezone,
          source: event.source as AttendanceSource,
          siteName,
          inside: event.inside,
          flagged: event.flagged,
          sentLate: event.sentLate,
          hasPhoto: event.photoFileId !== null,
          correctsId: event.correctsId,
        })),
      ),
  };
}

export type PunchCorrections = ReturnType<typeof createPunchCorrections>;
