import { z } from 'zod';
import { defineRoute, publicAccess, sessionAccess } from '../route.ts';
import { v } from '../validation.ts';
import { LIMITS } from '../constants.ts';
import { CompanyCountrySchema, LanguageSchema, RegionLanguageSchema } from '../region.ts';
import { IdParamsSchema, OkSchema, TimestampSchema } from '../common.ts';
import { defineApiModule } from '../api-module.ts';

/** Company domains: what users type at login and what page titles show. */
export const DomainSchema = z
  .string({ error: v.required })
  .trim()
  .toLowerCase()
  .min(1, { error: v.required })
  .max(40, { error: v.tooLong })
  .regex(/^[a-z0-9](?:[a-z0-9-]{0,38}[a-z0-9])?$/, { error: v.domainFormat });

export const UsernameSchema = z
  .string({ error: v.required })
  .trim()
  .min(1, { error: v.required })
  .max(80, { error: v.tooLong })
  .regex(/^[A-Za-z0-9._@+-]+$/, { error: v.usernameFormat });

export const PasswordSchema = z
  .string({ error: v.required })
  .min(LIMITS.passwordMinLength, { error: v.passwordMin })
  .max(200, { error: v.tooLong });

export const DeviceIdSchema = z.uuid({ error: v.invalidValue });

export const UserInfoSchema = z.object({
  userID: z.uuid(),
  permissionID: z.uuid().nullable(),
  roleName: z.string().nullable(),
  username: z.string(),
  email: z.string().nullable(),
  employeeID: z.uuid().nullable(),
  loginDate: TimestampSchema,
  firstName: z.string(),
  lastName: z.string(),
  fullName: z.string(),
  contactNumbers: z.array(z.string()),
  notifications: z.number().int(),
  impersonatedBy: z.uuid().nullable(),
  /** The password was set by someone else: nothing works until the user chooses their own. */
  mustChangePassword: z.boolean(),
});
export type UserInfo = z.infer<typeof UserInfoSchema>;

export const CompanyDataSchema = z.object({
  companyId: z.uuid(),
  domain: z.string(),
  companyName: z.string(),
  companyLogo: z.string().nullable(),
  countryCode: CompanyCountrySchema,
  subscriptions: z.array(z.string()),
});
export type CompanyData = z.infer<typeof CompanyDataSchema>;

/** The session state of spec §3 that a client keeps per account. */
export const SessionStateSchema = z.object({
  userInfo: UserInfoSchema,
  companyData: CompanyDataSchema,
  regionLanguage: RegionLanguageSchema,
});
export type SessionState = z.infer<typeof SessionStateSchema>;

export const LoginResponseSchema = SessionStateSchema.extend({ token: z.string() });
export type LoginResponse = z.infer<typeof LoginResponseSchema>;

/**
 * Login requests per client address per minute: a flood guard that leaves room for an office behind
 * one address. Guessing is slowed by the server's count of failures per account and per address.
 */
const LOGIN_FLOOD_LIMIT = { max: 30, timeWindowMs: 60_000 } as const;

export const login = defineRoute({
  method: 'POST',
  path: '/auth',
  summary: 'Log in to a company with a username and password',
  tags: ['auth'],
  permission: publicAccess,
  rateLimit: LOGIN_FLOOD_LIMIT,
  body: z.strictObject({
    domain: DomainSchema,
    username: UsernameSchema,
    password: z.string({ error: v.required }).min(1, { error: v.required }).max(200),
    deviceId: DeviceIdSchema.optional(),
  }),
  response: LoginResponseSchema,
});

export const logout = defineRoute({
  method: 'DELETE',
  path: '/auth',
  summary: 'End the current session',
  tags: ['auth'],
  permission: sessionAccess,
  beforePasswordChange: true,
  response: OkSchema,
});

export const getMe = defineRoute({
  method: 'GET',
  path: '/auth/me',
  summary: 'The signed-in user, company and region settings',
  tags: ['auth'],
  cache: { reads: ['session'] },
  permission: sessionAccess,
  beforePasswordChange: true,
  response: SessionStateSchema,
});

export const AUTH_LOG_EVENTS = ['switch-account', 'session-expired-notice', 'session-invalidated-notice', 'offline'] as const;

export const logAuthEvent = defineRoute({
  method: 'POST',
  path: '/auth/log',
  summary: 'Record a client-side session event in the audit trail',
  tags: ['auth'],
  permission: sessionAccess,
  beforePasswordChange: true,
  body: z.strictObject({ event: z.enum(AUTH_LOG_EVENTS, { error: v.invalidOption }) }),
  response: OkSchema,
});

export const checkDomain = defineRoute({
  method: 'GET',
  path: '/check/domain',
  summary: 'Whether a company domain exists (login) or is free (sign-up)',
  tags: ['auth'],
  permission: publicAccess,
  rateLimit: { max: 60, timeWindowMs: 60_000 },
  query: z.strictObject({ domain: z.string().trim().toLowerCase().max(100) }),
  response: z.object({ domain: z.string(), exists: z.boolean(), valid: z.boolean() }),
});

export const SignupBodySchema = z.strictObject({
  companyName: z.string({ error: v.required }).trim().min(1, { error: v.required }).max(120, { error: v.tooLong }),
  domain: DomainSchema,
  countryCode: CompanyCountrySchema,
  firstName: z.string({ error: v.required }).trim().min(1, { error: v.required }).max(80, { error: v.tooLong }),
  lastName: z.string().trim().max(80, { error: v.tooLong }).default(''),
  // Empty is "required", not "not a valid email".
  email: z
    .string({ error: v.required })
    .trim()
    .min(1, { error: v.required })
    .max(200, { error: v.tooLong })
    .pipe(z.email({ error: v.email })),
  username: UsernameSchema,
  password: PasswordSchema,
  /** The language the person signed up in: the company's default, whatever its country's language. */
  language: LanguageSchema.optional(),
  deviceId: DeviceIdSchema.optional(),
});
export type SignupBody = z.infer<typeof SignupBodySchema>;

export const signup = defineRoute({
  method: 'POST',
  path: '/companies',
  summary: 'Sign up a company with its first administrator, and log them in',
  tags: ['companies'],
  permission: publicAccess,
  rateLimit: { max: 5, timeWindowMs: 60_000 },
  body: SignupBodySchema,
  response: LoginResponseSchema,
});

export const changePassword = defineRoute({
  method: 'PUT',
  path: '/users/password',
  summary: "Change the signed-in user's password",
  tags: ['users'],
  // The session state says whether a change is still required.
  cache: { changes: ['users', 'session'] },
  permission: sessionAccess,
  beforePasswordChange: true,
  rateLimit: { max: 10, timeWindowMs: 60_000 },
  body: z.strictObject({ currentPassword: z.string().min(1, { error: v.required }).max(200), newPassword: PasswordSchema }),
  response: OkSchema,
});

export const updateMyRegionLanguage = defineRoute({
  method: 'PUT',
  path: '/users/me/region-language',
  summary: "Change the signed-in user's language, timezone and formats",
  tags: ['users'],
  cache: { changes: ['session'] },
  permission: sessionAccess,
  body: RegionLanguageSchema.partial(),
  response: RegionLanguageSchema,
});

export const requestPasswordReset = defineRoute({
  method: 'POST',
  path: '/auth/password-reset',
  summary: 'Send a password reset link (answers the same whether or not the account exists)',
  tags: ['auth'],
  permission: publicAccess,
  rateLimit: { max: 5, timeWindowMs: 60_000 },
  body: z.strictObject({ domain: DomainSchema, username: z.string().trim().min(1, { error: v.required }).max(200) }),
  response: OkSchema,
});

export const verifyPasswordReset = defineRoute({
  method: 'GET',
  path: '/auth/password-reset/verify',
  summary: 'Whether a reset link is still valid',
  tags: ['auth'],
  permission: publicAccess,
  rateLimit: { max: 30, timeWindowMs: 60_000 },
  query: z.strictObject({ token: z.string().min(10).max(200) }),
  response: z.object({
    valid: z.boolean(),
    domain: z.string().nullable(),
    username: z.string().nullable(),
    /** A new account's invitation (its first password), rather than a forgotten one. */
    invitation: z.boolean(),
  }),
});

export const confirmPasswordReset = defineRoute({
  method: 'PUT',
  path: '/auth/password-reset',
  summary: 'Set a new password with a reset link',
  tags: ['auth'],
  permission: publicAccess,
  rateLimit: { max: 10, timeWindowMs: 60_000 },
  body: z.strictObject({ token: z.string().min(10).max(200), password: PasswordSchema }),
  response: z.object({ domain: z.string(), username: z.string(), invitation: z.boolean() }),
});

export const ActiveSessionSchema = z.object({
  id: z.uuid(),
  device: z.string(),
  ip: z.string().nullable(),
  createdAt: TimestampSchema,
  lastSeenAt: TimestampSchema,
  current: z.boolean(),
  impersonatedBy: z.string().nullable(),
});
export type ActiveSession = z.infer<typeof ActiveSessionSchema>;

export const listMySessions = defineRoute({
  method: 'GET',
  path: '/auth/sessions',
  summary: "The signed-in user's active sessions",
  tags: ['auth'],
  permission: sessionAccess,
  response: z.array(ActiveSessionSchema),
});

export const endMySession = defineRoute({
  method: 'DELETE',
  path: '/auth/sessions/:id',
  summary: "End one of the signed-in user's sessions",
  tags: ['auth'],
  permission: sessionAccess,
  params: IdParamsSchema,
  response: OkSchema,
});

/** The menu items this module serves (api-module.ts). */
export const authApi = defineApiModule({ name: 'auth', menu: ['account'] });
