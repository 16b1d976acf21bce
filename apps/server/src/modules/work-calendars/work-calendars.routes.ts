import type { FastifyInstance } from 'fastify';
import * as contracts from '@tenaga/contracts';
import { bindRoute } from '../../plugins/route-binding.ts';
import type { WorkCalendarsService } from './work-calendars.service.ts';

export function registerWorkCalendarsRoutes(app: FastifyInstance, service: WorkCalendarsService): void {
  bindRoute(app, contracts.listHolidays, ({ auth, language, body }) => service.table(auth, language, body));
  bindRoute(app, contracts.getHolidayCalendars, ({ auth }) => service.calendars(auth));
  bindRoute(app, contracts.getStandardHolidays, async ({ language, query }) => service.standard(language, query));
  bindRoute(app, contracts.getHolidaySource, async ({ query }) => service.source(query));
  bindRoute(app, contracts.adoptHolidays, async ({ auth, actor, body }) => {
    await service.adopt(auth, actor, body);
    return { ok: true as const };
  });
  bindRoute(app, contracts.tickHoliday, async ({ auth, actor, body }) => {
    await service.tick(auth, actor, body);
    return { ok: true as const };
  });
  bindRoute(app, contracts.createHoliday, ({ auth, actor, body }) => service.create(auth, actor, body));
  bindRoute(app, contracts.updateHoliday, ({ auth, actor, params, body }) => service.update(auth, actor, params.id, body));
  bindRoute(app, contracts.deleteHoliday, async ({ auth, actor, params }) => {
    await service.remove(auth, actor, params.id);
    return { ok: true as const };
  });

  const weeks = service.weeks;
  bindRoute(app, contracts.listWorkingWeeks, ({ auth }) => weeks.list(auth));
  bindRoute(app, contracts.createWorkingWeek, ({ auth, actor, body }) => weeks.create(auth, actor, body));
  bindRoute(app, contracts.addStandardWorkingWeeks, ({ auth, actor, language, body }) =>
    weeks.addStandard(auth, actor, language, body.names),
  );
  bindRoute(app, contracts.updateWorkingWeek, ({ auth, actor, params, body }) => weeks.update(auth, actor, params.id, body));
  bindRoute(app, contracts.deleteWorkingWeek, async ({ auth, actor, language, params }) => {
    await weeks.remove(auth, actor, language, params.id);
    return { ok: true as const };
  });
  bindRoute(app, contracts.listWeekAssignments, ({ auth, body }) => weeks.assignments(auth, body));
  bindRoute(app, contracts.createWeekAssignment, ({ auth, actor, body }) => weeks.assign(auth, actor, body));
  bindRoute(app, contracts.deleteWeekAssignment, async ({ auth, actor, params }) => {
    await weeks.unassign(auth, actor, params.id);
    return { ok: true as const };
  });
}
