import type { AttendanceSource, Punch } from '@tenaga/contracts';
import { and, asc, eq, gte, inArray, lt, sql } from 'drizzle-orm';
import { attendanceEvents, sites } from '../../db/schema/index.ts';
import type { Queryable, TenantRunner } from '../../db/tenant.ts';
import type { ModuleServices } from '../../platform/module.ts';

/** A punch as another module shows it: the contract's Punch and whose it is. */
export type EmployeePunch = Punch & { employeeId: string };

const columns = {
  id: attendanceEvents.id,
  employeeId: attendanceEvents.employeeId,
  action: attendanceEvents.action,
  at: attendanceEvents.at,
  timezone: attendanceEvents.timezone,
  siteId: attendanceEvents.siteId,
  siteName: sites.name,
  inside: attendanceEvents.inside,
  flagged: attendanceEvents.flagged,
  source: attendanceEvents.source,
  sentLate: attendanceEvents.sentLate,
  voided: attendanceEvents.voided,
  photoFileId: attendanceEvents.photoFileId,
};

interface Row {
  id: string;
  voided: boolean;
  employeeId: string;
  action: string;
  at: Date;
  timezone: string;
  siteId: string | null;
  siteName: string | null;
  inside: boolean | null;
  flagged: boolean;
  source: string;
  sentLate: boolean;
  photoFileId: string | null;
}

const toPunch = (row: Row): EmployeePunch => ({
  id: row.id,
  employeeId: row.employeeId,
  action: row.action as Punch['action'],
  at: row.at.getTime(),
  timezone: row.timezone,
  siteId: row.siteId,
  siteName: row.siteName,
  inside: row.inside,
  flagged: row.flagged,
  source: row.source as AttendanceSource,
  sentLate: row.sentLate,
  hasPhoto: row.photoFileId !== null,
});

// A correction names the punch it replaces, and only the correction counts (as in the timesheet).
// Looked for among the same employees' punches (a correction is its employee's), not the company's.
const notCorrected = (employeeIds: readonly string[]) =>
  sql`not exists (select 1 from attendance_events c where c.company_id = ${attendanceEvents.companyId} and c.employee_id in (${sql.join(
    employeeIds.map((id) => sql`${id}`),
    sql`, `,
  )}) and c.corrects_id = ${attendanceEvents.id})`;

function select(db: Queryable) {
  return db
    .select(columns)
    .from(attendanceEvents)
    .leftJoin(sites, and(eq(sites.companyId, attendanceEvents.companyId), eq(sites.id, attendanceEvents.siteId)));
}

/**
 * The punches other modules show (the attendance calendar): many employees' over a span of
 * instants, or one by its id, with their sites, sources and flags; corrected punches left out.
 */
export function createPunchReads({ tenant, files }: { tenant: TenantRunner; files: Pick<ModuleServices['files'], 'read'> }) {
  return {
    /** The photo taken with a punch, and whose punch it is (the caller decides who may see it). */
    photo: (companyId: string, punchId: string) =>
      tenant(companyId, async (tx) => {
        const [row] = await tx
          .select({ employeeId: attendanceEvents.employeeId, fileId: attendanceEvents.photoFileId })
          .from(attendanceEvents)
          .where(and(eq(attendanceEvents.companyId, companyId), eq(attendanceEvents.id, punchId)));
        const file = row?.fileId ? await files.read(tx, { companyId, fileId: row.fileId }) : undefined;
        return row && file ? { employeeId: row.employeeId, file } : undefined;
      }),

    /** Every punch of these employees in [since, until), by employee then time, in one query. */
    between: (companyId: string, input: { employeeIds: readonly string[]; since: Date; until: Date }): Promise<EmployeePunch[]> =>
      input.employeeIds.length === 0
        ? Promise.resolve([])
        : tenant(companyId, async (tx) =>
            (
              await select(tx)
                .where(
                  and(
                    eq(attendanceEvents.companyId, companyId),
                    inArray(attendanceEvents.employeeId, [...input.employeeIds]),
                    gte(attendanceEvents.at, input.since),
                    lt(attendanceEvents.at, input.until),
                    eq(attendanceEvents.voided, false),
                    notCorrected(input.employeeIds),
                  ),
                )
                .orderBy(asc(attendanceEvents.employeeId), asc(attendanceEvents.at), asc(attendanceEvents.createdAt))
            ).map(toPunch),
          ),

    /** One punch of the company, unless a correction replaced it. */
    one: (companyId: string, id: string): Promise<EmployeePunch | undefined> =>
      tenant(companyId, async (tx) => {
        const [row] = await select(tx).where(and(eq(attendanceEvents.companyId, companyId), eq(attendanceEvents.id, id)));
        if (!row || row.voided) return undefined;
        const [replaced] = await tx
          .select({ id: attendanceEvents.id })
          .from(attendanceEvents)
          .where(
            and(
              eq(attendanceEvents.companyId, companyId),
              eq(attendanceEvents.employeeId, row.employeeId),
              eq(attendanceEvents.correctsId, id),
            ),
          )
          .limit(1);
        return replaced ? undefined : toPunch(row);
      }),
  };
}

export type PunchReads = ReturnType<typeof createPunchReads>;
