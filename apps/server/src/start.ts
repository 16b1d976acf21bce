import { buildApp } from './app.ts';
import { linkOrigin, loadEnv } from './config/env.ts';
import { DEMO_USERS, DEMO_PASSWORD } from './db/seed/demo.ts';
import { seedDemoCompanies } from './db/seed/demo-countries.ts';
import { DEMO_DOMAINS, runDemoPayrolls } from './db/seed/demo-payroll.ts';
import type { ModuleDefinition } from './platform/module.ts';

/** Starts the server from the environment: main.ts with the product's modules, the e2e entry with a test module more. */
export async function startServer(options: { modules?: readonly ModuleDefinition[] } = {}): Promise<void> {
  const startedAt = performance.now();
  const env = loadEnv();
  const tenaga = await buildApp({
    env,
    realtime: true,
    startJobs: true,
    rateLimits: env.RATE_LIMITS,
    logger: { level: env.LOG_LEVEL },
    ...(options.modules ? { modules: options.modules } : {}),
  });
  const { app, database } = tenaga;

  if (env.SEED_DEMO) {
    const seeded = await seedDemoCompanies(database.db);
    if (seeded.length > 0) app.log.info({ domains: seeded }, 'seeded the demo companies');
  }

  let closing = false;
  async function shutdown(signal: string) {
    if (closing) return;
    closing = true;
    app.log.info({ signal }, 'shutting down');
    const timeout = setTimeout(() => process.exit(1), 10_000).unref();
    try {
      await app.close();
      await database.close();
    } finally {
      clearTimeout(timeout);
      process.exit(0);
    }
  }
  process.on('SIGINT', () => void shutdown('SIGINT'));
  process.on('SIGTERM', () => void shutdown('SIGTERM'));

  await app.listen({ host: env.HOST, port: env.PORT });
  const address = app.server.address();
  const port = typeof address === 'object' && address ? address.port : env.PORT;
  const url = env.PUBLIC_URL ?? `http://localhost:${port}`;
  if (env.PUBLIC_URL) app.log.info({ origin: linkOrigin(env) }, 'links in mail point at PUBLIC_URL');
  else
    app.log.warn(
      { origin: linkOrigin(env) },
      'PUBLIC_URL is not set: links in mail point at the address the server listens on; set PUBLIC_URL to the address people use',
    );
  if (env.SEED_DEMO) {
    // Last month's payroll of each demo company without one, in the background: the server answers meanwhile.
    void runDemoPayrolls({ db: database.db, payruns: tenaga.service('payruns'), now: new Date() })
      .then((done) => {
        if (done.length > 0) app.log.info({ payruns: done }, "ran the demo companies' payrolls");
      })
      .catch((error: unknown) => app.log.error({ err: error }, 'the demo payrolls did not run'));
  }
  const seconds = ((performance.now() - startedAt) / 1000).toFixed(1);
  const database_ = database.kind === 'pglite' ? `embedded PGlite in ${env.DATA_DIR}` : 'PostgreSQL';
  console.log(`
  Tenaga is ready in ${seconds}s at ${url}   (database: ${database_})
  Mail: ${env.SMTP_URL ? 'sent through SMTP_URL' : env.MAIL_DIR ? `written as files to ${env.MAIL_DIR} (set SMTP_URL to send it)` : 'not delivered (set SMTP_URL)'}
${
  env.SEED_DEMO
    ? `
  Demo companies (for trying the product only — change or remove before real use):
    domains:  ${DEMO_DOMAINS.join(', ')}  (Singapore, Malaysia, Indonesia, Vietnam, the Philippines)
    users:    ${DEMO_USERS.map((user) => `${user.username} (${user.role})`).join(', ')}
    password: ${DEMO_PASSWORD}
`
    : ''
}`);
}
