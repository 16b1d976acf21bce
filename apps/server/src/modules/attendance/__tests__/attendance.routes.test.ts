import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { and, eq } from 'drizzle-orm';
import * as contracts from '@tenaga/contracts';
import type { BodyInputOf } from '@tenaga/contracts';
import { attendanceEvents, auditLog, employees } from '../../../db/schema/index.ts';
import {
  createCompany,
  createEmployeeRow,
  createTestApp,
  createUser,
  DAY_MS,
  HOUR_MS,
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

// Marina Bay, Singapore; the offsets are metres north of it.
const HARBOUR = { latitude: 1.2834, longitude: 103.8607 };
const north = (metres: number) => ({ latitude: HARBOUR.latitude + metres / 111_195, longitude: HARBOUR.longitude });

let keys = 0;
const key = () => `test-key-${Date.now()}-${++keys}`;

type SiteSettings = Partial<BodyInputOf<typeof contracts.updateSiteAttendance>>;

/** A site with a 150 m circle round the harbour point, then the given attendance settings. */
async function harbourSite(company: TestCompany, settings: SiteSettings = {}, name = 'Harbour') {
  const site = await company.admin.api.ok(contracts.createSite, {
    body: { name, address: '1 Harbour Front', latitude: HARBOUR.latitude, longitude: HARBOUR.longitude, radiusMeters: 150 },
  });
  return company.admin.api.ok(contracts.updateSiteAttendance, {
    params: { id: site.id },
    body: {
      version: site.version,
      latitude: HARBOUR.latitude,
      longitude: HARBOUR.longitude,
      radiusMeters: 150,
      timezone: null,
      polygon: null,
      outsideRule: 'allowFlag',
      proofs: [],
      anyEmployee: false,
      ...settings,
    },
  });
}

/** A signed-in employee (self-service role) linked to an employee record at `siteId`. */
async function employeeAt(
  company: TestCompany,
  siteId: string | null,
  language?: 'id',
): Promise<{ employeeId: string; session: TestSession }> {
  const employeeId = await createEmployeeRow(t, company.companyId);
  if (siteId) await t.tenant(company.companyId, (tx) => tx.update(employees).set({ siteId }).where(eq(employees.id, employeeId)));
  const user = await createUser(t, company, { role: 'employee', ...(language ? { language } : {}) });
  await linkUserToEmployee(t, { companyId: company.companyId, userId: user.userId, employeeId });
  return { employeeId, session: await loginAs(t, user) };
}

/** The settings of a site as a change sends them. */
const settingsOf = (site: contracts.SiteAttendance) => ({
  version: site.version,
  latitude: site.latitude,
  longitude: site.longitude,
  radiusMeters: site.radiusMeters,
  timezone: site.timezone,
  polygon: site.polygon,
  outsideRule: site.outsideRule,
  proofs: site.proofs,
  anyEmployee: site.anyEmployee,
});

const punches = (company: TestCompany, employeeId: string) =>
  t.tenant(company.companyId, (tx) =>
    tx
      .select()
      .from(attendanceEvents)
      .where(and(eq(attendanceEvents.companyId, company.companyId), eq(attendanceEvents.employeeId, employeeId)))
      .orderBy(attendanceEvents.at),
  );

describe('POST /attendance/clock', () => {
  it('clocks in inside the geofence (201, fixed shape) and out outside it, flagged; the state says since when and where', async () => {
    const company = await createCompany(t);
    const site = await harbourSite(company);
    const { employeeId, session } = await employeeAt(company, site.id);

    const clockIn = await session.api.call(contracts.clockInOut, {
      body: { action: 'in', ...north(40), accuracy: 12, idempotencyKey: key() },
    });
    expect(clockIn.status).toBe(201);
    expect(clockIn.data).toEqual({ id: expect.any(String), action: 'in', at: t.clock.now().getTime(), siteId: site.id, inside: true });

    const state = await session.api.ok(contracts.getClockState, {});
    expect(state.openSince).toEqual({ at: t.clock.now().getTime(), siteId: site.id, siteName: 'Harbour' });
    expect(state.timezone).toBe('Asia/Singapore');
    expect(state.sites).toEqual([{ id: site.id, name: 'Harbour', timezone: 'Asia/Singapore', proofs: [], hasGeofence: true }]);

    t.clock.advance(8 * HOUR_MS);
    const clockOut = await session.api.call(contracts.clockInOut, {
      body: { action: 'out', ...north(900), accuracy: 10, idempotencyKey: key() },
    });
    expect(clockOut.status).toBe(201);
    expect(clockOut.data).toMatchObject({ action: 'out', siteId: site.id, inside: false });

    const rows = await punches(company, employeeId);
    expect(rows.map((row) => [row.action, row.inside, row.flagged, row.source, row.sentLate, row.timezone])).toEqual([
      ['in', true, false, 'web', false, 'Asia/Singapore'],
      ['out', false, true, 'web', false, 'Asia/Singapore'],
    ]);
    expect((await session.api.ok(contracts.getClockState, {})).openSince).toBeNull();

    // The punch is audited in its own transaction, named by the employee.
    const audit = await t.db
      .select({ entity: auditLog.entity, entityId: auditLog.entityId, after: auditLog.after })
      .from(auditLog)
      .where(and(eq(auditLog.companyId, company.companyId), eq(auditLog.entity, 'attendanceEvent')));
    expect(audit.map((entry) => entry.entityId).sort()).toEqual(rows.map((row) => row.id).sort());
  });

  it('refuses clock-in twice and clock-out without clock-in, storing nothing', async () => {
    const company = await createCompany(t);
    const { employeeId, session } = await employeeAt(company, null);
    const out = await session.api.fail(contracts.clockInOut, { body: { action: 'out', idempotencyKey: key() } }, 409);
    expect(out).toMatchObject({ code: 'NOT_CLOCKED_IN', message: ['You are not clocked in, so you cannot clock out.'] });
    await session.api.ok(contracts.clockInOut, { body: { action: 'in', idempotencyKey: key() } });
    const twice = await session.api.fail(contracts.clockInOut, { body: { action: 'in', idempotencyKey: key() } }, 409);
    expect(twice.code).toBe('ALREADY_CLOCKED_IN');
    // A company without sites still records time: no site, no geofence.
    const rows = await punches(company, employeeId);
    expect(rows.map((row) => [row.action, row.siteId, row.inside])).toEqual([['in', null, null]]);
  });

  it('answers the same idempotency key with the same punch (200) and refuses it for the other action', async () => {
    const company = await createCompany(t);
    const { employeeId, session } = await employeeAt(company, null);
    const body = { action: 'in' as const, idempotencyKey: key() };
    const first = await session.api.call(contracts.clockInOut, { body });
    t.clock.advance(5_000);
    const again = await session.api.call(contracts.clockInOut, { body });
    expect([first.status, again.status]).toEqual([201, 200]);
    expect(again.data).toEqual(first.data);
    const reused = await session.api.fail(contracts.clockInOut, { body: { ...body, action: 'out' } }, 409);
    expect(reused.code).toBe('CLOCK_KEY_REUSED');
    expect(await punches(company, employeeId)).toHaveLength(1);
  });

  it('stores exactly one punch for 50 concurrent identical requests, never a 500', async () => {
    const company = await createCompany(t);
    const site = await harbourSite(company);
    const { employeeId, session } = await employeeAt(company, site.id);
    const body = { action: 'in' as const, ...north(10), accuracy: 8, idempotencyKey: key() };
    const results = await Promise.all(Array.from({ length: 50 }, () => session.api.call(contracts.clockInOut, { body })));
    const statuses = results.map((result) => result.status).sort();
    expect(statuses.filter((status) => status === 201)).toHaveLength(1);
    expect(statuses.filter((status) => status === 200)).toHaveLength(49);
    expect(new Set(results.map((result) => (result.data as { id: string }).id)).size).toBe(1);
    expect(await punches(company, employeeId)).toHaveLength(1);
  });

  it('takes an offline punch at its real time, marked sent late, once; refuses the future and older than 7 days', async () => {
    const company = await createCompany(t);
    const { employeeId, session } = await employeeAt(company, null);
    const now = t.clock.now().getTime();
    await session.api.ok(contracts.clockInOut, { body: { action: 'in', at: now - 3 * HOUR_MS, idempotencyKey: key() } });
    const replay = { action: 'out' as const, at: now - 20 * MINUTE_MS, idempotencyKey: key() };
    const sent = await session.api.call(contracts.clockInOut, { body: replay });
    const resent = await session.api.call(contracts.clockInOut, { body: replay });
    expect([sent.status, resent.status]).toEqual([201, 200]);
    expect(sent.data).toMatchObject({ action: 'out', at: now - 20 * MINUTE_MS });

    const future = await session.api.fail(
      contracts.clockInOut,
      { body: { action: 'in', at: now + 10 * MINUTE_MS, idempotencyKey: key() } },
      422,
    );
    expect(future.code).toBe('CLOCK_TIME_IN_FUTURE');
    const old = await session.api.fail(contracts.clockInOut, { body: { action: 'in', at: now - 8 * DAY_MS, idempotencyKey: key() } }, 422);
    expect(old).toMatchObject({
      code: 'CLOCK_TIME_TOO_OLD',
      message: ['This punch is more than 7 days old, so it cannot be sent any more. Ask HR to add it.'],
    });

    const rows = await punches(company, employeeId);
    expect(rows.map((row) => [row.action, row.source, row.sentLate])).toEqual([
      ['in', 'offline', true],
      ['out', 'offline', true],
    ]);
    const today = (await session.api.ok(contracts.getClockState, {})).today;
    expect(today.every((punch) => punch.sentLate)).toBe(true);
  });

  it('refuses bad coordinates with a translated message, and a position without its other half', async () => {
    const company = await createCompany(t);
    const { employeeId, session } = await employeeAt(company, null, 'id');
    const bad = await session.api.fail(
      contracts.clockInOut,
      { body: { action: 'in', latitude: 91, longitude: 103.8, idempotencyKey: key() } },
      400,
    );
    expect(bad.errors?.latitude).toMatch(/^Masukkan posisi yang valid/);
    const half = await session.api.fail(contracts.clockInOut, { body: { action: 'in', latitude: 1.28, idempotencyKey: key() } }, 400);
    expect(Object.keys(half.errors ?? {})).toEqual(['longitude']);
    const notNumber = await session.api.fail(
      contracts.clockInOut,
      { body: { action: 'in', latitude: 'north' as never, longitude: 103.8, idempotencyKey: key() } },
      400,
    );
    expect(notNumber.code).toBe('VALIDATION_FAILED');
    expect(await punches(company, employeeId)).toHaveLength(0);
  });

  it('applies the site’s rule outside: refuse says how far, allow records without a flag', async () => {
    const company = await createCompany(t);
    const strict = await harbourSite(company, { outsideRule: 'refuse' }, 'Strict yard');
    const { employeeId, session } = await employeeAt(company, strict.id);
    const refused = await session.api.fail(
      contracts.clockInOut,
      { body: { action: 'in', ...north(650), accuracy: 20, idempotencyKey: key() } },
      422,
    );
    expect(refused).toMatchObject({
      code: 'OUTSIDE_GEOFENCE',
      message: ['You are about 500 m outside “Strict yard”, which only accepts clock-ins on site.'],
    });
    // The accuracy counts in the employee's favour: 170 m from the centre, 20 m outside, 25 m accuracy.
    await session.api.ok(contracts.clockInOut, { body: { action: 'in', ...north(170), accuracy: 25, idempotencyKey: key() } });

    const relaxed = await harbourSite(company, { outsideRule: 'allow' }, 'Relaxed yard');
    const other = await employeeAt(company, relaxed.id);
    await other.session.api.ok(contracts.clockInOut, { body: { action: 'in', ...north(2_000), idempotencyKey: key() } });
    const [row] = await punches(company, other.employeeId);
    expect([row!.inside, row!.flagged]).toEqual([false, false]);
    expect((await punches(company, employeeId)).map((punch) => punch.inside)).toEqual([true]);
  });

  it('needs a position where the site requires the geofence; picks the nearest site open to everyone', async () => {
    const company = await createCompany(t);
    const fenced = await harbourSite(company, { proofs: ['geofence'] }, 'Fenced');
    const { session } = await employeeAt(company, fenced.id);
    const noPosition = await session.api.fail(contracts.clockInOut, { body: { action: 'in', idempotencyKey: key() } }, 422);
    expect(noPosition).toMatchObject({
      code: 'LOCATION_REQUIRED',
      message: ['“Fenced” needs your location to clock in. Allow location access and try again.'],
    });

    // Two sites open to everyone, 5 km apart: a person without a site of their own gets the one they stand in.
    const harbour = await harbourSite(company, { anyEmployee: true }, 'Open harbour');
    const inland = await company.admin.api.ok(contracts.createSite, {
      body: { name: 'Open inland', latitude: north(5_000).latitude, longitude: HARBOUR.longitude, radiusMeters: 200 },
    });
    await company.admin.api.ok(contracts.updateSiteAttendance, {
      params: { id: inland.id },
      body: {
        version: inland.version,
        ...north(5_000),
        radiusMeters: 200,
        timezone: 'Asia/Jakarta',
        polygon: null,
        outsideRule: 'allowFlag',
        proofs: [],
        anyEmployee: true,
      },
    });
    const roamer = await employeeAt(company, null);
    const at = await roamer.session.api.ok(contracts.clockInOut, {
      body: { action: 'in', ...north(5_050), accuracy: 5, idempotencyKey: key() },
    });
    expect(at).toMatchObject({ siteId: inland.id, inside: true });
    const state = await roamer.session.api.ok(contracts.getClockState, {});
    expect(state.sites.map((site) => site.name)).toEqual(['Open harbour', 'Open inland']);
    expect(state.today[0]).toMatchObject({ siteName: 'Open inland', timezone: 'Asia/Jakarta' });
    expect(harbour.anyEmployee).toBe(true);
  });

  it('refuses a user who is not linked to an employee record', async () => {
    const company = await createCompany(t);
    const refused = await company.admin.api.fail(contracts.clockInOut, { body: { action: 'in', idempotencyKey: key() } }, 422);
    expect(refused.code).toBe('NO_EMPLOYEE_LINKED');
    expect((await company.admin.api.fail(contracts.getClockState, {}, 422)).code).toBe('NO_EMPLOYEE_LINKED');
  });
});

describe('QR codes', () => {
  it('clocks in at the code’s site; an expired code, a replayed one and a forged one are refused', async () => {
    const company = await createCompany(t);
    const site = await harbourSite(company, { proofs: ['qr'] }, 'Gate');
    const { employeeId, session } = await employeeAt(company, site.id);

    const needsCode = await session.api.fail(contracts.clockInOut, { body: { action: 'in', idempotencyKey: key() } }, 422);
    expect(needsCode.code).toBe('QR_REQUIRED');

    const code = await company.admin.api.ok(contracts.getSiteQrCode, { params: { id: site.id } });
    expect(code.path).toBe(`/clock?qr=${encodeURIComponent(code.token)}`);
    expect(code.expiresAt - code.refreshAt).toBeLessThan(contracts.CLOCK_LIMITS.qrValidityMs);
    const clockIn = await session.api.ok(contracts.clockInOut, { body: { action: 'in', qr: code.token, idempotencyKey: key() } });
    expect(clockIn).toMatchObject({ siteId: site.id, inside: null });

    t.clock.advance(10_000);
    const replayed = await session.api.fail(contracts.clockInOut, { body: { action: 'out', qr: code.token, idempotencyKey: key() } }, 409);
    expect(replayed.code).toBe('QR_REPLAYED');

    const forged = `${code.token.slice(0, -4)}AAAA`;
    expect((await session.api.fail(contracts.clockInOut, { body: { action: 'out', qr: forged, idempotencyKey: key() } }, 422)).code).toBe(
      'QR_INVALID',
    );
    expect(
      (await session.api.fail(contracts.clockInOut, { body: { action: 'out', qr: 'not a code', idempotencyKey: key() } }, 422)).code,
    ).toBe('QR_INVALID');

    const later = await company.admin.api.ok(contracts.getSiteQrCode, { params: { id: site.id } });
    t.clock.advance(contracts.CLOCK_LIMITS.qrValidityMs + 1_000);
    const expired = await session.api.fail(contracts.clockInOut, { body: { action: 'out', qr: later.token, idempotencyKey: key() } }, 422);
    expect(expired).toMatchObject({ code: 'QR_EXPIRED', message: ['This QR code has expired. Scan the code shown now.'] });

    const fresh = await company.admin.api.ok(contracts.getSiteQrCode, { params: { id: site.id } });
    await session.api.ok(contracts.clockInOut, { body: { action: 'out', qr: fresh.token, idempotencyKey: key() } });
    const rows = await punches(company, employeeId);
    expect(rows.map((row) => [row.action, row.source, row.siteId])).toEqual([
      ['in', 'qr', site.id],
      ['out', 'qr', site.id],
    ]);
  });

  it('refuses a site the employee may not clock at, and another company’s code', async () => {
    const company = await createCompany(t);
    const own = await harbourSite(company, {}, 'Own');
    const closed = await harbourSite(company, {}, 'Closed');
    const { session } = await employeeAt(company, own.id);
    const closedCode = await company.admin.api.ok(contracts.getSiteQrCode, { params: { id: closed.id } });
    const notAllowed = await session.api.fail(
      contracts.clockInOut,
      { body: { action: 'in', qr: closedCode.token, idempotencyKey: key() } },
      403,
    );
    expect(notAllowed).toMatchObject({ code: 'QR_SITE_NOT_ALLOWED', message: ['You are not allowed to clock in at “Closed”.'] });

    const other = await createCompany(t);
    const foreign = await harbourSite(other, { anyEmployee: true }, 'Foreign');
    const foreignCode = await other.admin.api.ok(contracts.getSiteQrCode, { params: { id: foreign.id } });
    expect(
      (await session.api.fail(contracts.clockInOut, { body: { action: 'in', qr: foreignCode.token, idempotencyKey: key() } }, 422)).code,
    ).toBe('QR_INVALID');
  });
});

describe('Sites’ attendance settings', () => {
  it('saves a polygon (closing corner dropped), timezone, rule and proofs, audited; refuses a bow tie and a stale version', async () => {
    const company = await createCompany(t);
    const site = await harbourSite(company);
    const corners = [
      north(0),
      { ...north(0), longitude: HARBOUR.longitude + 0.002 },
      { ...north(200), longitude: HARBOUR.longitude + 0.002 },
      north(200),
    ];
    const saved = await company.admin.api.ok(contracts.updateSiteAttendance, {
      params: { id: site.id },
      body: {
        version: site.version,
        latitude: HARBOUR.latitude,
        longitude: HARBOUR.longitude,
        radiusMeters: null,
        timezone: 'Asia/Makassar',
        polygon: [...corners, corners[0]!],
        outsideRule: 'refuse',
        proofs: ['geofence', 'qr'],
        anyEmployee: true,
      },
    });
    expect(saved).toMatchObject({
      timezone: 'Asia/Makassar',
      effectiveTimezone: 'Asia/Makassar',
      outsideRule: 'refuse',
      proofs: ['geofence', 'qr'],
      anyEmployee: true,
    });
    expect(saved.polygon).toHaveLength(4);
    expect((await company.admin.api.ok(contracts.listSiteAttendance, {})).map((row) => row.id)).toEqual([site.id]);

    const bowTie = [corners[0]!, corners[1]!, corners[3]!, corners[2]!];
    const refused = await company.admin.api.fail(
      contracts.updateSiteAttendance,
      { params: { id: site.id }, body: { ...settingsOf(saved), polygon: bowTie } },
      400,
    );
    expect(refused.errors).toEqual({ polygon: 'The polygon’s edges cross or it has no area: list the corners in order around the site.' });
    const noFence = await company.admin.api.fail(
      contracts.updateSiteAttendance,
      { params: { id: site.id }, body: { ...settingsOf(saved), polygon: null, radiusMeters: null } },
      400,
    );
    expect(Object.keys(noFence.errors ?? {})).toEqual(['proofs']);
    const stale = await company.admin.api.fail(
      contracts.updateSiteAttendance,
      { params: { id: site.id }, body: { ...settingsOf(saved), version: site.version } },
      409,
    );
    expect(stale.code).toBe('VERSION_CONFLICT');

    const audit = await t.db
      .select({ before: auditLog.before, after: auditLog.after })
      .from(auditLog)
      .where(and(eq(auditLog.companyId, company.companyId), eq(auditLog.entity, 'site'), eq(auditLog.action, 'update')));
    expect(audit.at(-1)?.after).toMatchObject({ timezone: 'Asia/Makassar', outsideRule: 'refuse', anyEmployee: true, radiusMeters: null });
  });

  it('per role: an employee reaches none of the settings routes, a view-only role reads without changing', async () => {
    const company = await createCompany(t);
    const site = await harbourSite(company);
    const { session } = await employeeAt(company, site.id);
    const body = {
      version: site.version,
      latitude: null,
      longitude: null,
      radiusMeters: null,
      timezone: null,
      polygon: null,
      outsideRule: 'allow' as const,
      proofs: [],
      anyEmployee: true,
    };
    expect((await session.api.fail(contracts.listSiteAttendance, {}, 403)).code).toBe('FORBIDDEN');
    expect((await session.api.fail(contracts.updateSiteAttendance, { params: { id: site.id }, body }, 403)).code).toBe('FORBIDDEN');
    expect((await session.api.fail(contracts.getSiteQrCode, { params: { id: site.id } }, 403)).code).toBe('FORBIDDEN');

    const role = await company.admin.api.ok(contracts.createRole, {
      body: {
        name: 'Site viewer',
        description: '',
        dataScope: 'all',
        menuGrants: { geofencing: 'view', siteQrCode: 'view' },
        fieldGrants: { public: {}, private: {} },
      },
    });
    const user = await createUser(t, company, { role: 'employee' });
    const current = await company.admin.api.ok(contracts.getUser, { params: { id: user.userId } });
    await company.admin.api.ok(contracts.updateUser, { body: { id: user.userId, version: current.version, roleId: role.id } });
    const viewer = await loginAs(t, user);
    expect(await viewer.api.ok(contracts.listSiteAttendance, {})).toHaveLength(1);
    expect((await viewer.api.ok(contracts.getSiteQrCode, { params: { id: site.id } })).siteId).toBe(site.id);
    expect((await viewer.api.fail(contracts.updateSiteAttendance, { params: { id: site.id }, body }, 403)).code).toBe('FORBIDDEN');

    const hr = await loginAs(t, await createUser(t, company, { role: 'hrManager' }));
    // The web client drops null fields: what is left out is cleared.
    const cleared = await hr.api.ok(contracts.updateSiteAttendance, {
      params: { id: site.id },
      body: { version: site.version, outsideRule: 'allow' },
    });
    expect(cleared).toMatchObject({
      latitude: null,
      longitude: null,
      radiusMeters: null,
      polygon: null,
      proofs: [],
      anyEmployee: false,
      outsideRule: 'allow',
    });
  });

  it('cross-tenant: another company’s site is not found, its list and punches are not seen', async () => {
    const company = await createCompany(t);
    const other = await createCompany(t);
    const theirs = await harbourSite(other, { anyEmployee: true }, 'Theirs');
    const body = {
      version: theirs.version,
      latitude: null,
      longitude: null,
      radiusMeters: null,
      timezone: null,
      polygon: null,
      outsideRule: 'allow' as const,
      proofs: [],
      anyEmployee: true,
    };
    expect((await company.admin.api.fail(contracts.updateSiteAttendance, { params: { id: theirs.id }, body }, 404)).code).toBe('NOT_FOUND');
    expect((await company.admin.api.fail(contracts.getSiteQrCode, { params: { id: theirs.id } }, 404)).code).toBe('NOT_FOUND');
    expect(await company.admin.api.ok(contracts.listSiteAttendance, {})).toEqual([]);

    const theirEmployee = await employeeAt(other, theirs.id);
    await theirEmployee.session.api.ok(contracts.clockInOut, { body: { action: 'in', ...north(5), idempotencyKey: 'shared-key-123' } });
    const mine = await employeeAt(company, null);
    // The same key in another company is another punch: keys are per company and employee.
    const created = await mine.session.api.call(contracts.clockInOut, { body: { action: 'in', idempotencyKey: 'shared-key-123' } });
    expect(created.status).toBe(201);
    const state = await mine.session.api.ok(contracts.getClockState, {});
    expect(state.sites).toEqual([]);
    expect(state.today.map((punch) => punch.siteId)).toEqual([null]);
  });
});
