import {
  RESOLVE_LIMITS,
  resolutionApplies,
  type FilterQuery,
  type Language,
  type ResolveBody,
  type ResolveDay,
  type ResolveItem,
  type ResolveRequestItem,
  type ResolveResults,
  type ResolveTableBody,
  type ResolveTables,
} from '@tenaga/contracts';
import type { TenantRunner } from '../../db/tenant.ts';
import { AppError, notFound } from '../../lib/app-error.ts';
import { writeAudit, type Actor } from '../../lib/audit.ts';
import type { Translate } from '../../lib/i18n.ts';
import type { RequestAuth } from '../../plugins/authenticate.ts';
import type { ModuleServices } from '../../platform/module.ts';
import { assertPeriodsOpen, type ResolveView } from '../attendance/index.ts';
import * as repo from './attendance-resolve.repository.ts';
import {
  ABSENCE_KIND_OF,
  dayKey,
  dayProblems,
  isDayResolution,
  missingPunchPlan,
  rangeProblem,
  resolutionOfAbsence,
} from './attendance-resolve.rules.ts';

export interface ResolveServiceDeps {
  tenant: TenantRunner;
  translate: Translate;
  timesheets: Pick<ModuleServices['timesheets'], 'resolveView'>;
  corrections: ModuleServices['punchCorrections'];
  absences: Pick<ModuleServices['attendanceAbsences'], 'create'>;
  employees: Pick<ModuleServices['employees'], 'matchingEmployeeIds'>;
}

type ViewDay = ResolveView['days'][number];

const isFiltering = (filter: FilterQuery) => filter.rules.length > 0 || filter.employeeIds.length > 0;

function assertRange(range: { from: string; to: string }): void {
  const problem = rangeProblem(range);
  if (problem) throw new AppError('RESOLVE_RANGE_INVALID', { values: { days: RESOLVE_LIMITS.maxDays }, fieldErrors: { to: problem } });
}

/** Attendance › Resolve: the days that need a look, one day's detail, and their resolutions. */
export function createResolveService(deps: ResolveServiceDeps) {
  const { tenant } = deps;

  /** The days' resolutions kept in the audit trail, by day key. */
  async function settledOf(companyId: string, keys: readonly string[]) {
    const rows = keys.length ? await tenant(companyId, (tx) => repo.dayResolutions(tx, companyId, keys)) : [];
    const byKey = new Map<string, repo.DayResolutionRow[]>();
    for (const row of rows) byKey.set(row.key, [...(byKey.get(row.key) ?? []), row]);
    return byKey;
  }

  /** One day of one employee the caller reaches through Resolve, with its problems; not found otherwise. */
  async function oneDay(auth: RequestAuth, employeeId: string, date: string) {
    const [view] = await deps.timesheets.resolveView(auth, { from: date, to: date, employeeIds: [employeeId] });
    const day = view?.days.find((candidate) => candidate.date === date);
    if (!view || !day) throw notFound();
    const key = dayKey(employeeId, date);
    const resolutions = (await settledOf(auth.companyId, [key])).get(key) ?? [];
    return {
      view,
      day,
      resolutions,
      problems: dayProblems(
        day,
        resolutions.map((row) => row.resolution),
      ),
    };
  }

  async function resolveOne(auth: RequestAuth, actor: Actor, item: ResolveRequestItem, reason: string): Promise<void> {
    const { view, day, problems } = await oneDay(auth, item.employeeId, item.date);
    if (!resolutionApplies(item.resolution, problems)) throw new AppError('RESOLVE_NOT_NEEDED');
    if (item.resolution === 'addPunch') {
      const plan = missingPunchPlan({ day, time: item.time, timeZone: view.timezone });
      if ('error' in plan) throw new AppError(plan.error);
      await deps.corrections.addMissing(auth.companyId, actor, {
        employeeId: item.employeeId,
        at: plan.at,
        reason,
        pairsWith: plan.pairsWith,
      });
      return;
    }
    if (item.resolution === 'acceptFlagged') {
      const eventIds = day.punches.filter((punch) => punch.flagged).map((punch) => punch.id);
      await deps.corrections.acceptFlagged(auth.companyId, actor, { employeeId: item.employeeId, eventIds, reason });
      return;
    }
    const absenceKind = ABSENCE_KIND_OF[item.resolution];
    if (absenceKind) {
      // Settled meanwhile (another tab, a double click): the record's unique day answers ABSENCE_EXISTS.
      await deps.absences.create(auth, actor, { employeeId: item.employeeId, date: item.date, kind: absenceKind, reason });
      return;
    }
    if (!isDayResolution(item.resolution)) throw new AppError('RESOLVE_NOT_NEEDED');
    const key = dayKey(item.employeeId, item.date);
    await tenant(auth.companyId, async (tx) => {
      await repo.lockDay(tx, auth.companyId, key);
      await assertPeriodsOpen(tx, auth.companyId, [item.date]);
      // Settled meanwhile (another tab, a double click): nothing more to write.
      const settled = (await repo.dayResolutions(tx, auth.companyId, [key])).map((row) => row.resolution);
      if (!resolutionApplies(item.resolution, dayProblems(day, settled))) throw new AppError('RESOLVE_NOT_NEEDED');
      await writeAudit(tx, actor, {
        entity: repo.DAY_ENTITY,
        entityId: key,
        action: 'resolve',
        subject: view.employee.name,
        after: { employeeId: item.employeeId, date: item.date, resolution: item.resolution, reason },
      });
    });
  }

  return {
    async table(auth: RequestAuth, body: ResolveTableBody & { filter: FilterQuery }): Promise<ResolveTables> {
      assertRange(body);
      const employeeIds = isFiltering(body.filter)
        ? await tenant(auth.companyId, (tx) => deps.employees.matchingEmployeeIds(tx, { companyId: auth.companyId, filter: body.filter }))
        : null;
      const views = await deps.timesheets.resolveView(auth, { from: body.from, to: body.to, employeeIds });
      // Only unscheduled work is settled in the audit trail (a settled absence is no issue of the timesheet any more).
      const settleable = views.flatMap((view) =>
        view.days.filter((day) => day.issues.includes('workWithoutSchedule')).map((day) => dayKey(view.employee.id, day.date)),
      );
      const settled = await settledOf(auth.companyId, settleable);
      const scheduled: ResolveItem[] = [];
      const nonScheduled: ResolveItem[] = [];
      for (const view of views) {
        for (const day of view.days) {
          const problems = dayProblems(
            day,
            (settled.get(dayKey(view.employee.id, day.date)) ?? []).map((row) => row.resolution),
          );
          if (problems.length === 0) continue;
          (day.shift ? scheduled : nonScheduled).push(itemOf(view, day, problems));
        }
      }
      const byDateThenName = (a: ResolveItem, b: ResolveItem) =>
        a.date.localeCompare(b.date) || a.employeeName.localeCompare(b.employeeName) || a.employeeId.localeCompare(b.employeeId);
      return { scheduled: scheduled.sort(byDateThenName), nonScheduled: nonScheduled.sort(byDateThenName) };
    },

    async day(auth: RequestAuth, query: { employeeId: string; date: string }): Promise<ResolveDay> {
      const { view, day, resolutions, problems } = await oneDay(auth, query.employeeId, query.date);
      const details = await deps.corrections.details(auth.companyId, {
        employeeId: query.employeeId,
        ids: day.punches.map((punch) => punch.id),
      });
      const times = new Map(day.punches.map((punch) => [punch.id, punch.time]));
      return {
        employee: view.employee,
        date: day.date,
        timezone: view.timezone,
        kind: day.kind,
        shift: day.shift,
        problems,
        punches: details.map((punch) => ({
          id: punch.id,
          action: punch.action,
          at: punch.at,
          time: times.get(punch.id) ?? '',
          source: punch.source,
          siteName: punch.siteName,
          inside: punch.inside,
          flagged: punch.flagged,
          sentLate: punch.sentLate,
          hasPhoto: punch.hasPhoto,
          correctsId: punch.correctsId,
        })),
        resolutions: [
          ...(day.absence
            ? [{ at: day.absence.resolvedAt, resolution: resolutionOfAbsence(day.absence.kind), reason: day.absence.reason }]
            : []),
          ...resolutions.map((row) => ({ at: row.at.getTime(), resolution: row.resolution, reason: row.reason })),
        ].sort((a, b) => b.at - a.at),
      };
    },

    /** Each day on its own, in order: one that cannot be resolved is reported and the others go on. */
    async resolve(auth: RequestAuth, actor: Actor, body: ResolveBody, language: Language): Promise<ResolveResults> {
      const reason = body.reason.trim();
      const results: ResolveResults['results'] = [];
      for (const item of body.items) {
        try {
          await resolveOne(auth, actor, item, reason);
          results.push({ employeeId: item.employeeId, date: item.date, ok: true, message: null });
        } catch (error) {
          if (!(error instanceof AppError)) throw error;
          results.push({
            employeeId: item.employeeId,
            date: item.date,
            ok: false,
            message: deps.translate(language, `errors:${error.code}`, error.values),
          });
        }
      }
      return { results };
    },
  };
}

function itemOf(view: ResolveView, day: ViewDay, problems: ResolveItem['problems']): ResolveItem {
  return {
    employeeId: view.employee.id,
    employeeName: view.employee.name,
    employmentNumber: view.employee.employmentNumber,
    date: day.date,
    problems,
    shift: day.shift,
    punches: day.punches.map((punch) => ({ action: punch.action, time: punch.time, flagged: punch.flagged })),
  };
}

export type ResolveService = ReturnType<typeof createResolveService>;
