import { z } from 'zod';
import { defineApiModule } from '../api-module.ts';
import { isoDate } from '../common.ts';
import { defineRoute, menuAccess } from '../route.ts';
import { v } from '../validation.ts';
import { TIME_OFF_LIMITS } from './time-off.contracts.ts';

/**
 * Who else is away before requesting (issue 14): the team mates of the person leave is requested
 * for — others in their department, or reporting to their manager — with approved or pending leave
 * on some of the dates asked about. Names and dates only: never the category, the reason or the status.
 */
export const TEAM_AWAY_LIMITS = {
  /** The most team mates named; the rest are only counted. */
  maxMates: 50,
  maxDays: TIME_OFF_LIMITS.maxRequestDays,
} as const;

export const TeamAwayQuerySchema = z.strictObject({
  /** The person the request is for; the caller when not given. */
  employeeId: z.uuid({ error: v.validFormat }).optional(),
  from: isoDate(),
  to: isoDate(),
});
export type TeamAwayQuery = z.infer<typeof TeamAwayQuerySchema>;

export const TeamAwaySchema = z.object({
  mates: z.array(z.object({ employeeId: z.uuid(), name: z.string(), dates: z.array(z.string()) })),
  /** Team mates away beyond those named. */
  more: z.number().int().min(0),
});
export type TeamAway = z.infer<typeof TeamAwaySchema>;

export const listTeamAway = defineRoute({
  method: 'GET',
  path: '/timeoff/request/team-away',
  summary:
    'Team mates (same department or same manager) of the employee a request is for, away (approved or pending leave) on some of [from, to] (at most 366 days): names and dates only',
  tags: ['time-off'],
  permission: menuAccess('timeoff', 'view'),
  cache: { reads: ['time-off', 'employees', 'approvals'] },
  query: TeamAwayQuerySchema,
  response: TeamAwaySchema,
});

/** A read of the request form, whose menu items the time-off module serves (api-module.ts). */
export const timeOffAwayApi = defineApiModule({ name: 'time-off-away', menu: [] });
