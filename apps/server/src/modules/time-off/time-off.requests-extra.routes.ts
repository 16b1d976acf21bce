import type { FastifyInstance } from 'fastify';
import * as contracts from '@tenaga/contracts';
import { bindFileRoute, bindRoute } from '../../plugins/route-binding.ts';
import type { LeaveRequestsExtra } from './time-off.requests-extra.ts';

export function registerLeaveRequestsExtraRoutes(app: FastifyInstance, extra: LeaveRequestsExtra): void {
  bindRoute(app, contracts.uploadLeaveAttachment, async ({ auth, body, reply }) => {
    reply.code(201);
    return extra.upload(auth, body.data);
  });
  bindFileRoute(app, contracts.getLeaveAttachment, ({ auth, params }) => extra.attachment(auth, params.id));
  bindRoute(app, contracts.getLeaveRequestHistory, ({ auth, params }) => extra.history(auth, params.id));
  bindRoute(app, contracts.overrideLeaveRequest, ({ auth, actor, body }) => extra.override(auth, actor, body));
}
