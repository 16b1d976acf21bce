import type { EmployeeSchedulePlan, RosterAssignment, RosterOverride, SchedulePlansReader } from '@tenaga/domain';
import type { TenantRunner } from '../../db/tenant.ts';
import * as repo from './attendance-settings.repository.ts';

/**
 * The schedule plans of many employees over [from, to], as the timesheet reads them: the setting
 * in force on `from` and the rosters, grid changes and shifts of the range. Four queries for all
 * the employees, whatever their number.
 */
export function createSchedulePlansReader({ tenant }: { tenant: TenantRunner }): SchedulePlansReader {
  return ({ companyId, employeeIds, from, to }) => {
    const ids = [...new Set(employeeIds)];
    if (ids.length === 0) return Promise.resolve(new Map());
    return tenant(companyId, async (tx) => {
      const range = { from, to };
      const [settings, patterns, changes] = await Promise.all([
        repo.settingAssignmentsOf(tx, companyId, ids, from),
        repo.rostersOf(tx, companyId, ids, range),
        repo.overridesOf(tx, companyId, ids, range),
      ]);
      const named = new Set<string>();
      for (const row of patterns) for (const day of row.cycle) if (day) named.add(day);
      for (const row of changes) if (row.shiftId) named.add(row.shiftId);
      const definitions = new Map(
        (named.size ? await repo.shiftsOf(tx, companyId, [...named]) : []).map((row) => [
          row.id,
          { id: row.id, start: row.startTime, end: row.endTime, breaks: row.breaks },
        ]),
      );

      const plans = new Map<
        string,
        { setting: EmployeeSchedulePlan['setting']; assignments: RosterAssignment[]; overrides: RosterOverride[] }
      >();
      const planOf = (employeeId: string) => {
        let plan = plans.get(employeeId);
        if (!plan) plans.set(employeeId, (plan = { setting: null, assignments: [], overrides: [] }));
        return plan;
      };
      // Oldest first: the last one on or before `from` is the one in force.
      for (const row of settings)
        planOf(row.employeeId).setting = { id: row.setting.id, name: row.setting.name, setting: row.setting.setting };
      for (const row of patterns)
        planOf(row.employeeId).assignments.push({
          from: row.fromDate,
          to: row.toDate,
          pattern: { anchor: row.anchorDate, cycle: row.cycle },
        });
      for (const row of changes) planOf(row.employeeId).overrides.push({ date: row.date, shiftId: row.shiftId });

      const result = new Map<string, EmployeeSchedulePlan>();
      for (const [employeeId, plan] of plans) {
        const rostered = plan.assignments.length > 0 || plan.overrides.length > 0;
        const used = new Set([
          ...plan.assignments.flatMap((assignment) => assignment.pattern.cycle),
          ...plan.overrides.map((override) => override.shiftId),
        ]);
        result.set(employeeId, {
          employeeId,
          setting: plan.setting,
          roster: rostered
            ? {
                shifts: [...used].flatMap((id) => (id && definitions.has(id) ? [definitions.get(id)!] : [])),
                assignments: plan.assignments,
                overrides: plan.overrides.sort((a, b) => a.date.localeCompare(b.date)),
              }
            : null,
        });
      }
      return result;
    });
  };
}
