import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { and, eq, inArray } from 'drizzle-orm';
import * as contracts from '@tenaga/contracts';
import { auditLog } from '../../../db/schema/index.ts';
import { createCompany, createTestApp, createUser, loginAs, type TestApp, type TestCompany } from '../../../testing/index.ts';

let t: TestApp;
beforeAll(async () => {
  t = await createTestApp();
});
afterAll(async () => {
  await t?.close();
});

const auditOf = (company: TestCompany, entities: string[]) =>
  t.db
    .select({ entity: auditLog.entity, action: auditLog.action, before: auditLog.before, after: auditLog.after })
    .from(auditLog)
    .where(and(eq(auditLog.companyId, company.companyId), inArray(auditLog.entity, entities)))
    .orderBy(auditLog.at);

/** A user whose role grants publicHoliday at this level, and nothing else (null: not even that). */
async function userWith(company: TestCompany, level: 'view' | 'edit' | null) {
  const role = await company.admin.api.ok(contracts.createRole, {
    body: {
      name: `publicHoliday ${level ?? 'none'}`,
      description: '',
      dataScope: 'all',
      menuGrants: level ? { publicHoliday: level } : {},
      fieldGrants: { public: {}, private: {} },
    },
  });
  const user = await createUser(t, company, { role: 'employee' });
  const current = await company.admin.api.ok(contracts.getUser, { params: { id: user.userId } });
  await company.admin.api.ok(contracts.updateUser, { body: { id: user.userId, version: current.version, roleId: role.id } });
  return loginAs(t, user);
}

async function selangorLocation(company: TestCompany) {
  const contract = await company.admin.api.ok(contracts.createClientContract, {
    body: { name: 'Shah Alam plant', client: 'Hicom', locations: [{ name: 'Shah Alam', address: '' }] },
  });
  return contract.locations[0]!.id;
}

const year2026 = (extra: { locationId?: string; search?: string } = {}) => ({
  body: {
    year: 2026,
    length: -1 as const,
    ...(extra.locationId ? { locationId: extra.locationId } : {}),
    search: { value: extra.search ?? '' },
  },
});

describe('Public holidays', () => {
  it("lists nothing standard before adopting, then the country's list; a location follows its own state", async () => {
    const company = await createCompany(t);
    const api = company.admin.api;
    expect((await api.ok(contracts.listHolidays, year2026())).data).toEqual([]);

    await api.ok(contracts.adoptHolidays, { body: { country: 'SG' } });
    const singapore = await api.ok(contracts.listHolidays, year2026());
    expect(singapore.data.find((row) => row.date === '2026-08-10')).toMatchObject({
      kind: 'observed',
      ticked: true,
      name: 'National Day (observed)',
    });

    const locationId = await selangorLocation(company);
    // Until it adopts its own, a location follows the company's calendar.
    expect((await api.ok(contracts.listHolidays, year2026({ locationId }))).data).toEqual(singapore.data);
    await api.ok(contracts.adoptHolidays, { body: { locationId, country: 'MY', state: 'MY-10' } });
    const selangor = await api.ok(contracts.listHolidays, year2026({ locationId }));
    expect(selangor.data.find((row) => row.date === '2026-12-11')).toMatchObject({
      kind: 'state',
      name: 'Birthday of the Sultan of Selangor',
    });
    expect((await api.ok(contracts.listHolidays, year2026({ locationId, search: 'sultan' }))).recordsFiltered).toBe(1);

    const calendars = await api.ok(contracts.getHolidayCalendars, {});
    expect(calendars.company).toEqual({ country: 'SG', state: null, adopted: true });
    expect(calendars.locations).toEqual([
      { locationId, locationName: 'Shah Alam', contractName: 'Shah Alam plant', country: 'MY', state: 'MY-10', adopted: true },
    ]);
    expect(await auditOf(company, ['holidayCalendar'])).toEqual([
      { entity: 'holidayCalendar', action: 'create', before: null, after: { locationId: null, country: 'SG', state: null } },
      { entity: 'holidayCalendar', action: 'create', before: null, after: { locationId, country: 'MY', state: 'MY-10' } },
    ]);
  });

  it('unticks a standard holiday and ticks it again, each audited once', async () => {
    const company = await createCompany(t);
    const api = company.admin.api;
    await api.ok(contracts.adoptHolidays, { body: { country: 'SG' } });
    await api.ok(contracts.tickHoliday, { body: { date: '2026-04-03', ticked: false } });
    await api.ok(contracts.tickHoliday, { body: { date: '2026-04-03', ticked: false } });
    const goodFriday = async () => (await api.ok(contracts.listHolidays, year2026())).data.find((row) => row.date === '2026-04-03');
    expect(await goodFriday()).toMatchObject({ ticked: false });
    await api.ok(contracts.tickHoliday, { body: { date: '2026-04-03', ticked: true } });
    expect(await goodFriday()).toMatchObject({ ticked: true });
    expect((await auditOf(company, ['holidayExclusion'])).map((entry) => entry.action)).toEqual(['create', 'delete']);
  });

  it('adds, changes and deletes company holidays, each audited; a taken date or stale version is a 409', async () => {
    const company = await createCompany(t);
    const api = company.admin.api;
    const created = await api.ok(contracts.createHoliday, { body: { date: '2026-07-03', name: 'Company day', halfDay: true } });
    expect(created).toMatchObject({ date: '2026-07-03', name: 'Company day', halfDay: true, version: 1 });
    expect((await api.ok(contracts.listHolidays, year2026())).data).toEqual([
      {
        key: created.id,
        id: created.id,
        version: 1,
        date: '2026-07-03',
        name: 'Company day',
        kind: 'company',
        halfDay: true,
        ticked: true,
      },
    ]);
    const dup = await api.fail(contracts.createHoliday, { body: { date: '2026-07-03', name: 'Other' } }, 409);
    expect(dup.errors).toEqual({ date: 'This date already has a company holiday.' });
    const changed = await api.ok(contracts.updateHoliday, {
      params: { id: created.id },
      body: { date: '2026-07-04', name: 'Family day', halfDay: false, version: 1 },
    });
    expect(changed.version).toBe(2);
    expect(
      (await api.fail(contracts.updateHoliday, { params: { id: created.id }, body: { date: '2026-07-04', name: 'Late', version: 1 } }, 409))
        .code,
    ).toBe('VERSION_CONFLICT');
    await api.ok(contracts.deleteHoliday, { params: { id: created.id } });
    expect((await api.fail(contracts.deleteHoliday, { params: { id: created.id } }, 404)).code).toBe('NOT_FOUND');
    expect((await auditOf(company, ['companyHoliday'])).map((entry) => entry.action)).toEqual(['create', 'update', 'delete']);
  });

  it('answers two saves of one date at once with one holiday and a 409, never a 500', async () => {
    const company = await createCompany(t);
    const results = await Promise.all([
      company.admin.api.call(contracts.createHoliday, { body: { date: '2026-10-01', name: 'A' } }),
      company.admin.api.call(contracts.createHoliday, { body: { date: '2026-10-01', name: 'B' } }),
    ]);
    expect(results.map((result) => result.status).sort()).toEqual([200, 409]);
  });

  it('refuses bad input: an impossible date, a Malaysian calendar without a state, an unknown location', async () => {
    const company = await createCompany(t);
    const api = company.admin.api;
    expect((await api.fail(contracts.createHoliday, { body: { date: '2026-02-30', name: 'X' } }, 400)).code).toBe('VALIDATION_FAILED');
    expect((await api.fail(contracts.createHoliday, { body: { date: '2026-02-03', name: '  ' } }, 400)).code).toBe('VALIDATION_FAILED');
    expect((await api.fail(contracts.adoptHolidays, { body: { country: 'MY' } }, 400)).code).toBe('VALIDATION_FAILED');
    expect((await api.fail(contracts.adoptHolidays, { body: { country: 'SG', state: 'MY-10' } }, 400)).code).toBe('VALIDATION_FAILED');
    expect((await api.fail(contracts.adoptHolidays, { body: { country: 'SG', locationId: crypto.randomUUID() } }, 404)).code).toBe(
      'NOT_FOUND',
    );
    expect((await api.fail(contracts.listHolidays, { body: { year: 1999 } }, 400)).code).toBe('VALIDATION_FAILED');
  });

  it("serves a country's standard list with its source", async () => {
    const company = await createCompany(t);
    const standard = await company.admin.api.ok(contracts.getStandardHolidays, { query: { country: 'MY', year: 2026, state: 'MY-10' } });
    expect(standard).toContainEqual({ date: '2026-12-11', name: 'Birthday of the Sultan of Selangor', type: 'state' });
    expect(await company.admin.api.ok(contracts.getStandardHolidays, { query: { country: 'VN', year: 2099 } })).toEqual([]);
    const source = await company.admin.api.ok(contracts.getHolidaySource, { query: { country: 'MY', year: 2026 } });
    expect(source?.authority).toContain('Jabatan Perdana Menteri');
    expect(await company.admin.api.ok(contracts.getHolidaySource, { query: { country: 'MY', year: 2099 } })).toBeNull();
  });

  it('View Only reads but does not change; a role without it gets nothing', async () => {
    const company = await createCompany(t);
    await company.admin.api.ok(contracts.createHoliday, { body: { date: '2026-03-03', name: 'Visible' } });
    const viewer = await userWith(company, 'view');
    expect((await viewer.api.ok(contracts.listHolidays, year2026())).data.map((row) => row.name)).toEqual(['Visible']);
    expect((await viewer.api.fail(contracts.createHoliday, { body: { date: '2026-03-04', name: 'New' } }, 403)).code).toBe('FORBIDDEN');
    expect((await viewer.api.fail(contracts.adoptHolidays, { body: { country: 'SG' } }, 403)).code).toBe('FORBIDDEN');
    expect((await viewer.api.fail(contracts.tickHoliday, { body: { date: '2026-03-04', ticked: false } }, 403)).code).toBe('FORBIDDEN');
    const outsider = await userWith(company, null);
    expect((await outsider.api.fail(contracts.listHolidays, year2026(), 403)).code).toBe('FORBIDDEN');
  });

  it("cannot see, change or delete another company's holidays or adopt for its locations", async () => {
    const mine = await createCompany(t);
    const theirs = await createCompany(t);
    const record = await theirs.admin.api.ok(contracts.createHoliday, { body: { date: '2026-05-05', name: 'Private' } });
    const theirLocation = await selangorLocation(theirs);
    expect((await mine.admin.api.ok(contracts.listHolidays, year2026())).data).toEqual([]);
    expect(
      (
        await mine.admin.api.fail(
          contracts.updateHoliday,
          { params: { id: record.id }, body: { date: '2026-05-05', name: 'X', version: 1 } },
          404,
        )
      ).code,
    ).toBe('NOT_FOUND');
    expect((await mine.admin.api.fail(contracts.deleteHoliday, { params: { id: record.id } }, 404)).code).toBe('NOT_FOUND');
    expect((await mine.admin.api.fail(contracts.adoptHolidays, { body: { locationId: theirLocation, country: 'SG' } }, 404)).code).toBe(
      'NOT_FOUND',
    );
    expect((await mine.admin.api.ok(contracts.getHolidayCalendars, {})).locations).toEqual([]);
  });
});
