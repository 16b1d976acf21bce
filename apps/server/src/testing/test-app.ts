import fs from 'node:fs';
import os from 'node:os';
import path from 'node:path';
import type { FastifyInstance } from 'fastify';
import { buildApp, type TenagaApp } from '../app.ts';
import { loadEnv, type Env } from '../config/env.ts';
import type { Database } from '../db/client.ts';
import { createTenantRunner, type TenantRunner } from '../db/tenant.ts';
import type { JobRunner } from '../plugins/jobs.ts';
import { createApiClient, type ApiClient } from './api-client.ts';
import { createFakeClock, type FakeClock } from './fake-clock.ts';
import { openTestDatabase, type TestDatabase } from './test-database.ts';

/** Where mailed links point in tests. */
export const TEST_PUBLIC_URL = 'http://tenaga.test';

export interface TestAppOptions {
  /** Defaults to a new fake clock at the current time. */
  readonly clock?: FakeClock;
  /** Request rate limits; off unless a test is about them. */
  readonly rateLimits?: boolean;
  /** Runs the job poller; off by default (tests call `jobs.drain()`). */
  readonly startJobs?: boolean;
  /** Environment variables on top of the test defaults. */
  readonly env?: Record<string, string>;
}

export interface ServerOptions {
  readonly rateLimits?: boolean;
  readonly startJobs?: boolean;
  readonly env?: Record<string, string>;
  /** Listens on a free local port with the real-time channel (its address is `url`). */
  readonly realtime?: boolean;
}

export type TestServer = TenagaApp & { readonly url: string | null };

export interface TestApp {
  readonly app: FastifyInstance;
  readonly tenaga: TenagaApp;
  readonly database: TestDatabase;
  /** The database as its owner: no row-level security (for arranging and inspecting rows). */
  readonly db: Database;
  /** Runs work as the tenant role for one company, as the services do. */
  readonly tenant: TenantRunner;
  readonly clock: FakeClock;
  readonly jobs: JobRunner;
  readonly env: Env;
  /** A caller without a session. */
  readonly anonymous: ApiClient;
  /** A caller with this bearer token. */
  client(token: string): ApiClient;
  /**
   * Another server on the same database and clock: a second process, or this one after a
   * restart. It is closed with the test app.
   */
  startServer(options?: ServerOptions): Promise<TestServer>;
  close(): Promise<void>;
}

function testEnv(overrides: Record<string, string> = {}): Env {
  return loadEnv({
    NODE_ENV: 'test',
    LOG_LEVEL: 'silent',
    PUBLIC_URL: TEST_PUBLIC_URL,
    JOB_POLL_MS: '50',
    SEED_DEMO: 'false',
    // No built web app: unknown paths must answer the API's 404, whatever is built on this machine.
    WEB_DIST: path.join(import.meta.dirname, 'no-web-dist'),
    DATA_DIR: path.join(import.meta.dirname, 'no-data-dir'),
    ...overrides,
  });
}

/**
 * The app as production builds it, on a database of its own (in-memory PGlite, or a fresh
 * PostgreSQL database when DATABASE_URL is set). Open one per test file (beforeAll) and close it
 * afterwards; tests keep apart by making their own companies with the factories.
 */
export async function createTestApp(options: TestAppOptions = {}): Promise<TestApp> {
  const clock = options.clock ?? createFakeClock();
  // Delivered mail lands here, one file per mail: the recipients' mailboxes (see delivered-mail.ts).
  const mailDir = fs.mkdtempSync(path.join(os.tmpdir(), 'tenaga-test-mail-'));
  const appEnv = { MAIL_DIR: mailDir, ...options.env };
  const database = await openTestDatabase();
  const servers: TenagaApp[] = [];

  const startServer = async (serverOptions: ServerOptions = {}): Promise<TestServer> => {
    const env = testEnv({ ...appEnv, ...serverOptions.env });
    const server = await buildApp({
      env,
      database,
      clock,
      logger: false,
      realtime: serverOptions.realtime ?? false,
      startJobs: serverOptions.startJobs ?? false,
      rateLimits: serverOptions.rateLimits ?? false,
    });
    servers.push(server);
    if (!serverOptions.realtime) {
      await server.app.ready();
      return { ...server, url: null };
    }
    const url = await server.app.listen({ port: 0, host: '127.0.0.1' });
    return { ...server, url };
  };

  let tenaga: TenagaApp;
  try {
    tenaga = await startServer({ rateLimits: options.rateLimits ?? false, startJobs: options.startJobs ?? false });
  } catch (error) {
    await database.close();
    fs.rmSync(mailDir, { recursive: true, force: true });
    throw error;
  }

  let closed = false;
  return {
    app: tenaga.app,
    tenaga,
    database,
    db: database.db,
    tenant: createTenantRunner(database.db),
    clock,
    jobs: tenaga.jobs,
    env: testEnv(appEnv),
    anonymous: createApiClient(tenaga.app),
    client: (token) => createApiClient(tenaga.app, token),
    startServer,
    close: async () => {
      if (closed) return;
      closed = true;
      try {
        for (const server of servers.reverse()) await server.app.close();
      } finally {
        await database.close();
        fs.rmSync(mailDir, { recursive: true, force: true });
      }
    },
  };
}
