import { satisfies } from '@tenaga/contracts';
import { sql } from 'drizzle-orm';
import { LANGUAGE_NAMES, type LanguageCode } from '@tenaga/i18n';
import { users } from '../../db/schema/index.ts';
import { namesFromTable } from '../../lib/audit.ts';
import { defineModule } from '../../platform/module.ts';
import * as repo from './users.repository.ts';
import { registerUsersRoutes } from './users.routes.ts';
import { createUsersService, type UsersService } from './users.service.ts';

export { type UsersService } from './users.service.ts';
export { accountNames, approverAccounts } from './users.approvers.ts';

/** The account as sign-in (auth) and the audit trail use it, in the caller's transaction: only this module writes the users table. */
export const accounts = {
  findUserByLogin: repo.findUserByLogin,
  findAccount: repo.findAccount,
  setPasswordHash: repo.setPasswordHash,
  saveOwnRegionLanguage: repo.saveOwnRegionLanguage,
  recordLogin: repo.recordLogin,
  accountIdsOfEmployee: repo.accountIdsOfEmployee,
};

declare module '../../platform/module.ts' {
  interface ModuleServices {
    users: UsersService;
  }
}

/** User accounts: who signs in, with which role, as which employee. */
export const usersModule = defineModule({
  name: 'users',
  auditVocabulary: [
    {
      entity: 'user',
      names: namesFromTable(
        users,
        sql<string>`coalesce(nullif(trim(${users.firstName} || ' ' || ${users.lastName}), ''), ${users.username})`,
      ),
      references: { roleId: 'role', employeeId: 'employee' },
      codes: { language: (value) => LANGUAGE_NAMES[value as LanguageCode] ?? null },
    },
  ],
  services: {
    users: (context) =>
      createUsersService({
        tenant: context.tenant,
        clock: context.clock,
        realtime: context.realtime,
        translate: context.translate,
        access: context.service('access'),
        sessions: context.service('auth'),
      }),
  },
  routes: (app, context) =>
    registerUsersRoutes(app, context.service('users'), { sessions: context.service('auth'), linkOrigin: context.env.linkOrigin }),
  // Accounts are the company's, not a team's: counted for whoever may see them, hidden from others.
  homeFacts: [
    {
      read: async (tx, { companyId, caller }) => ({
        activeUsers: satisfies(caller.access.menuGrants.users, 'view') ? await repo.activeUserCount(tx, companyId) : null,
      }),
    },
  ],
});
