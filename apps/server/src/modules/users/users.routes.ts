import type { FastifyInstance } from 'fastify';
import * as contracts from '@tenaga/contracts';
import { bindRoute } from '../../plugins/route-binding.ts';
import { clientInfo } from '../../plugins/client-info.ts';
import type { UsersService } from './users.service.ts';
import type { ModuleServices } from '../../platform/module.ts';

export function registerUsersRoutes(
  app: FastifyInstance,
  users: UsersService,
  deps: { sessions: Pick<ModuleServices['auth'], 'impersonate'>; linkOrigin: string },
): void {
  const ok = { ok: true as const };
  bindRoute(app, contracts.listUsers, ({ auth, body }) => users.table(auth, body));
  bindRoute(app, contracts.listUsersByLocation, ({ auth, body }) => users.table(auth, body));
  bindRoute(app, contracts.getUser, ({ auth, params }) => users.get(auth, params.id));
  bindRoute(app, contracts.createUser, ({ auth, actor, body }) => users.create(auth, actor, body, { origin: deps.linkOrigin }));
  bindRoute(app, contracts.resendInvitation, async ({ auth, actor, params }) => {
    await users.resendInvitation(auth, actor, { userId: params.id, origin: deps.linkOrigin });
    return ok;
  });
  bindRoute(app, contracts.updateUser, ({ auth, actor, body }) => users.update(auth, actor, body));
  bindRoute(app, contracts.deleteUser, async ({ auth, actor, params }) => {
    await users.remove(auth, actor, params.id);
    return ok;
  });
  bindRoute(app, contracts.setUserPassword, async ({ auth, actor, params, body }) => {
    await users.setPassword(auth, actor, { userId: params.id, password: body.password });
    return ok;
  });
  bindRoute(app, contracts.getUserStatus, ({ auth }) => users.status(auth));
  bindRoute(app, contracts.checkCredential, async ({ auth, body }) => ({
    available: await users.isUsernameAvailable(auth, body.username, body.userId),
  }));
  bindRoute(app, contracts.getUserSelection, ({ auth }) => users.selection(auth));
  bindRoute(app, contracts.getRoleOptions, ({ auth }) => users.roleOptions(auth));
  bindRoute(app, contracts.getUnassignedEmployees, ({ auth }) => users.unassignedEmployees(auth));
  bindRoute(app, contracts.generateEmployeeUsers, ({ auth, actor, body }) =>
    users.generateForEmployees(auth, actor, { ...body, origin: deps.linkOrigin }),
  );
  bindRoute(app, contracts.impersonate, async ({ auth, actor, body, request }) => {
    await users.assertCanImpersonate(auth, body.userId);
    return deps.sessions.impersonate(auth, actor, { userId: body.userId, client: clientInfo(request) });
  });
}
