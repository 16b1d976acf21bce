import type { FastifyInstance } from 'fastify';
import * as contracts from '@tenaga/contracts';
import { bindRoute } from '../../plugins/route-binding.ts';
import type { AttendancePeriods } from './attendance.periods.ts';

export function registerPeriodRoutes(app: FastifyInstance, periods: AttendancePeriods): void {
  bindRoute(app, contracts.getAttendancePeriodSetting, ({ auth }) => periods.setting(auth.companyId));
  bindRoute(app, contracts.updateAttendancePeriodSetting, ({ auth, actor, body }) => periods.updateSetting(auth.companyId, actor, body));
  bindRoute(app, contracts.listAttendancePeriods, ({ auth, query }) => periods.list(auth.companyId, query));
  bindRoute(app, contracts.lockAttendancePeriod, ({ auth, actor, body }) =>
    periods.lockPeriod(auth.companyId, actor, { date: body.date, by: 'hr' }),
  );
  bindRoute(app, contracts.unlockAttendancePeriod, ({ auth, actor, body }) => periods.unlockPeriod(auth.companyId, actor, body));
  bindRoute(app, contracts.createAttendanceAdjustment, ({ auth, actor, body }) => periods.createAdjustment(auth.companyId, actor, body));
}
