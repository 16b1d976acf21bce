import fs from 'node:fs';
import path from 'node:path';
import Fastify, { type FastifyInstance } from 'fastify';
import helmet from '@fastify/helmet';
import rateLimit from '@fastify/rate-limit';
import fastifyStatic from '@fastify/static';
import { serializerCompiler } from 'fastify-type-provider-zod';
import { linkOrigin, tileOrigin, type Env } from './config/env.ts';
import { openDatabase, type DatabaseHandle } from './db/client.ts';
import { createTenantRunner } from './db/tenant.ts';
import { systemClock, type Clock } from './lib/clock.ts';
import { AppError } from './lib/app-error.ts';
import { createReadCache, createWriteGeneration } from './lib/read-cache.ts';
import { createMemoryAttemptCounter, createRedisAttemptCounter, type AttemptCounter } from './lib/attempt-counter.ts';
import { MAIN_MENU, SETTINGS_MENU, type MenuNode } from '@tenaga/contracts';
import { languageFromHeader, serverTranslator } from './lib/i18n.ts';
import { bearerToken, createAuthenticator } from './plugins/authenticate.ts';
import { frameworkErrorHandler, registerErrorHandling, zodValidatorCompiler } from './plugins/errors.ts';
import { createJobRunner, type JobRunner } from './plugins/jobs.ts';
import { loggerOptions, type LogSettings } from './plugins/logging.ts';
import { createMailer } from './plugins/mailer.ts';
import { registerOpenApi } from './plugins/openapi/register.ts';
import { createRealtime, type Realtime } from './plugins/realtime.ts';
import { attemptCounterStore } from './plugins/rate-limit-store.ts';
import { API_PREFIX } from './plugins/route-binding.ts';
import { MODULES } from './modules/index.ts';
import type { ModuleContext, ModuleDefinition } from './platform/module.ts';
import { createModuleSet } from './platform/module-set.ts';

export interface BuildAppOptions {
  env: Env;
  /** An open database; by default one is opened from the environment. */
  database?: DatabaseHandle;
  clock?: Clock;
  /** Logging; none by default. Secrets are censored from every line (plugins/logging.ts). */
  logger?: LogSettings | false;
  /** Real-time channel (needs a listening server); tests that do not listen leave it off. */
  realtime?: boolean;
  /** Background jobs; tests run them by hand with `jobs.drain()`. */
  startJobs?: boolean;
  /** Request rate limits; the tests of the limits turn them on. */
  rateLimits?: boolean;
  /** Menu trees other than the product's (the menu benchmark's 200-item tree). */
  menus?: { main: readonly MenuNode[]; setting: readonly MenuNode[] };
  /** Modules other than the product's (the e2e server adds a test-only one); MODULES by default. */
  modules?: readonly ModuleDefinition[];
}

export interface TenagaApp {
  readonly app: FastifyInstance;
  readonly database: DatabaseHandle;
  readonly jobs: JobRunner;
  readonly realtime: Realtime | null;
  /** A module's service, for work the server does itself after it starts (the demo's payrolls). */
  readonly service: ModuleContext['service'];
  /** Every route the server serves (the permission test checks each has a contract). */
  readonly routes: readonly { method: string; url: string }[];
}

/** Max request body: forms and JSON only; file uploads have their own limits. */
const BODY_LIMIT_BYTES = 1024 * 1024;

export async function buildApp(options: BuildAppOptions): Promise<TenagaApp> {
  const { env } = options;
  const clock = options.clock ?? systemClock;
  const database = options.database ?? (await openDatabase({ url: env.DATABASE_URL, dataDir: env.DATA_DIR }));
  const { db } = database;
  const translate = await serverTranslator();

  const app = Fastify({
    logger: options.logger ? loggerOptions(options.logger) : false,
    bodyLimit: BODY_LIMIT_BYTES,
    trustProxy: trustedProxies(env.TRUST_PROXY),
    return503OnClosing: true,
    frameworkErrors: frameworkErrorHandler(translate),
  });
  // A real-time push after a commit that fails is logged; the change it told of stands.
  const tenant = createTenantRunner(db, { onError: (error) => app.log.error({ err: error }, 'after commit') });
  const routes: { method: string; url: string }[] = [];
  app.addHook('onRoute', (route) => {
    for (const method of [route.method].flat()) if (method !== 'HEAD') routes.push({ method, url: route.url });
  });
  app.setValidatorCompiler(zodValidatorCompiler);
  app.setSerializerCompiler(serializerCompiler);
  registerErrorHandling(app, translate);
  app.decorateRequest('auth', null);
  app.decorateRequest('language', 'en');

  await app.register(helmet, {
    contentSecurityPolicy: {
      directives: {
        defaultSrc: ["'self'"],
        scriptSrc: ["'self'"],
        // antd writes its styles at run time (CSS-in-JS).
        styleSrc: ["'self'", "'unsafe-inline'"],
        // The site map's tiles (Settings › Geofencing).
        imgSrc: ["'self'", 'data:', 'blob:', tileOrigin(env)],
        connectSrc: ["'self'", 'ws:', 'wss:'],
        fontSrc: ["'self'", 'data:'],
        workerSrc: ["'self'"],
        objectSrc: ["'none'"],
        frameAncestors: ["'none'"],
      },
    },
  });
  const limits = options.rateLimits !== false;
  const attempts = limits ? await openAttemptCounter(env, clock, app.log) : null;
  if (attempts) app.addHook('onClose', async () => attempts.close());
  await app.register(rateLimit, {
    global: true,
    max: limits ? 1000 : 1_000_000,
    timeWindow: 60_000,
    // Per client address only: whatever else the body says (another domain, another name) counts
    // the same. The address is the socket's unless a proxy is trusted (TRUST_PROXY).
    keyGenerator: (request) => request.ip,
    hook: 'preHandler',
    ...(attempts && env.REDIS_URL ? { store: attemptCounterStore(attempts, clock) } : {}),
    ...(limits ? {} : { allowList: () => true }),
  });
  await registerOpenApi(app);

  // Hot reads are cached and dropped on any write, of this process or (on PostgreSQL) of another.
  // A write's notice that cannot be sent (the database just went away) never fails its response: the write
  // itself is committed, or it failed and its own error is the answer. The notice goes later.
  const writes = createWriteGeneration(database.writeSignal, (error) =>
    app.log.warn({ err: error }, 'write notice to other processes not sent; sending it again later'),
  );
  app.addHook('onClose', async () => writes.stop());
  const authenticate = createAuthenticator({ db, clock, cache: { writes, sessions: createReadCache(writes, clock) } });
  // Before the response leaves, so that a client's next request, to any process, sees the write.
  app.addHook('onSend', async (request) => {
    if (request.method !== 'GET' && request.method !== 'HEAD' && request.method !== 'OPTIONS' && !request.routeOptions.config?.readsOnly)
      await writes.bump();
  });
  // Jobs write outside requests; each of their transactions counts as a write.
  const jobTenant: typeof tenant = (companyId, work) => tenant(companyId, work).finally(() => writes.bump());

  app.addHook('onRequest', async (request) => {
    request.language = languageFromHeader(request.headers['accept-language']);
    const permission = request.routeOptions.config?.permission;
    if (!permission || permission.kind === 'public') return;
    const auth = await authenticate(bearerToken(request.headers.authorization));
    request.auth = auth;
    request.language = auth.language;
    // A password someone else set is changed first, whatever the client does (the web app sends the user to do it).
    if (auth.mustChangePassword && !request.routeOptions.config?.contract?.beforePasswordChange)
      throw new AppError('PASSWORD_CHANGE_REQUIRED');
    await access.authorize(auth, permission);
  });

  // The real-time channel attaches to the HTTP server last; services reach it through this getter.
  let realtimeChannel: Realtime | null = null;
  const realtime = () => realtimeChannel;
  const jobs = createJobRunner({ db, tenant: jobTenant, clock, realtime, log: app.log, pollMs: env.JOB_POLL_MS });
  const mailer = createMailer({ smtpUrl: env.SMTP_URL, mailDir: env.MAIL_DIR, from: env.MAIL_FROM, jobs, clock });

  const modules = createModuleSet(options.modules ?? MODULES, {
    db,
    tenant,
    clock,
    translate,
    realtime,
    mailer,
    jobs,
    caches: { writes, create: () => createReadCache(writes, clock) },
    env: { linkOrigin: linkOrigin(env), mapTiles: { url: env.MAP_TILE_URL, attribution: env.MAP_TILE_ATTRIBUTION } },
    attempts,
    menus: options.menus ?? { main: MAIN_MENU, setting: SETTINGS_MENU },
  });
  // Every service now: a missing or circular dependency between modules stops the start.
  modules.createAll();
  const access = modules.context.service('access');
  for (const job of modules.context.registry('jobs')) jobs.register(job);
  await app.register(async (api) => modules.bindRoutes(api));

  // Ready only while the database answers: a load balancer or supervisor sends no traffic meanwhile.
  app.get('/api/health', { schema: { hide: true } }, async (_request, reply) => {
    if (await database.isReady()) return { status: 'ok', database: database.kind };
    return reply.status(503).header('Retry-After', '5').send({ status: 'unavailable', database: database.kind });
  });
  serveWebApp(app, env.WEB_DIST);

  if (options.realtime) {
    realtimeChannel = await createRealtime({ server: app.server, authenticate, redisUrl: env.REDIS_URL, log: app.log });
  }
  if (options.startJobs) {
    app.addHook('onReady', async () => jobs.start());
  }
  app.addHook('preClose', async () => {
    await jobs.stop();
    await realtimeChannel?.close();
  });
  return { app, database, jobs, realtime: realtimeChannel, service: (name) => modules.context.service(name), routes };
}

/** Fastify's own count of trusted hops, which its types leave out. */
function trustedProxies(setting: Env['TRUST_PROXY']): boolean | string[] | ((address: string, hop: number) => boolean) {
  return typeof setting === 'number' ? (_address, hop) => hop < setting : setting;
}

/** Counts shared by every process through Redis when there is one, else this process's own. */
async function openAttemptCounter(env: Env, clock: Clock, log: FastifyInstance['log']): Promise<AttemptCounter> {
  if (!env.REDIS_URL) return createMemoryAttemptCounter(clock);
  return createRedisAttemptCounter({
    url: env.REDIS_URL,
    clock,
    prefix: 'tenaga:attempts:',
    onError: (error) => log.error({ err: error }, 'redis attempt counter'),
  });
}

/** The built single-page app: files as they are, and index.html for every other page path. */
function serveWebApp(app: FastifyInstance, webDist: string): void {
  const index = path.join(webDist, 'index.html');
  if (!fs.existsSync(index)) return;
  void app.register(fastifyStatic, {
    root: webDist,
    wildcard: false,
    index: false,
    // The build writes .br and .gz beside each text file: sent as they are to a browser that takes them.
    preCompressed: true,
    setHeaders: (reply, filePath) => {
      // Hashed assets never change; the service worker and HTML must be revalidated.
      reply.header('Cache-Control', filePath.includes(`${path.sep}assets${path.sep}`) ? 'public, max-age=31536000, immutable' : 'no-cache');
    },
  });
  app.get('/*', { schema: { hide: true } }, (request, reply) => {
    const url = request.url.split('?')[0] ?? '/';
    if (url.startsWith('/api/') || url.startsWith('/socket.io')) {
      return reply.callNotFound();
    }
    const file = path.join(webDist, path.normalize(url));
    if (file.startsWith(webDist) && url !== '/' && fs.existsSync(file) && fs.statSync(file).isFile())
      return reply.sendFile(path.relative(webDist, file));
    return reply.header('Cache-Control', 'no-cache').sendFile('index.html');
  });
}

export { API_PREFIX };
