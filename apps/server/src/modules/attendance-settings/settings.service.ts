import type {
  AssignSettingBody,
  AttendanceSettingBody,
  AttendanceSettingItem,
  AttendanceSettingTemplate,
  AttendanceSettingWire,
  Employment,
  SettingAssignmentRow,
  TableRequest,
  UpdateAttendanceSettingBody,
} from '@tenaga/contracts';
import { and, eq } from 'drizzle-orm';
import { attendanceSettingAssignments, attendanceSettings } from '../../db/schema/index.ts';
import type { TenantRunner, Transaction } from '../../db/tenant.ts';
import { updateVersioned } from '../../db/update-versioned.ts';
import { AppError, notFound, versionConflict } from '../../lib/app-error.ts';
import { writeAudit, writeAuditEntries, type Actor } from '../../lib/audit.ts';
import { calendarDate, type Clock } from '../../lib/clock.ts';
import { isForeignKeyViolation, isUniqueViolation } from '../../lib/db-errors.ts';
import { guardUniqueName, nameTaken, tidyName } from '../../lib/unique-name.ts';
import type { RequestAuth } from '../../plugins/authenticate.ts';
import { companyProfile } from '../companies/index.ts';
import * as repo from './attendance-settings.repository.ts';
import { settingFieldErrors, startingSetting, statusesByHolder } from './attendance-settings.rules.ts';

export interface SettingsDeps {
  tenant: TenantRunner;
  clock: Clock;
}

const toItem = (row: repo.SettingRow, employees: number): AttendanceSettingItem => ({
  id: row.id,
  name: row.name,
  employment: row.employment,
  setting: row.setting as AttendanceSettingWire,
  employees,
  updatedAt: row.updatedAt.getTime(),
  version: row.version,
});

/** Today, and the country whose law a new setting starts from, in the company's own terms. */
export async function companyFacts(tx: Transaction, companyId: string, clock: Clock) {
  const profile = await companyProfile(tx, companyId);
  if (!profile) throw notFound();
  return { today: calendarDate(clock.now(), profile.timezone), country: profile.countryCode };
}

/** A setting whose fields contradict each other is refused like any bad input, field by field. */
function assertConsistent(body: AttendanceSettingBody, employment: Employment) {
  const fieldErrors = settingFieldErrors(body.setting, employment);
  if (Object.keys(fieldErrors).length) throw new AppError('VALIDATION_FAILED', { fieldErrors });
}

/** The assignment's 409 when the employee has one from the same date already (two saves at once too). */
export function sameDateTaken(error: unknown, constraint: string): never {
  if (isUniqueViolation(error, constraint))
    throw new AppError('CONFLICT', { fieldErrors: { from: 'attendanceSettings:validation.dateTaken' } });
  throw error;
}

/** Attendance settings (full time, part time) and who has which from when; each change audited in its transaction. */
export function createSettingsUseCases({ tenant, clock }: SettingsDeps) {
  async function load(tx: Transaction, companyId: string, employment: Employment, id: string, lock = false) {
    const row = await repo.findSetting(tx, companyId, id, { lock });
    if (!row || row.employment !== employment) throw notFound();
    return row;
  }

  return {
    async settingsTable(auth: RequestAuth, employment: Employment, request: TableRequest) {
      return tenant(auth.companyId, async (tx) => {
        const page = await repo.settingsTable(tx, auth.companyId, employment, request);
        const counts = await repo.settingEmployeeCounts(
          tx,
          auth.companyId,
          page.rows.map((row) => row.id),
        );
        return {
          data: page.rows.map((row) => toItem(row, counts.get(row.id) ?? 0)),
          recordsTotal: page.recordsTotal,
          recordsFiltered: page.recordsFiltered,
        };
      });
    },

    settingTemplate: (auth: RequestAuth, employment: Employment): Promise<AttendanceSettingTemplate> =>
      tenant(auth.companyId, async (tx) => {
        const start = startingSetting({ ...(await companyFacts(tx, auth.companyId, clock)), employment });
        return { ...start, setting: start.setting as AttendanceSettingWire };
      }),

    createSetting: (auth: RequestAuth, actor: Actor, employment: Employment, body: AttendanceSettingBody) =>
      guardUniqueName(() =>
        tenant(auth.companyId, async (tx) => {
          assertConsistent(body, employment);
          const name = tidyName(body.name);
          if (await repo.settingNameTaken(tx, auth.companyId, name)) throw nameTaken();
          const now = clock.now();
          const [row] = await tx
            .insert(attendanceSettings)
            .values({ companyId: auth.companyId, name, employment, setting: body.setting, createdAt: now, updatedAt: now })
            .returning();
          await writeAudit(tx, actor, {
            entity: 'attendanceSetting',
            entityId: row!.id,
            action: 'create',
            after: { name, employment, setting: body.setting },
          });
          return toItem(row!, 0);
        }),
      ),

    updateSetting: (
      auth: RequestAuth,
      actor: Actor,
      employment: Employment,
      id: string,
      { version, ...body }: UpdateAttendanceSettingBody,
    ) =>
      guardUniqueName(() =>
        tenant(auth.companyId, async (tx) => {
          const before = await load(tx, auth.companyId, employment, id);
          assertConsistent(body, employment);
          const name = tidyName(body.name);
          if (await repo.settingNameTaken(tx, auth.companyId, name, id)) throw nameTaken();
          const row = await updateVersioned(tx, auth.companyId, {
            table: attendanceSettings,
            id,
            expectedVersion: version,
            set: { name, setting: body.setting, updatedAt: clock.now() },
          });
          if (!row) throw versionConflict();
          await writeAudit(tx, actor, {
            entity: 'attendanceSetting',
            entityId: id,
            action: 'update',
            before: { name: before.name, setting: before.setting },
            after: { name, setting: body.setting },
          });
          const counts = await repo.settingEmployeeCounts(tx, auth.companyId, [id]);
          return toItem(row, counts.get(id) ?? 0);
        }),
      ),

    /** Refused while any employee has it (past figures were counted with it). */
    removeSetting: (auth: RequestAuth, actor: Actor, employment: Employment, id: string) =>
      tenant(auth.companyId, async (tx) => {
        const row = await load(tx, auth.companyId, employment, id, true);
        const used = (await repo.settingEmployeeCounts(tx, auth.companyId, [id])).get(id) ?? 0;
        if (used > 0) throw new AppError('IN_USE', { values: { name: row.name, count: used } });
        await tx.delete(attendanceSettings).where(and(eq(attendanceSettings.companyId, auth.companyId), eq(attendanceSettings.id, id)));
        await writeAudit(tx, actor, {
          entity: 'attendanceSetting',
          entityId: id,
          action: 'delete',
          before: { name: row.name, employment: row.employment },
        });
      }),

    settingOptions: (auth: RequestAuth) => tenant(auth.companyId, (tx) => repo.settingOptions(tx, auth.companyId)),

    settingAssignments: (auth: RequestAuth, request: TableRequest) =>
      tenant(auth.companyId, async (tx) => {
        const [rows, { today }] = await Promise.all([
          repo.settingAssignmentsWithNames(tx, auth.companyId, request.search.value),
          companyFacts(tx, auth.companyId, clock),
        ]);
        const statuses = statusesByHolder(rows, today);
        const all: SettingAssignmentRow[] = rows
          .map((row) => ({
            id: row.id,
            employeeId: row.employeeId,
            employeeName: row.employeeName,
            employmentNumber: row.employmentNumber,
            settingId: row.settingId,
            settingName: row.settingName,
            employment: row.employment,
            from: row.fromDate,
            status: statuses.get(row.id)!,
          }))
          .sort((a, b) => b.from.localeCompare(a.from) || a.employeeName.localeCompare(b.employeeName));
        const ordered = request.order[0]?.dir === 'asc' ? [...all].reverse() : all;
        const page = request.length === -1 ? ordered.slice(request.start) : ordered.slice(request.start, request.start + request.length);
        // The search is applied by the query: the total is the filtered count here.
        return { data: page, recordsTotal: all.length, recordsFiltered: all.length };
      }),

    assignSetting: async (auth: RequestAuth, actor: Actor, body: AssignSettingBody) => {
      try {
        return await tenant(auth.companyId, async (tx) => {
          const setting = await repo.findSetting(tx, auth.companyId, body.settingId);
          if (!setting) throw new AppError('VALIDATION_FAILED', { fieldErrors: { settingId: 'validation:invalidOption' } });
          const chosen = await repo.selectedEmployees(tx, auth.companyId, body.employees, body.from);
          if (chosen.unknown.length)
            throw new AppError('VALIDATION_FAILED', { fieldErrors: { 'employees.employeeIds': 'validation:invalidOption' } });
          if (chosen.ids.length === 0)
            throw new AppError('UNPROCESSABLE', { fieldErrors: { employees: 'attendanceSettings:validation.nobodySelected' } });
          const now = clock.now();
          const rows = await tx
            .insert(attendanceSettingAssignments)
            .values(
              chosen.ids.map((employeeId) => ({
                companyId: auth.companyId,
                employeeId,
                settingId: setting.id,
                fromDate: body.from,
                createdAt: now,
              })),
            )
            .returning();
          await writeAuditEntries(
            tx,
            actor,
            rows.map((row) => ({
              entity: 'attendanceSettingAssignment',
              entityId: row.id,
              action: 'create',
              after: { employeeId: row.employeeId, settingId: setting.id, from: row.fromDate },
            })),
          );
          return { assigned: rows.length };
        });
      } catch (error) {
        if (isForeignKeyViolation(error)) throw new AppError('CONFLICT', { fieldErrors: { settingId: 'validation:invalidOption' } });
        return sameDateTaken(error, 'attendance_setting_assignments_date_key');
      }
    },

    /** Only one not yet in force can be withdrawn: the dates before it were counted with it. */
    unassignSetting: (auth: RequestAuth, actor: Actor, id: string) =>
      tenant(auth.companyId, async (tx) => {
        const [row] = await tx
          .select()
          .from(attendanceSettingAssignments)
          .where(and(eq(attendanceSettingAssignments.companyId, auth.companyId), eq(attendanceSettingAssignments.id, id)));
        if (!row) throw notFound();
        const { today } = await companyFacts(tx, auth.companyId, clock);
        if (row.fromDate <= today) throw new AppError('ALREADY_IN_FORCE', { values: { from: row.fromDate } });
        await tx
          .delete(attendanceSettingAssignments)
          .where(and(eq(attendanceSettingAssignments.companyId, auth.companyId), eq(attendanceSettingAssignments.id, id)));
        await writeAudit(tx, actor, {
          entity: 'attendanceSettingAssignment',
          entityId: id,
          action: 'delete',
          before: { employeeId: row.employeeId, settingId: row.settingId, from: row.fromDate },
        });
      }),
  };
}
