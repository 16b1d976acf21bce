import { and, asc, eq, gte, inArray, lte, ne, or, sql } from 'drizzle-orm';
import type { LeaveRequestStatus } from '@tenaga/contracts';
import { employees, leaveCategories, leaveRequests } from '../../db/schema/index.ts';
import type { Queryable, TenantRunner } from '../../db/tenant.ts';

/** One date of a leave request, as a calendar shows it. */
export interface LeaveDay {
  requestId: string;
  employeeId: string;
  date: string;
  status: LeaveRequestStatus;
  categoryName: string;
  /** The whole day, or the half the request takes of it (its first or last day). */
  part: 'full' | 'morning' | 'afternoon';
  /** The days the request counts on this date ('1', '0.5'). */
  days: string;
  from: string;
  to: string;
}

/** Which requests a calendar shows, from the company's preference `leaveRequest`. */
export interface LeaveShown {
  showOnCalendar: boolean;
  showRejectedOnCalendar: boolean;
  showCancelledOnCalendar: boolean;
}

/** Approved and pending leave when leave is shown at all; rejected and cancelled only when the company says so. */
export function statusesShown(preference: LeaveShown): LeaveRequestStatus[] {
  if (!preference.showOnCalendar) return [];
  return [
    'approved',
    'pending',
    ...(preference.showRejectedOnCalendar ? (['rejected'] as const) : []),
    ...(preference.showCancelledOnCalendar ? (['cancelled'] as const) : []),
  ];
}

const plainDays = (value: string) => (value.includes('.') ? value.replace(/\.?0+$/, '') : value);

/** The part of `date` a request takes: its first day's half, its last day's half, else the whole day. */
export function partOfDay(request: {
  from: string;
  to: string;
  firstDayHalf: string | null;
  lastDayHalf: string | null;
  date: string;
}): LeaveDay['part'] {
  const half = request.date === request.from ? request.firstDayHalf : request.date === request.to ? request.lastDayHalf : null;
  return half === 'morning' || half === 'afternoon' ? half : 'full';
}

async function requestsOverlapping(
  db: Queryable,
  companyId: string,
  input: { employeeIds: readonly string[]; from: string; to: string; statuses: readonly LeaveRequestStatus[] },
) {
  return db
    .select({
      id: leaveRequests.id,
      employeeId: leaveRequests.employeeId,
      fromDate: leaveRequests.fromDate,
      toDate: leaveRequests.toDate,
      firstDayHalf: leaveRequests.firstDayHalf,
      lastDayHalf: leaveRequests.lastDayHalf,
      byDate: leaveRequests.byDate,
      status: leaveRequests.status,
      categoryName: leaveCategories.name,
    })
    .from(leaveRequests)
    .innerJoin(
      leaveCategories,
      and(eq(leaveCategories.companyId, leaveRequests.companyId), eq(leaveCategories.id, leaveRequests.categoryId)),
    )
    .where(
      and(
        eq(leaveRequests.companyId, companyId),
        inArray(leaveRequests.employeeId, [...input.employeeIds]),
        inArray(leaveRequests.status, [...input.statuses]),
        lte(leaveRequests.fromDate, input.to),
        gte(leaveRequests.toDate, input.from),
      ),
    )
    .orderBy(asc(leaveRequests.fromDate), asc(leaveRequests.createdAt));
}

/** The dates of these requests within [from, to] that count leave (a rest day or holiday inside a request takes none). */
function daysOf(rows: Awaited<ReturnType<typeof requestsOverlapping>>, range: { from: string; to: string }): LeaveDay[] {
  return rows.flatMap((row) =>
    row.byDate
      .filter((day) => day.date >= range.from && day.date <= range.to && Number(day.days) > 0)
      .map((day) => ({
        requestId: row.id,
        employeeId: row.employeeId,
        date: day.date,
        status: row.status as LeaveRequestStatus,
        categoryName: row.categoryName,
        part: partOfDay({
          from: row.fromDate,
          to: row.toDate,
          firstDayHalf: row.firstDayHalf,
          lastDayHalf: row.lastDayHalf,
          date: day.date,
        }),
        days: plainDays(day.days),
        from: row.fromDate,
        to: row.toDate,
      })),
  );
}

/** A team mate away on some of the dates: who, and which dates (nothing about why). */
export interface MateAway {
  employeeId: string;
  name: string;
  dates: string[];
}

/** At most this many team mates are named; the rest are counted. */
export const MATES_AWAY_LIMIT = 50;

/**
 * The read face of time off for other modules and for the request form: leave by date for a
 * calendar, and who of a person's team mates (the same department, or the same manager) is away.
 */
export function createTimeOffCalendar(deps: { tenant: TenantRunner }) {
  return {
    /** The leave of these employees on the dates of [from, to], in the statuses asked for. */
    async leaveDays(
      companyId: string,
      input: { employeeIds: readonly string[]; from: string; to: string; statuses: readonly LeaveRequestStatus[] },
    ): Promise<LeaveDay[]> {
      if (input.employeeIds.length === 0 || input.statuses.length === 0) return [];
      return deps.tenant(companyId, async (tx) => daysOf(await requestsOverlapping(tx, companyId, input), input));
    },

    /**
     * The team mates of an employee (others in their department, or reporting to their manager,
     * employed on the dates) with approved or pending leave on some of [from, to].
     */
    async matesAway(
      companyId: string,
      input: { employeeId: string; from: string; to: string },
    ): Promise<{ mates: MateAway[]; more: number }> {
      return deps.tenant(companyId, async (tx) => {
        const [self] = await tx
          .select({ departmentId: employees.departmentId, managerId: employees.managerId })
          .from(employees)
          .where(and(eq(employees.companyId, companyId), eq(employees.id, input.employeeId)));
        if (!self || (!self.departmentId && !self.managerId)) return { mates: [], more: 0 };
        const mates = await tx
          .select({ id: employees.id, firstName: employees.firstName, lastName: employees.lastName })
          .from(employees)
          .where(
            and(
              eq(employees.companyId, companyId),
              ne(employees.id, input.employeeId),
              or(
                self.departmentId ? eq(employees.departmentId, self.departmentId) : undefined,
                self.managerId ? eq(employees.managerId, self.managerId) : undefined,
              ),
              or(sql`${employees.hiringDate} is null`, lte(employees.hiringDate, input.to)),
              or(sql`${employees.cessationDate} is null`, gte(employees.cessationDate, input.from)),
            ),
          );
        if (mates.length === 0) return { mates: [], more: 0 };
        const days = daysOf(
          await requestsOverlapping(tx, companyId, {
            employeeIds: mates.map((mate) => mate.id),
            from: input.from,
            to: input.to,
            statuses: ['approved', 'pending'],
          }),
          input,
        );
        const datesOf = new Map<string, Set<string>>();
        for (const day of days) datesOf.set(day.employeeId, (datesOf.get(day.employeeId) ?? new Set()).add(day.date));
        const away = mates
          .filter((mate) => datesOf.has(mate.id))
          .map((mate) => ({
            employeeId: mate.id,
            name: `${mate.firstName} ${mate.lastName}`.trim(),
            dates: [...datesOf.get(mate.id)!].sort(),
          }))
          .sort((a, b) => (a.dates[0]! === b.dates[0]! ? a.name.localeCompare(b.name) : a.dates[0]! < b.dates[0]! ? -1 : 1));
        return { mates: away.slice(0, MATES_AWAY_LIMIT), more: Math.max(0, away.length - MATES_AWAY_LIMIT) };
      });
    },
  };
}

export type TimeOffCalendar = ReturnType<typeof createTimeOffCalendar>;
