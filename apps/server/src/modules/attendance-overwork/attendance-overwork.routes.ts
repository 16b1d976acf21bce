import type { FastifyInstance } from 'fastify';
import * as contracts from '@tenaga/contracts';
import { bindRoute } from '../../plugins/route-binding.ts';
import type { AttendanceOverworkService } from './attendance-overwork.service.ts';
import type { ThresholdsService } from './thresholds.service.ts';

export function registerAttendanceOverworkRoutes(
  app: FastifyInstance,
  services: { overwork: AttendanceOverworkService; thresholds: ThresholdsService },
): void {
  const { overwork, thresholds } = services;
  bindRoute(app, contracts.listThresholds, ({ auth, body }) => thresholds.table(auth, body));
  bindRoute(app, contracts.saveThreshold, ({ auth, actor, body }) => thresholds.save(auth, actor, body));
  bindRoute(app, contracts.deleteThreshold, async ({ auth, actor, params }) => {
    await thresholds.remove(auth, actor, params.id);
    return { ok: true as const };
  });
  bindRoute(app, contracts.assignThreshold, ({ auth, actor, body }) => thresholds.assign(auth, actor, body));
  bindRoute(app, contracts.deleteThresholdAssignment, async ({ auth, actor, params }) => {
    await thresholds.unassign(auth, actor, params.id);
    return { ok: true as const };
  });
  bindRoute(app, contracts.listThresholdEmployees, ({ auth, body }) => thresholds.assignments(auth, 'employee', body));
  bindRoute(app, contracts.listThresholdLocations, ({ auth, body }) => thresholds.assignments(auth, 'location', body));

  bindRoute(app, contracts.listOverwork, ({ auth, body }) => overwork.table(auth, body));
  bindRoute(app, contracts.getOverwork, ({ auth, params }) => overwork.detail(auth, params.id));
  bindRoute(app, contracts.decideOverwork, ({ auth, actor, body }) => overwork.decide(auth, actor, body));
  bindRoute(app, contracts.detectOverwork, ({ auth, actor, body }) => overwork.detect(auth, actor, body));
  bindRoute(app, contracts.listConversions, ({ auth, body }) => overwork.convertible(auth, body));
  bindRoute(app, contracts.convertToLeave, ({ auth, actor, body }) => overwork.convert(auth, actor, body));
  bindRoute(app, contracts.getConvertedLeave, ({ auth, params }) => overwork.convertedLeaveById(auth, params.id));
}
