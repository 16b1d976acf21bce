import { and, eq, isNull } from 'drizzle-orm';
import type { Transaction } from '../tenant.ts';
import { attendanceEvents, employees } from '../schema/index.ts';
import { NIGHT_CYCLE, type DemoNights } from './demo-shifts.ts';

/** Where and in which time zone a demo company's head office punches. */
export interface DemoOffice {
  readonly latitude: number;
  readonly longitude: number;
  readonly timezone: string;
  /** The zone's offset from UTC in hours (none of the five countries has summer time). */
  readonly offsetHours: number;
}

/** The Singapore demo's head office (Raffles Place). */
export const SINGAPORE_OFFICE: DemoOffice = { latitude: 1.2841, longitude: 103.851, timezone: 'Asia/Singapore', offsetHours: 8 };
const DAY_MS = 86_400_000;

function numbers(seed: number) {
  let state = seed;
  return (below: number) => {
    state = (state * 1_103_515_245 + 12_345) % 2_147_483_648;
    return state % below;
  };
}

/**
 * A month of punches for the head-office people: in between 08:40 and 09:15, out between 17:45
 * and 18:40 local time on working days (Monday to Friday), from phones near the office; now
 * and then from a café down the road (outside the fence, flagged), and a few forgotten clock-outs
 * for HR to resolve. The night patrol (demo-shifts.ts) punches in around 22:00 and out around 06:00
 * the next morning on its four nights of six, weekends included. People deployed at client
 * locations punch there on their schedules (later).
 */
export async function seedDemoPunches(
  tx: Transaction,
  input: { companyId: string; siteId: string; now: Date; nights?: DemoNights; office?: DemoOffice },
): Promise<number> {
  const { companyId, siteId } = input;
  const office = input.office ?? SINGAPORE_OFFICE;
  const next = numbers(20_261_127);
  const people = await tx
    .select({ id: employees.id })
    .from(employees)
    .where(and(eq(employees.companyId, companyId), eq(employees.siteId, siteId), isNull(employees.cessationDate)))
    .orderBy(employees.employmentNumber);
  const today = Date.UTC(input.now.getUTCFullYear(), input.now.getUTCMonth(), input.now.getUTCDate());
  const rows: (typeof attendanceEvents.$inferInsert)[] = [];
  const punch = (employeeId: string, action: 'in' | 'out', at: number, key: string) => {
    const away = next(15) === 0;
    const metres = away ? 350 + next(150) : next(60);
    rows.push({
      companyId,
      employeeId,
      action,
      at: new Date(at),
      timezone: office.timezone,
      siteId,
      inside: !away,
      flagged: away,
      latitude: office.latitude + metres / 111_195,
      longitude: office.longitude,
      accuracy: 5 + next(30),
      source: 'web',
      sentLate: false,
      idempotencyKey: key,
      createdAt: new Date(at),
    });
  };
  const nightly = new Set(input.nights?.employeeIds ?? []);
  const cycle = NIGHT_CYCLE.length;
  for (let daysAgo = 30; daysAgo >= 1; daysAgo--) {
    const day = today - daysAgo * DAY_MS;
    const position = ((Math.round((day - (input.nights?.anchor ?? 0)) / DAY_MS) % cycle) + cycle) % cycle;
    for (const person of people.filter((someone) => nightly.has(someone.id))) {
      if (!NIGHT_CYCLE[position] || next(25) === 0) continue;
      const clockIn = day + (22 - office.offsetHours) * 3_600_000 - (5 + next(15)) * 60_000;
      const clockOut = day + (30 - office.offsetHours) * 3_600_000 + next(25) * 60_000;
      punch(person.id, 'in', clockIn, `demo-${daysAgo}-${person.id}-in`);
      punch(person.id, 'out', clockOut, `demo-${daysAgo}-${person.id}-out`);
    }
    const weekday = new Date(day).getUTCDay();
    if (weekday === 0 || weekday === 6) continue;
    for (const person of people.filter((someone) => !nightly.has(someone.id))) {
      // About one day in twenty off (leave, sick): no punches.
      if (next(20) === 0) continue;
      const clockIn = day + (8 - office.offsetHours) * 3_600_000 + (40 + next(36)) * 60_000;
      const clockOut = day + (17 - office.offsetHours) * 3_600_000 + (45 + next(56)) * 60_000;
      punch(person.id, 'in', clockIn, `demo-${daysAgo}-${person.id}-in`);
      if (next(40) !== 0) punch(person.id, 'out', clockOut, `demo-${daysAgo}-${person.id}-out`);
    }
  }
  // Nobody starts today clocked in: a clock-out forgotten on the last working day is there.
  const last = new Map(rows.map((row) => [row.employeeId, row]));
  for (const row of last.values()) {
    if (row.action === 'in') punch(row.employeeId, 'out', (row.at as Date).getTime() + 9 * 3_600_000, `${row.idempotencyKey}-out`);
  }
  for (let start = 0; start < rows.length; start += 1_000) await tx.insert(attendanceEvents).values(rows.slice(start, start + 1_000));
  return rows.length;
}
