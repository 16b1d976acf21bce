import {
  CLOCK_PROOFS,
  OUTSIDE_RULES,
  type ClockBody,
  type ClockEvent,
  type ClockProof,
  type ClockState,
  type OutsideRule,
  type Punch,
  type SiteAttendance,
  type SiteQrCode,
  type UpdateSiteAttendanceBody,
  type AttendanceAction,
  type AttendanceSource,
  CLOCK_PHOTO_LIMITS,
} from '@tenaga/contracts';
import { readRasterImage, validatePolygon, type PolygonProblem } from '@tenaga/domain';
import type { TenantRunner, Transaction } from '../../db/tenant.ts';
import { AppError, notFound, versionConflict } from '../../lib/app-error.ts';
import { changedFields, writeAudit, type Actor } from '../../lib/audit.ts';
import { calendarDate, type Clock } from '../../lib/clock.ts';
import type { RequestAuth } from '../../plugins/authenticate.ts';
import type { ModuleServices } from '../../platform/module.ts';
import type { OutsideAlert } from './attendance.alerts.ts';
import { assertPeriodsOpen } from './attendance.periods.ts';
import * as repo from './attendance.repository.ts';
import { qrSiteOf, signQrToken, verifyQrToken } from './attendance.qr.ts';
import {
  allowedSites,
  chooseSite,
  fenceOf,
  placeOf,
  sequenceRefusal,
  siteDecision,
  sourceOf,
  timeRefusal,
  type ClockRefusal,
  type ClockSite,
} from './attendance.rules.ts';

export interface AttendanceServiceDeps {
  tenant: TenantRunner;
  clock: Clock;
  /** Punches' photos: uploaded for a day, kept once a punch names them. */
  files: Pick<ModuleServices['files'], 'store' | 'claim'>;
  outsideAlert: OutsideAlert;
}

const refuse = (refusal: ClockRefusal): never => {
  const { code, ...values } = refusal;
  throw new AppError(code, { values });
};

const POLYGON_MESSAGES: Record<PolygonProblem, string> = {
  tooFewPoints: 'validation:polygonCorners',
  tooManyPoints: 'validation:polygonCorners',
  badCoordinate: 'validation:coordinates',
  noArea: 'validation:polygonShape',
  selfIntersecting: 'validation:polygonShape',
  tooLarge: 'validation:polygonTooLarge',
};

const proofsOf = (values: readonly string[]): ClockProof[] => CLOCK_PROOFS.filter((proof) => values.includes(proof));
const ruleOf = (value: string): OutsideRule =>
  (OUTSIDE_RULES as readonly string[]).includes(value) ? (value as OutsideRule) : 'allowFlag';

function clockSite(site: repo.SiteRow, companyTimezone: string): ClockSite {
  return {
    id: site.id,
    name: site.name,
    latitude: site.latitude,
    longitude: site.longitude,
    radiusMeters: site.radiusMeters,
    polygon: site.polygon,
    timezone: site.timezone ?? companyTimezone,
    outsideRule: ruleOf(site.outsideRule),
    proofs: proofsOf(site.proofs),
    anyEmployee: site.anyEmployee,
  };
}

const toEvent = (row: repo.EventRow): ClockEvent => ({
  id: row.id,
  action: row.action as AttendanceAction,
  at: row.at.getTime(),
  siteId: row.siteId,
  inside: row.inside,
});

const toPunch = (row: repo.EventRow, siteName: string | null): Punch => ({
  ...toEvent(row),
  timezone: row.timezone,
  siteName,
  flagged: row.flagged,
  source: row.source as AttendanceSource,
  sentLate: row.sentLate,
  hasPhoto: row.photoFileId !== null,
});

/** What the audit trail keeps of a site's attendance settings. */
const siteSettings = (site: repo.SiteRow) => ({
  latitude: site.latitude,
  longitude: site.longitude,
  radiusMeters: site.radiusMeters,
  timezone: site.timezone,
  polygon: site.polygon,
  outsideRule: site.outsideRule,
  proofs: site.proofs,
  anyEmployee: site.anyEmployee,
});

/** A polygon as stored: its corners without a closing repeat of the first. */
function openRing(polygon: UpdateSiteAttendanceBody['polygon']) {
  if (!polygon) return null;
  const first = polygon[0];
  const last = polygon[polygon.length - 1];
  const closed = polygon.length > 1 && first && last && first.latitude === last.latitude && first.longitude === last.longitude;
  return (closed ? polygon.slice(0, -1) : polygon).map(({ latitude, longitude }) => ({ latitude, longitude }));
}

/** Clocking in and out, and the sites' attendance settings and QR codes. */
export function createAttendanceService(deps: AttendanceServiceDeps) {
  const { tenant, clock, files } = deps;

  async function linkedEmployee(tx: Transaction, auth: RequestAuth) {
    const employee = auth.employeeId ? await repo.employeeOf(tx, auth.companyId, auth.employeeId) : undefined;
    if (!employee) throw new AppError('NO_EMPLOYEE_LINKED');
    return employee;
  }

  /** The QR code's site, checked: signed by it, fresh at the punch's time, open to the employee, not used by them before. */
  async function qrSite(
    tx: Transaction,
    input: {
      companyId: string;
      employeeId: string;
      token: string;
      at: number;
      sites: readonly repo.SiteRow[];
      allowed: readonly ClockSite[];
    },
  ): Promise<repo.SiteRow> {
    const siteId = qrSiteOf(input.token);
    const site = siteId ? input.sites.find((candidate) => candidate.id === siteId) : undefined;
    if (!site) throw new AppError('QR_INVALID');
    const verdict = verifyQrToken({ token: input.token, secret: site.qrSecret, at: input.at });
    if (verdict === 'invalid') throw new AppError('QR_INVALID');
    if (verdict === 'expired') throw new AppError('QR_EXPIRED');
    if (!input.allowed.some((allowed) => allowed.id === site.id))
      throw new AppError('QR_SITE_NOT_ALLOWED', { values: { siteName: site.name } });
    if (await repo.qrTokenUsed(tx, input.companyId, input.employeeId, input.token)) throw new AppError('QR_REPLAYED');
    return site;
  }

  return {
    /**
     * Records a punch of the signed-in employee (issue 14's fixed shape). `created` false: the
     * idempotency key was used already, and that punch is returned unchanged.
     */
    clock: (auth: RequestAuth, actor: Actor, body: ClockBody): Promise<{ event: ClockEvent; created: boolean }> =>
      tenant(auth.companyId, async (tx) => {
        const employee = await linkedEmployee(tx, auth);
        await repo.lockEmployeeClock(tx, auth.companyId, employee.id);
        const repeat = await repo.eventByKey(tx, auth.companyId, employee.id, body.idempotencyKey);
        if (repeat) {
          if (repeat.action !== body.action) throw new AppError('CLOCK_KEY_REUSED');
          return { event: toEvent(repeat), created: false };
        }

        const now = clock.now().getTime();
        const at = body.at ?? now;
        const timeProblem = timeRefusal({ at, now });
        if (timeProblem) refuse(timeProblem);

        const companyTimezone = await repo.companyTimezone(tx, auth.companyId);
        const siteRows = await repo.clockSites(tx, auth.companyId);
        const sites = siteRows.map((site) => clockSite(site, companyTimezone));
        const allowed = allowedSites(sites, employee.siteId);
        const scanned = body.qr
          ? await qrSite(tx, { companyId: auth.companyId, employeeId: employee.id, token: body.qr, at, sites: siteRows, allowed })
          : null;

        const previous = await repo.lastEvent(tx, auth.companyId, employee.id, new Date(at));
        const sequenceProblem = sequenceRefusal({
          action: body.action,
          previous: (previous?.action as AttendanceAction | undefined) ?? null,
        });
        if (sequenceProblem) refuse(sequenceProblem);

        const position =
          body.latitude !== undefined && body.longitude !== undefined ? { latitude: body.latitude, longitude: body.longitude } : null;
        const accuracy = body.accuracy ?? null;
        const site = scanned
          ? sites.find((candidate) => candidate.id === scanned.id)!
          : chooseSite({
              allowed,
              employeeSiteId: employee.siteId,
              action: body.action,
              openSiteId: previous?.action === 'in' ? previous.siteId : null,
              position,
              accuracy,
            });
        const place = placeOf(site, position, accuracy);
        const decision = siteDecision({
          site,
          hasPosition: position !== null,
          ...place,
          qrValid: scanned !== null,
          hasPhoto: body.photoId !== undefined,
        });
        if (decision.refusal) refuse(decision.refusal);
        // Only the employee's own upload, not yet named by another punch, still within its day.
        if (body.photoId && !(await files.claim(tx, { companyId: auth.companyId, fileId: body.photoId, userId: auth.userId })))
          throw new AppError('PHOTO_INVALID');

        // A punch (a replay above all) dated in a locked period would change a timesheet payroll has read.
        await assertPeriodsOpen(tx, auth.companyId, [calendarDate(new Date(at), site?.timezone ?? companyTimezone)]);
        const source = sourceOf({ qr: scanned !== null, at: body.at !== undefined });
        const inserted = await repo.insertEvent(tx, {
          companyId: auth.companyId,
          employeeId: employee.id,
          action: body.action,
          at: new Date(at),
          timezone: site?.timezone ?? companyTimezone,
          siteId: site?.id ?? null,
          inside: place.inside,
          flagged: decision.flagged,
          latitude: position?.latitude ?? null,
          longitude: position?.longitude ?? null,
          accuracy,
          source,
          sentLate: body.at !== undefined,
          idempotencyKey: body.idempotencyKey,
          qrToken: scanned ? body.qr! : null,
          photoFileId: body.photoId ?? null,
          createdBy: auth.userId,
          createdAt: new Date(now),
        });
        if (!inserted) {
          // The lock makes this unreachable in one database; kept so that a race can only ever answer the first punch.
          const first = await repo.eventByKey(tx, auth.companyId, employee.id, body.idempotencyKey);
          return { event: toEvent(first!), created: false };
        }
        await writeAudit(tx, actor, {
          entity: 'attendanceEvent',
          entityId: inserted.id,
          action: 'create',
          subject: employee.name,
          after: {
            action: inserted.action,
            at: at,
            siteId: inserted.siteId,
            inside: inserted.inside,
            flagged: inserted.flagged,
            source,
            sentLate: inserted.sentLate,
            ...(inserted.photoFileId ? { photoFileId: inserted.photoFileId } : {}),
          },
        });
        if (site && body.action === 'in' && place.inside === false && decision.flagged)
          await deps.outsideAlert(tx, {
            companyId: auth.companyId,
            employee,
            workDate: calendarDate(new Date(at), site.timezone),
            siteName: site.name,
            meters: place.metersOutside ?? 0,
            now: new Date(now),
          });
        return { event: toEvent(inserted), created: true };
      }),

    /**
     * Keeps the photo of a punch the signed-in employee is about to send, for a day: a PNG or JPEG
     * read from its bytes (whatever the phone called it), under 500 kB. The punch names it by id.
     */
    uploadPhoto: (auth: RequestAuth, data: string): Promise<{ photoId: string }> => {
      const content = Buffer.from(data, 'base64');
      if (content.length >= CLOCK_PHOTO_LIMITS.maxBytes)
        throw new AppError('VALIDATION_FAILED', { fieldErrors: { data: 'validation:photoSize' } });
      const image = readRasterImage(content);
      if (!image) throw new AppError('VALIDATION_FAILED', { fieldErrors: { data: 'validation:photoType' } });
      return tenant(auth.companyId, async (tx) => {
        await linkedEmployee(tx, auth);
        const extension = image.contentType === 'image/png' ? 'png' : 'jpg';
        const photoId = await files.store(tx, {
          companyId: auth.companyId,
          createdBy: auth.userId,
          name: `clock-photo.${extension}`,
          contentType: image.contentType,
          content,
        });
        return { photoId };
      });
    },

    /** The signed-in employee's clock: open since, today's punches (in their site's zone) and where they may clock. */
    state: (auth: RequestAuth): Promise<ClockState> =>
      tenant(auth.companyId, async (tx) => {
        const employee = await linkedEmployee(tx, auth);
        const companyTimezone = await repo.companyTimezone(tx, auth.companyId);
        const sites = (await repo.clockSites(tx, auth.companyId)).map((site) => clockSite(site, companyTimezone));
        const allowed = allowedSites(sites, employee.siteId);
        const timezone = sites.find((site) => site.id === employee.siteId)?.timezone ?? companyTimezone;
        const now = clock.now();
        const today = calendarDate(now, timezone);
        // Two days back covers any zone's "today"; the day is then decided in the zone.
        const recent = await repo.eventsSince(tx, auth.companyId, employee.id, new Date(now.getTime() - 2 * 86_400_000));
        const last = await repo.lastEvent(tx, auth.companyId, employee.id);
        const open = last?.action === 'in' ? last : null;
        return {
          employee: { id: employee.id, name: employee.name },
          openSince: open
            ? { at: open.at.getTime(), siteId: open.siteId, siteName: sites.find((site) => site.id === open.siteId)?.name ?? null }
            : null,
          timezone,
          today: recent.filter((row) => calendarDate(row.event.at, timezone) === today).map((row) => toPunch(row.event, row.siteName)),
          sites: allowed.map((site) => ({
            id: site.id,
            name: site.name,
            timezone: site.timezone,
            proofs: [...site.proofs],
            hasGeofence: fenceOf(site) !== null,
          })),
        };
      }),

    sites: {
      list: (auth: RequestAuth): Promise<SiteAttendance[]> =>
        tenant(auth.companyId, async (tx) => {
          const companyTimezone = await repo.companyTimezone(tx, auth.companyId);
          return (await repo.allSites(tx, auth.companyId)).map((row) => toSiteAttendance(row.site, row.employeeCount, companyTimezone));
        }),

      update: (auth: RequestAuth, actor: Actor, id: string, body: UpdateSiteAttendanceBody): Promise<SiteAttendance> =>
        tenant(auth.companyId, async (tx) => {
          const before = await repo.findSite(tx, auth.companyId, id);
          if (!before) throw notFound();
          const polygon = openRing(body.polygon);
          const problem = polygon ? validatePolygon(polygon) : null;
          if (problem) throw new AppError('VALIDATION_FAILED', { fieldErrors: { polygon: POLYGON_MESSAGES[problem] } });
          const changes = {
            latitude: body.latitude,
            longitude: body.longitude,
            radiusMeters: body.radiusMeters,
            timezone: body.timezone,
            polygon,
            outsideRule: body.outsideRule,
            proofs: proofsOf(body.proofs),
            anyEmployee: body.anyEmployee,
          };
          if (
            !(await repo.updateSite(tx, auth.companyId, {
              id,
              expectedVersion: body.version,
              changes: { ...changes, updatedAt: clock.now() },
            }))
          )
            throw versionConflict();
          await writeAudit(tx, actor, { entity: 'site', entityId: id, action: 'update', ...changedFields(siteSettings(before), changes) });
          const row = (await repo.allSites(tx, auth.companyId)).find((candidate) => candidate.site.id === id)!;
          return toSiteAttendance(row.site, row.employeeCount, await repo.companyTimezone(tx, auth.companyId));
        }),

      qrCode: (auth: RequestAuth, id: string): Promise<SiteQrCode> =>
        tenant(auth.companyId, async (tx) => {
          const site = await repo.findSite(tx, auth.companyId, id);
          if (!site) throw notFound();
          const signed = signQrToken({ secret: site.qrSecret, siteId: site.id, at: clock.now().getTime() });
          return {
            siteId: site.id,
            siteName: site.name,
            path: `/clock?qr=${encodeURIComponent(signed.token)}`,
            token: signed.token,
            refreshAt: signed.refreshAt,
            expiresAt: signed.expiresAt,
          };
        }),
    },
  };
}

function toSiteAttendance(site: repo.SiteRow, employeeCount: number, companyTimezone: string): SiteAttendance {
  return {
    id: site.id,
    name: site.name,
    address: site.address,
    latitude: site.latitude,
    longitude: site.longitude,
    radiusMeters: site.radiusMeters,
    timezone: site.timezone,
    effectiveTimezone: site.timezone ?? companyTimezone,
    polygon: site.polygon,
    outsideRule: ruleOf(site.outsideRule),
    proofs: proofsOf(site.proofs),
    anyEmployee: site.anyEmployee,
    employeeCount,
    version: site.version,
  };
}

export type AttendanceService = ReturnType<typeof createAttendanceService>;
