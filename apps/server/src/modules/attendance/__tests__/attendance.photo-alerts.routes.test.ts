import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { and, eq } from 'drizzle-orm';
import * as contracts from '@tenaga/contracts';
import { attendanceEvents, auditLog, employees, notifications } from '../../../db/schema/index.ts';
import {
  createCompany,
  createEmployeeRow,
  createTestApp,
  createUser,
  linkUserToEmployee,
  loginAs,
  MINUTE_MS,
  type TestApp,
  type TestCompany,
  type TestSession,
} from '../../../testing/index.ts';

let t: TestApp;
beforeAll(async () => {
  t = await createTestApp();
});
afterAll(async () => {
  await t?.close();
});

const HARBOUR = { latitude: 1.2834, longitude: 103.8607 };
const north = (metres: number) => ({ latitude: HARBOUR.latitude + metres / 111_195, longitude: HARBOUR.longitude });

let keys = 0;
const key = () => `photo-key-${Date.now()}-${++keys}`;

/** The smallest JPEG the server reads as one: SOI, an APP0 segment, a baseline frame of 64 × 48. */
const JPEG = Buffer.from([
  0xff,
  0xd8,
  0xff,
  0xe0,
  0x00,
  0x10,
  0x4a,
  0x46,
  0x49,
  0x46,
  0x00,
  0x01,
  0x01,
  0x00,
  0x00,
  0x01,
  0x00,
  0x01,
  0x00,
  0x00,
  0xff,
  0xc0,
  0x00,
  0x11,
  0x08,
  0x00,
  0x30,
  0x00,
  0x40,
  0x03,
  ...new Array<number>(20).fill(0),
]).toString('base64');

async function harbourSite(company: TestCompany, settings: { proofs?: contracts.ClockProof[]; outsideRule?: contracts.OutsideRule }) {
  const site = await company.admin.api.ok(contracts.createSite, {
    body: { name: 'Harbour', address: '1 Harbour Front', latitude: HARBOUR.latitude, longitude: HARBOUR.longitude, radiusMeters: 150 },
  });
  return company.admin.api.ok(contracts.updateSiteAttendance, {
    params: { id: site.id },
    body: {
      version: site.version,
      latitude: HARBOUR.latitude,
      longitude: HARBOUR.longitude,
      radiusMeters: 150,
      outsideRule: settings.outsideRule ?? 'allowFlag',
      proofs: settings.proofs ?? [],
    },
  });
}

async function person(
  company: TestCompany,
  input: { siteId: string | null; role: contracts.DefaultRoleKey; managerId?: string },
): Promise<{ employeeId: string; userId: string; session: TestSession }> {
  const employeeId = await createEmployeeRow(t, company.companyId);
  await t.tenant(company.companyId, (tx) =>
    tx
      .update(employees)
      .set({ siteId: input.siteId, managerId: input.managerId ?? null })
      .where(eq(employees.id, employeeId)),
  );
  const user = await createUser(t, company, { role: input.role });
  await linkUserToEmployee(t, { companyId: company.companyId, userId: user.userId, employeeId });
  return { employeeId, userId: user.userId, session: await loginAs(t, user) };
}

const noticesOf = (company: TestCompany, userId: string) =>
  t.tenant(company.companyId, (tx) =>
    tx
      .select({ kind: notifications.kind, type: notifications.type, path: notifications.path, values: notifications.values })
      .from(notifications)
      .where(
        and(
          eq(notifications.companyId, company.companyId),
          eq(notifications.userId, userId),
          eq(notifications.kind, 'attendanceOutsideGeofence'),
        ),
      ),
  );

describe('photo proof', () => {
  it('refuses a clock-in without a photo where the site requires one, takes one uploaded first, and shows it only to HR and the manager', async () => {
    const company = await createCompany(t);
    const site = await harbourSite(company, { proofs: ['photo'] });
    const manager = await person(company, { siteId: site.id, role: 'manager' });
    const worker = await person(company, { siteId: site.id, role: 'employee', managerId: manager.employeeId });

    const refused = await worker.session.api.fail(
      contracts.clockInOut,
      { body: { action: 'in', ...north(20), accuracy: 5, idempotencyKey: key() } },
      422,
    );
    expect(refused).toMatchObject({
      code: 'PHOTO_REQUIRED',
      message: ['“Harbour” needs a photo taken now to clock in: take one and try again.'],
    });

    const { photoId } = await worker.session.api.ok(contracts.uploadClockPhoto, { body: { data: JPEG } });
    const clockIn = await worker.session.api.call(contracts.clockInOut, {
      body: { action: 'in', ...north(20), accuracy: 5, photoId, idempotencyKey: key() },
    });
    expect(clockIn.status).toBe(201);
    const [row] = await t.tenant(company.companyId, (tx) =>
      tx.select().from(attendanceEvents).where(eq(attendanceEvents.employeeId, worker.employeeId)),
    );
    expect(row?.photoFileId).toBe(photoId);
    const [audit] = await t.db
      .select({ after: auditLog.after })
      .from(auditLog)
      .where(and(eq(auditLog.companyId, company.companyId), eq(auditLog.entityId, row!.id)));
    expect(audit?.after).toMatchObject({ photoFileId: photoId });
    expect((await worker.session.api.ok(contracts.getClockState, {})).today[0]?.hasPhoto).toBe(true);

    // One upload names one punch.
    t.clock.advance(60 * MINUTE_MS);
    const reused = await worker.session.api.fail(
      contracts.clockInOut,
      { body: { action: 'out', ...north(20), photoId, idempotencyKey: key() } },
      422,
    );
    expect(reused.code).toBe('PHOTO_INVALID');

    const photo = { params: { id: clockIn.data!.id } };
    const asHr = await company.admin.api.call(contracts.getPunchPhoto, photo);
    expect(asHr.status).toBe(200);
    expect(asHr.headers['content-type']).toBe('image/jpeg');
    expect(Buffer.from(asHr.response.rawPayload).toString('base64')).toBe(JPEG);
    expect((await manager.session.api.call(contracts.getPunchPhoto, photo)).status).toBe(200);
    // Not the employee themselves, nor another company.
    expect((await worker.session.api.call(contracts.getPunchPhoto, photo)).status).toBe(404);
    const other = await createCompany(t);
    expect((await other.admin.api.call(contracts.getPunchPhoto, photo)).status).toBe(404);
  });

  it('takes only a PNG or JPEG read from its bytes, and only one’s own upload', async () => {
    const company = await createCompany(t);
    const site = await harbourSite(company, { proofs: ['photo'] });
    const worker = await person(company, { siteId: site.id, role: 'employee' });
    const colleague = await person(company, { siteId: site.id, role: 'employee' });
    const svg = Buffer.from('<svg xmlns="http://www.w3.org/2000/svg"/>').toString('base64');
    const bad = await worker.session.api.fail(contracts.uploadClockPhoto, { body: { data: svg } }, 400);
    expect(bad.errors).toEqual({ data: 'Please select an image file' });

    const { photoId } = await colleague.session.api.ok(contracts.uploadClockPhoto, { body: { data: JPEG } });
    const stolen = await worker.session.api.fail(contracts.clockInOut, { body: { action: 'in', photoId, idempotencyKey: key() } }, 422);
    expect(stolen.code).toBe('PHOTO_INVALID');
    expect(
      await t.tenant(company.companyId, (tx) =>
        tx.select().from(attendanceEvents).where(eq(attendanceEvents.employeeId, worker.employeeId)),
      ),
    ).toEqual([]);
  });
});

describe('outside-geofence alert', () => {
  it('tells HR of a flagged clock-in outside the fence once per employee and day, linking to Resolve', async () => {
    // 09:00 in Singapore: the three punches fall on one work date.
    t.clock.set(Date.parse('2026-12-02T01:00:00Z'));
    const company = await createCompany(t);
    const site = await harbourSite(company, { outsideRule: 'allowFlag' });
    const hr = await person(company, { siteId: null, role: 'hrManager' });
    const worker = await person(company, { siteId: site.id, role: 'employee' });

    await worker.session.api.ok(contracts.clockInOut, { body: { action: 'in', ...north(900), accuracy: 10, idempotencyKey: key() } });
    t.clock.advance(30 * MINUTE_MS);
    await worker.session.api.ok(contracts.clockInOut, { body: { action: 'out', ...north(900), accuracy: 10, idempotencyKey: key() } });
    t.clock.advance(30 * MINUTE_MS);
    await worker.session.api.ok(contracts.clockInOut, { body: { action: 'in', ...north(800), accuracy: 10, idempotencyKey: key() } });

    const told = await noticesOf(company, hr.userId);
    expect(told).toEqual([
      {
        kind: 'attendanceOutsideGeofence',
        type: contracts.NOTIFICATION_TYPES.pending,
        path: '/attendance/resolve?from=2026-12-02&to=2026-12-02',
        values: { name: expect.any(String), siteName: 'Harbour', meters: 750, date: '2026-12-02' },
      },
    ]);
    expect(await noticesOf(company, company.admin.user.userId)).toHaveLength(1);
    expect(await noticesOf(company, worker.userId)).toEqual([]);
  });

  it('says nothing of a clock-in inside, or outside a site that allows it without a flag', async () => {
    const company = await createCompany(t);
    const site = await harbourSite(company, { outsideRule: 'allow' });
    const worker = await person(company, { siteId: site.id, role: 'employee' });
    await worker.session.api.ok(contracts.clockInOut, { body: { action: 'in', ...north(900), idempotencyKey: key() } });
    expect(await noticesOf(company, company.admin.user.userId)).toEqual([]);
  });
});

describe('site settings (no-attendance threshold, map tiles)', () => {
  it('starts with 30 minutes and the configured tiles (OpenStreetMap); HR changes the threshold (audited, versioned); employees cannot', async () => {
    const company = await createCompany(t);
    const initial = await company.admin.api.ok(contracts.getSiteSettings, {});
    expect(initial).toEqual({
      noAttendanceMinutes: 30,
      tiles: { url: 'https://tile.openstreetmap.org/{z}/{x}/{y}.png', attribution: expect.stringContaining('OpenStreetMap') },
      version: 1,
    });
    const saved = await company.admin.api.ok(contracts.updateSiteSettings, { body: { version: 1, noAttendanceMinutes: 45 } });
    expect(saved).toMatchObject({ noAttendanceMinutes: 45, version: 2 });
    await company.admin.api.fail(contracts.updateSiteSettings, { body: { version: 1, noAttendanceMinutes: 20 } }, 409);
    const bad = await company.admin.api.fail(contracts.updateSiteSettings, { body: { version: 2, noAttendanceMinutes: 2 } }, 400);
    expect(Object.keys(bad.errors ?? {})).toEqual(['noAttendanceMinutes']);
    const audit = await t.db
      .select({ before: auditLog.before, after: auditLog.after })
      .from(auditLog)
      .where(and(eq(auditLog.companyId, company.companyId), eq(auditLog.entity, 'attendanceSiteSettings')));
    expect(audit).toEqual([{ before: { noAttendanceMinutes: 30 }, after: { noAttendanceMinutes: 45 } }]);

    const viewer = await createUser(t, company, { role: 'employee' });
    const session = await loginAs(t, viewer);
    await session.api.fail(contracts.updateSiteSettings, { body: { version: 2, noAttendanceMinutes: 60 } }, 403);
  });

  it('lets the browser load the configured tiles (content security policy)', async () => {
    const company = await createCompany(t);
    const answer = await company.admin.api.call(contracts.getSiteSettings, {});
    expect(String(answer.headers['content-security-policy'])).toContain('https://tile.openstreetmap.org');
  });
});
