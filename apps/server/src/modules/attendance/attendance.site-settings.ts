import { eq, sql } from 'drizzle-orm';
import { SITE_SETTINGS_LIMITS, type SiteSettings, type UpdateSiteSettingsBody } from '@tenaga/contracts';
import { attendanceSiteSettings } from '../../db/schema/index.ts';
import type { Queryable, TenantRunner } from '../../db/tenant.ts';
import { versionConflict } from '../../lib/app-error.ts';
import { changedFields, writeAudit, type Actor } from '../../lib/audit.ts';
import type { Clock } from '../../lib/clock.ts';
import type { RequestAuth } from '../../plugins/authenticate.ts';

type Row = typeof attendanceSiteSettings.$inferSelect;

/** A company that never saved its settings has the defaults, at version 1. */
const DEFAULTS = { noAttendanceMinutes: SITE_SETTINGS_LIMITS.defaultNoAttendanceMinutes, version: 1 };

const stored = (row: Row | undefined) => (row ? { noAttendanceMinutes: row.noAttendanceMinutes, version: row.version } : DEFAULTS);

async function readRow(db: Queryable, companyId: string, options?: { lock: true }) {
  const query = db.select().from(attendanceSiteSettings).where(eq(attendanceSiteSettings.companyId, companyId));
  const [row] = await (options?.lock ? query.for('update') : query);
  return row;
}

/** The no-attendance threshold a company set (the job reads it), in the caller's transaction. */
export async function noAttendanceMinutes(db: Queryable, companyId: string): Promise<number> {
  return stored(await readRow(db, companyId)).noAttendanceMinutes;
}

/** Settings › Geofencing: the no-attendance threshold (one row a company), and the tiles the server is configured with. */
export function createSiteSettings(deps: { tenant: TenantRunner; clock: Clock; mapTiles: SiteSettings['tiles'] }) {
  const toSettings = (row: Row | undefined): SiteSettings => ({ ...stored(row), tiles: { ...deps.mapTiles } });
  return {
    get: (auth: RequestAuth): Promise<SiteSettings> =>
      deps.tenant(auth.companyId, async (tx) => toSettings(await readRow(tx, auth.companyId))),

    update: (auth: RequestAuth, actor: Actor, body: UpdateSiteSettingsBody): Promise<SiteSettings> =>
      deps.tenant(auth.companyId, async (tx) => {
        const before = await readRow(tx, auth.companyId, { lock: true });
        if (stored(before).version !== body.version) throw versionConflict();
        const changes = { noAttendanceMinutes: body.noAttendanceMinutes };
        const [row] = await tx
          .insert(attendanceSiteSettings)
          .values({ companyId: auth.companyId, ...changes, updatedAt: deps.clock.now(), version: body.version + 1 })
          .onConflictDoUpdate({
            target: attendanceSiteSettings.companyId,
            set: { ...changes, updatedAt: deps.clock.now(), version: sql`${attendanceSiteSettings.version} + 1` },
          })
          .returning();
        const { version: _version, ...beforeValues } = stored(before);
        await writeAudit(tx, actor, {
          entity: 'attendanceSiteSettings',
          entityId: auth.companyId,
          action: 'update',
          ...changedFields(beforeValues, changes),
        });
        return toSettings(row);
      }),
  };
}

export type SiteSettingsService = ReturnType<typeof createSiteSettings>;
