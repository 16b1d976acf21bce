import path from 'node:path';
import { z } from 'zod';

const booleanFlag = z.enum(['true', 'false', '1', '0']).transform((value) => value === 'true' || value === '1');

const EnvSchema = z.object({
  NODE_ENV: z.enum(['development', 'production', 'test']).default('development'),
  HOST: z.string().default('0.0.0.0'),
  PORT: z.coerce.number().int().min(0).max(65535).default(3000),
  /** PostgreSQL connection string; absent means the embedded PGlite database in DATA_DIR. */
  DATABASE_URL: z.url({ protocol: /^postgres(ql)?$/ }).optional(),
  DATA_DIR: z.string().default('./data'),
  /** Redis carries real-time events between server processes. */
  REDIS_URL: z.url({ protocol: /^rediss?$/ }).optional(),
  /** SMTP server for outgoing mail; absent means mail is stored in the outbox table only. */
  SMTP_URL: z.url({ protocol: /^smtps?$/ }).optional(),
  /** Development and browser tests: a directory where mail is written as files instead of sent (ignored when SMTP_URL is set). */
  MAIL_DIR: z.string().optional(),
  MAIL_FROM: z.string().default('Tenaga <no-reply@tenaga.local>'),
  /** Public address of the app, used in links sent by mail. */
  PUBLIC_URL: z.url().optional(),
  LOG_LEVEL: z.enum(['fatal', 'error', 'warn', 'info', 'debug', 'trace', 'silent']).default('info'),
  SEED_DEMO: booleanFlag.default(true),
  /** Directory of the built web app; served at / when it exists. */
  WEB_DIST: z.string().default(path.resolve(import.meta.dirname, '../../../web/dist')),
  /** Which proxies in front may say who the client is (X-Forwarded-For): see trustProxySetting. */
  TRUST_PROXY: z
    .string()
    .default('false')
    .transform(
      (value, context) => trustProxySetting(value) ?? (context.addIssue('false, true, a number of proxies or their addresses'), z.NEVER),
    ),
  /** Request rate limits (login, sign-up, reset). Only automated browser tests turn them off. */
  RATE_LIMITS: booleanFlag.default(true),
  /**
   * The site map's tile server (an https address template with {z}, {x} and {y}) and the
   * attribution its terms ask for; the content security policy lets the browser load its images.
   */
  MAP_TILE_URL: z
    .string()
    .regex(/^https:\/\/[^\s"'<>]+$/)
    .refine((url) => ['{z}', '{x}', '{y}'].every((part) => url.includes(part)), 'an https template with {z}, {x} and {y}')
    .default('https://tile.openstreetmap.org/{z}/{x}/{y}.png'),
  MAP_TILE_ATTRIBUTION: z
    .string()
    .max(300)
    .default('&copy; <a href="https://www.openstreetmap.org/copyright">OpenStreetMap</a> contributors'),
  /** Background job polling; tests lower it. */
  JOB_POLL_MS: z.coerce.number().int().min(50).default(1000),
});

export type Env = z.infer<typeof EnvSchema>;

/** The origin the map's tiles come from, as the content security policy names it ({s} subdomains: any). */
export function tileOrigin(env: Pick<Env, 'MAP_TILE_URL'>): string {
  const host = /^https:\/\/([^/]+)/.exec(env.MAP_TILE_URL)?.[1] ?? '';
  return `https://${host.replace(/\{s\}/g, '*').replace(/\{[a-z]+\}/gi, '*')}`;
}

/**
 * Where links in mail (password reset, invitation) point: PUBLIC_URL, else the address the server
 * listens on. Only configuration decides it, never a request's Host header, which the caller
 * chooses and could point at their own site.
 */
export function linkOrigin(env: Pick<Env, 'PUBLIC_URL' | 'HOST' | 'PORT'>): string {
  if (env.PUBLIC_URL) return env.PUBLIC_URL.replace(/\/+$/, '');
  const anyAddress = env.HOST === '0.0.0.0' || env.HOST === '::' || env.HOST === '';
  const host = anyAddress ? 'localhost' : env.HOST.includes(':') ? `[${env.HOST}]` : env.HOST;
  return `http://${host}:${env.PORT}`;
}

/**
 * The client address decides the request limits, so it must not be the caller's to choose. With no
 * proxy (false) it is the connection's address and X-Forwarded-For is ignored. Trusting every hop
 * would take the left-most address of the header, which the client writes itself; so `true` trusts
 * the one proxy in front, a number that many proxies, and a list (`10.0.0.0/8,127.0.0.1`) those
 * addresses: the client is then the last address the trusted proxies did not add.
 */
function trustProxySetting(value: string): false | number | string[] | undefined {
  const trimmed = value.trim().toLowerCase();
  if (trimmed === 'false' || trimmed === '0') return false;
  if (trimmed === 'true') return 1;
  if (/^\d+$/.test(trimmed)) return Number(trimmed);
  const addresses = trimmed.split(',').map((part) => part.trim());
  return addresses.every((address) => /^[0-9a-f.:]+(\/\d{1,3})?$/.test(address)) ? addresses : undefined;
}

/** Parses the environment at boot; a bad variable stops the start with its name. */
export function loadEnv(source: NodeJS.ProcessEnv = process.env): Env {
  const cleaned = Object.fromEntries(Object.entries(source).filter(([, value]) => value !== ''));
  const parsed = EnvSchema.safeParse(cleaned);
  if (!parsed.success) {
    const problems = parsed.error.issues.map((issue) => `  ${issue.path.join('.')}: ${issue.message}`).join('\n');
    throw new Error(`Invalid environment:\n${problems}`);
  }
  return parsed.data;
}
