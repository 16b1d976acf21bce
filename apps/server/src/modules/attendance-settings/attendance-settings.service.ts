import type { TenantRunner } from '../../db/tenant.ts';
import type { Clock } from '../../lib/clock.ts';
import type { AccessService } from '../access/index.ts';
import * as repo from './attendance-settings.repository.ts';
import { createSchedulePlansReader } from './schedule-plans.ts';
import { createSettingsUseCases } from './settings.service.ts';
import { createShiftUseCases } from './shifts.service.ts';

export interface AttendanceSettingsDeps {
  tenant: TenantRunner;
  clock: Clock;
  access: Pick<AccessService, 'accessOf'>;
}

/**
 * Attendance settings, shifts, rosters and the roster grid; and `schedulePlans`, the one call
 * through which a timesheet reads each employee's setting and roster (a SchedulePlansReader).
 */
export function createAttendanceSettingsService(deps: AttendanceSettingsDeps) {
  return {
    ...createSettingsUseCases(deps),
    ...createShiftUseCases(deps),
    schedulePlans: createSchedulePlansReader(deps),
    /** The names and colours of these shifts, or of all the company's (the attendance calendar names a schedule's shift). */
    shiftLabels: (companyId: string, ids?: readonly string[]): Promise<{ id: string; name: string; colour: string }[]> =>
      ids?.length === 0
        ? Promise.resolve([])
        : deps.tenant(companyId, async (tx) =>
            (await repo.shiftsOf(tx, companyId, ids)).map((row) => ({ id: row.id, name: row.name, colour: row.colour })),
          ),
  };
}

export type AttendanceSettingsService = ReturnType<typeof createAttendanceSettingsService>;
