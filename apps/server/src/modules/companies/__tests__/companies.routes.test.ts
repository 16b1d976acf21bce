import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import * as contracts from '@tenaga/contracts';
import { INDUSTRIES } from '@tenaga/contracts';
import { createCompany, createTestApp, createUser, loginAs, type TestApp } from '../../../testing/index.ts';

let t: TestApp;
beforeAll(async () => {
  t = await createTestApp();
});
afterAll(async () => {
  await t?.close();
});

const UNAUTHORIZED = { message: ['You are unauthorized.'], code: 'UNAUTHORIZED' };

describe('GET/PUT /companies', () => {
  it("returns the caller's company", async () => {
    const company = await createCompany(t, { companyName: 'Acme Asia Pte. Ltd.', countryCode: 'PH', email: 'hello@acme.example' });
    expect(await company.admin.api.ok(contracts.getCompany)).toEqual({
      companyId: company.companyId,
      domain: company.domain,
      companyName: 'Acme Asia Pte. Ltd.',
      countryCode: 'PH',
      industry: null,
      registrationNumber: null,
      address: null,
      phone: null,
      email: 'hello@acme.example',
      createdAt: t.clock.now().getTime(),
      version: 1,
    });
  });

  it('updates the details and moves the version on', async () => {
    const company = await createCompany(t);
    const updated = await company.admin.api.ok(contracts.updateCompany, {
      body: {
        version: 1,
        companyName: '  Renamed Ltd  ',
        industry: 'retail',
        registrationNumber: '201912345K',
        address: '1 Raffles Place',
        phone: '+6561234567',
        email: 'ops@renamed.example',
      },
    });
    expect(updated).toMatchObject({
      companyName: 'Renamed Ltd',
      industry: 'retail',
      registrationNumber: '201912345K',
      address: '1 Raffles Place',
      phone: '+6561234567',
      email: 'ops@renamed.example',
      version: 2,
    });
    expect(await company.admin.api.ok(contracts.getCompany)).toEqual(updated);
    // Omitted optional fields stay as they are; null clears them.
    const partial = await company.admin.api.ok(contracts.updateCompany, {
      body: { version: 2, companyName: 'Renamed Ltd', address: null },
    });
    expect(partial).toMatchObject({ industry: 'retail', address: null, phone: '+6561234567', version: 3 });
    // The name shows in the session state.
    expect((await company.admin.api.ok(contracts.getMe)).companyData.companyName).toBe('Renamed Ltd');
  });

  it('refuses a stale version with 409 and keeps the newer data', async () => {
    const company = await createCompany(t);
    await company.admin.api.ok(contracts.updateCompany, { body: { version: 1, companyName: 'First Save' } });
    const error = await company.admin.api.fail(contracts.updateCompany, { body: { version: 1, companyName: 'Second Save' } }, 409);
    expect(error).toEqual({
      message: ['Someone else changed this record after you opened it. Reload to see their changes, then try again.'],
      code: 'VERSION_CONFLICT',
    });
    expect(await company.admin.api.ok(contracts.getCompany)).toMatchObject({ companyName: 'First Save', version: 2 });
  });

  it('validates the fields, one message each', async () => {
    const company = await createCompany(t);
    const error = await company.admin.api.fail(
      contracts.updateCompany,
      {
        body: {
          version: 1,
          companyName: '   ',
          industry: 'mining' as never,
          registrationNumber: 'R'.repeat(41),
          address: 'A'.repeat(301),
          email: 'nope',
        },
      },
      400,
    );
    expect(error).toEqual({
      message: ['Please input valid data.'],
      code: 'VALIDATION_FAILED',
      errors: {
        companyName: 'This field is required.',
        industry: 'Choose one of the options.',
        registrationNumber: 'Must be at most 40 characters.',
        address: 'Must be at most 300 characters.',
        email: 'Must be a valid email.',
      },
    });
    expect((await company.admin.api.fail(contracts.updateCompany, { body: { companyName: 'No Version' } as never }, 400)).errors).toEqual({
      version: 'This field is required.',
    });
    expect(
      (await company.admin.api.fail(contracts.updateCompany, { body: { version: 1, companyName: 'X', domain: 'steal' } as never }, 400))
        .errors,
    ).toEqual({ _: 'Unknown field: domain' });
    expect((await company.admin.api.ok(contracts.getCompany)).version).toBe(1);
  });

  it('needs a session', async () => {
    expect(await t.anonymous.fail(contracts.getCompany, {}, 401)).toEqual(UNAUTHORIZED);
    expect(await t.anonymous.fail(contracts.updateCompany, { body: { version: 1, companyName: 'X' } }, 401)).toEqual(UNAUTHORIZED);
  });

  it('lists industries', async () => {
    const company = await createCompany(t);
    expect(await company.admin.api.ok(contracts.listIndustries)).toEqual([...INDUSTRIES]);
  });
});

describe('GET/PUT /companies/setting', () => {
  it('reads and changes the session settings', async () => {
    const company = await createCompany(t);
    expect(await company.admin.api.ok(contracts.getCompanySetting)).toEqual({ singleLogin: false, sessionTtlMinutes: 10080 });
    expect(await company.admin.api.ok(contracts.updateCompanySetting, { body: { singleLogin: true, sessionTtlMinutes: 15 } })).toEqual({
      singleLogin: true,
      sessionTtlMinutes: 15,
    });
    expect(await company.admin.api.ok(contracts.getCompanySetting)).toEqual({ singleLogin: true, sessionTtlMinutes: 15 });
  });

  it('keeps the session lifetime between 15 minutes and 30 days', async () => {
    const company = await createCompany(t);
    for (const sessionTtlMinutes of [14, 43_201, 60.5]) {
      const error = await company.admin.api.fail(contracts.updateCompanySetting, { body: { singleLogin: false, sessionTtlMinutes } }, 400);
      expect(error.errors).toEqual({
        sessionTtlMinutes: sessionTtlMinutes === 60.5 ? 'This value is not valid.' : 'This field must be a valid number.',
      });
    }
    await company.admin.api.ok(contracts.updateCompanySetting, { body: { singleLogin: false, sessionTtlMinutes: 43_200 } });
    expect(
      (await company.admin.api.fail(contracts.updateCompanySetting, { body: { singleLogin: 'yes', sessionTtlMinutes: 60 } as never }, 400))
        .errors,
    ).toEqual({ singleLogin: 'This value is not valid.' });
    expect((await company.admin.api.fail(contracts.updateCompanySetting, { body: { singleLogin: true } as never }, 400)).errors).toEqual({
      sessionTtlMinutes: 'This field is required.',
    });
    expect(await company.admin.api.ok(contracts.getCompanySetting)).toEqual({ singleLogin: false, sessionTtlMinutes: 43_200 });
  });

  it('applies a new lifetime to sessions that log in afterwards', async () => {
    const company = await createCompany(t);
    await company.admin.api.ok(contracts.updateCompanySetting, { body: { singleLogin: false, sessionTtlMinutes: 15 } });
    const session = await loginAs(t, await createUser(t, company));
    t.clock.advance(15 * 60_000);
    expect((await session.api.fail(contracts.getMe, {}, 401)).code).toBe('SESSION_EXPIRED');
  });
});

describe('GET/PUT /companies/preference', () => {
  it('starts from the defaults and saves a whole new preference', async () => {
    const company = await createCompany(t);
    expect(await company.admin.api.ok(contracts.getCompanyPreference)).toEqual({
      ICNumberMasking: true,
      leaveRequest: { editableApprovedLeave: false, showOnCalendar: true, showRejectedOnCalendar: false, showCancelledOnCalendar: false },
      bankChangeApproval: false,
    });
    const next = {
      ICNumberMasking: false,
      leaveRequest: { editableApprovedLeave: true, showOnCalendar: false, showRejectedOnCalendar: true, showCancelledOnCalendar: true },
      bankChangeApproval: true,
    };
    expect(await company.admin.api.ok(contracts.updateCompanyPreference, { body: next })).toEqual(next);
    // Every signed-in user reads it (masking and calendars apply to everyone).
    const employee = await loginAs(t, await createUser(t, company, { role: 'employee' }));
    expect(await employee.api.ok(contracts.getCompanyPreference)).toEqual(next);
  });

  it('refuses partial, mistyped or unknown values with the nested field named', async () => {
    const company = await createCompany(t);
    const error = await company.admin.api.fail(
      contracts.updateCompanyPreference,
      {
        body: {
          ICNumberMasking: 'no',
          leaveRequest: { editableApprovedLeave: true, showOnCalendar: true, showRejectedOnCalendar: false },
        } as never,
      },
      400,
    );
    expect(error.errors).toEqual({
      ICNumberMasking: 'This value is not valid.',
      'leaveRequest.showCancelledOnCalendar': 'This field is required.',
    });
    const unknown = await company.admin.api.fail(
      contracts.updateCompanyPreference,
      {
        body: {
          ICNumberMasking: true,
          leaveRequest: {
            editableApprovedLeave: true,
            showOnCalendar: true,
            showRejectedOnCalendar: false,
            showCancelledOnCalendar: false,
            extra: 1,
          },
        } as never,
      },
      400,
    );
    expect(unknown.errors).toEqual({ leaveRequest: 'Unknown field: extra' });
    expect((await company.admin.api.ok(contracts.getCompanyPreference)).ICNumberMasking).toBe(true);
  });
});

describe('GET/PUT /companies/regions', () => {
  it("changes the company's default region, which users without their own follow", async () => {
    const company = await createCompany(t, { countryCode: 'MY' });
    expect(await company.admin.api.ok(contracts.getCompanyRegions)).toEqual({
      language: 'ms',
      timezone: 'Asia/Kuala_Lumpur',
      dateFormat: 'DD/MM/YYYY',
      timeFormat: 'hh:mm A',
      currency: 'MYR',
    });
    const region = { language: 'en', timezone: 'Asia/Singapore', dateFormat: 'YYYY-MM-DD', timeFormat: 'HH:mm', currency: 'SGD' } as const;
    expect(await company.admin.api.ok(contracts.updateCompanyRegions, { body: region })).toEqual(region);
    expect(await company.admin.api.ok(contracts.getCompanyRegions)).toEqual(region);

    const follower = await loginAs(t, await createUser(t, company));
    const ownLanguage = await loginAs(t, await createUser(t, company, { language: 'zh' }));
    expect((await follower.api.ok(contracts.getMe)).regionLanguage).toEqual(region);
    expect((await ownLanguage.api.ok(contracts.getMe)).regionLanguage).toEqual({ ...region, language: 'zh' });
  });

  it('refuses unknown languages, time zones and formats', async () => {
    const company = await createCompany(t);
    const error = await company.admin.api.fail(
      contracts.updateCompanyRegions,
      {
        body: { language: 'fr', timezone: 'Mars/Olympus_Mons', dateFormat: 'DD.MM.YYYY', timeFormat: 'HH:mm:ss', currency: 'BTC' } as never,
      },
      400,
    );
    expect(error.errors).toEqual({
      language: 'Choose one of the options.',
      timezone: 'Choose one of the options.',
      dateFormat: 'Choose one of the options.',
      timeFormat: 'Choose one of the options.',
      currency: 'Choose one of the options.',
    });
    // A missing choice reads like a wrong one: the contract's enums carry their own message.
    expect((await company.admin.api.fail(contracts.updateCompanyRegions, { body: { language: 'en' } as never }, 400)).errors).toEqual({
      timezone: 'This field is required.',
      dateFormat: 'Choose one of the options.',
      timeFormat: 'Choose one of the options.',
      currency: 'Choose one of the options.',
    });
    expect((await company.admin.api.ok(contracts.getCompanyRegions)).timezone).toBe('Asia/Singapore');
  });
});

describe('status codes across the company routes', () => {
  it('401 without a session, 400 for bad input, 404 for a missing record, 409 for conflicts, 422 for refused changes', async () => {
    const company = await createCompany(t);
    expect((await t.anonymous.call(contracts.getCompanySetting)).status).toBe(401);
    expect(
      (
        await t.anonymous.call(contracts.updateCompanyRegions, {
          body: { language: 'en', timezone: 'UTC', dateFormat: 'YYYY-MM-DD', timeFormat: 'HH:mm', currency: 'USD' },
        })
      ).status,
    ).toBe(401);
    expect(
      (await company.admin.api.call(contracts.updateCompanySetting, { body: { singleLogin: true, sessionTtlMinutes: 1 } })).status,
    ).toBe(400);
    expect(
      (await company.admin.api.call(contracts.markNotificationRead, { params: { id: '0d7c3b1a-9f8e-4d6c-b5a4-3e2f1d0c9b8a' } })).status,
    ).toBe(404);
    expect((await company.admin.api.call(contracts.updateCompany, { body: { version: 99, companyName: 'X' } })).status).toBe(409);
    expect(
      (await company.admin.api.call(contracts.changePassword, { body: { currentPassword: 'wrong-one', newPassword: 'whatever1' } })).status,
    ).toBe(422);
  });

  it('403 for a role without access (an inactive account logging in)', async () => {
    const company = await createCompany(t);
    const user = await createUser(t, company, { active: false });
    expect(
      (await t.anonymous.call(contracts.login, { body: { domain: company.domain, username: user.username, password: user.password } }))
        .status,
    ).toBe(403);
  });
});
