import { satisfies } from '@tenaga/contracts';
import { defineModule } from '../../platform/module.ts';
import { activeSessionCount } from './auth.repository.ts';
import { registerAuthRoutes } from './auth.routes.ts';
import { createAuthService, type AuthService } from './auth.service.ts';
import { PASSWORD_CHANGED_KIND } from './auth.rules.ts';

export { type AuthService, type ClientInfo } from './auth.service.ts';
export { ACCOUNT_DELAY_MAX_MS, ACCOUNT_FREE_FAILURES, ADDRESS_FAILURES_MAX } from './login-throttle.ts';

declare module '../../platform/module.ts' {
  interface ModuleServices {
    auth: AuthService;
  }
}

/** Sign-in, sessions, passwords and the session state. */
export const authModule = defineModule({
  name: 'auth',
  // A session's entries name the user an administrator acts as.
  auditVocabulary: [{ entity: 'session', references: { userId: 'user' } }],
  services: {
    auth: (context) =>
      createAuthService({
        db: context.db,
        tenant: context.tenant,
        clock: context.clock,
        realtime: context.realtime,
        mailer: context.mailer,
        translate: context.translate,
        attempts: context.attempts,
        sessionStates: { writes: context.caches.writes, cache: context.caches.create() },
        notifications: context.service('notifications'),
      }),
  },
  routes: (app, context) => registerAuthRoutes(app, context.service('auth'), { linkOrigin: context.env.linkOrigin }),
  // A changed password is a security matter: mailed too unless the user opts out.
  notificationKinds: [
    {
      kind: PASSWORD_CHANGED_KIND,
      labelKey: 'notifications:kinds.passwordChanged',
      descriptionKey: 'notifications:kinds.passwordChangedHelp',
      inApp: true,
      email: true,
    },
  ],
  // Who is signed in is for those who may manage the accounts (and end their sessions).
  homeFacts: [
    {
      read: async (tx, { companyId, now, caller }) => ({
        activeSessions: satisfies(caller.access.menuGrants.users, 'edit') ? await activeSessionCount(tx, companyId, now) : null,
      }),
    },
  ],
});
