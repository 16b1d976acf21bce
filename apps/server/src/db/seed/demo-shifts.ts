import { defaultAttendanceSetting, overtimeTemplate, type OvertimeTemplate } from '@tenaga/domain';
import { and, eq, isNull } from 'drizzle-orm';
import type { Transaction } from '../tenant.ts';
import { attendanceSettingAssignments, attendanceSettings, employees, rosterAssignments, shifts } from '../schema/index.ts';

const DAY_MS = 86_400_000;
/** How many head-office people work the night patrol (the last ones by employment number). */
const NIGHT_PEOPLE = 3;
/** The night patrol's rotation: four nights on, two off. */
export const NIGHT_CYCLE = [true, true, true, true, false, false] as const;

export interface DemoNights {
  readonly employeeIds: readonly string[];
  /** The cycle's first night, as the UTC midnight of its date. */
  readonly anchor: number;
}

const isoDate = (ms: number) => new Date(ms).toISOString().slice(0, 10);

/**
 * The demo's attendance: one full-time setting from the country's statutory template (Singapore's by default) (a 5-minute
 * grace) for everyone at the head office, an office day shift Monday to Friday, and a night patrol
 * (22:00–06:00, 4 on 2 off) for three of them, whose punches follow it (demo-punches.ts).
 */
export async function seedDemoShifts(
  tx: Transaction,
  input: { companyId: string; siteId: string; now: Date; country?: OvertimeTemplate['country'] },
): Promise<DemoNights> {
  const { companyId, now } = input;
  const template = overtimeTemplate({ country: input.country ?? 'SG', asOf: isoDate(now.getTime()), workWeek: 'fiveDay' })!;
  const [setting] = await tx
    .insert(attendanceSettings)
    .values({
      companyId,
      name: 'Standard full time',
      employment: 'fullTime',
      setting: { ...defaultAttendanceSetting(template.policy), lateGraceMinutes: 5, earlyLeaveGraceMinutes: 5 },
      createdAt: now,
      updatedAt: now,
    })
    .returning({ id: attendanceSettings.id });
  const [day, night] = await tx
    .insert(shifts)
    .values([
      {
        companyId,
        name: 'Office day',
        colour: '#0958d9',
        startTime: '09:00',
        endTime: '18:00',
        breaks: [{ kind: 'fixed', start: '13:00', end: '14:00', paid: false }],
        createdAt: now,
        updatedAt: now,
      },
      {
        companyId,
        name: 'Night patrol',
        colour: '#722ed1',
        startTime: '22:00',
        endTime: '06:00',
        breaks: [{ kind: 'flexible', minutes: 45, paid: false }],
        createdAt: now,
        updatedAt: now,
      },
    ])
    .returning({ id: shifts.id });
  const people = await tx
    .select({ id: employees.id })
    .from(employees)
    .where(and(eq(employees.companyId, companyId), eq(employees.siteId, input.siteId), isNull(employees.cessationDate)))
    .orderBy(employees.employmentNumber);
  if (people.length === 0) return { employeeIds: [], anchor: 0 };
  const today = Date.UTC(now.getUTCFullYear(), now.getUTCMonth(), now.getUTCDate());
  const since = isoDate(today - 60 * DAY_MS);
  await tx
    .insert(attendanceSettingAssignments)
    .values(people.map((person) => ({ companyId, employeeId: person.id, settingId: setting!.id, fromDate: since, createdAt: now })));

  const nights = people.slice(-NIGHT_PEOPLE).map((person) => person.id);
  const days = people.filter((person) => !nights.includes(person.id));
  const anchor = today - 40 * DAY_MS;
  const monday = today - ((new Date(today).getUTCDay() + 6) % 7) * DAY_MS;
  await tx.insert(rosterAssignments).values([
    ...days.map((person) => ({
      companyId,
      employeeId: person.id,
      fromDate: since,
      anchorDate: isoDate(monday),
      cycle: [day!.id, day!.id, day!.id, day!.id, day!.id, null, null],
      createdAt: now,
    })),
    ...nights.map((employeeId) => ({
      companyId,
      employeeId,
      fromDate: since,
      anchorDate: isoDate(anchor),
      cycle: NIGHT_CYCLE.map((on) => (on ? night!.id : null)),
      createdAt: now,
    })),
  ]);
  return { employeeIds: nights, anchor };
}
