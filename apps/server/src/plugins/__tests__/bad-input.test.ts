import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import * as contracts from '@tenaga/contracts';
import { createCompany, createTestApp, type TestApp, type TestCompany } from '../../testing/index.ts';

/** Whatever a client sends, the answer is a 4xx in the API's error shape, never a 500. */
let t: TestApp;
let company: TestCompany;
beforeAll(async () => {
  t = await createTestApp();
  // Nothing here changes data that another test reads: one company serves the file.
  company = await createCompany(t);
});
afterAll(async () => {
  await t?.close();
});

const VALIDATION = { message: ['Please input valid data.'], code: 'VALIDATION_FAILED' };
const MALFORMED = { message: ['The request could not be read.'], code: 'MALFORMED_REQUEST' };
const ROUTE_NOT_FOUND = { message: ['This address does not exist.'], code: 'ROUTE_NOT_FOUND' };
const json = { 'content-type': 'application/json' };

describe('bodies that cannot be read', () => {
  it('malformed JSON is 400', async () => {
    for (const payload of ['{"domain": "acme",', '{domain: acme}', 'nul', '{"a":1}}']) {
      const response = await t.anonymous.inject({ method: 'POST', url: '/api/v2/auth', headers: json, payload });
      expect(response.statusCode, payload).toBe(400);
      expect(response.json()).toEqual(MALFORMED);
    }
  });

  it('an empty JSON body is 400, and so is no body where one is needed', async () => {
    expect((await t.anonymous.inject({ method: 'POST', url: '/api/v2/auth', headers: json, payload: '' })).json()).toEqual(MALFORMED);
    const none = await t.anonymous.inject({ method: 'POST', url: '/api/v2/auth' });
    expect(none.statusCode).toBe(400);
    expect(none.json()).toEqual({ ...VALIDATION, errors: { _: 'This field is required.' } });
  });

  it('a JSON array, a string or a number instead of an object is 400', async () => {
    for (const payload of ['[]', '"text"', '42', 'null']) {
      const response = await t.anonymous.inject({ method: 'POST', url: '/api/v2/auth', headers: json, payload });
      expect(response.statusCode, payload).toBe(400);
      expect(response.json().code, payload).toMatch(/^(VALIDATION_FAILED|MALFORMED_REQUEST)$/);
    }
  });

  it('an unknown content type is 400; a prototype-polluting body is refused', async () => {
    const xml = await t.anonymous.inject({
      method: 'POST',
      url: '/api/v2/auth',
      headers: { 'content-type': 'application/xml' },
      payload: '<login/>',
    });
    expect(xml.statusCode).toBe(400);
    expect(xml.json()).toEqual(MALFORMED);
    const polluting = await t.anonymous.inject({
      method: 'POST',
      url: '/api/v2/auth',
      headers: json,
      payload: '{"__proto__":{"admin":true},"domain":"a","username":"b","password":"c"}',
    });
    expect(polluting.statusCode).toBe(400);
    expect(({} as Record<string, unknown>).admin).toBeUndefined();
  });

  it('a body over 1 MB is 413', async () => {
    const response = await t.anonymous.inject({
      method: 'POST',
      url: '/api/v2/auth',
      payload: { domain: 'acme', username: 'a', password: 'x'.repeat(1_100_000) },
    });
    expect(response.statusCode).toBe(413);
    expect(response.json()).toEqual({ message: ['The data sent is too large.'], code: 'PAYLOAD_TOO_LARGE' });
  });
});

describe('values that do not fit the contract', () => {
  it('unknown fields are refused by name', async () => {
    const error = await t.anonymous.fail(
      contracts.login,
      { body: { domain: company.domain, username: 'admin', password: 'x', isAdmin: true, role: 'root' } as never },
      400,
    );
    expect(error).toEqual({ ...VALIDATION, errors: { _: 'Unknown field: isAdmin, role' } });
  });

  it('wrong types say "not valid" and missing values say "required"', async () => {
    const error = await company.admin.api.fail(
      contracts.listOutbox,
      { body: { start: '0', length: true, search: { value: 42 }, columns: 'to' } as never },
      400,
    );
    expect(error.errors).toEqual({
      start: 'Must be a valid number.',
      length: 'This value is not valid.',
      'search.value': 'This value is not valid.',
      columns: 'This value is not valid.',
    });
    const missing = await t.anonymous.fail(contracts.login, { body: {} as never }, 400);
    expect(missing.errors).toEqual({
      domain: 'This field is required.',
      username: 'This field is required.',
      password: 'This field is required.',
    });
    // The login fields' schemas give every type error their "required" message (as the contract says).
    const mistyped = await t.anonymous.fail(contracts.login, { body: { domain: 123, username: ['admin'], password: null } as never }, 400);
    expect(mistyped.errors).toEqual({
      domain: 'This field is required.',
      username: 'This field is required.',
      password: 'This field is required.',
    });
  });

  it('oversize values are refused with their limit', async () => {
    const error = await t.anonymous.fail(
      contracts.signup,
      {
        body: {
          companyName: 'C'.repeat(121),
          domain: 'd'.repeat(41),
          countryCode: 'SG',
          firstName: 'F'.repeat(81),
          email: `${'e'.repeat(200)}@x.example`,
          username: 'u'.repeat(81),
          password: 'p'.repeat(201),
        },
      },
      400,
    );
    expect(error.errors).toEqual({
      companyName: 'Must be at most 120 characters.',
      domain: 'Must be at most 40 characters.',
      firstName: 'Must be at most 80 characters.',
      email: 'Must be at most 200 characters.',
      username: 'Must be at most 80 characters.',
      password: 'Must be at most 200 characters.',
    });
  });

  it('numbers out of range or of the wrong kind are refused', async () => {
    const error = await company.admin.api.fail(
      contracts.listOutbox,
      { body: { start: -1, length: 5000, order: [{ column: 0, dir: 'sideways' }] } as never },
      400,
    );
    expect(error.errors).toEqual({
      start: 'This field must be a valid number.',
      length: 'This field must be a valid number.',
      'order.0.dir': 'Choose one of the options.',
    });
    const query = await company.admin.api.inject({ method: 'GET', url: '/api/v2/notifications?limit=abc&before=yesterday' });
    expect(query.statusCode).toBe(400);
    expect(query.json().errors).toEqual({ limit: 'This value is not valid.', before: 'This value is not valid.' });
    expect((await company.admin.api.fail(contracts.listNotifications, { query: { limit: 101 } }, 400)).errors).toEqual({
      limit: 'This field must be a valid number.',
    });
  });

  it('a repeated query parameter is not a string', async () => {
    const response = await t.anonymous.inject({ method: 'GET', url: '/api/v2/check/domain?domain=one&domain=two' });
    expect(response.statusCode).toBe(400);
    expect(response.json().errors).toEqual({ domain: 'This value is not valid.' });
    expect((await t.anonymous.inject({ method: 'GET', url: '/api/v2/check/domain?domain=one&debug=1' })).json().errors).toEqual({
      _: 'Unknown field: debug',
    });
  });

  it('ids that are not UUIDs are refused before any lookup', async () => {
    for (const id of ['123', 'not-a-uuid', "1' or '1'='1"]) {
      const response = await company.admin.api.inject({ method: 'GET', url: `/api/v2/jobs/${encodeURIComponent(id)}` });
      expect(response.statusCode, id).toBe(400);
      expect(response.json()).toEqual({ ...VALIDATION, errors: { id: 'This field must be in valid format.' } });
    }
  });

  it('text the database cannot store (a NUL character) is a field error, not a server error', async () => {
    const update = await company.admin.api.inject({
      method: 'PUT',
      url: '/api/v2/companies',
      payload: { version: 1, companyName: 'Evil\u0000Corp' },
    });
    expect(update.statusCode).toBe(400);
    expect(update.json()).toEqual({ ...VALIDATION, errors: { companyName: 'This value is not valid.' } });
    const search = await company.admin.api.fail(contracts.listOutbox, { body: { search: { value: 'a\u0000b' } } }, 400);
    expect(search.errors).toEqual({ 'search.value': 'This value is not valid.' });
    const nested = await company.admin.api.fail(contracts.listOutbox, { body: { columns: [{ data: 'to' }, { data: 'x\u0000' }] } }, 400);
    expect(nested.errors).toEqual({ 'columns.1.data': 'This value is not valid.' });
    expect((await company.admin.api.ok(contracts.getCompany)).companyName).toBe(company.name);
  });

  it('deeply nested JSON is refused without harm (and without a walk that grows with its square)', async () => {
    const payload = `{"search":${'['.repeat(200_000)}${']'.repeat(200_000)}}`;
    const response = await company.admin.api.inject({ method: 'POST', url: '/api/v2/mail-outbox/table', headers: json, payload });
    expect(response.statusCode).toBe(400);
  });
});

describe('addresses that do not exist', () => {
  it('an unknown API route is a JSON 404', async () => {
    for (const [method, url] of [
      ['GET', '/api/v2/nothing-here'],
      ['POST', '/api/v2/companies/unknown'],
      ['PATCH', '/api/v2/auth'],
      ['GET', '/api/v1/auth/me'],
      ['GET', '/settings/company-account'],
    ] as const) {
      const response = await t.anonymous.inject({ method, url });
      expect(response.statusCode, `${method} ${url}`).toBe(404);
      expect(response.headers['content-type']).toMatch(/^application\/json/);
      expect(response.json()).toEqual(ROUTE_NOT_FOUND);
    }
  });

  it('a malformed or over-long path is a 400 in the same shape', async () => {
    const badEncoding = await t.anonymous.inject({ method: 'GET', url: '/api/v2/jobs/%E0%A4%A' });
    expect(badEncoding.statusCode).toBe(400);
    expect(badEncoding.json()).toEqual(MALFORMED);
    const longParam = await company.admin.api.inject({ method: 'GET', url: `/api/v2/jobs/${'a'.repeat(500)}` });
    expect(longParam.statusCode).toBe(400);
    expect(longParam.json()).toEqual(MALFORMED);
  });

  it('the health check and the API docs answer', async () => {
    expect((await t.anonymous.inject({ method: 'GET', url: '/api/health' })).json()).toEqual({ status: 'ok', database: t.database.kind });
    const docs = await t.anonymous.inject({ method: 'GET', url: '/api/docs/json' });
    expect(docs.statusCode).toBe(200);
    expect(docs.json().servers).toEqual([expect.objectContaining({ url: '/api/v2' })]);
    expect(Object.keys(docs.json().paths)).toEqual(expect.arrayContaining(['/auth', '/companies', '/jobs/{id}']));
  });
});
