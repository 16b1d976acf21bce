import { randomBytes } from 'node:crypto';
import { and, eq } from 'drizzle-orm';
import * as contracts from '@tenaga/contracts';
import type { CompanyCountry, LoginResponse, SignupBody } from '@tenaga/contracts';
import { roles, sessions, users } from '../db/schema/index.ts';
import { hashPassword, hashToken } from '../lib/secrets.ts';
import type { DefaultRoleKey } from '../modules/companies/index.ts';
import type { ApiClient, CallOptions } from './api-client.ts';
import type { TestApp } from './test-app.ts';

/** The password factories give people unless told otherwise. */
export const TEST_PASSWORD = 'secret-pass-1';

let sequence = 0;

/** A short value no other test (or test file sharing a database server) uses: 'acme-3f9a1c0b2'. */
export function uniqueName(prefix: string): string {
  sequence += 1;
  return `${prefix}-${randomBytes(4).toString('hex')}${sequence.toString(36)}`;
}

export interface TestUser {
  readonly companyId: string;
  readonly domain: string;
  readonly userId: string;
  readonly username: string;
  readonly email: string | null;
  readonly password: string;
  readonly roleId: string | null;
  readonly firstName: string;
  readonly lastName: string;
}

export interface TestSession {
  readonly user: TestUser;
  readonly token: string;
  readonly sessionId: string;
  /** What login answered: the session state of spec §3 with the token. */
  readonly state: LoginResponse;
  /** Calls the app with this session's token. */
  readonly api: ApiClient;
}

export interface TestCompany {
  readonly companyId: string;
  readonly domain: string;
  readonly name: string;
  readonly countryCode: CompanyCountry;
  /** The default roles' ids by their system key. */
  readonly roles: Record<DefaultRoleKey, string>;
  /** The administrator sign-up created, signed in by sign-up itself. */
  readonly admin: TestSession;
}

async function sessionIdOf(t: TestApp, token: string): Promise<string> {
  const [row] = await t.db
    .select({ id: sessions.id })
    .from(sessions)
    .where(eq(sessions.tokenHash, hashToken(token)));
  if (!row) throw new Error('no session row for the token just issued');
  return row.id;
}

/**
 * Signs a company up through the real route (POST /api/v2/companies): its default roles, its
 * administrator and the administrator's session, with a unique domain.
 */
export async function createCompany(t: TestApp, overrides: Partial<SignupBody> = {}, options: CallOptions = {}): Promise<TestCompany> {
  const domain = overrides.domain ?? uniqueName('co');
  const username = overrides.username ?? 'admin';
  const body: SignupBody = {
    companyName: `Company ${domain}`,
    countryCode: 'SG',
    firstName: 'Ada',
    lastName: 'Admin',
    email: `admin@${domain.trim().toLowerCase()}.example`,
    password: TEST_PASSWORD,
    ...overrides,
    domain,
    username,
  };
  const state = await t.anonymous.ok(contracts.signup, { body, ...options });
  const companyId = state.companyData.companyId;
  const roleRows = await t.db.select({ id: roles.id, systemKey: roles.systemKey }).from(roles).where(eq(roles.companyId, companyId));
  const admin: TestUser = {
    companyId,
    domain: state.companyData.domain,
    userId: state.userInfo.userID,
    username: state.userInfo.username,
    email: state.userInfo.email,
    password: body.password,
    roleId: state.userInfo.permissionID,
    firstName: state.userInfo.firstName,
    lastName: state.userInfo.lastName,
  };
  return {
    companyId,
    domain: state.companyData.domain,
    name: state.companyData.companyName,
    countryCode: state.companyData.countryCode,
    roles: Object.fromEntries(roleRows.map((row) => [row.systemKey, row.id])) as Record<DefaultRoleKey, string>,
    admin: { user: admin, token: state.token, sessionId: await sessionIdOf(t, state.token), state, api: t.client(state.token) },
  };
}

// Hashing is deliberately slow; the same password's hash is made once per test file.
const hashes = new Map<string, Promise<string>>();
function cachedHash(password: string): Promise<string> {
  let hash = hashes.get(password);
  if (!hash) {
    hash = hashPassword(password);
    hashes.set(password, hash);
  }
  return hash;
}

export interface UserOverrides {
  readonly username?: string;
  /** null for a user without a mail address. */
  readonly email?: string | null;
  readonly password?: string;
  readonly role?: DefaultRoleKey;
  readonly firstName?: string;
  readonly lastName?: string;
  readonly active?: boolean;
  /** The user's own language; absent means as the company. */
  readonly language?: contracts.Language;
}

/**
 * Adds a user to a company. There is no user-management route yet, so the row is written as the
 * tenant role (row-level security applies), the way the users module will.
 */
export async function createUser(
  t: TestApp,
  company: Pick<TestCompany, 'companyId' | 'domain' | 'roles'>,
  overrides: UserOverrides = {},
): Promise<TestUser> {
  const username = overrides.username ?? uniqueName('user');
  const email = overrides.email === undefined ? `${username}@${company.domain}.example` : overrides.email;
  const password = overrides.password ?? TEST_PASSWORD;
  const roleId = company.roles[overrides.role ?? 'employee'];
  const firstName = overrides.firstName ?? 'Eve';
  const lastName = overrides.lastName ?? 'Employee';
  const now = t.clock.now();
  // Hashed before the transaction opens: a tenant transaction stays short.
  const passwordHash = await cachedHash(password);
  const [row] = await t.tenant(company.companyId, (tx) =>
    tx
      .insert(users)
      .values({
        companyId: company.companyId,
        username,
        email,
        passwordHash,
        firstName,
        lastName,
        roleId,
        active: overrides.active ?? true,
        language: overrides.language ?? null,
        createdAt: now,
        updatedAt: now,
      })
      .returning({ id: users.id }),
  );
  return { companyId: company.companyId, domain: company.domain, userId: row!.id, username, email, password, roleId, firstName, lastName };
}

export interface LoginOptions extends CallOptions {
  readonly deviceId?: string;
  readonly userAgent?: string;
  /** Log in with this password instead of the user's. */
  readonly password?: string;
}

/** Logs a user in through POST /api/v2/auth; throws unless it succeeds. */
export async function loginAs(
  t: TestApp,
  user: Pick<TestUser, 'domain' | 'username' | 'password'> & Partial<TestUser>,
  options: LoginOptions = {},
): Promise<TestSession> {
  const { deviceId, userAgent, password, headers, ...call } = options;
  const state = await t.anonymous.ok(contracts.login, {
    body: { domain: user.domain, username: user.username, password: password ?? user.password, ...(deviceId ? { deviceId } : {}) },
    headers: { ...(userAgent ? { 'user-agent': userAgent } : {}), ...headers },
    ...call,
  });
  const full: TestUser = {
    companyId: state.companyData.companyId,
    domain: state.companyData.domain,
    userId: state.userInfo.userID,
    username: state.userInfo.username,
    email: state.userInfo.email,
    password: password ?? user.password,
    roleId: state.userInfo.permissionID,
    firstName: state.userInfo.firstName,
    lastName: state.userInfo.lastName,
  };
  return { user: full, token: state.token, sessionId: await sessionIdOf(t, state.token), state, api: t.client(state.token) };
}

/** Reads a user's row as the database holds it (owner view, for assertions). */
export async function userRow(t: TestApp, user: Pick<TestUser, 'companyId' | 'userId'>) {
  const [row] = await t.db
    .select()
    .from(users)
    .where(and(eq(users.companyId, user.companyId), eq(users.id, user.userId)));
  if (!row) throw new Error(`user ${user.userId} not found`);
  return row;
}
