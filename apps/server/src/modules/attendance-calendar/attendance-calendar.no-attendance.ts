import { NOTIFICATION_TYPES } from '@tenaga/contracts';
import type { TenantRunner } from '../../db/tenant.ts';
import type { Clock } from '../../lib/clock.ts';
import { fullName } from '../../lib/names.ts';
import type { ModuleServices } from '../../platform/module.ts';
import { accountsOfEmployees, claimAlert, NO_ATTENDANCE_KIND, noAttendanceMinutes } from '../attendance/index.ts';
import * as repo from './attendance-calendar.repository.ts';
import type { ScheduleReader } from './attendance-calendar.schedules.ts';
import { addDays } from './attendance-calendar.rules.ts';
import { EARLY_CLOCK_IN_MS, missingAttendance } from './no-attendance.rules.ts';

/** The clock time a shift started, as the people at its place read it (24-hour: the same in every language). */
const localTime = (instant: number, timeZone: string) =>
  new Intl.DateTimeFormat('en-GB', { timeZone, hour: '2-digit', minute: '2-digit', hourCycle: 'h23' }).format(instant);

/**
 * No-attendance (spec notification type 18): everyone scheduled whose shift started the company's
 * threshold ago without a clock-in is told, and so is their manager: once per employee and work
 * date (the alert's key), whichever process runs the check and however often.
 */
export function createNoAttendanceCheck(deps: {
  tenant: TenantRunner;
  clock: Clock;
  schedules: ScheduleReader;
  punches: Pick<ModuleServices['attendancePunches'], 'between'>;
  notifications: Pick<ModuleServices['notifications'], 'notify'>;
}) {
  return async function checkNoAttendance(companyId: string): Promise<{ notified: number }> {
    const now = deps.clock.now();
    // Every zone's today lies within a day of UTC's.
    const today = now.toISOString().slice(0, 10);
    const range = { from: addDays(today, -1), to: addDays(today, 1) };
    const [threshold, people] = await deps.tenant(companyId, async (tx) =>
      Promise.all([noAttendanceMinutes(tx, companyId), repo.employedPeople(tx, companyId, range)]),
    );
    if (people.length === 0) return { notified: 0 };
    const schedules = await deps.schedules({ companyId, people, ...range });
    const punches = await deps.punches.between(companyId, {
      employeeIds: people.map((person) => person.id),
      since: new Date(now.getTime() - 2 * 86_400_000 - EARLY_CLOCK_IN_MS),
      until: new Date(now.getTime() + 60_000),
    });
    const clockIns = new Map<string, number[]>();
    for (const punch of punches)
      if (punch.action === 'in') clockIns.set(punch.employeeId, [...(clockIns.get(punch.employeeId) ?? []), punch.at]);
    const missing = missingAttendance({
      now: now.getTime(),
      thresholdMinutes: threshold,
      people: people.flatMap((person) => {
        const schedule = schedules.get(person.id);
        return schedule ? [{ employeeId: person.id, ...schedule, clockIns: clockIns.get(person.id) ?? [] }] : [];
      }),
    });
    const byId = new Map(people.map((person) => [person.id, person]));
    let notified = 0;
    for (const miss of missing) {
      const person = byId.get(miss.employeeId)!;
      await deps.tenant(companyId, async (tx) => {
        const first = await claimAlert(tx, { companyId, employeeId: person.id, kind: 'noAttendance', workDate: miss.workDate, now });
        if (!first) return;
        const accounts = await accountsOfEmployees(
          tx,
          companyId,
          [person.id, person.managerId].filter((id): id is string => id !== null),
        );
        const values = {
          name: fullName(person.firstName, person.lastName),
          date: miss.workDate,
          time: localTime(miss.shiftStart, miss.timezone),
        };
        const told = [
          { userId: accounts.get(person.id), bodyKey: 'attendanceNotices:noAttendance.bodySelf', path: '/clock' },
          {
            userId: person.managerId ? accounts.get(person.managerId) : undefined,
            bodyKey: 'attendanceNotices:noAttendance.bodyManager',
            path: `/attendance/calendar`,
          },
        ];
        for (const recipient of told) {
          if (!recipient.userId) continue;
          await deps.notifications.notify(tx, {
            companyId,
            userId: recipient.userId,
            kind: NO_ATTENDANCE_KIND,
            type: NOTIFICATION_TYPES.noAttendance,
            titleKey: 'attendanceNotices:noAttendance.title',
            bodyKey: recipient.bodyKey,
            values,
            path: recipient.path,
            now,
          });
          notified += 1;
        }
      });
    }
    return { notified };
  };
}
