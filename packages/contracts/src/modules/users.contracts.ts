import { z } from 'zod';
import { defineRoute, menuAccess } from '../route.ts';
import { v } from '../validation.ts';
import { clearable, IdParamsSchema, TableRequestSchema, TimestampSchema, tableResponse, VersionSchema } from '../common.ts';
import { LoginResponseSchema, PasswordSchema, UsernameSchema } from './auth.contracts.ts';
import { defineApiModule } from '../api-module.ts';

export const USER_STATUSES = ['active', 'inactive'] as const;
export type UserStatus = (typeof USER_STATUSES)[number];

/** A user account as the API shows it; fields the caller may not read are left out. */
export const UserSchema = z.object({
  id: z.uuid(),
  fullName: z.string(),
  roleName: z.string().nullable(),
  employeeName: z.string().nullable(),
  createdAt: TimestampSchema,
  version: VersionSchema,
  /** The caller's own account (it cannot change its own role or status, or delete itself). */
  self: z.boolean(),
  /** Invited by mail and not yet chosen a password. */
  invited: z.boolean(),
  username: z.string().optional(),
  email: z.string().nullable().optional(),
  firstName: z.string().optional(),
  lastName: z.string().optional(),
  roleId: z.uuid().nullable().optional(),
  employeeId: z.uuid().nullable().optional(),
  active: z.boolean().optional(),
  lastLoginAt: TimestampSchema.nullable().optional(),
});
export type User = z.infer<typeof UserSchema>;

const NameSchema = z.string({ error: v.required }).trim().min(1, { error: v.required }).max(80, { error: v.tooLong });

/**
 * How a new account gets its password: a mail with a link to choose it ('invite', the default: nobody
 * else ever knows it), or one the administrator types ('password'), which the user must change at
 * their first login. Without a choice, a password sent means 'password'.
 */
export const PASSWORD_SETUPS = ['invite', 'password'] as const;
export type PasswordSetup = (typeof PASSWORD_SETUPS)[number];

/** The setup a new account's body asks for. */
export function passwordSetupOf(body: { passwordSetup?: PasswordSetup | undefined; password?: string | undefined }): PasswordSetup {
  return body.passwordSetup ?? (body.password !== undefined ? 'password' : 'invite');
}

export const CreateUserBodySchema = z
  .strictObject({
    username: UsernameSchema,
    email: clearable(z.email({ error: v.email }).max(200, { error: v.tooLong })).default(null),
    firstName: NameSchema,
    lastName: z.string().trim().max(80, { error: v.tooLong }).default(''),
    roleId: z.uuid({ error: v.required }),
    employeeId: clearable(z.uuid()).default(null),
    active: z.boolean().default(true),
    passwordSetup: z.enum(PASSWORD_SETUPS, { error: v.invalidOption }).optional(),
    password: PasswordSchema.optional(),
  })
  .superRefine((body, context) => {
    const setup = passwordSetupOf(body);
    // The invitation is mailed: without an address there is nowhere to send it.
    if (setup === 'invite' && !body.email) context.addIssue({ code: 'custom', path: ['email'], message: v.required });
    if (setup === 'password' && body.password === undefined) context.addIssue({ code: 'custom', path: ['password'], message: v.required });
    if (setup === 'invite' && body.password !== undefined)
      context.addIssue({ code: 'custom', path: ['password'], message: v.invalidOption });
  });
export type CreateUserBody = z.infer<typeof CreateUserBodySchema>;

export const UpdateUserBodySchema = z.strictObject({
  id: z.uuid(),
  version: VersionSchema,
  username: UsernameSchema.optional(),
  email: clearable(z.email({ error: v.email }).max(200, { error: v.tooLong })).optional(),
  firstName: NameSchema.optional(),
  lastName: z.string().trim().max(80, { error: v.tooLong }).optional(),
  roleId: z.uuid().optional(),
  employeeId: clearable(z.uuid()).optional(),
  active: z.boolean().optional(),
});
export type UpdateUserBody = z.infer<typeof UpdateUserBodySchema>;

export const UserTableRequestSchema = TableRequestSchema.extend({
  filter: z.strictObject({ roleIds: z.array(z.uuid()).max(100).optional(), status: z.enum(USER_STATUSES).optional() }).default({}),
});

/** The users table of the people who work at some sites: an account without an employee record works nowhere. */
export const UserLocationTableRequestSchema = TableRequestSchema.extend({
  filter: z.strictObject({
    siteIds: z.array(z.uuid()).min(1, { error: v.required }).max(100),
    roleIds: z.array(z.uuid()).max(100).optional(),
    status: z.enum(USER_STATUSES).optional(),
  }),
});

export const listUsers = defineRoute({
  method: 'POST',
  path: '/users/table',
  readsOnly: true,
  summary: "The company's user accounts (table protocol), sortable by name, username or last login",
  tags: ['users'],
  // Rows name their role and employee.
  cache: { reads: ['users', 'permissions', 'employees'] },
  permission: menuAccess('users', 'view'),
  body: UserTableRequestSchema,
  response: tableResponse(UserSchema),
});

export const listUsersByLocation = defineRoute({
  method: 'POST',
  path: '/users/locations/tables',
  readsOnly: true,
  summary: 'The user accounts of the people working at the sites named (table protocol), sortable like the users table',
  tags: ['users'],
  cache: { reads: ['users', 'permissions', 'employees', 'sites'] },
  permission: menuAccess('users', 'view'),
  body: UserLocationTableRequestSchema,
  response: tableResponse(UserSchema),
});

export const getUser = defineRoute({
  method: 'GET',
  path: '/users/:id',
  summary: 'One user account',
  tags: ['users'],
  permission: menuAccess('users', 'view'),
  params: IdParamsSchema,
  response: UserSchema,
});

export const createUser = defineRoute({
  method: 'POST',
  path: '/users',
  summary: 'Add a user account',
  tags: ['users'],
  permission: menuAccess('users', 'edit'),
  body: CreateUserBodySchema,
  response: UserSchema,
});

export const updateUser = defineRoute({
  method: 'PUT',
  path: '/users',
  summary: 'Change a user account (several accounts: one call each)',
  tags: ['users'],
  permission: menuAccess('users', 'edit'),
  body: UpdateUserBodySchema,
  response: UserSchema,
});

export const deleteUser = defineRoute({
  method: 'DELETE',
  path: '/users/:id',
  summary: 'Delete a user account and end its sessions',
  tags: ['users'],
  permission: menuAccess('users', 'edit'),
  params: IdParamsSchema,
  response: z.object({ ok: z.literal(true) }),
});

export const setUserPassword = defineRoute({
  method: 'PUT',
  path: '/users/:id/password',
  summary: 'Set a new password for a user; their sessions end',
  tags: ['users'],
  permission: menuAccess('users', 'edit'),
  params: IdParamsSchema,
  body: z.strictObject({ password: PasswordSchema }),
  response: z.object({ ok: z.literal(true) }),
});

export const resendInvitation = defineRoute({
  method: 'POST',
  path: '/users/:id/invitation',
  summary: 'Mail an invited user a new link to choose their password (earlier links stop working)',
  tags: ['users'],
  permission: menuAccess('users', 'edit'),
  rateLimit: { max: 20, timeWindowMs: 60_000 },
  params: IdParamsSchema,
  response: z.object({ ok: z.literal(true) }),
});

export const getUserStatus = defineRoute({
  method: 'GET',
  path: '/users/status',
  summary: 'How many accounts are active and inactive',
  tags: ['users'],
  permission: menuAccess('users', 'view'),
  response: z.object({ total: z.number().int(), active: z.number().int(), inactive: z.number().int() }),
});

export const checkCredential = defineRoute({
  method: 'POST',
  path: '/users/check/available/credential',
  readsOnly: true,
  summary: 'Whether a username is free in the company',
  tags: ['users'],
  permission: menuAccess('users', 'view'),
  body: z.strictObject({ username: z.string().trim().max(200), userId: z.uuid().optional() }),
  response: z.object({ available: z.boolean() }),
});

export const OptionSchema = z.object({ id: z.string(), text: z.string() });
export type Option = z.infer<typeof OptionSchema>;

export const getUserSelection = defineRoute({
  method: 'GET',
  path: '/users/selection',
  summary: 'Users as options for pickers and filters',
  tags: ['users'],
  permission: menuAccess('users', 'view'),
  response: z.array(OptionSchema),
});

export const getRoleOptions = defineRoute({
  method: 'GET',
  path: '/users/roles',
  summary: 'Roles as options for giving to user accounts',
  tags: ['users'],
  cache: { reads: ['permissions'] },
  permission: menuAccess('users', 'view'),
  response: z.array(OptionSchema.extend({ locked: z.boolean() })),
});

export const UnassignedEmployeeSchema = OptionSchema.extend({ email: z.string().nullable(), firstName: z.string(), lastName: z.string() });

export const getUnassignedEmployees = defineRoute({
  method: 'GET',
  path: '/employees/user/unassigned',
  summary: 'Current employees without a user account',
  tags: ['users'],
  // Employees without an account: adding an employee adds one.
  cache: { reads: ['users', 'employees'] },
  permission: menuAccess('users', 'view'),
  response: z.array(UnassignedEmployeeSchema),
});

export const generateEmployeeUsers = defineRoute({
  method: 'POST',
  path: '/employees/user/generate',
  summary: 'Create accounts for employees; each with an email address gets a link to set a password',
  tags: ['users'],
  permission: menuAccess('users', 'edit'),
  body: z.strictObject({ employeeIds: z.array(z.uuid()).min(1, { error: v.required }).max(500), roleId: z.uuid({ error: v.required }) }),
  response: z.object({
    created: z.array(z.object({ employeeId: z.uuid(), userId: z.uuid(), username: z.string(), invited: z.boolean() })),
    skipped: z.array(z.object({ employeeId: z.uuid(), reasonKey: z.string() })),
  }),
});

export const impersonate = defineRoute({
  method: 'POST',
  path: '/auth/as',
  summary: 'Act as another user of the company (a new session, recorded with who started it)',
  tags: ['auth'],
  permission: menuAccess('users', 'edit'),
  body: z.strictObject({ userId: z.uuid({ error: v.required }) }),
  response: LoginResponseSchema,
});

/** The menu items this module serves (api-module.ts). */
export const usersApi = defineApiModule({ name: 'users', menu: ['users'] });
