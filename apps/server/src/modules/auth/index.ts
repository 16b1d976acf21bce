import { satisfies } from '@tenaga/contracts';
import { defineModule } from '../../platform/module.ts';
import { activeSessionCount } from './auth.repository.ts';
import { registerAuthRoutes } from './auth.routes.ts';
import { createAuthService, type AuthService } from './auth.service.ts';

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
      }),
  },
  routes: (app, context) => registerAuthRoutes(app, context.service('auth'), { linkOrigin: context.env.linkOrigin }),
  // Who is signed in is for those who may manage the accounts (and end their sessions).
  homeFacts: [
    {
      read: async (tx, { companyId, now, caller }) => ({
        activeSessions: satisfies(caller.access.menuGrants.users, 'edit') ? await activeSessionCount(tx, companyId, now) : null,
      }),
    },
  ],
});
