import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import * as contracts from '@tenaga/contracts';
import { DEFAULT_ROLE_GRANTS, DEFAULT_ROLE_KEYS, satisfies, type DefaultRoleKey, type RouteContract } from '@tenaga/contracts';
import { API_PREFIX } from '../app.ts';
import { createCompany, createTestApp, createUser, loginAs, type TestApp, type TestSession } from '../testing/index.ts';

/**
 * Every route that exists, for every default role: the server answers 403 exactly when the role
 * does not grant the route's menu item at its level, and never otherwise. The request carries
 * placeholder parameters and no body: an allowed caller gets past the permission check and then
 * fails validation or finds nothing, so nothing is changed.
 */
const ALL_CONTRACTS = (Object.values(contracts) as unknown[])
  .filter(
    (value): value is RouteContract =>
      typeof value === 'object' && value !== null && 'method' in value && 'path' in value && 'permission' in value,
  )
  // Logging out ends the session the other calls use: it goes last.
  .sort((a, b) => Number(a === contracts.logout) - Number(b === contracts.logout));
const PLACEHOLDER_ID = '00000000-0000-4000-8000-0000000000ff';

let t: TestApp;
const sessions = {} as Record<DefaultRoleKey, TestSession>;

beforeAll(async () => {
  t = await createTestApp();
  const company = await createCompany(t);
  for (const role of DEFAULT_ROLE_KEYS)
    sessions[role] = role === 'administrator' ? company.admin : await loginAs(t, await createUser(t, company, { role }));
});
afterAll(async () => {
  await t?.close();
});

function placeholderUrl(contract: RouteContract): string {
  return API_PREFIX + contract.path.replace(/:([A-Za-z]+)/g, (_, name: string) => (name === 'menu' ? 'users' : PLACEHOLDER_ID));
}

describe('permission of every route, for every default role', () => {
  it('has a contract, and so a declared permission, for every API route the server serves', () => {
    const declared = new Set(ALL_CONTRACTS.map((contract) => `${contract.method} ${API_PREFIX}${contract.path}`));
    const served = t.tenaga.routes.filter((route) => route.url.startsWith(API_PREFIX)).map((route) => `${route.method} ${route.url}`);
    expect(served.filter((route) => !declared.has(route))).toEqual([]);
    expect([...declared].filter((route) => !served.includes(route))).toEqual([]);
  });

  for (const role of DEFAULT_ROLE_KEYS) {
    it(`${role}: 403 exactly where the role grants nothing or only view`, async () => {
      const grants = DEFAULT_ROLE_GRANTS[role].menuGrants;
      const wrong: string[] = [];
      for (const contract of ALL_CONTRACTS) {
        if (contract.permission.kind === 'public') continue;
        const response = await t.app.inject({
          method: contract.method,
          url: placeholderUrl(contract),
          headers: { authorization: `Bearer ${sessions[role].token}` },
        });
        const { permission } = contract;
        const expected =
          permission.kind === 'session' ||
          role === 'administrator' ||
          satisfies(grants[permission.menu], permission.level) ||
          (permission.ownMenu !== undefined && satisfies(grants[permission.ownMenu], permission.level));
        if ((response.statusCode === 403) === expected)
          wrong.push(`${contract.method} ${contract.path}: ${response.statusCode} (${expected ? 'allowed' : 'forbidden'} expected)`);
      }
      expect(wrong).toEqual([]);
    });
  }

  it('custom field values take the permission of the record they are on, never the settings page’s', () => {
    const recordMenus = {
      employee: ['employeeList', 'myProfile'],
      employeeStandard: ['employeeList', 'myProfile'],
      contract: ['contractsActive', undefined],
    } as const;
    for (const location of contracts.CUSTOM_FIELD_VALUE_LOCATIONS) {
      const [menu, ownMenu] = recordMenus[location];
      const routes = contracts.CUSTOM_FIELD_VALUE_ROUTES[location];
      expect(routes.get.permission).toEqual({ kind: 'menu', menu, level: 'view', ...(ownMenu ? { ownMenu } : {}) });
      expect(routes.put.permission).toEqual({ kind: 'menu', menu, level: 'edit', ...(ownMenu ? { ownMenu } : {}) });
    }
  });

  it('answers 401 without a session on every route that is not public', async () => {
    const wrong: string[] = [];
    for (const contract of ALL_CONTRACTS) {
      if (contract.permission.kind === 'public') continue;
      const response = await t.app.inject({ method: contract.method, url: placeholderUrl(contract) });
      if (response.statusCode !== 401) wrong.push(`${contract.method} ${contract.path}: ${response.statusCode}`);
    }
    expect(wrong).toEqual([]);
  });
});
