import type { FastifyInstance } from 'fastify';
import * as contracts from '@tenaga/contracts';
import type { Translate } from '../../lib/i18n.ts';
import { bindFileRoute, bindRoute } from '../../plugins/route-binding.ts';
import { timesheetWorkbook } from './attendance.timesheet.export.ts';
import type { Absences } from './attendance.absences.ts';
import type { TimesheetService } from './attendance.timesheet.service.ts';

export function registerTimesheetRoutes(
  app: FastifyInstance,
  timesheets: TimesheetService,
  absences: Absences,
  translate: Translate,
): void {
  bindRoute(app, contracts.getTimesheet, ({ auth, query }) => timesheets.summary(auth, query));
  bindRoute(app, contracts.getTimesheetDetail, ({ auth, query }) => timesheets.detail(auth, query));
  bindRoute(app, contracts.listTimesheets, ({ auth, body }) => timesheets.table(auth, body));
  bindRoute(app, contracts.createAbsence, ({ auth, actor, body }) => absences.create(auth, actor, body));
  bindRoute(app, contracts.updateAbsence, ({ auth, actor, params, body }) => absences.update(auth, actor, params.id, body));
  bindRoute(app, contracts.deleteAbsence, async ({ auth, actor, params }) => {
    await absences.remove(auth, actor, params.id);
    return { ok: true as const };
  });
  bindFileRoute(app, contracts.exportTimesheets, async ({ auth, query, language }) =>
    timesheetWorkbook({
      ...(await timesheets.exportable(auth, query)),
      from: query.from,
      to: query.to,
      language,
      translate,
    }),
  );
}
