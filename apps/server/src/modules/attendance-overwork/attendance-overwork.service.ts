import {
  NOTIFICATION_TYPES,
  OVERWORK_LIMITS,
  type ConvertBody,
  type ConvertedLeave,
  type DecideOverworkBody,
  type Overwork,
  type OverworkDetail,
  type OverworkTableBody,
  type TableRequest,
} from '@tenaga/contracts';
import type { TenantRunner, Transaction } from '../../db/tenant.ts';
import { AppError, notFound } from '../../lib/app-error.ts';
import { writeAudit, type Actor } from '../../lib/audit.ts';
import { calendarDate, type Clock } from '../../lib/clock.ts';
import type { RequestAuth } from '../../plugins/authenticate.ts';
import type { ModuleServices } from '../../platform/module.ts';
import type { ComputedTimesheet } from '../attendance/index.ts';
import * as repo from './attendance-overwork.repository.ts';
import {
  approvedMinutesOf,
  conversionProblem,
  DEFAULT_HOURS_PER_DAY,
  firstMinutesByBand,
  hoursMinutes,
  initialStatus,
  leaveDays,
  overtimePastThreshold,
  sumBands,
  thresholdOn,
  weekStartOf,
  type BandMinutes,
} from './attendance-overwork.rules.ts';
import { addDays, overtimeOfDay, periodProblem } from './overwork-period.ts';

/** The approval kind (APPROVAL_KINDS) overwork goes through. */
export const OVERWORK_APPROVAL = 'overtime' as const;
/** The notification kind the employee gets when their overtime waits for approval. */
export const OVERWORK_NOTIFICATION_KIND = 'overwork';

export interface AttendanceOverworkServiceDeps {
  tenant: TenantRunner;
  clock: Clock;
  access: Pick<ModuleServices['access'], 'accessOf'>;
  timesheets: Pick<ModuleServices['timesheets'], 'companyTimesheets' | 'detail'>;
  approvals: Pick<ModuleServices['approvals'], 'submit'>;
  notifications: Pick<ModuleServices['notifications'], 'notify'>;
  workHours: Pick<ModuleServices['employmentHistory'], 'hoursPerDayOn'>;
}

const systemActor = (companyId: string): Actor => ({ companyId, userId: null, impersonatorUserId: null, ip: null });

function toOverwork(row: repo.OverworkListRow): Overwork {
  const { request } = row;
  return {
    id: request.id,
    employeeId: request.employeeId,
    employeeName: row.employeeName,
    employmentNumber: row.employmentNumber,
    workDate: request.workDate,
    overtimeMinutes: request.overtimeMinutes,
    excessMinutes: request.excessMinutes,
    approvedMinutes: approvedMinutesOf(request),
    convertedMinutes: row.convertedMinutes ?? 0,
    bands: request.bands,
    status: request.status as Overwork['status'],
    approvalRequestId: request.approvalRequestId,
    decidedAt: request.decidedAt?.getTime() ?? null,
    decisionComment: request.decisionComment,
    convertedLeaveId: row.convertedLeaveId,
  };
}

function toConvertedLeave(row: NonNullable<Awaited<ReturnType<typeof repo.findConverted>>>): ConvertedLeave {
  const { leave } = row;
  return {
    id: leave.id,
    overworkId: leave.overworkId,
    employeeId: leave.employeeId,
    employeeName: row.employeeName,
    workDate: leave.workDate,
    minutes: leave.minutes,
    hoursPerDay: leave.hoursPerDay,
    days: leave.days,
    reason: leave.reason,
    createdByName: row.createdByName,
    createdAt: leave.createdAt.getTime(),
  };
}

/** The calendar months a period touches, each widened back to the start of its first week (weekly limits count from there). */
function monthWindows(from: string, to: string, weekStartsOn: number): { from: string; to: string }[] {
  const windows: { from: string; to: string }[] = [];
  let monthStart = `${from.slice(0, 7)}-01`;
  while (monthStart <= to) {
    const nextMonth = new Date(`${monthStart}T00:00:00Z`);
    nextMonth.setUTCMonth(nextMonth.getUTCMonth() + 1);
    const next = nextMonth.toISOString().slice(0, 10);
    const monthEnd = addDays(next, -1);
    windows.push({ from: weekStartOf(monthStart, weekStartsOn), to: monthEnd < to ? monthEnd : to });
    monthStart = next;
  }
  return windows;
}

/**
 * Overwork: each employee's overtime by work date as the timesheet counts it, approved at once
 * within their threshold, waiting for approval (the approval workflows) beyond it; and approved
 * overtime converted to time off in lieu. One request per employee and date, made once the day is
 * over (the daily job, or HR's check of a period): running again makes no second one.
 */
export function createAttendanceOverworkService(deps: AttendanceOverworkServiceDeps) {
  const { tenant, clock } = deps;

  async function reachOf(auth: RequestAuth): Promise<repo.OverworkReach | null> {
    const { dataScope } = await deps.access.accessOf(auth);
    if (dataScope === 'all') return { kind: 'all' };
    if (!auth.employeeId) return null;
    return dataScope === 'team' ? { kind: 'team', employeeId: auth.employeeId } : { kind: 'self', employeeId: auth.employeeId };
  }

  async function convertedLeaveById(auth: RequestAuth, id: string): Promise<ConvertedLeave> {
    const reach = await reachOf(auth);
    const row = reach ? await tenant(auth.companyId, (tx) => repo.findConverted(tx, auth.companyId, id, reach)) : undefined;
    if (!row) throw notFound();
    return toConvertedLeave(row);
  }

  /** Makes one request in its own transaction: sends its excess for approval and tells the employee. */
  async function createRequest(
    companyId: string,
    actor: Actor,
    day: { employeeId: string; workDate: string; bands: BandMinutes[]; overtimeMinutes: number; excessMinutes: number },
  ): Promise<boolean> {
    return tenant(companyId, async (tx) => {
      const now = clock.now();
      const status = initialStatus(day.excessMinutes);
      const row = await repo.insertOverwork(tx, {
        companyId,
        employeeId: day.employeeId,
        workDate: day.workDate,
        bands: day.bands,
        overtimeMinutes: day.overtimeMinutes,
        excessMinutes: day.excessMinutes,
        status,
        decidedAt: status === 'approved' ? now : null,
        createdAt: now,
        updatedAt: now,
      });
      if (!row) return false;
      await writeAudit(tx, actor, {
        entity: 'overwork',
        entityId: row.id,
        action: 'create',
        after: {
          employeeId: day.employeeId,
          workDate: day.workDate,
          overtimeMinutes: day.overtimeMinutes,
          excessMinutes: day.excessMinutes,
          status,
        },
      });
      if (status === 'pending') await sendForApproval(tx, companyId, row);
      return true;
    });
  }

  async function sendForApproval(tx: Transaction, companyId: string, row: repo.OverworkRequestRow) {
    const person = (await repo.peopleFacts(tx, companyId, [row.employeeId])).get(row.employeeId);
    // The employee asks for their own overtime; without a sign-in, or without a workflow for
    // overtime, it waits on the Overwork page for HR to decide.
    if (!person?.userId) return;
    try {
      const { id } = await deps.approvals.submit(tx, {
        companyId,
        kind: OVERWORK_APPROVAL,
        subjectId: row.id,
        employeeId: row.employeeId,
        requestedBy: person.userId,
        // Shown as given, joined: '2026-11-04 · 2:30 · +1:30' (the day, its overtime, the part past the
        // threshold). jsonb keeps keys shortest first: the names keep that order.
        summary: {
          day: row.workDate,
          overtime: hoursMinutes(row.overtimeMinutes),
          pastThreshold: `+${hoursMinutes(row.excessMinutes)}`,
        },
        now: row.createdAt,
      });
      await repo.setApprovalRequest(tx, companyId, row.id, id);
    } catch (error) {
      // Raised before the engine writes anything: the transaction stays usable.
      if (!(error instanceof AppError) || (error.code !== 'NO_WORKFLOW' && error.code !== 'NO_APPROVER')) throw error;
    }
    await deps.notifications.notify(tx, {
      companyId,
      userId: person.userId,
      kind: OVERWORK_NOTIFICATION_KIND,
      type: NOTIFICATION_TYPES.overwork,
      titleKey: 'overworkNotices:notification.title',
      bodyKey: 'overworkNotices:notification.body',
      values: { date: row.workDate, minutes: row.excessMinutes },
      path: '/clock/timesheet',
      now: row.createdAt,
    });
  }

  /** The overwork of every employee's work dates in [from, to] (days already over only), made where missing. */
  async function detectFor(companyId: string, period: { from: string; to: string }, actor: Actor): Promise<number> {
    const now = clock.now();
    // No work date of anyone has ended after yesterday in the zone furthest ahead (UTC+14).
    const latest = addDays(calendarDate(now, 'Pacific/Kiritimati'), -1);
    const to = period.to < latest ? period.to : latest;
    if (period.from > to) return 0;
    const [existing, thresholds] = await tenant(companyId, (tx) =>
      Promise.all([repo.overworkDates(tx, companyId, { from: period.from, to }), repo.datedThresholds(tx, companyId)]),
    );
    const found: { employeeId: string; workDate: string; bands: BandMinutes[]; overtimeMinutes: number; excessMinutes: number }[] = [];
    for (const window of monthWindows(period.from, to, 0)) {
      const timesheets: ComputedTimesheet[] = await deps.timesheets.companyTimesheets(companyId, window);
      const facts = await tenant(companyId, (tx) =>
        repo.peopleFacts(
          tx,
          companyId,
          timesheets.map((computed) => computed.person.id),
        ),
      );
      for (const computed of timesheets) {
        const employeeId = computed.person.id;
        const days = computed.timesheet.days.map((day) => ({ date: day.date, ...overtimeOfDay(day, computed.setting) }));
        const bandsOf = new Map(days.map((day) => [day.date, day.bands]));
        const siteId = facts.get(employeeId)?.siteId ?? null;
        // Only days over in the employee's own zone: a request is made once, from the day's final figures.
        const today = calendarDate(now, computed.timezone);
        const excess = overtimePastThreshold(
          days,
          (date) => thresholdOn(thresholds, { employeeId, siteId }, date),
          computed.setting.weekStartsOn,
        );
        for (const day of excess) {
          if (day.overtimeMinutes === 0 || day.date < period.from || day.date > window.to || day.date >= today) continue;
          if (day.date < `${window.to.slice(0, 7)}-01` || existing.has(`${employeeId}|${day.date}`)) continue;
          found.push({ employeeId, workDate: day.date, bands: bandsOf.get(day.date) ?? [], ...day });
        }
      }
    }
    let created = 0;
    for (const day of found) if (await createRequest(companyId, actor, day)) created += 1;
    return created;
  }

  return {
    detectFor,

    async detect(auth: RequestAuth, actor: Actor, period: { from: string; to: string }) {
      const problem = periodProblem(period, OVERWORK_LIMITS.maxDays);
      if (problem)
        throw new AppError('OVERWORK_PERIOD_INVALID', { values: { days: OVERWORK_LIMITS.maxDays }, fieldErrors: { to: problem } });
      return { created: await detectFor(auth.companyId, period, actor) };
    },

    /** The daily job: the last week's days, so that late punches (offline, imports) are caught. */
    detectRecent: (companyId: string) => {
      const today = calendarDate(clock.now(), 'UTC');
      return detectFor(companyId, { from: addDays(today, -8), to: today }, systemActor(companyId));
    },

    async table(auth: RequestAuth, body: OverworkTableBody) {
      const reach = await reachOf(auth);
      if (!reach) return { data: [], recordsTotal: 0, recordsFiltered: 0 };
      const page = await tenant(auth.companyId, (tx) =>
        repo.overworkTable(tx, auth.companyId, {
          reach,
          request: body,
          status: body.status && [body.status],
          from: body.from,
          to: body.to,
        }),
      );
      return { data: page.rows.map(toOverwork), recordsTotal: page.recordsTotal, recordsFiltered: page.recordsFiltered };
    },

    /** The Conversion page: work dates whose overtime counts (approved, or within the threshold of a rejected one). */
    async convertible(auth: RequestAuth, request: TableRequest) {
      const reach = await reachOf(auth);
      if (!reach) return { data: [], recordsTotal: 0, recordsFiltered: 0 };
      const page = await tenant(auth.companyId, (tx) => repo.overworkTable(tx, auth.companyId, { reach, request, counting: true }));
      return { data: page.rows.map(toOverwork), recordsTotal: page.recordsTotal, recordsFiltered: page.recordsFiltered };
    },

    async detail(auth: RequestAuth, id: string): Promise<OverworkDetail> {
      const reach = await reachOf(auth);
      const row = reach ? await tenant(auth.companyId, (tx) => repo.findOverwork(tx, auth.companyId, id, reach)) : undefined;
      if (!row) throw notFound();
      const date = row.request.workDate;
      const timesheet = await deps.timesheets
        .detail(auth, { employeeId: row.request.employeeId, from: date, to: date })
        .catch((error: unknown) => {
          // A caller without the Timesheet menu sees the request without the day's punches.
          if (error instanceof AppError && error.code === 'NOT_FOUND') return null;
          throw error;
        });
      const day = timesheet?.days[0];
      return {
        ...toOverwork(row),
        timezone: timesheet?.timezone ?? null,
        day: day
          ? {
              kind: day.kind,
              shift: day.shift,
              workedMinutes: day.workedMinutes,
              overtime: day.overtime,
              punches: day.punches.map((punch) => ({ action: punch.action, at: punch.at, time: punch.time })),
            }
          : null,
      };
    },

    /** HR decides overwork that no workflow routes; one waiting in a workflow is decided on the Approvals page. */
    async decide(auth: RequestAuth, actor: Actor, body: DecideOverworkBody): Promise<{ decided: number }> {
      const reach = await reachOf(auth);
      if (!reach || reach.kind === 'self') throw notFound();
      return tenant(auth.companyId, async (tx) => {
        const now = clock.now();
        for (const id of body.ids) {
          if (!(await repo.findOverwork(tx, auth.companyId, id, reach))) throw notFound();
          const row = await repo.lockOverwork(tx, auth.companyId, id);
          if (!row) throw notFound();
          if (row.status !== 'pending') throw new AppError('ALREADY_DECIDED', { values: { name: '' } });
          if (row.approvalRequestId) throw new AppError('OVERWORK_IN_WORKFLOW');
          const status = body.decision === 'approve' ? 'approved' : 'rejected';
          await repo.decide(tx, auth.companyId, id, { status, decidedAt: now, decidedBy: auth.userId, comment: body.comment || null });
          await writeAudit(tx, actor, {
            entity: 'overwork',
            entityId: id,
            action: body.decision,
            before: { status: 'pending' },
            after: { status, ...(body.comment ? { comment: body.comment } : {}) },
          });
        }
        return { decided: body.ids.length };
      });
    },

    /** The approval engine decided: the request takes its outcome, in the deciding transaction. */
    async onDecided(
      tx: Transaction,
      request: { companyId: string; subjectId: string; decidedBy: Actor; comment: string | null },
      outcome: 'approved' | 'rejected',
    ) {
      const row = await repo.lockOverwork(tx, request.companyId, request.subjectId);
      if (!row || row.status !== 'pending') return;
      await repo.decide(tx, request.companyId, row.id, {
        status: outcome,
        decidedAt: clock.now(),
        decidedBy: request.decidedBy.userId,
        comment: request.comment,
      });
      await writeAudit(tx, request.decidedBy, {
        entity: 'overwork',
        entityId: row.id,
        action: outcome === 'approved' ? 'approve' : 'reject',
        before: { status: 'pending' },
        after: { status: outcome },
      });
    },

    async convert(auth: RequestAuth, actor: Actor, body: ConvertBody): Promise<ConvertedLeave> {
      const reach = await reachOf(auth);
      if (!reach || reach.kind === 'self') throw notFound();
      const id = await tenant(auth.companyId, async (tx) => {
        const listed = await repo.findOverwork(tx, auth.companyId, body.overworkId, reach);
        if (!listed) throw notFound();
        const row = await repo.lockOverwork(tx, auth.companyId, body.overworkId);
        if (!row) throw notFound();
        const approvedMinutes = approvedMinutesOf(row);
        const problem = conversionProblem({ approvedMinutes, alreadyConverted: listed.convertedLeaveId !== null, minutes: body.minutes });
        if (problem === 'alreadyConverted') throw new AppError('CONVERSION_EXISTS');
        if (problem === 'notApproved') throw new AppError('OVERWORK_NOT_APPROVED');
        if (problem === 'overApproved')
          throw new AppError('CONVERSION_OVER_APPROVED', {
            values: { minutes: approvedMinutes },
            fieldErrors: { minutes: 'errors:CONVERSION_OVER_APPROVED' },
          });
        const hours = await deps.workHours.hoursPerDayOn(tx, {
          companyId: auth.companyId,
          employeeIds: [row.employeeId],
          day: row.workDate,
        });
        const hoursPerDay = hours.get(row.employeeId) ?? DEFAULT_HOURS_PER_DAY;
        const days = leaveDays(body.minutes, hoursPerDay);
        const created = await repo.insertConverted(tx, {
          companyId: auth.companyId,
          overworkId: row.id,
          employeeId: row.employeeId,
          workDate: row.workDate,
          minutes: body.minutes,
          hoursPerDay,
          days,
          reason: body.reason,
          createdBy: auth.userId,
          createdAt: clock.now(),
        });
        await writeAudit(tx, actor, {
          entity: 'converted-leave',
          entityId: created.id,
          action: 'create',
          after: { employeeId: row.employeeId, workDate: row.workDate, minutes: body.minutes, hoursPerDay, days, reason: body.reason },
        });
        return created.id;
      });
      return convertedLeaveById(auth, id);
    },

    convertedLeaveById,

    /** For the time-off ledger and the calendar: an employee's converted leave by work date in [from, to]. */
    async convertedLeave(companyId: string, employeeId: string, from: string, to: string): Promise<ConvertedLeave[]> {
      const rows = await tenant(companyId, (tx) => repo.convertedBetween(tx, companyId, { employeeIds: [employeeId], from, to }));
      return rows.map(toConvertedLeave);
    },

    /** For the attendance calendar: the converted leave of a page of employees by work date in [from, to], in one read. */
    async convertedLeaveFor(companyId: string, employeeIds: readonly string[], from: string, to: string): Promise<ConvertedLeave[]> {
      if (employeeIds.length === 0) return [];
      const rows = await tenant(companyId, (tx) => repo.convertedBetween(tx, companyId, { employeeIds, from, to }));
      return rows.map(toConvertedLeave);
    },

    /**
     * For payroll: each employee's approved overtime by band over [from, to], less what was
     * converted to leave (the last minutes of a day are the ones converted). Only work dates the
     * overwork check has seen count: run `detectFor` over the period first.
     */
    async approvedOvertime(
      companyId: string,
      employeeIds: readonly string[],
      from: string,
      to: string,
    ): Promise<Map<string, BandMinutes[]>> {
      const rows = await tenant(companyId, (tx) => repo.overworkBetween(tx, companyId, { employeeIds, from, to }));
      const paidByEmployee = new Map<string, BandMinutes[][]>();
      for (const { request, convertedMinutes } of rows) {
        const paid = firstMinutesByBand(request.bands, approvedMinutesOf(request) - (convertedMinutes ?? 0));
        paidByEmployee.set(request.employeeId, [...(paidByEmployee.get(request.employeeId) ?? []), paid]);
      }
      return new Map(employeeIds.map((id) => [id, sumBands(paidByEmployee.get(id) ?? [])]));
    },
  };
}

export type AttendanceOverworkService = ReturnType<typeof createAttendanceOverworkService>;
