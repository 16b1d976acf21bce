import { randomUUID } from 'node:crypto';
import net from 'node:net';
import path from 'node:path';
import { afterAll, beforeAll, describe, expect, it, vi } from 'vitest';
import { sql } from 'drizzle-orm';
import * as contracts from '@tenaga/contracts';
import { buildApp, type TenagaApp } from '../../app.ts';
import { loadEnv } from '../../config/env.ts';
import { openDatabase, type DatabaseHandle } from '../../db/client.ts';
import { API_PREFIX } from '../../plugins/route-binding.ts';
import { createTenantRunner } from '../../db/tenant.ts';
import {
  createApiClient,
  createCompany,
  createTestApp,
  employeeBody,
  uniqueName,
  type TestApp,
  type TestCompany,
} from '../../testing/index.ts';

/**
 * The server survives its database: connections ended under load (pg_terminate_backend, as a
 * restart or failover does) and a database that refuses connections for a while (a proxy in
 * between stops and starts again). Meanwhile requests are answered 503, never 500 or a hang, the
 * health check says not ready; afterwards everything serves again within moments, the LISTEN
 * connection hears other processes again and queued jobs run.
 */
const serverUrl = process.env.DATABASE_URL;
/** The budget: serving again within 5 s of the database answering. */
const RECOVERY_BUDGET_MS = 5_000;
/** Each request must come back (answered, even 503) within this: a lost database must not hang requests. */
const ANSWER_WITHIN_MS = 6_000;

/** A TCP proxy to PostgreSQL that can go down (every connection cut, new ones refused) and come back on the same port. */
function createProxy(target: { host: string; port: number }) {
  const sockets = new Set<net.Socket>();
  const server = net.createServer((socket) => {
    const upstream = net.connect(target);
    for (const end of [socket, upstream]) {
      sockets.add(end);
      end.on('error', () => undefined);
      end.on('close', () => {
        sockets.delete(end);
        socket.destroy();
        upstream.destroy();
      });
    }
    socket.pipe(upstream).pipe(socket);
  });
  let port = 0;
  const listen = () =>
    new Promise<void>((resolve, reject) => {
      server.once('error', reject);
      server.listen(port, '127.0.0.1', () => {
        server.off('error', reject);
        port = (server.address() as net.AddressInfo).port;
        resolve();
      });
    });
  return {
    get port() {
      return port;
    },
    up: listen,
    down: async () => {
      const closed = new Promise((resolve) => server.close(resolve));
      for (const socket of sockets) socket.destroy();
      await closed;
    },
    close: async () => {
      for (const socket of sockets) socket.destroy();
      if (server.listening) await new Promise((resolve) => server.close(resolve));
    },
  };
}

describe.skipIf(!serverUrl)(
  'a server whose database goes away (PostgreSQL only: PGlite runs inside the process, with no connection to lose)',
  () => {
    let t: TestApp;
    let company: TestCompany;
    let proxy: ReturnType<typeof createProxy>;
    let database: DatabaseHandle;
    let server: TenagaApp;
    const unhandled: unknown[] = [];
    const record = (error: unknown) => unhandled.push(error);

    beforeAll(async () => {
      process.on('unhandledRejection', record);
      process.on('uncaughtException', record);
      t = await createTestApp();
      company = await createCompany(t);
      const direct = new URL(serverUrl!);
      proxy = createProxy({ host: direct.hostname, port: Number(direct.port || 5432) });
      await proxy.up();
      const viaProxy = new URL(serverUrl!);
      viaProxy.host = `127.0.0.1:${proxy.port}`;
      viaProxy.pathname = `/${t.database.name}`;
      database = await openDatabase({ url: viaProxy.toString(), dataDir: null, poolSize: 5 });
      const env = loadEnv({
        NODE_ENV: 'test',
        LOG_LEVEL: 'silent',
        SEED_DEMO: 'false',
        JOB_POLL_MS: '50',
        WEB_DIST: path.join(import.meta.dirname, 'no-web-dist'),
        DATA_DIR: path.join(import.meta.dirname, 'no-data-dir'),
      });
      server = await buildApp({ env, database, logger: false, startJobs: true, rateLimits: false });
      await server.app.ready();
    });
    afterAll(async () => {
      await server?.app.close();
      await database?.close();
      await proxy?.close();
      await t?.close();
      process.off('unhandledRejection', record);
      process.off('uncaughtException', record);
    });

    /** Requests from `workers` callers at once, reads and writes (each in its transaction), until stopped. */
    function load(workers = 8) {
      const api = createApiClient(server.app, company.admin.token);
      const statuses: number[] = [];
      const slowest = { ms: 0 };
      let stopped = false;
      let lastOkAt = 0;
      const request = (worker: number, round: number) => {
        switch ((worker + round) % 3) {
          case 0:
            return api.call(contracts.getMe);
          case 1:
            return api.call(contracts.employeeTable, { body: { filter: { join: 'and', rules: [] }, status: 'active', length: 20 } });
          default:
            return api.call(contracts.createEmployee, { body: employeeBody() });
        }
      };
      const run = async (worker: number) => {
        for (let round = 0; !stopped; round += 1) {
          const started = performance.now();
          const { status } = await request(worker, round);
          const ended = performance.now();
          slowest.ms = Math.max(slowest.ms, ended - started);
          statuses.push(status);
          if (status < 300) lastOkAt = Math.max(lastOkAt, ended);
        }
      };
      const running = Promise.all(Array.from({ length: workers }, (_, worker) => run(worker)));
      return {
        statuses,
        slowest,
        /** When a request that began at or after `since` last succeeded, waiting up to the budget. */
        servingAgainAfter: async (since: number) => {
          await vi.waitFor(() => expect(lastOkAt).toBeGreaterThan(since), { timeout: RECOVERY_BUDGET_MS * 2, interval: 10 });
          return lastOkAt - since;
        },
        stop: async () => {
          stopped = true;
          await running;
        },
      };
    }

    const health = () => server.app.inject({ method: 'GET', url: '/api/health' });

    /** A login, a write of each method and a write to no route at all, each as it is answered. */
    async function writeRequests() {
      const admin = createApiClient(server.app, company.admin.token);
      const anonymous = createApiClient(server.app);
      const requests = [
        () =>
          anonymous.inject({
            method: 'POST',
            url: `${API_PREFIX}/auth`,
            payload: { domain: company.domain, username: 'admin', password: 'x' },
          }),
        () => admin.inject({ method: 'POST', url: `${API_PREFIX}/employees`, payload: employeeBody() }),
        () => admin.inject({ method: 'PUT', url: `${API_PREFIX}/employees/personal`, payload: {} }),
        () => admin.inject({ method: 'DELETE', url: `${API_PREFIX}/employees/${randomUUID()}/photo` }),
        () => admin.inject({ method: 'POST', url: `${API_PREFIX}/no-such-route`, payload: {} }),
        () => anonymous.inject({ method: 'DELETE', url: '/no-such-route' }),
      ];
      return Promise.all(
        requests.map(async (send) => {
          const response = await send();
          return { request: `${response.raw.req.method} ${response.raw.req.url}`, status: response.statusCode, body: response.body };
        }),
      );
    }

    it('stays up when its connections are ended under load, and serves again within moments', async () => {
      const traffic = load();
      await new Promise((resolve) => setTimeout(resolve, 300));
      const [ended] = (
        (await t.db.execute(
          sql`select count(pg_terminate_backend(pid))::int as n from pg_stat_activity where datname = current_database() and pid <> pg_backend_pid()`,
        )) as unknown as { rows: { n: number }[] }
      ).rows;
      const terminatedAt = performance.now();
      expect(ended!.n).toBeGreaterThan(0);
      const recoveryMs = await traffic.servingAgainAfter(terminatedAt);
      await new Promise((resolve) => setTimeout(resolve, 300));
      await traffic.stop();

      console.info(`database-outage: serving again ${Math.round(recoveryMs)} ms after its connections were ended`);
      expect(recoveryMs).toBeLessThan(RECOVERY_BUDGET_MS);
      expect(new Set(traffic.statuses.filter((status) => status !== 200 && status !== 201 && status !== 503))).toEqual(new Set());
      expect(traffic.slowest.ms).toBeLessThan(ANSWER_WITHIN_MS);
      expect(unhandled).toEqual([]);
    });

    it('answers 503 while the database refuses connections, not ready meanwhile, and serves again within moments of its return', async () => {
      const events: string[] = [];
      const unsubscribe = database.writeSignal!.subscribe((event) => events.push(event));
      const traffic = load();
      await new Promise((resolve) => setTimeout(resolve, 300));
      await proxy.down();
      await vi.waitFor(() => expect(events).toContain('down'), { timeout: 2_000 });
      await new Promise((resolve) => setTimeout(resolve, 1_000));
      const during = await health();
      const call = await createApiClient(server.app, company.admin.token).call(contracts.getMe);
      const writesDuring = await writeRequests();
      await proxy.up();
      const answeringAt = performance.now();
      const recoveryMs = await traffic.servingAgainAfter(answeringAt);
      await traffic.stop();

      console.info(`database-outage: serving again ${Math.round(recoveryMs)} ms after the database answered again`);
      expect(during.statusCode).toBe(503);
      expect(during.json()).toMatchObject({ status: 'unavailable' });
      expect(call.status).toBe(503);
      expect(call.error).toEqual({
        message: ['The service is briefly unavailable. Please try again in a few seconds.'],
        code: 'DATABASE_UNAVAILABLE',
      });
      // Writes too (the notice to other processes that follows each write fails as well) answer the same 503, never the driver's error with the database's address.
      for (const { request, status, body } of writesDuring) {
        expect({ request, status }).toEqual({ request, status: request.includes('no-such-route') ? 404 : 503 });
        expect(body, request).not.toMatch(/ECONN|127\.0\.0\.1|:\d{4,5}\b/);
        expect(JSON.parse(body), request).toEqual(
          status === 404
            ? { message: ['This address does not exist.'], code: 'ROUTE_NOT_FOUND' }
            : { message: ['The service is briefly unavailable. Please try again in a few seconds.'], code: 'DATABASE_UNAVAILABLE' },
        );
      }
      expect(recoveryMs).toBeLessThan(RECOVERY_BUDGET_MS);
      expect(traffic.statuses).toContain(503);
      expect(new Set(traffic.statuses.filter((status) => status !== 200 && status !== 201 && status !== 503))).toEqual(new Set());
      expect(traffic.slowest.ms).toBeLessThan(ANSWER_WITHIN_MS);
      expect((await health()).statusCode).toBe(200);

      // The LISTEN connection is back by itself and hears another process's write...
      await vi.waitFor(() => expect(events.at(-1)).toBe('up'), { timeout: RECOVERY_BUDGET_MS });
      await t.db.execute(sql`select pg_notify('tenaga_writes', '')`);
      await vi.waitFor(() => expect(events.at(-1)).toBe('write'), { timeout: 2_000 });
      unsubscribe();
      expect(unhandled).toEqual([]);
    });

    it('runs queued jobs again once the database is back', async () => {
      const type = uniqueName('after-outage');
      const run = vi.fn(async () => undefined);
      server.jobs.register({ type, maxAttempts: 1, run });
      await createTenantRunner(database.db)(company.companyId, (tx) =>
        server.jobs.enqueue(tx, { companyId: company.companyId, type, payload: {}, createdBy: null }),
      );
      await vi.waitFor(() => expect(run).toHaveBeenCalledOnce(), { timeout: 5_000 });
      expect(unhandled).toEqual([]);
    });
  },
);
