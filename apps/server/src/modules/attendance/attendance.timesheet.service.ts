import {
  TIMESHEET_LIMITS,
  type AttendanceAdjustment,
  type PowerEditEmployee,
  type TableRequest,
  type TimesheetDetail,
  type TimesheetDetailDay,
  type TimesheetQuery,
  type TimesheetRow,
  type TimesheetSummary,
  type TimesheetTableBody,
} from '@tenaga/contracts';
import { assignWorkDates, formatLocalTime, timesheetSummary, toLocal } from '@tenaga/domain';
import type { TenantRunner } from '../../db/tenant.ts';
import { AppError, notFound } from '../../lib/app-error.ts';
import { fullName } from '../../lib/names.ts';
import type { RequestAuth } from '../../plugins/authenticate.ts';
import type { ModuleServices } from '../../platform/module.ts';
import { toAbsenceRecord } from './attendance.absences.repository.ts';
import { createTimesheetComputer, type ComputedTimesheet, type TimesheetComputeDeps } from './attendance.timesheet.compute.ts';
import * as repo from './attendance.timesheet.repository.ts';
import { menuReachOf, periodProblem, reachesPerson, resolveReachOf, timesheetReachOf } from './attendance.timesheet.rules.ts';

export interface TimesheetServiceDeps extends TimesheetComputeDeps {
  tenant: TenantRunner;
  access: Pick<ModuleServices['access'], 'accessOf'>;
  /** The dated adjustments counted in a period (changes to days of locked periods). */
  adjustments: (companyId: string, input: { employeeId: string; from: string; to: string }) => Promise<AttendanceAdjustment[]>;
  adjustmentsOfMany: (
    companyId: string,
    input: { employeeIds: readonly string[]; from: string; to: string },
  ) => Promise<AttendanceAdjustment[]>;
}

/**
 * Worked minutes with the adjustments dated in the period: a change to a locked day counts in the
 * period it is dated in (never below nothing worked).
 */
export const workedWithAdjustments = (workedMinutes: number, adjustments: readonly Pick<AttendanceAdjustment, 'minutes'>[]) =>
  Math.max(
    0,
    adjustments.reduce((sum, adjustment) => sum + adjustment.minutes, workedMinutes),
  );

type Period = { from: string; to: string };

/** One employee's computed days as Attendance › Resolve reads them, each with its shift's instants. */
export interface ResolveView {
  readonly employee: { readonly id: string; readonly name: string; readonly employmentNumber: string };
  readonly timezone: string;
  readonly days: readonly (TimesheetDetailDay & { readonly shiftAt: { readonly start: number; readonly end: number } | null })[];
}

/** One employee's days as the power-edit grid shows them. */
export interface GridView {
  readonly employee: { readonly id: string; readonly name: string; readonly employmentNumber: string };
  readonly timezone: string;
  readonly days: readonly Pick<TimesheetDetailDay, 'date' | 'kind' | 'punches'>[];
}

function assertPeriod(period: Period): void {
  const problem = periodProblem(period);
  if (problem) throw new AppError('TIMESHEET_PERIOD_INVALID', { values: { days: TIMESHEET_LIMITS.maxDays }, fieldErrors: { to: problem } });
}

const MS_PER_MINUTE = 60_000;
const localTime = (timezone: string, at: number) => formatLocalTime(toLocal(timezone, Math.floor(at / MS_PER_MINUTE)).minute);

/** The detail of each day: every figure, its shift's clock times and the punches it counts. */
function detailDays(computed: ComputedTimesheet): TimesheetDetailDay[] {
  const { timesheet, timezone, instances, punches, setting } = computed;
  const byDate = assignWorkDates({ punches, instances, setting, timeZone: timezone });
  const flagged = new Map(punches.map((punch) => [punch.id, punch.flagged]));
  const shifts = new Map(instances.map((instance) => [instance.date, instance]));
  return timesheet.days.map((day) => {
    const shift = shifts.get(day.date);
    const absence = computed.absences.get(day.date);
    return {
      date: day.date,
      kind: day.kind,
      shiftId: day.shiftId,
      shift: shift && day.shiftId ? { start: localTime(timezone, shift.start), end: localTime(timezone, shift.end) } : null,
      workedMinutes: day.workedMinutes,
      regularMinutes: day.regularMinutes,
      lateMinutes: day.lateMinutes,
      earlyLeaveMinutes: day.earlyLeaveMinutes,
      absent: day.absent,
      unpaidAbsent: day.absent && absence?.kind === 'unpaid',
      absence: absence ? toAbsenceRecord(absence) : null,
      breakMinutes: day.breakMinutes,
      nightMinutes: day.nightMinutes,
      overtimeMinutes: day.overtimeMinutes,
      restDayMinutes: day.restDayMinutes,
      holidayMinutes: day.holidayMinutes,
      uncountedMinutes: day.uncountedMinutes,
      overtime: day.overtime.map((entry) => ({ band: entry.band, minutes: entry.minutes })),
      issues: [...day.issues],
      explanations: day.explanations.map((explanation) => ({
        figure: explanation.figure,
        key: explanation.key,
        values: { ...explanation.values },
        events: [...explanation.events],
        ...(explanation.rule ? { rule: explanation.rule } : {}),
      })),
      punches: (byDate.get(day.date) ?? []).map((punch) => ({
        id: punch.id,
        action: punch.action,
        at: punch.at,
        time: localTime(timezone, punch.at),
        flagged: flagged.get(punch.id) ?? false,
      })),
    };
  });
}

/** Absent days settled as unpaid absences. */
export function unpaidAbsentDays(computed: ComputedTimesheet): number {
  return computed.timesheet.days.filter((day) => day.absent && computed.absences.get(day.date)?.kind === 'unpaid').length;
}

export function toTimesheetRow(computed: ComputedTimesheet): TimesheetRow {
  const { person, timesheet } = computed;
  const totals = timesheet.totals;
  return {
    employeeId: person.id,
    employeeName: fullName(person.firstName, person.lastName),
    employmentNumber: person.employmentNumber,
    workedMinutes: totals.workedMinutes,
    lateMinutes: totals.lateMinutes,
    earlyLeaveMinutes: totals.earlyLeaveMinutes,
    absentDays: totals.absentDays,
    unpaidAbsentDays: unpaidAbsentDays(computed),
    overtimeMinutes: totals.overtimeMinutes,
    restAndHolidayMinutes: totals.restDayMinutes + totals.holidayMinutes,
    issueDays: timesheet.days.filter((day) => day.issues.length > 0).length,
  };
}

const SORTABLE = new Set<keyof TimesheetRow>([
  'employeeName',
  'employmentNumber',
  'workedMinutes',
  'lateMinutes',
  'earlyLeaveMinutes',
  'absentDays',
  'unpaidAbsentDays',
  'overtimeMinutes',
  'restAndHolidayMinutes',
  'issueDays',
]);

/** The rows in the table's order (by name unless it names sortable columns) and its page. */
export function pageOfRows(rows: TimesheetRow[], request: Pick<TableRequest, 'order' | 'columns' | 'start' | 'length'>): TimesheetRow[] {
  const order = request.order.flatMap(({ column, dir }) => {
    const field = request.columns[column]?.data as keyof TimesheetRow | undefined;
    return field && SORTABLE.has(field) ? [{ field, sign: dir === 'asc' ? 1 : -1 }] : [];
  });
  const compare = (a: TimesheetRow, b: TimesheetRow) => {
    for (const { field, sign } of order) {
      const left = a[field];
      const right = b[field];
      const difference = typeof left === 'number' && typeof right === 'number' ? left - right : String(left).localeCompare(String(right));
      if (difference !== 0) return difference * sign;
    }
    return 0;
  };
  // The people come by name: a stable sort keeps that order among equal figures.
  const sorted = order.length ? [...rows].sort(compare) : rows;
  return request.length === -1 ? sorted.slice(request.start) : sorted.slice(request.start, request.start + request.length);
}

/** Timesheets: one employee's (its fixed shape and its detail), the period's overview and its export. */
export function createTimesheetService(deps: TimesheetServiceDeps) {
  const computer = createTimesheetComputer(deps);

  async function reachOf(auth: RequestAuth): Promise<repo.TimesheetReach | null> {
    const access = await deps.access.accessOf(auth);
    return timesheetReachOf({ menuGrants: access.menuGrants, dataScope: access.dataScope, employeeId: auth.employeeId });
  }

  /** One employee's computed timesheet; not found unless the caller reaches them (their existence is not revealed). */
  async function one(auth: RequestAuth, query: TimesheetQuery): Promise<ComputedTimesheet> {
    const reach = await reachOf(auth);
    const person = reach
      ? await deps.tenant(auth.companyId, (tx) => repo.timesheetPerson(tx, auth.companyId, query.employeeId))
      : undefined;
    if (!reach || !person || !reachesPerson(reach, person)) throw notFound();
    assertPeriod(query);
    const computed = (await computer.compute({ companyId: auth.companyId, people: [person], from: query.from, to: query.to })).get(
      person.id,
    );
    if (!computed) throw notFound();
    return computed;
  }

  /** Everyone the caller reaches who was employed in the period, matching the search, computed together. */
  async function many(auth: RequestAuth, input: Period & { search?: string | undefined }): Promise<ComputedTimesheet[]> {
    assertPeriod(input);
    const reach = await reachOf(auth);
    if (!reach) return [];
    const people = await deps.tenant(auth.companyId, (tx) => repo.timesheetPeople(tx, auth.companyId, { reach, ...input }));
    const computed = await computer.compute({ companyId: auth.companyId, people, from: input.from, to: input.to });
    return people.flatMap((person) => computed.get(person.id) ?? []);
  }

  /** The adjustments dated in the period of these timesheets' people, by employee. */
  async function adjustmentsOf(companyId: string, timesheets: readonly ComputedTimesheet[], period: Period) {
    const all = await deps.adjustmentsOfMany(companyId, { employeeIds: timesheets.map((one) => one.person.id), ...period });
    const byEmployee = new Map<string, AttendanceAdjustment[]>();
    for (const adjustment of all) byEmployee.set(adjustment.employeeId, [...(byEmployee.get(adjustment.employeeId) ?? []), adjustment]);
    return byEmployee;
  }

  return {
    /** FIXED SHAPE: GET /attendance/timesheet. */
    async summary(auth: RequestAuth, query: TimesheetQuery): Promise<TimesheetSummary> {
      const computed = await one(auth, query);
      const { days, totals } = timesheetSummary(computed.timesheet);
      const adjustments = await deps.adjustmentsOfMany(auth.companyId, {
        employeeIds: [computed.person.id],
        from: query.from,
        to: query.to,
      });
      return {
        days: days.map((day) => ({ ...day, overtime: [...day.overtime] })),
        totals: { ...totals, workedMinutes: workedWithAdjustments(totals.workedMinutes, adjustments), overtime: [...totals.overtime] },
      };
    },

    async detail(auth: RequestAuth, query: TimesheetQuery): Promise<TimesheetDetail> {
      const computed = await one(auth, query);
      const { person, timesheet } = computed;
      const adjustments = await deps.adjustments(auth.companyId, { employeeId: person.id, from: query.from, to: query.to });
      return {
        employee: { id: person.id, name: fullName(person.firstName, person.lastName), employmentNumber: person.employmentNumber },
        from: query.from,
        to: query.to,
        timezone: computed.timezone,
        settingName: computed.settingName,
        schedule: computed.schedule,
        days: detailDays(computed),
        totals: {
          ...timesheet.totals,
          workedMinutes: workedWithAdjustments(timesheet.totals.workedMinutes, adjustments),
          unpaidAbsentDays: unpaidAbsentDays(computed),
          overtime: timesheet.totals.overtime.map((entry) => ({ ...entry })),
        },
        adjustments,
      };
    },

    async table(auth: RequestAuth, body: TimesheetTableBody) {
      const computed = await many(auth, { from: body.from, to: body.to, search: body.search.value });
      const adjustments = await adjustmentsOf(auth.companyId, computed, body);
      const rows = computed.map((one) => {
        const row = toTimesheetRow(one);
        return { ...row, workedMinutes: workedWithAdjustments(row.workedMinutes, adjustments.get(one.person.id) ?? []) };
      });
      const reach = await reachOf(auth);
      const total =
        body.search.value.trim() && reach
          ? (await deps.tenant(auth.companyId, (tx) => repo.timesheetPeople(tx, auth.companyId, { reach, from: body.from, to: body.to })))
              .length
          : rows.length;
      return { data: pageOfRows(rows, body), recordsTotal: total, recordsFiltered: rows.length };
    },

    /** Every timesheet of the period the caller reaches, with the adjustments dated in it, for the export. */
    async exportable(auth: RequestAuth, period: Period) {
      const timesheets = await many(auth, period);
      return { timesheets, adjustments: await adjustmentsOf(auth.companyId, timesheets, period) };
    },

    /**
     * The computed days of [from, to] of the employees the caller reaches through Attendance ›
     * Resolve (null ids: all of them; else those of them), for the days that need resolving. The
     * range is checked by the caller.
     */
    async resolveView(auth: RequestAuth, input: Period & { employeeIds: readonly string[] | null }): Promise<ResolveView[]> {
      const access = await deps.access.accessOf(auth);
      const reach = resolveReachOf({ menuGrants: access.menuGrants, dataScope: access.dataScope, employeeId: auth.employeeId });
      if (!reach || input.employeeIds?.length === 0) return [];
      const people = await deps.tenant(auth.companyId, (tx) =>
        repo.timesheetPeople(tx, auth.companyId, { reach, from: input.from, to: input.to, employeeIds: input.employeeIds }),
      );
      const computed = await computer.compute({ companyId: auth.companyId, people, from: input.from, to: input.to });
      return people.flatMap((person) => {
        const one = computed.get(person.id);
        if (!one) return [];
        const instants = new Map(one.instances.map((instance) => [instance.date, { start: instance.start, end: instance.end }]));
        return [
          {
            employee: { id: person.id, name: fullName(person.firstName, person.lastName), employmentNumber: person.employmentNumber },
            timezone: one.timezone,
            days: detailDays(one).map((day) => ({ ...day, shiftAt: day.shiftId ? (instants.get(day.date) ?? null) : null })),
          },
        ];
      });
    },

    /**
     * Power edit's grid: one page (by name) of the employees the caller reaches through Power edit
     * who were employed in [from, to] (null ids: all of them; else those of them), each with the
     * punches its work dates count. The range is checked by the caller.
     */
    /** The power-edit host's `GET employees`: whom the caller reaches through Power edit, past and present. */
    async powerEditEmployees(auth: RequestAuth): Promise<PowerEditEmployee[]> {
      const access = await deps.access.accessOf(auth);
      const reach = menuReachOf('attendancePowerEdit', {
        menuGrants: access.menuGrants,
        dataScope: access.dataScope,
        employeeId: auth.employeeId,
      });
      if (!reach) return [];
      const rows = await deps.tenant(auth.companyId, (tx) => repo.reachedEmployees(tx, auth.companyId, reach));
      return rows.map((row) => {
        const name = fullName(row.firstName, row.lastName);
        return {
          id: row.id,
          text: `(${row.employmentNumber}) ${name}`,
          fullName: name,
          employmentNumber: row.employmentNumber,
          cessationDate: row.cessationDate,
          identificationNumber: null,
          employmentType: row.employmentType,
          jobTitleId: row.jobTitleId,
          departmentId: row.departmentId,
        };
      });
    },

    async gridView(
      auth: RequestAuth,
      input: Period & { employeeIds: readonly string[] | null; start: number; length: number },
    ): Promise<{ total: number; rows: GridView[] }> {
      const access = await deps.access.accessOf(auth);
      const reach = menuReachOf('attendancePowerEdit', {
        menuGrants: access.menuGrants,
        dataScope: access.dataScope,
        employeeId: auth.employeeId,
      });
      if (!reach || input.employeeIds?.length === 0) return { total: 0, rows: [] };
      const everyone = await deps.tenant(auth.companyId, (tx) =>
        repo.timesheetPeople(tx, auth.companyId, { reach, from: input.from, to: input.to, employeeIds: input.employeeIds }),
      );
      const people = everyone.slice(input.start, input.start + input.length);
      const computed = await computer.compute({ companyId: auth.companyId, people, from: input.from, to: input.to });
      const rows = people.flatMap((person) => {
        const one = computed.get(person.id);
        if (!one) return [];
        return [
          {
            employee: { id: person.id, name: fullName(person.firstName, person.lastName), employmentNumber: person.employmentNumber },
            timezone: one.timezone,
            days: detailDays(one).map((day) => ({ date: day.date, kind: day.kind, punches: day.punches })),
          },
        ];
      });
      return { total: everyone.length, rows };
    },

    /**
     * For other modules' background work (overwork detection), without a caller: the timesheets of
     * the company's employees employed in the period (or of those named), computed as the routes do.
     */
    async companyTimesheets(companyId: string, input: Period & { employeeIds?: readonly string[] }): Promise<ComputedTimesheet[]> {
      assertPeriod(input);
      const everyone = await deps.tenant(companyId, (tx) => repo.timesheetPeople(tx, companyId, { reach: { kind: 'all' }, ...input }));
      const named = input.employeeIds ? new Set(input.employeeIds) : null;
      const people = named ? everyone.filter((person) => named.has(person.id)) : everyone;
      const computed = await computer.compute({ companyId, people, from: input.from, to: input.to });
      return people.flatMap((person) => computed.get(person.id) ?? []);
    },
  };
}

export type TimesheetService = ReturnType<typeof createTimesheetService>;
