import {
  MAX_SERVICE_PERIODS,
  type EmployeeHiringDates,
  type EmployeeSalaryHistory,
  type EmployeeWorkHours,
  type SalaryChange,
  type ServiceContinuity,
  type ServicePeriod,
  type ServicePeriodBody,
  type WorkHours,
  type WorkHoursBody,
} from '@tenaga/contracts';
import type { TenantRunner, Transaction } from '../../db/tenant.ts';
import { AppError, notFound, versionConflict } from '../../lib/app-error.ts';
import { changedFields, writeAudit, type Actor } from '../../lib/audit.ts';
import { calendarDate, type Clock } from '../../lib/clock.ts';
import type { RequestAuth } from '../../plugins/authenticate.ts';
import { fieldChanges } from '../audit/index.ts';
import { companyProfile } from '../companies/index.ts';
import { employmentTermsFacts } from '../employees/index.ts';
import { reachPart, type PartAccessDeps } from './employee-records.access.ts';
import * as repo from './employee-records.repository.ts';
import { continuousServiceFrom, hoursOn, periodProblems, salaryValue, weeklyHours } from './employee-records.rules.ts';

const toPeriod = (row: repo.PeriodRow): ServicePeriod => ({
  id: row.id,
  version: row.version,
  hiringDate: row.hiringDate,
  endDate: row.endDate,
  continuity: row.continuity as ServiceContinuity,
  note: row.note,
});
const auditPeriod = ({ id: _id, version: _version, ...period }: ServicePeriod) => period;

const toHours = (row: repo.WorkHoursRow): WorkHours => ({
  id: row.id,
  version: row.version,
  effectiveFrom: row.effectiveFrom,
  hoursPerDay: row.hoursPerDay,
  // numeric(2,1) reads '5.0': days are said as people say them (5, 5.5).
  daysPerWeek: row.daysPerWeek.replace(/\.0$/, ''),
  hoursPerWeek: row.hoursPerWeek,
  note: row.note,
});
const auditHours = ({ id: _id, version: _version, ...hours }: WorkHours) => hours;

/**
 * The parts of an employee's record kept over time: earlier periods of employment (a rehire, with
 * continuous or broken service), the salary's changes (from the audit trail, read only) and the
 * working hours from a date.
 */
export function createEmploymentHistoryService(deps: PartAccessDeps & { tenant: TenantRunner; clock: Clock }) {
  const { tenant, clock } = deps;

  async function factsOf(tx: Transaction, companyId: string, employeeId: string) {
    const facts = await employmentTermsFacts(tx, companyId, employeeId);
    if (!facts) throw notFound();
    return facts;
  }

  async function assertPeriod(tx: Transaction, input: { companyId: string; employeeId: string; period: ServicePeriodBody; id?: string }) {
    const facts = await factsOf(tx, input.companyId, input.employeeId);
    const others = (await repo.periodsOf(tx, input.companyId, input.employeeId)).map((row) => ({
      ...toPeriod(row),
      continuity: row.continuity as ServiceContinuity,
    }));
    const problems = periodProblems({
      period: { ...input.period, ...(input.id ? { id: input.id } : {}) },
      hiringDate: facts.hiringDate,
      others,
    });
    if (Object.keys(problems).length) throw new AppError('VALIDATION_FAILED', { fieldErrors: problems });
    return others;
  }

  function assertHours(body: WorkHoursBody): string {
    const week = weeklyHours(body);
    if (!week.ok) throw new AppError('VALIDATION_FAILED', { fieldErrors: { [week.field]: week.error } });
    return week.value;
  }

  return {
    async hiringDates(auth: RequestAuth, employeeId: string): Promise<EmployeeHiringDates> {
      return tenant(auth.companyId, async (tx) => {
        const level = await reachPart(deps, tx, auth, { employeeId, part: 'hiringDateHistory', level: 'view' });
        const facts = await factsOf(tx, auth.companyId, employeeId);
        const periods = (await repo.periodsOf(tx, auth.companyId, employeeId)).map(toPeriod);
        return { level, hiringDate: facts.hiringDate, continuousServiceFrom: continuousServiceFrom(facts.hiringDate, periods), periods };
      });
    },

    async addPeriod(auth: RequestAuth, actor: Actor, body: ServicePeriodBody & { employeeId: string }): Promise<ServicePeriod> {
      const { employeeId, ...period } = body;
      return tenant(auth.companyId, async (tx) => {
        await reachPart(deps, tx, auth, { employeeId, part: 'hiringDateHistory', level: 'edit' });
        const others = await assertPeriod(tx, { companyId: auth.companyId, employeeId, period });
        if (others.length >= MAX_SERVICE_PERIODS)
          throw new AppError('VALIDATION_FAILED', { fieldErrors: { hiringDate: 'employeeRecords:hiringDates.tooMany' } });
        const created = toPeriod(await repo.insertPeriod(tx, { companyId: auth.companyId, employeeId, ...period, updatedAt: clock.now() }));
        await writeAudit(tx, actor, {
          entity: 'employeeServicePeriod',
          entityId: created.id,
          action: 'create',
          after: { employeeId, ...auditPeriod(created) },
        });
        return created;
      });
    },

    async updatePeriod(
      auth: RequestAuth,
      actor: Actor,
      body: ServicePeriodBody & { employeeId: string; id: string; version: number },
    ): Promise<ServicePeriod> {
      const { employeeId, id, version, ...period } = body;
      return tenant(auth.companyId, async (tx) => {
        await reachPart(deps, tx, auth, { employeeId, part: 'hiringDateHistory', level: 'edit' });
        const before = await repo.findPeriod(tx, { companyId: auth.companyId, employeeId, id });
        if (!before) throw notFound();
        await assertPeriod(tx, { companyId: auth.companyId, employeeId, period, id });
        const saved = await repo.updatePeriod(tx, {
          companyId: auth.companyId,
          employeeId,
          id,
          expectedVersion: version,
          changes: { ...period, updatedAt: clock.now() },
        });
        if (!saved) throw versionConflict();
        const after = toPeriod(saved);
        await writeAudit(tx, actor, {
          entity: 'employeeServicePeriod',
          entityId: id,
          action: 'update',
          ...changedFields(auditPeriod(toPeriod(before)), auditPeriod(after)),
        });
        return after;
      });
    },

    async removePeriod(auth: RequestAuth, actor: Actor, input: { employeeId: string; id: string }): Promise<{ ok: true }> {
      return tenant(auth.companyId, async (tx) => {
        await reachPart(deps, tx, auth, { employeeId: input.employeeId, part: 'hiringDateHistory', level: 'edit' });
        const removed = await repo.deletePeriod(tx, { companyId: auth.companyId, ...input });
        if (!removed) throw notFound();
        await writeAudit(tx, actor, {
          entity: 'employeeServicePeriod',
          entityId: removed.id,
          action: 'delete',
          before: { employeeId: input.employeeId, ...auditPeriod(toPeriod(removed)) },
          subject: `${removed.hiringDate} – ${removed.endDate}`,
        });
        return { ok: true };
      });
    },

    /**
     * The salary and every change to it, newest first, read from the audit trail (each writer of
     * the salary audits it in its own transaction). A new record's salary dates from its hiring date.
     */
    async salaryHistory(auth: RequestAuth, employeeId: string): Promise<EmployeeSalaryHistory> {
      return tenant(auth.companyId, async (tx) => {
        await reachPart(deps, tx, auth, { employeeId, part: 'salaryHistory', level: 'view', cappedBy: 'salary' });
        const facts = await factsOf(tx, auth.companyId, employeeId);
        const company = await companyProfile(tx, auth.companyId);
        const entries = await fieldChanges(tx, auth.companyId, {
          entity: 'employee',
          entityId: employeeId,
          field: 'salary',
          dateField: 'salaryEffectiveFrom',
        });
        // A dated change (a salary increment) is in force from its own date, whenever it was written.
        const dateOf = (entry: (typeof entries)[number]) =>
          typeof entry.effectiveFrom === 'string'
            ? entry.effectiveFrom
            : entry.action === 'create' && facts.hiringDate
              ? facts.hiringDate
              : calendarDate(entry.at, company.timezone);
        const changes: SalaryChange[] = entries.map((entry) => ({
          at: entry.at.getTime(),
          date: dateOf(entry),
          salary: salaryValue(entry.after),
          previous: salaryValue(entry.before),
          changedBy: entry.actorName,
          action: entry.action,
        }));
        // Read only (as a view level): changes come from the payment section and salary increments.
        return {
          level: 'view',
          currency: company.currency as EmployeeSalaryHistory['currency'],
          current: facts.salary,
          changes: changes.reverse(),
        };
      });
    },

    /** For payroll (no caller): the work hours entries of these employees, newest first, in one query. */
    workHoursFor: (companyId: string, employeeIds: readonly string[]) =>
      tenant(companyId, async (tx) => {
        const byEmployee = new Map<string, ReturnType<typeof toHours>[]>();
        for (const row of await repo.workHoursOfMany(tx, companyId, employeeIds))
          byEmployee.set(row.employeeId, [...(byEmployee.get(row.employeeId) ?? []), toHours(row)]);
        return byEmployee;
      }),

    async workHours(auth: RequestAuth, employeeId: string): Promise<EmployeeWorkHours> {
      return tenant(auth.companyId, async (tx) => {
        const level = await reachPart(deps, tx, auth, { employeeId, part: 'workHours', level: 'view' });
        const company = await companyProfile(tx, auth.companyId);
        const entries = (await repo.workHoursOf(tx, auth.companyId, employeeId)).map(toHours);
        return { level, current: hoursOn(entries, calendarDate(clock.now(), company.timezone)), entries };
      });
    },

    /** A new entry from its date, or (with id and version) a change to one. */
    async saveWorkHours(
      auth: RequestAuth,
      actor: Actor,
      body: WorkHoursBody & { employeeId: string; id?: string | undefined; version?: number | undefined },
    ): Promise<WorkHours> {
      const { employeeId, id, version, ...hours } = body;
      const hoursPerWeek = assertHours(hours);
      const values = { ...hours, hoursPerWeek, updatedAt: clock.now() };
      return tenant(auth.companyId, async (tx) => {
        await reachPart(deps, tx, auth, { employeeId, part: 'workHours', level: 'edit' });
        const taken = () => new AppError('VALIDATION_FAILED', { fieldErrors: { effectiveFrom: 'employeeRecords:workHours.dateTaken' } });
        if (!id) {
          const row = await repo.insertWorkHours(tx, { companyId: auth.companyId, employeeId, ...values });
          if (!row) throw taken();
          const created = toHours(row);
          await writeAudit(tx, actor, {
            entity: 'employeeWorkHours',
            entityId: created.id,
            action: 'create',
            after: { employeeId, ...auditHours(created) },
          });
          return created;
        }
        const before = await repo.findWorkHours(tx, { companyId: auth.companyId, employeeId, id });
        if (!before) throw notFound();
        const clash = (await repo.workHoursOf(tx, auth.companyId, employeeId)).some(
          (row) => row.id !== id && row.effectiveFrom === hours.effectiveFrom,
        );
        if (clash) throw taken();
        const saved = await repo.updateWorkHours(tx, {
          companyId: auth.companyId,
          employeeId,
          id,
          expectedVersion: version ?? -1,
          changes: values,
        });
        if (!saved) throw versionConflict();
        const after = toHours(saved);
        await writeAudit(tx, actor, {
          entity: 'employeeWorkHours',
          entityId: id,
          action: 'update',
          ...changedFields(auditHours(toHours(before)), auditHours(after)),
        });
        return after;
      });
    },

    async removeWorkHours(auth: RequestAuth, actor: Actor, input: { employeeId: string; id: string }): Promise<{ ok: true }> {
      return tenant(auth.companyId, async (tx) => {
        await reachPart(deps, tx, auth, { employeeId: input.employeeId, part: 'workHours', level: 'edit' });
        const removed = await repo.deleteWorkHours(tx, { companyId: auth.companyId, ...input });
        if (!removed) throw notFound();
        await writeAudit(tx, actor, {
          entity: 'employeeWorkHours',
          entityId: removed.id,
          action: 'delete',
          before: { employeeId: input.employeeId, ...auditHours(toHours(removed)) },
          subject: removed.effectiveFrom,
        });
        return { ok: true };
      });
    },

    /** The hours per day (a decimal string) in force on a day of each of these employees that has some: for timesheets, in one query. */
    hoursPerDayOn(
      tx: Transaction,
      input: { companyId: string; employeeIds: readonly string[]; day: string },
    ): Promise<Map<string, string>> {
      return repo.hoursPerDayOn(tx, input.companyId, input);
    },

    /** The hours in force on a day, for attendance and proration (null: none set for that day). */
    async hoursOn(tx: Transaction, input: { companyId: string; employeeId: string; day: string }): Promise<WorkHours | null> {
      return hoursOn((await repo.workHoursOf(tx, input.companyId, input.employeeId)).map(toHours), input.day);
    },
  };
}

export type EmploymentHistoryService = ReturnType<typeof createEmploymentHistoryService>;
