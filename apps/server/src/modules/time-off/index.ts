import { leaveCategories, leavePolicies, leaveProfiles } from '../../db/schema/index.ts';
import { namesFromTable } from '../../lib/audit.ts';
import { AppError } from '../../lib/app-error.ts';
import { defineModule } from '../../platform/module.ts';
import { requestAttachmentIds } from './time-off.repository.ts';
import { createLeaveBalanceImporter } from './time-off.balance-import.ts';
import { setUpLeaveDefaults } from './time-off.defaults.ts';
import { createTimeOffLedgerService, type TimeOffLedgerService } from './time-off.ledger.ts';
import { registerTimeOffLedgerRoutes } from './time-off.ledger.routes.ts';
import { registerLeaveRequestsExtraRoutes } from './time-off.requests-extra.routes.ts';
import { createLeaveRequestsExtra } from './time-off.requests-extra.ts';
import { createTeamAway, registerTeamAwayRoutes } from './time-off.away.ts';
import { createTimeOffCalendar, type TimeOffCalendar } from './time-off.calendar.ts';
import { registerTimeOffHostReads } from './time-off.host-reads.ts';
import { registerLeaveReferenceRoutes } from './time-off.reference.ts';
import { registerTimeOffRoutes } from './time-off.routes.ts';
import { createTimeOffService, TIME_OFF_APPROVAL, type TimeOffService } from './time-off.service.ts';

export type { TimeOffService } from './time-off.service.ts';
export type { LeaveEncashment, TimeOffLedgerService, UnpaidLeave } from './time-off.ledger.ts';
export { statusesShown, type LeaveDay, type TimeOffCalendar } from './time-off.calendar.ts';

declare module '../../platform/module.ts' {
  interface ModuleServices {
    timeOff: TimeOffService;
    timeOffLedger: TimeOffLedgerService;
    /** Leave by date for calendars, and who of a person's team mates is away. */
    timeOffCalendar: TimeOffCalendar;
  }
}

const REFERENCES = {
  employeeId: 'employee',
  categoryId: 'leave-category',
  profileId: 'leave-profile',
  policyIds: 'leave-policy',
};

/**
 * Time off (issue 15): categories, policies and profiles (Settings › Time off), their assignment to
 * employees, leave requests through the approval workflows (kind 'timeOff') and balances from the
 * time-off engine (`@tenaga/domain/time-off`), crediting converted leave from overwork.
 */
export const timeOffModule = defineModule({
  name: 'time-off',
  services: {
    timeOff: (context) =>
      createTimeOffService({
        tenant: context.tenant,
        clock: context.clock,
        translate: context.translate,
        access: context.service('access'),
        approvals: context.service('approvals'),
        workCalendars: context.service('workCalendars'),
        overwork: context.service('attendanceOverwork'),
        files: context.service('files'),
      }),
    timeOffLedger: (context) =>
      createTimeOffLedgerService({ tenant: context.tenant, clock: context.clock, timeOff: context.service('timeOff') }),
    timeOffCalendar: (context) => createTimeOffCalendar({ tenant: context.tenant }),
  },
  routes: (app, context) => {
    registerTimeOffRoutes(app, context.service('timeOff'));
    registerLeaveReferenceRoutes(app, context.translate);
    registerLeaveRequestsExtraRoutes(
      app,
      createLeaveRequestsExtra({
        tenant: context.tenant,
        access: context.service('access'),
        files: context.service('files'),
        approvals: context.service('approvals'),
        timeOff: context.service('timeOff'),
      }),
    );
    registerTimeOffLedgerRoutes(app, context.service('timeOffLedger'));
    registerTimeOffHostReads(app, { tenant: context.tenant });
    registerTeamAwayRoutes(
      app,
      createTeamAway({ tenant: context.tenant, access: context.service('access'), calendar: context.service('timeOffCalendar') }),
    );
  },
  importers: (context) => [createLeaveBalanceImporter({ translate: context.translate })],
  // A new company starts with its country's statutory categories and default policies.
  companySetUps: (context) => [
    { name: 'time-off', run: (tx, input) => setUpLeaveDefaults(tx, { ...input, translate: context.translate }) },
  ],
  // Add employee's leave profile step (spec §3): from the hiring date, in the employee's transaction.
  employeeCreationParts: (context) => [
    {
      key: 'leaveProfile',
      async check(auth, body) {
        if (!body.leaveProfile) return;
        const { menuGrants } = await context.service('access').accessOf(auth);
        if (menuGrants.timeoffAssignment !== 'edit')
          throw new AppError('FIELD_FORBIDDEN', { fieldErrors: { 'leaveProfile.profileId': 'errors:fieldForbidden' } });
      },
      async write(tx, { auth, actor, employeeId, startDate, body }) {
        if (!body.leaveProfile) return;
        await context.service('timeOff').assignNewEmployee(tx, auth, actor, {
          ...body.leaveProfile,
          employeeIds: [employeeId],
          effectiveFrom: startDate,
        });
      },
    },
  ],
  approvalKinds: (context) => [
    {
      kind: TIME_OFF_APPROVAL,
      labelKey: `approvals:kind.${TIME_OFF_APPROVAL}`,
      requesterPath: () => '/timeoff',
      onDecided: (tx, request, outcome) => context.service('timeOff').onDecided(tx, request, outcome),
      // Its approvers open the attachment (a medical certificate) from the request.
      documents: (tx, request) => requestAttachmentIds(tx, request.companyId, request.subjectId),
    },
  ],
  auditVocabulary: [
    { entity: 'leave-category', names: namesFromTable(leaveCategories, leaveCategories.name), fieldLabels: ['timeOff:fields.'] },
    {
      entity: 'leave-policy',
      names: namesFromTable(leavePolicies, leavePolicies.name),
      references: REFERENCES,
      fieldLabels: ['timeOff:fields.'],
    },
    {
      entity: 'leave-profile',
      names: namesFromTable(leaveProfiles, leaveProfiles.name),
      references: REFERENCES,
      fieldLabels: ['timeOff:fields.'],
    },
    { entity: 'leave-assignment', references: REFERENCES, fieldLabels: ['timeOff:fields.'] },
    {
      entity: 'leave-request',
      references: REFERENCES,
      codes: { status: 'timeOff:status.' },
      fieldLabels: ['timeOff:fields.', 'timeOffRequests:fields.'],
    },
    { entity: 'leave-ledger-entry', references: REFERENCES, codes: { kind: 'timeOff:ledger.kinds.' }, fieldLabels: ['timeOff:fields.'] },
  ],
});
