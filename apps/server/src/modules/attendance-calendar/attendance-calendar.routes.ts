import type { FastifyInstance } from 'fastify';
import * as contracts from '@tenaga/contracts';
import { bindFileRoute, bindRoute } from '../../plugins/route-binding.ts';
import type { AttendanceCalendarService } from './attendance-calendar.service.ts';

export function registerAttendanceCalendarRoutes(app: FastifyInstance, calendar: AttendanceCalendarService): void {
  bindRoute(app, contracts.listCalendarEvents, ({ auth, body, language }) => calendar.events(auth, language, body));
  bindRoute(app, contracts.getPresenceEvent, ({ auth, params }) => calendar.presence(auth, params.id));
  bindFileRoute(app, contracts.getPunchPhoto, ({ auth, params }) => calendar.punchPhoto(auth, params.id));
  bindRoute(app, contracts.getScheduleEvent, ({ auth, params }) => calendar.schedule(auth, params.id));
  bindRoute(app, contracts.getAvailability, ({ auth, body }) => calendar.availability(auth, body));
}
