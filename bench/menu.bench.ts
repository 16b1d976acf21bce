// The access-control budgets (issue 3): `GET permissions/menu/main` and `…/setting` for a user whose
// menu has 200 items, p95 under 20 ms on PostgreSQL; and what the permission check adds to a
// request (under 1 ms). The server runs in a child process with a 200-item menu; the load comes
// from this one. Set DATABASE_URL to measure PostgreSQL (the budget's database).
import autocannon from 'autocannon';
import { menuAccess } from '@tenaga/contracts';
import { benchMenus } from './menu-tree.ts';
import { signUpCompany, startBenchServer } from './support/bench-server.ts';

if (process.argv.includes('--serve')) {
  const { buildApp } = await import('../apps/server/src/app.ts');
  const { loadEnv } = await import('../apps/server/src/config/env.ts');
  const tenaga = await buildApp({ env: loadEnv(), rateLimits: false, menus: benchMenus() });
  await tenaga.app.listen({ host: '127.0.0.1', port: Number(process.env.PORT) });
} else {
  const server = await startBenchServer({ script: 'menu.bench.ts', name: 'menu' });
  const base = server.base;
  try {
    const company = await signUpCompany(base, 'bench');
    const headers = { authorization: company.headers.authorization };
    const menu = (await (await fetch(`${base}/api/v2/permissions/menu/main`, { headers })).json()) as { data: { routes: unknown[] } };
    const setting = (await (await fetch(`${base}/api/v2/permissions/menu/setting`, { headers })).json()) as { data: { routes: unknown[] } };

    const load = (url: string, duration: number) => autocannon({ url: `${base}${url}`, headers, connections: 10, duration });
    const percentiles = (result: autocannon.Result) => ({
      requestsPerSecond: Math.round(result.requests.average),
      p50Ms: result.latency.p50,
      p90Ms: result.latency.p90,
      p97_5Ms: result.latency.p97_5,
      p99Ms: result.latency.p99,
      errors: result.errors + result.non2xx,
    });
    await load('/api/v2/permissions/menu/main', 2);
    const main = await load('/api/v2/permissions/menu/main', 6);
    const settings = await load('/api/v2/permissions/menu/setting', 6);
    // The same request shape with and without a permission check: a session route and a menu route.
    const sessionRoute = await load('/api/v2/jobs/00000000-0000-4000-8000-000000000000', 5);
    const menuRoute = await load('/api/v2/mail-outbox/00000000-0000-4000-8000-000000000000', 5);

    const check = await timePermissionCheck();
    console.log(
      JSON.stringify({
        bench: 'menu',
        database: process.env.DATABASE_URL ? 'postgres' : 'pglite',
        menuItems: menu.data.routes.length + setting.data.routes.length,
        main: percentiles(main),
        setting: percentiles(settings),
        permissionCheck: {
          inProcessMicroseconds: check,
          sessionRouteMeanMs: sessionRoute.latency.mean,
          menuRouteMeanMs: menuRoute.latency.mean,
        },
        budget: { menuP95Ms: 20, permissionCheckMs: 1 },
      }),
    );
  } finally {
    server.close();
  }
}

/** The check itself, in process, once the role is known (the common case): µs per request. */
async function timePermissionCheck(): Promise<number> {
  const { createAccessService } = await import('../apps/server/src/modules/access/access.service.ts');
  const row = {
    systemKey: null,
    version: 1,
    dataScope: 'all' as const,
    menuGrants: { mailOutbox: 'view' as const },
    fieldGrants: { public: {}, private: {} },
  };
  // The role is read once, as from the database; every later check is answered from memory.
  const tenant = (async (_companyId: string, work: (tx: unknown) => Promise<unknown>) =>
    work({ select: () => ({ from: () => ({ where: async () => [row] }) }) })) as never;
  const access = createAccessService({
    db: null as never,
    tenant,
    clock: { now: () => new Date() },
    realtime: () => null,
    translate: (_l, key) => key,
    menus: benchMenus(),
  });
  const auth = {
    sessionId: 's',
    companyId: 'c',
    userId: 'u',
    roleId: 'r',
    roleVersion: 1,
    employeeId: null,
    impersonatorUserId: null,
    deviceId: null,
    language: 'en' as const,
    loginAt: new Date(),
  };
  const permission = menuAccess('mailOutbox', 'view');
  await access.authorize(auth, permission);
  const rounds = 200_000;
  const started = performance.now();
  for (let round = 0; round < rounds; round += 1) await access.authorize(auth, permission);
  return Number((((performance.now() - started) * 1000) / rounds).toFixed(3));
}
