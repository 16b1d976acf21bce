import type { FastifyInstance } from 'fastify';
import * as contracts from '@tenaga/contracts';
import { clientInfo } from '../../plugins/client-info.ts';
import { bindRoute } from '../../plugins/route-binding.ts';
import type { AuthService } from './auth.service.ts';

export function registerAuthRoutes(app: FastifyInstance, auth: AuthService, options: { linkOrigin: string }): void {
  bindRoute(app, contracts.login, ({ body, request }) => auth.login({ ...body, client: clientInfo(request, body.deviceId) }));

  bindRoute(app, contracts.logout, async ({ auth: caller, actor }) => {
    await auth.logout(caller, actor);
    return { ok: true as const };
  });

  bindRoute(app, contracts.getMe, ({ auth: caller }) => auth.meResponse(caller));

  bindRoute(app, contracts.logAuthEvent, async ({ auth: caller, actor, body }) => {
    await auth.logEvent(caller, actor, body.event);
    return { ok: true as const };
  });

  bindRoute(app, contracts.changePassword, async ({ auth: caller, actor, body }) => {
    await auth.changePassword(caller, actor, body);
    return { ok: true as const };
  });

  bindRoute(app, contracts.updateMyRegionLanguage, ({ auth: caller, actor, body }) => auth.updateMyRegionLanguage(caller, actor, body));

  bindRoute(app, contracts.requestPasswordReset, async ({ body, ip }) => {
    await auth.requestPasswordReset({ ...body, origin: options.linkOrigin, ip });
    return { ok: true as const };
  });

  bindRoute(app, contracts.verifyPasswordReset, ({ query }) => auth.verifyPasswordReset(query.token));

  bindRoute(app, contracts.confirmPasswordReset, ({ body, ip }) => auth.confirmPasswordReset({ ...body, ip }));

  bindRoute(app, contracts.listMySessions, ({ auth: caller }) => auth.listSessions(caller));

  bindRoute(app, contracts.endMySession, async ({ auth: caller, actor, params }) => {
    await auth.endSession(caller, actor, params.id);
    return { ok: true as const };
  });
}
