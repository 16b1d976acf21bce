import { z } from 'zod';
import { APPROVAL_KINDS, defineRoute, sessionAccess } from '@tenaga/contracts';
import { defineModule, type ModuleDefinition } from '../platform/module.ts';
import { bindRoute } from '../plugins/route-binding.ts';

/**
 * Test-only: the end-to-end approvals journey needs a request with no record behind it. The
 * journey uses salary increments, whose owner's hook finds no increment for the probe's subject and
 * leaves it be (every kind has an owner now; exemption requests are the pay items module's). Only
 * the e2e server entry (e2e/support/approvals-server.ts) loads this module; the product never serves its route.
 */
export const submitProbeRequest = defineRoute({
  method: 'POST',
  path: '/testing/approval-probe',
  summary: 'Test only: submit an approval request for an employee, requested by the caller',
  tags: ['testing'],
  permission: sessionAccess,
  body: z.strictObject({ kind: z.enum(APPROVAL_KINDS), employeeId: z.uuid() }),
  response: z.object({ id: z.string() }),
});

export const approvalProbeModule: ModuleDefinition = defineModule({
  name: 'approvalProbe',
  routes: (app, context) =>
    bindRoute(app, submitProbeRequest, ({ auth, body }) =>
      context.tenant(auth.companyId, (tx) =>
        context.service('approvals').submit(tx, {
          companyId: auth.companyId,
          kind: body.kind,
          subjectId: crypto.randomUUID(),
          employeeId: body.employeeId,
          requestedBy: auth.userId,
          summary: {},
          now: context.clock.now(),
        }),
      ),
    ),
});
