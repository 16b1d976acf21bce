import type { FastifyInstance } from 'fastify';
import * as contracts from '@tenaga/contracts';
import { bindRoute } from '../../plugins/route-binding.ts';
import type { TimeOffService } from './time-off.service.ts';

const ok = { ok: true as const };

export function registerTimeOffRoutes(app: FastifyInstance, service: TimeOffService): void {
  bindRoute(app, contracts.listLeaveCategories, ({ auth, body }) => service.categoryTable(auth, body));
  bindRoute(app, contracts.createLeaveCategory, ({ auth, actor, body }) => service.createCategory(auth, actor, body));
  bindRoute(app, contracts.updateLeaveCategory, ({ auth, actor, body }) => service.updateCategory(auth, actor, body));
  bindRoute(app, contracts.deleteLeaveCategory, async ({ auth, actor, params }) => {
    await service.removeCategory(auth, actor, params.id);
    return ok;
  });

  bindRoute(app, contracts.listLeavePolicies, ({ auth, body }) => service.policyTable(auth, body));
  bindRoute(app, contracts.createLeavePolicy, ({ auth, actor, body }) => service.createPolicy(auth, actor, body));
  bindRoute(app, contracts.updateLeavePolicy, ({ auth, actor, body }) => service.updatePolicy(auth, actor, body));
  bindRoute(app, contracts.deleteLeavePolicyVersion, ({ auth, actor, params }) =>
    service.removePolicyVersion(auth, actor, params.id, params.effectiveFrom),
  );
  bindRoute(app, contracts.deleteLeavePolicy, async ({ auth, actor, params }) => {
    await service.removePolicy(auth, actor, params.id);
    return ok;
  });

  bindRoute(app, contracts.listLeaveProfiles, ({ auth, body }) => service.profileTable(auth, body));
  bindRoute(app, contracts.createLeaveProfile, ({ auth, actor, body }) => service.createProfile(auth, actor, body));
  bindRoute(app, contracts.updateLeaveProfile, ({ auth, actor, body }) => service.updateProfile(auth, actor, body));
  bindRoute(app, contracts.deleteLeaveProfile, async ({ auth, actor, params }) => {
    await service.removeProfile(auth, actor, params.id);
    return ok;
  });

  bindRoute(app, contracts.listAssignedProfiles, ({ auth, body }) => service.assignedTable(auth, body));
  bindRoute(app, contracts.assignLeaveProfile, ({ auth, actor, body }) => service.assign(auth, actor, body));
  bindRoute(app, contracts.leaveAssignmentHistory, ({ auth, params }) => service.history(auth, params.id));
  bindRoute(app, contracts.deleteLeaveAssignment, async ({ auth, actor, params }) => {
    await service.removeAssignment(auth, actor, params.id);
    return ok;
  });
  bindRoute(app, contracts.employeeLeavePolicies, ({ auth, params, query }) => service.employeePolicies(auth, params.id, query.date));

  bindRoute(app, contracts.previewLeaveRequest, ({ auth, body }) => service.preview(auth, body));
  bindRoute(app, contracts.createLeaveRequest, ({ auth, actor, body }) => service.create(auth, actor, body));
  bindRoute(app, contracts.changeLeaveRequest, ({ auth, actor, body }) => service.change(auth, actor, body));
  bindRoute(app, contracts.cancelLeaveRequest, ({ auth, actor, params }) => service.cancel(auth, actor, params.id));
  bindRoute(app, contracts.listLeaveRequests, ({ auth, body }) => service.requestTable(auth, body));

  bindRoute(app, contracts.getEmployeeLeaveBalance, ({ auth, params, query }) =>
    service.balance(auth, { employeeId: params.id, type: params.type, date: query.date }),
  );
  bindRoute(app, contracts.listLeaveBalances, ({ auth, body }) => service.balances(auth, body));
  bindRoute(app, contracts.listUpcomingLeave, ({ auth, body }) => service.upcoming(auth, body));
}
