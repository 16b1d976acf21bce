import { Validator } from '@seriousme/openapi-schema-validator';
import Fastify, { type FastifyInstance } from 'fastify';
import { serializerCompiler } from 'fastify-type-provider-zod';
import createClient from 'openapi-fetch';
import type { OpenAPI3 } from 'openapi-typescript';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { z } from 'zod';
import * as contracts from '@tenaga/contracts';
import * as payroll from '@tenaga/payroll';
import { defineRoute, sessionAccess, type RouteContract } from '@tenaga/contracts';
import { zodValidatorCompiler } from '../../plugins/errors.ts';
import { registerOpenApi } from '../../plugins/openapi/register.ts';
import { bindFileRoute, bindRoute, type FileBody } from '../../plugins/route-binding.ts';
import { API_TYPES_FILE, apiTypesSource, currentApiTypes, readApiDocument } from '../../testing/api-types.ts';
import { createCompany, createEmployeeRow, createTestApp, createUser, type TestApp, type TestCompany } from '../../testing/index.ts';
import { documentedResponses } from './documented-responses.ts';
import type { paths } from './tenaga-api.generated.ts';

/** The API document as standard OpenAPI tools use it: a validator, a linter, a client generator and the client. */
let t: TestApp;
let document: OpenAPI3;
let baseUrl: string;
beforeAll(async () => {
  t = await createTestApp();
  document = await readApiDocument(t);
  baseUrl = `${await t.app.listen({ port: 0, host: '127.0.0.1' })}/api/v2`;
});
afterAll(async () => {
  await t?.close();
});

/**
 * Redocly's linter, typed only as far as this file uses it: its own declarations took the type
 * checker a tenth of the server's whole check.
 */
interface RedoclyLinter {
  createConfig(raw: { extends: string[] }): Promise<object>;
  lintFromString(options: {
    source: string;
    absoluteRef: string;
    config: object;
  }): Promise<{ ruleId: string; message: string; severity: string; location: { pointer?: string }[] }[]>;
}
const redocly = () => import('@redocly/openapi-core') as unknown as Promise<RedoclyLinter>;

const METHODS = ['get', 'put', 'post', 'delete', 'patch'] as const;
function operations() {
  return Object.entries(document.paths ?? {}).flatMap(([path, item]) =>
    METHODS.flatMap((method) => {
      const operation = (item as Record<string, Record<string, unknown> | undefined>)[method];
      return operation ? [{ path, method, operation }] : [];
    }),
  );
}

describe('the document', () => {
  it('is valid OpenAPI 3.1 to a standard validator', async () => {
    const result = await new Validator().validate(structuredClone(document) as unknown as Record<string, unknown>);
    expect(result.errors ?? []).toEqual([]);
    expect(result.valid).toBe(true);
    expect(document.openapi).toBe('3.1.0');
  });

  it("lints with no errors under Redocly's recommended rules", async () => {
    const { createConfig, lintFromString } = await redocly();
    const problems = await lintFromString({
      source: JSON.stringify(document),
      absoluteRef: 'tenaga-api.json',
      config: await createConfig({ extends: ['recommended'] }),
    });
    const errors = problems.filter((problem) => problem.severity === 'error');
    expect(errors.map((problem) => `${problem.ruleId}: ${problem.message} at ${problem.location[0]?.pointer}`)).toEqual([]);
  });

  it("has one operation per contract, named by the contract's export, with its security and its error answers", () => {
    const exported = Object.entries(contracts).filter(
      ([, value]) => typeof value === 'object' && value !== null && 'method' in value && 'path' in value && 'permission' in value,
    );
    const ids = operations().map(({ operation }) => operation.operationId);
    expect(new Set(ids).size).toBe(ids.length);
    expect([...ids].sort()).toEqual(exported.map(([name]) => name).sort());
    for (const { path, method, operation } of operations()) {
      const where = `${method.toUpperCase()} ${path}`;
      expect(operation.summary, where).toMatch(/^[A-Z][a-z]/);
      expect((operation.tags as string[]).length, where).toBeGreaterThan(0);
      expect(operation.security, where).toBeDefined();
      expect(Object.keys(operation.responses as object), where).toEqual(expect.arrayContaining(['200', '400', '429', '503', 'default']));
    }
    const guarded = operations().filter(({ operation }) => (operation.security as unknown[]).length > 0);
    for (const { operation } of guarded) expect(Object.keys(operation.responses as object)).toEqual(expect.arrayContaining(['401', '403']));
    expect(guarded.length).toBeGreaterThan(operations().length / 2);
  });

  it('names each recursive type once, as a component', () => {
    expect(Object.keys(document.components?.schemas ?? {})).toEqual(
      expect.arrayContaining(['Error', 'MenuItem', 'MenuTreeNode', 'FilterOption']),
    );
  });

  it("tells an integrator every choice of the statutory calculator's facts that the payroll engine accepts", () => {
    const body = document.components?.schemas?.['StatutoryPreviewBodyInput'] as { properties: Record<string, { description?: string }> };
    const text = ['employee', 'employer', 'ytd'].map((name) => body.properties[name]?.description ?? '').join('\n');
    const choices = [
      ...payroll.RATE_TYPES,
      ...payroll.RESIDENCIES,
      ...payroll.SHG_FUNDS,
      ...payroll.LEVY_PASSES,
      ...payroll.CITIZENSHIPS,
      ...payroll.PTKP_STATUSES,
      ...payroll.JKK_RISK_CLASSES,
      ...payroll.ID_WORKER_KINDS,
      ...payroll.VN_REGIONS,
      ...payroll.VN_CONTRACTS,
      ...payroll.VN_FOREIGN_SI_EXEMPTIONS,
      ...payroll.PH_TAX_REGIMES,
    ];
    expect(choices.filter((choice) => !text.includes(`'${choice}'`))).toEqual([]);
  });

  it(`gives the committed client types (${API_TYPES_FILE.split('/').pop()}) as openapi-typescript makes them: run npm run generate when this fails`, async () => {
    expect(currentApiTypes() === (await apiTypesSource(document))).toBe(true);
  });
});

describe('a client generated from the document (openapi-fetch) against the running server', () => {
  let company: TestCompany;
  let check: ReturnType<typeof documentedResponses>;
  const client = () => createClient<paths>({ baseUrl });
  const signedIn = (token: string) => createClient<paths>({ baseUrl, headers: { authorization: `Bearer ${token}` } });
  const matches = (operationId: string, result: { response: Response; data?: unknown; error?: unknown }) =>
    check.mismatches({
      operationId,
      status: result.response.status,
      contentType: result.response.headers.get('content-type'),
      body: result.response.ok ? result.data : result.error,
    });

  beforeAll(async () => {
    company = await createCompany(t);
    await createEmployeeRow(t, company.companyId);
    check = documentedResponses(document);
  });

  it('signs in, reads the session, menus, filters, a table, a profile section and the company, each answer as documented', async () => {
    const login = await client().POST('/auth', {
      body: { domain: company.domain, username: company.admin.user.username, password: company.admin.user.password },
    });
    expect(login.response.status).toBe(200);
    expect(matches('login', login)).toEqual([]);
    const api = signedIn(login.data!.data.token);

    const me = await api.GET('/auth/me');
    expect(me.data?.data.userInfo.username).toBe(company.admin.user.username);
    expect(matches('getMe', me)).toEqual([]);

    const menu = await api.GET('/permissions/menu/main');
    expect(menu.data?.data.ui.length).toBeGreaterThan(0);
    expect(matches('getMainMenu', menu)).toEqual([]);

    const filters = await api.GET('/employees/filters');
    expect(matches('listEmployeeFilters', filters)).toEqual([]);

    const table = await api.POST('/employees/table', { body: { start: 0, length: 10, order: [{ column: 0, dir: 'asc' }] } });
    expect(table.response.status).toBe(200);
    expect(table.data?.data.recordsTotal).toBeTypeOf('number');
    expect(matches('employeeTable', table)).toEqual([]);
    const employeeId = table.data!.data.data[0]!.id;

    const personal = await api.GET('/employees/{id}/personal', { params: { path: { id: employeeId } } });
    expect(personal.response.status).toBe(200);
    expect(matches('getEmployeePersonal', personal)).toEqual([]);

    const tree = await api.GET('/permissions/menu/tree');
    expect(tree.data?.data.main.some((node) => node.children?.length)).toBe(true);
    expect(matches('getMenuTree', tree)).toEqual([]);

    const settings = await api.GET('/companies');
    expect(matches('getCompany', settings)).toEqual([]);
  });

  it('downloads a file with a documented media type', async () => {
    const sample = await signedIn(company.admin.token).GET('/employees/import/sample', { parseAs: 'arrayBuffer' });
    expect(sample.response.status).toBe(200);
    expect((sample.data as ArrayBuffer).byteLength).toBeGreaterThan(0);
    expect(
      check.mismatches({
        operationId: 'getEmployeeImportSample',
        status: 200,
        contentType: sample.response.headers.get('content-type'),
        body: '',
      }),
    ).toEqual([]);
  });

  it('gets each error in the documented error shape: 400, 401, 403, 404', async () => {
    const admin = signedIn(company.admin.token);
    const invalid = await admin.POST('/employees/table', { body: { start: -1, length: 5000 } });
    expect(invalid.response.status).toBe(400);
    expect(invalid.error?.errors).toBeDefined();
    expect(matches('employeeTable', invalid)).toEqual([]);

    const anonymous = await client().GET('/auth/me');
    expect(anonymous.response.status).toBe(401);
    expect(anonymous.error?.message[0]).toBe(contracts.UNAUTHORIZED_MESSAGE);
    expect(matches('getMe', anonymous)).toEqual([]);

    const employee = await createUser(t, company, { role: 'employee' });
    const employeeLogin = await client().POST('/auth', {
      body: { domain: employee.domain, username: employee.username, password: employee.password },
    });
    const forbidden = await signedIn(employeeLogin.data!.data.token).POST('/employees/table', { body: {} });
    expect(forbidden.response.status).toBe(403);
    expect(forbidden.error?.code).toBe('FORBIDDEN');
    expect(matches('employeeTable', forbidden)).toEqual([]);

    const missing = await admin.GET('/jobs/{id}', { params: { path: { id: crypto.randomUUID() } } });
    expect(missing.response.status).toBe(404);
    expect(missing.error?.code).toBe('NOT_FOUND');
    expect(matches('getJob', missing)).toEqual([]);
  });

  it('finds a real answer that breaks its documented schema', () => {
    expect(
      check.mismatches({ operationId: 'getJob', status: 404, contentType: 'application/json', body: { message: 'not a list' } }),
    ).not.toEqual([]);
    expect(check.mismatches({ operationId: 'getJob', status: 200, contentType: 'text/html', body: '' })).not.toEqual([]);
    expect(
      check.mismatches({ operationId: 'login', status: 200, contentType: 'application/json', body: { data: { token: 1 } } }),
    ).not.toEqual([]);
    expect(
      check.mismatches({
        operationId: 'getMainMenu',
        status: 200,
        contentType: 'application/json',
        body: { data: { ui: [{ name: 'x' }], routes: [] } },
      }),
    ).not.toEqual([]);
  });
});

describe('a contract written tomorrow', () => {
  // The handler types, worked out for any contract at all, took the type checker seconds.
  const bindAnyRoute = bindRoute as unknown as (app: FastifyInstance, route: RouteContract, handler: () => Promise<object>) => void;
  const bindAnyFileRoute = bindFileRoute as unknown as (
    app: FastifyInstance,
    route: RouteContract,
    handler: () => Promise<FileBody>,
  ) => void;
  /** The document of an app serving only these contracts. */
  async function documentOf(routes: readonly RouteContract[]) {
    const app = Fastify();
    app.setValidatorCompiler(zodValidatorCompiler);
    app.setSerializerCompiler(serializerCompiler);
    await registerOpenApi(app);
    for (const route of routes) {
      if (route.produces === 'file')
        bindAnyFileRoute(app, route, async () => ({
          name: 'x',
          contentType: 'text/csv',
          content: Buffer.from(''),
        }));
      else bindAnyRoute(app, route, async () => ({}));
    }
    await app.ready();
    try {
      return await app.inject({ method: 'GET', url: '/api/docs/json' });
    } finally {
      await app.close();
    }
  }
  interface Tree {
    name: string;
    children: Tree[];
  }
  const route = (fields: Partial<RouteContract>) =>
    defineRoute({
      method: 'GET',
      path: '/tomorrow',
      summary: 'A new route',
      tags: ['tomorrow'],
      permission: sessionAccess,
      response: z.object({}),
      ...fields,
    });

  it('gets a named recursive schema as a component, and is told to name an unnamed one', async () => {
    const named: z.ZodType<Tree> = z.lazy(() => z.object({ name: z.string(), children: z.array(named) })).meta({ id: 'TomorrowTree' });
    const good = await documentOf([route({ response: z.object({ tree: named }) })]);
    expect(good.statusCode).toBe(200);
    expect(good.json().components.schemas.TomorrowTree.properties.children.items).toEqual({ $ref: '#/components/schemas/TomorrowTree' });

    const unnamed: z.ZodType<Tree> = z.lazy(() => z.object({ name: z.string(), children: z.array(unnamed) }));
    const bad = await documentOf([route({ response: z.object({ tree: unnamed }) })]);
    expect(bad.statusCode).toBe(500);
    expect(bad.body).toMatch(/needs a name \(\.meta\(\{ id/);
  });

  it('is told to list the media types of a file it answers with', async () => {
    const bad = await documentOf([route({ produces: 'file' })]);
    expect(bad.statusCode).toBe(500);
    expect(bad.body).toMatch(/declare its fileTypes/);
    const good = await documentOf([route({ produces: 'file', fileTypes: ['text/csv'] })]);
    expect(Object.keys(good.json().paths['/tomorrow'].get.responses['200'].content)).toEqual(['text/csv']);
  });
});
