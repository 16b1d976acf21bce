import {
  passwordSetupOf,
  type CreateUserBody,
  type FieldLevel,
  type Language,
  type TableRequest,
  type UpdateUserBody,
  type User,
} from '@tenaga/contracts';
import type { TenantRunner, Transaction } from '../../db/tenant.ts';
import { AppError, notFound, versionConflict } from '../../lib/app-error.ts';
import { changedFields, writeAudit, type Actor } from '../../lib/audit.ts';
import { calendarDate, type Clock } from '../../lib/clock.ts';
import { hashPassword, newToken } from '../../lib/secrets.ts';
import type { RequestAuth } from '../../plugins/authenticate.ts';
import type { Realtime } from '../../plugins/realtime.ts';
import { assertWritableFields, projectFields } from '../access/index.ts';
import { companyProfile } from '../companies/index.ts';
import { employeeExists } from '../employees/index.ts';
import * as repo from './users.repository.ts';
import { firstFreeUsername, fullName, usernameCandidate } from './users.rules.ts';
import type { ModuleServices } from '../../platform/module.ts';

export interface UsersServiceDeps {
  tenant: TenantRunner;
  clock: Clock;
  realtime: () => Realtime | null;
  translate: (language: Language, key: string, values?: Record<string, unknown>) => string;
  access: Pick<ModuleServices['access'], 'accessOf' | 'roleAccess' | 'assertWithinOwnAccess' | 'fieldLevelsOf' | 'roleOptions'>;
  sessions: Pick<ModuleServices['auth'], 'endUserSessions' | 'disconnectSessions' | 'queueInvitation' | 'endPasswordResets'>;
}

type UserLevels = Record<'username' | 'email' | 'firstName' | 'lastName' | 'roleId' | 'employeeId' | 'active' | 'lastLoginAt', FieldLevel>;

const auditView = (user: repo.UserRow['user']) => ({
  username: user.username,
  email: user.email,
  firstName: user.firstName,
  lastName: user.lastName,
  roleId: user.roleId,
  employeeId: user.employeeId,
  active: user.active,
});

export function createUsersService(deps: UsersServiceDeps) {
  const { tenant, clock } = deps;

  async function levelsFor(auth: RequestAuth) {
    const [publicLevels, privateLevels] = await Promise.all([
      deps.access.fieldLevelsOf(auth, 'user', 'public'),
      deps.access.fieldLevelsOf(auth, 'user', 'private'),
    ]);
    return (userId: string): UserLevels => (userId === auth.userId ? privateLevels : publicLevels);
  }

  function toUser(auth: RequestAuth, row: repo.UserRow, levels: UserLevels): User {
    const { user } = row;
    const visible = projectFields(levels, {
      username: user.username,
      email: user.email,
      firstName: user.firstName,
      lastName: user.lastName,
      roleId: user.roleId,
      employeeId: user.employeeId,
      active: user.active,
      lastLoginAt: user.lastLoginAt?.getTime() ?? null,
    });
    return {
      id: user.id,
      fullName: fullName(user.firstName, user.lastName),
      roleName: 'roleId' in visible ? row.roleName : null,
      employeeName: 'employeeId' in visible ? row.employeeName : null,
      createdAt: user.createdAt.getTime(),
      version: user.version,
      self: user.id === auth.userId,
      invited: user.invitedAt !== null,
      ...visible,
    };
  }

  async function load(auth: RequestAuth, userId: string): Promise<User> {
    const levels = await levelsFor(auth);
    const row = await tenant(auth.companyId, (tx) => repo.findUser(tx, auth.companyId, userId));
    if (!row) throw notFound();
    return toUser(auth, row, levels(userId));
  }

  /** Nobody gives an account (or acts as one) with more access than they have themselves. */
  async function assertRoleWithinOwnAccess(auth: RequestAuth, roleId: string) {
    const target = await deps.access.roleAccess(auth.companyId, roleId);
    if (!target) throw new AppError('VALIDATION_FAILED', { fieldErrors: { roleId: 'validation:invalidOption' } });
    await deps.access.assertWithinOwnAccess(auth, target);
  }

  /**
   * Nor changes, deletes or sets the password of an account whose role reaches further than their
   * own: that would be a way into it (its password, or its email and so its reset links).
   */
  async function assertAccountWithinOwnAccess(auth: RequestAuth, userId: string) {
    if (userId === auth.userId) return;
    const target = await tenant(auth.companyId, (tx) => repo.findUser(tx, auth.companyId, userId));
    if (!target) throw notFound();
    if (target.user.roleId) await assertRoleWithinOwnAccess(auth, target.user.roleId);
  }

  async function assertUsernameFree(tx: Transaction, companyId: string, input: { username: string; exceptUserId?: string }) {
    const { username, exceptUserId } = input;
    if (await repo.usernameTaken(tx, companyId, { username, exceptUserId }))
      throw new AppError('USERNAME_TAKEN', { fieldErrors: { username: 'validation:usernameTaken' } });
  }

  async function assertEmployeeFree(tx: Transaction, companyId: string, input: { employeeId: string; exceptUserId?: string }) {
    const { employeeId, exceptUserId } = input;
    if (!(await employeeExists(tx, companyId, employeeId)))
      throw new AppError('VALIDATION_FAILED', { fieldErrors: { employeeId: 'validation:invalidOption' } });
    if (await repo.userOfEmployee(tx, companyId, { employeeId, exceptUserId }))
      throw new AppError('EMPLOYEE_ALREADY_LINKED', { fieldErrors: { employeeId: 'errors:EMPLOYEE_ALREADY_LINKED' } });
  }

  /** Removing the last way into the company's settings is refused. */
  async function assertKeepsAnAdministrator(tx: Transaction, companyId: string, before: repo.UserRow) {
    if (
      before.roleSystemKey === 'administrator' &&
      before.user.active &&
      (await repo.otherActiveAdministrators(tx, companyId, before.user.id)) === 0
    ) {
      throw new AppError('LAST_ADMINISTRATOR');
    }
  }

  /** Mails the account's user a link to choose their password, and marks them invited until they do. */
  async function invite(tx: Transaction, input: { companyId: string; userId: string; origin: string }) {
    const company = await companyProfile(tx, input.companyId);
    const row = await repo.findUser(tx, input.companyId, input.userId);
    const user = row!.user;
    await repo.markInvited(tx, input.companyId, { userId: user.id, at: clock.now() });
    await deps.sessions.queueInvitation(tx, {
      companyId: input.companyId,
      domain: company.domain,
      language: (user.language ?? company.language) as Language,
      user: { id: user.id, email: user.email!, username: user.username, firstName: user.firstName, lastName: user.lastName },
      origin: input.origin,
    });
  }

  function tellUser(companyId: string, userId: string, title: 'permission-change' | 'user-delete') {
    deps
      .realtime()
      ?.toUsers({ companyId, userIds: [userId] }, 'message', { appid: 1, title, extras: { companyID: companyId, userID: [userId] } });
  }

  return {
    async table(auth: RequestAuth, request: TableRequest & { filter: repo.UserTableFilter }) {
      const levels = await levelsFor(auth);
      const searchEmail = levels('').email !== 'none';
      const page = await tenant(auth.companyId, (tx) => repo.userTable(tx, auth.companyId, { request, searchEmail }));
      return {
        data: page.rows.map((row) => toUser(auth, row, levels(row.user.id))),
        recordsTotal: page.recordsTotal,
        recordsFiltered: page.recordsFiltered,
      };
    },

    get: load,

    /**
     * A new account. Invited (the default): a password nobody knows and a mail with a link to choose
     * one. Or with the password the caller typed, which the user must change at their first login.
     */
    async create(auth: RequestAuth, actor: Actor, body: CreateUserBody, options: { origin: string }): Promise<User> {
      const { password, passwordSetup: _, ...fields } = body;
      const setup = passwordSetupOf(body);
      // Fields left at their defaults are not choices the caller made.
      const chosen = Object.fromEntries(
        Object.entries(fields).filter(
          ([field, value]) => value !== null && !(field === 'lastName' && value === '') && !(field === 'active' && value === true),
        ),
      );
      assertWritableFields((await levelsFor(auth))(''), chosen);
      await assertRoleWithinOwnAccess(auth, body.roleId);
      const passwordHash = await hashPassword(setup === 'password' && password !== undefined ? password : newToken());
      const userId = await tenant(auth.companyId, async (tx) => {
        await assertUsernameFree(tx, auth.companyId, { username: body.username });
        if (body.employeeId) await assertEmployeeFree(tx, auth.companyId, { employeeId: body.employeeId });
        const now = clock.now();
        const invited = setup === 'invite';
        const id = await repo.insertUser(tx, {
          companyId: auth.companyId,
          ...fields,
          passwordHash,
          mustChangePassword: !invited,
          invitedAt: invited ? now : null,
          createdAt: now,
          updatedAt: now,
        });
        await writeAudit(tx, actor, { entity: 'user', entityId: id, action: 'create', after: { ...fields, invited } });
        if (invited) await invite(tx, { companyId: auth.companyId, userId: id, origin: options.origin });
        return id;
      });
      return load(auth, userId);
    },

    /** A new link for an invited user who has not chosen a password yet; the earlier links stop working. */
    async resendInvitation(auth: RequestAuth, actor: Actor, input: { userId: string; origin: string }): Promise<void> {
      const { userId, origin } = input;
      if ((await levelsFor(auth))(userId).username !== 'edit') throw new AppError('FIELD_FORBIDDEN');
      await assertAccountWithinOwnAccess(auth, userId);
      await tenant(auth.companyId, async (tx) => {
        const before = await repo.findUser(tx, auth.companyId, userId);
        if (!before) throw notFound();
        if (!before.user.invitedAt || !before.user.email || !before.user.active) throw new AppError('NOT_INVITED');
        await deps.sessions.endPasswordResets(tx, { companyId: auth.companyId, userId });
        await invite(tx, { companyId: auth.companyId, userId, origin });
        await writeAudit(tx, actor, { entity: 'user', entityId: userId, action: 'invitation-resent' });
      });
    },

    async update(auth: RequestAuth, actor: Actor, body: UpdateUserBody): Promise<User> {
      const { id, version, ...changes } = body;
      assertWritableFields((await levelsFor(auth))(id), changes);
      if (id === auth.userId && ((changes.roleId !== undefined && changes.roleId !== auth.roleId) || changes.active === false))
        throw new AppError('CANNOT_CHANGE_OWN_ACCOUNT');
      await assertAccountWithinOwnAccess(auth, id);
      if (changes.roleId) await assertRoleWithinOwnAccess(auth, changes.roleId);
      const result = await tenant(auth.companyId, async (tx) => {
        const before = await repo.findUser(tx, auth.companyId, id);
        if (!before) throw notFound();
        const leavesAdministrators = (changes.roleId !== undefined && changes.roleId !== before.user.roleId) || changes.active === false;
        if (leavesAdministrators) await assertKeepsAnAdministrator(tx, auth.companyId, before);
        if (changes.username) await assertUsernameFree(tx, auth.companyId, { username: changes.username, exceptUserId: id });
        if (changes.employeeId) await assertEmployeeFree(tx, auth.companyId, { employeeId: changes.employeeId, exceptUserId: id });
        const updated = await repo.updateUser(tx, auth.companyId, {
          id,
          expectedVersion: version,
          changes: { ...changes, updatedAt: clock.now() },
        });
        if (!updated) throw versionConflict();
        const after = (await repo.findUser(tx, auth.companyId, id))!;
        await writeAudit(tx, actor, {
          entity: 'user',
          entityId: id,
          action: 'update',
          ...changedFields(auditView(before.user), auditView(after.user)),
        });
        const deactivated = before.user.active && !after.user.active;
        const ended = deactivated
          ? await deps.sessions.endUserSessions(tx, { companyId: auth.companyId, userId: id, reason: 'deactivated' })
          : [];
        return { roleChanged: before.user.roleId !== after.user.roleId, ended };
      });
      deps.sessions.disconnectSessions(result.ended);
      if (result.roleChanged) tellUser(auth.companyId, id, 'permission-change');
      return load(auth, id);
    },

    async remove(auth: RequestAuth, actor: Actor, userId: string): Promise<void> {
      if (userId === auth.userId) throw new AppError('CANNOT_CHANGE_OWN_ACCOUNT');
      if ((await levelsFor(auth))(userId).username !== 'edit') throw new AppError('FIELD_FORBIDDEN');
      await assertAccountWithinOwnAccess(auth, userId);
      // Told first: deleting the account also deletes its sessions, and with them the way to say why.
      const ended = await tenant(auth.companyId, async (tx) => {
        const before = await repo.findUser(tx, auth.companyId, userId);
        if (!before) throw notFound();
        await assertKeepsAnAdministrator(tx, auth.companyId, before);
        const sessions = await deps.sessions.endUserSessions(tx, { companyId: auth.companyId, userId, reason: 'user-deleted' });
        await repo.deleteUser(tx, auth.companyId, userId);
        await writeAudit(tx, actor, { entity: 'user', entityId: userId, action: 'delete', before: auditView(before.user) });
        return sessions;
      });
      tellUser(auth.companyId, userId, 'user-delete');
      // A moment for the message to arrive before the sockets close.
      setTimeout(() => deps.sessions.disconnectSessions(ended), 1_000).unref();
    },

    async setPassword(auth: RequestAuth, actor: Actor, input: { userId: string; password: string }): Promise<void> {
      const { userId, password } = input;
      if ((await levelsFor(auth))(userId).username !== 'edit') throw new AppError('FIELD_FORBIDDEN');
      await assertAccountWithinOwnAccess(auth, userId);
      const passwordHash = await hashPassword(password);
      const ended = await tenant(auth.companyId, async (tx) => {
        const before = await repo.findUser(tx, auth.companyId, userId);
        if (!before) throw notFound();
        const now = clock.now();
        await repo.updateUser(tx, auth.companyId, {
          id: userId,
          expectedVersion: before.user.version,
          // Someone else's password, known to the one who set it: its owner changes it at their next login.
          changes: { passwordHash, passwordChangedAt: now, mustChangePassword: userId !== auth.userId, invitedAt: null, updatedAt: now },
        });
        await deps.sessions.endPasswordResets(tx, { companyId: auth.companyId, userId });
        const sessions =
          userId === auth.userId
            ? []
            : await deps.sessions.endUserSessions(tx, { companyId: auth.companyId, userId, reason: 'password-changed' });
        await writeAudit(tx, actor, {
          entity: 'user',
          entityId: userId,
          action: 'password-set-by-administrator',
          after: { endedSessions: sessions.length },
        });
        return sessions;
      });
      deps.sessions.disconnectSessions(ended);
    },

    status: (auth: RequestAuth) => tenant(auth.companyId, (tx) => repo.statusCounts(tx, auth.companyId)),

    async isUsernameAvailable(auth: RequestAuth, username: string, exceptUserId?: string): Promise<boolean> {
      if (!username) return false;
      return !(await tenant(auth.companyId, (tx) => repo.usernameTaken(tx, auth.companyId, { username, exceptUserId })));
    },

    async selection(auth: RequestAuth) {
      const rows = await tenant(auth.companyId, (tx) => repo.selection(tx, auth.companyId));
      return rows.map((row) => ({ id: row.id, text: `${row.text} (${row.username})` }));
    },

    async roleOptions(auth: RequestAuth) {
      const rows = await tenant(auth.companyId, (tx) => deps.access.roleOptions(tx, auth.companyId));
      return rows.map((row) => ({ id: row.id, text: row.text, locked: row.systemKey === 'administrator' }));
    },

    async unassignedEmployees(auth: RequestAuth) {
      const rows = await tenant(auth.companyId, async (tx) =>
        repo.unassignedEmployees(tx, auth.companyId, {
          today: calendarDate(clock.now(), (await companyProfile(tx, auth.companyId)).timezone),
        }),
      );
      return rows.map((row) => ({
        id: row.id,
        text: `(${row.employmentNumber}) ${fullName(row.firstName, row.lastName)}`,
        email: row.email,
        firstName: row.firstName,
        lastName: row.lastName,
      }));
    },

    /**
     * Accounts for employees who have none: username from the mail address (else the employment
     * number), a random password nobody knows, and a mail with a link to choose one.
     */
    async generateForEmployees(auth: RequestAuth, actor: Actor, input: { employeeIds: string[]; roleId: string; origin: string }) {
      await assertRoleWithinOwnAccess(auth, input.roleId);
      const passwordHash = await hashPassword(newToken());
      return tenant(auth.companyId, async (tx) => {
        const company = await companyProfile(tx, auth.companyId);
        const eligible = await repo.unassignedEmployees(tx, auth.companyId, {
          today: calendarDate(clock.now(), company.timezone),
          employeeIds: input.employeeIds,
        });
        const eligibleIds = new Set(eligible.map((employee) => employee.id));
        const skipped = [...new Set(input.employeeIds)]
          .filter((id) => !eligibleIds.has(id))
          .map((employeeId) => ({ employeeId, reasonKey: 'access:users.generateSkipped' }));
        const taken = await repo.takenUsernames(tx, auth.companyId, eligible.map(usernameCandidate));
        const created = [];
        const now = clock.now();
        for (const employee of eligible) {
          const username = firstFreeUsername(usernameCandidate(employee), taken);
          taken.add(username.toLowerCase());
          const fields = {
            username,
            email: employee.email,
            firstName: employee.firstName,
            lastName: employee.lastName,
            roleId: input.roleId,
            employeeId: employee.id,
            active: true,
          };
          const userId = await repo.insertUser(tx, {
            companyId: auth.companyId,
            ...fields,
            passwordHash,
            invitedAt: employee.email ? now : null,
            createdAt: now,
            updatedAt: now,
          });
          await writeAudit(tx, actor, { entity: 'user', entityId: userId, action: 'create', after: { ...fields, generated: true } });
          if (employee.email) {
            await deps.sessions.queueInvitation(tx, {
              companyId: auth.companyId,
              domain: company.domain,
              language: company.language as Language,
              user: { id: userId, email: employee.email, username, firstName: employee.firstName, lastName: employee.lastName },
              origin: input.origin,
            });
          }
          created.push({ employeeId: employee.id, userId, username, invited: !!employee.email });
        }
        return { created, skipped };
      });
    },

    /** Before an account is made with a new employee: the caller manages accounts, the role is within their access, the username is free. */
    async checkEmployeeAccount(auth: RequestAuth, account: { username: string; roleId: string }): Promise<void> {
      const access = await deps.access.accessOf(auth);
      if (access.menuGrants.users !== 'edit')
        throw new AppError('FIELD_FORBIDDEN', { fieldErrors: { 'account.username': 'errors:fieldForbidden' } });
      await assertRoleWithinOwnAccess(auth, account.roleId);
      if (await tenant(auth.companyId, (tx) => repo.usernameTaken(tx, auth.companyId, { username: account.username })))
        throw new AppError('USERNAME_TAKEN', { fieldErrors: { 'account.username': 'validation:usernameTaken' } });
    },

    /** The account of a new employee, in the employee's own transaction: both are made, or neither. */
    async createEmployeeAccount(
      tx: Transaction,
      actor: Actor,
      input: {
        companyId: string;
        employeeId: string;
        username: string;
        password: string;
        roleId: string;
        email: string | null;
        firstName: string;
        lastName: string;
      },
    ) {
      const { password, companyId, ...fields } = input;
      const passwordHash = await hashPassword(password);
      await assertUsernameFree(tx, companyId, { username: fields.username });
      const now = clock.now();
      // The password was typed by whoever added the employee: its owner changes it at their first login.
      const userId = await repo.insertUser(tx, {
        companyId,
        ...fields,
        active: true,
        passwordHash,
        mustChangePassword: true,
        createdAt: now,
        updatedAt: now,
      });
      await writeAudit(tx, actor, { entity: 'user', entityId: userId, action: 'create', after: { ...fields, active: true } });
      return userId;
    },

    /**
     * A new company's first administrator, in sign-up's transaction (sign-up writes its audit
     * entries with the company's).
     */
    async createFirstAdministrator(
      tx: Transaction,
      input: {
        companyId: string;
        username: string;
        email: string;
        passwordHash: string;
        firstName: string;
        lastName: string;
        roleId: string;
        now: Date;
      },
    ): Promise<string> {
      const { now, ...fields } = input;
      return repo.insertUser(tx, { ...fields, createdAt: now, updatedAt: now });
    },

    /** The active accounts holding any of these roles, in the caller's transaction (who is told of something). */
    activeAccountsWithRoles: (tx: Transaction, companyId: string, roleIds: readonly string[]) =>
      repo.activeAccountsWithRoles(tx, companyId, roleIds),

    /** Users who follow the company's region settings (any of them not their own), in the caller's transaction. */
    followingCompanyRegion: (tx: Transaction, companyId: string) => repo.usersFollowingCompanyRegion(tx, companyId),

    /** Checks before acting as someone: an active colleague, not oneself, with no more access than the caller. */
    async assertCanImpersonate(auth: RequestAuth, userId: string): Promise<void> {
      if (auth.impersonatorUserId || userId === auth.userId) throw new AppError('CANNOT_IMPERSONATE');
      const target = await tenant(auth.companyId, (tx) => repo.findUser(tx, auth.companyId, userId));
      if (!target) throw notFound();
      if (!target.user.active || !target.user.roleId) throw new AppError('CANNOT_IMPERSONATE');
      await assertRoleWithinOwnAccess(auth, target.user.roleId);
    },
  };
}

export type UsersService = ReturnType<typeof createUsersService>;
