import type { FastifyInstance } from 'fastify';
import { TEAM_AWAY_LIMITS, listTeamAway, type TeamAway, type TeamAwayQuery } from '@tenaga/contracts';
import type { TenantRunner } from '../../db/tenant.ts';
import { AppError, notFound } from '../../lib/app-error.ts';
import type { RequestAuth } from '../../plugins/authenticate.ts';
import { bindRoute } from '../../plugins/route-binding.ts';
import type { ModuleServices } from '../../platform/module.ts';
import type { TimeOffCalendar } from './time-off.calendar.ts';
import { reachableEmployeeIds, type Reach } from './time-off.repository.ts';

const MS_PER_DAY = 86_400_000;

/**
 * Who else is away, asked from the request form: the caller must reach the person the request is
 * for (themselves, their team, or anyone for HR); the answer names that person's team mates and the
 * dates they are away, nothing more (an employee may see that a colleague is away, not why).
 */
export function createTeamAway(deps: {
  tenant: TenantRunner;
  access: Pick<ModuleServices['access'], 'accessOf'>;
  calendar: Pick<TimeOffCalendar, 'matesAway'>;
}) {
  return async function teamAway(auth: RequestAuth, query: TeamAwayQuery): Promise<TeamAway> {
    if (query.to < query.from) throw new AppError('VALIDATION_FAILED', { fieldErrors: { to: 'validation:endBeforeStart' } });
    if ((Date.parse(query.to) - Date.parse(query.from)) / MS_PER_DAY + 1 > TEAM_AWAY_LIMITS.maxDays)
      throw new AppError('VALIDATION_FAILED', {
        values: { days: TEAM_AWAY_LIMITS.maxDays },
        fieldErrors: { to: 'validation:periodTooLong' },
      });
    const employeeId = query.employeeId ?? auth.employeeId;
    if (!employeeId) throw notFound();
    const { dataScope } = await deps.access.accessOf(auth);
    let reach: Reach | null = null;
    if (dataScope === 'all') reach = { kind: 'all' };
    else if (auth.employeeId)
      reach = dataScope === 'team' ? { kind: 'team', employeeId: auth.employeeId } : { kind: 'self', employeeId: auth.employeeId };
    if (!reach) throw notFound();
    const scope = reach;
    const reached = await deps.tenant(auth.companyId, (tx) => reachableEmployeeIds(tx, auth.companyId, scope, [employeeId], 1));
    if (reached.length === 0) throw notFound();
    return deps.calendar.matesAway(auth.companyId, { employeeId, from: query.from, to: query.to });
  };
}

export function registerTeamAwayRoutes(app: FastifyInstance, teamAway: ReturnType<typeof createTeamAway>): void {
  bindRoute(app, listTeamAway, ({ auth, query }) => teamAway(auth, query));
}
