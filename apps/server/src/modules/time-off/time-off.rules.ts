import type { LeaveProblem, LeaveRules } from '@tenaga/contracts';
import {
  eligibilityProblems,
  isLeaveCategoryCode,
  leaveRequestProblems,
  type CountProblem,
  type LeaveCategoryCode,
  type LeaveEmployee,
  type LeaveLedgerEntry,
  type LeavePolicy,
  type RequestRule,
} from '@tenaga/domain/time-off';
import { tidyName } from '../../lib/unique-name.ts';

/** What is stored of a category or a profile: the name tidied (names are compared that way), the description trimmed. */
export const tidyNamed = <T extends { name: string; description: string }>(body: T): T => ({
  ...body,
  name: tidyName(body.name),
  description: body.description.trim(),
});

/**
 * The engine's policy for stored rules. The engine reads the category only to check it is one it
 * knows: a company's own category (no code) computes like any other, under 'unpaid'.
 */
export function enginePolicy(code: string | null, rules: LeaveRules): LeavePolicy {
  const category: LeaveCategoryCode = code !== null && isLeaveCategoryCode(code) ? code : 'unpaid';
  return { category, ...rules };
}

/** The assignment in force on a date: the last one from on or before it (assignments oldest first). */
export function inForceOn<T extends { effectiveFrom: string }>(assignments: readonly T[], date: string): T | undefined {
  let found: T | undefined;
  for (const assignment of assignments) if (assignment.effectiveFrom <= date) found = assignment;
  return found;
}

/** A decimal string of days, negated ('2' → '-2', '-0.5' → '0.5'). */
export const negated = (days: string) => (days.startsWith('-') ? days.slice(1) : days === '0' ? '0' : `-${days}`);

/**
 * The ledger entries a request holds: each counted date, as 'taken' once approved, 'pending' while
 * it waits. Rejected and cancelled requests hold nothing.
 */
export function requestEntries(request: {
  id: string;
  status: string;
  byDate: readonly { date: string; days: string }[];
}): LeaveLedgerEntry[] {
  if (request.status !== 'approved' && request.status !== 'pending') return [];
  const kind = request.status === 'approved' ? 'taken' : 'pending';
  return request.byDate.filter((day) => day.days !== '0').map((day) => ({ id: request.id, kind, date: day.date, days: negated(day.days) }));
}

/** Two one-day requests on the same date, one in the morning and one in the afternoon, do not overlap. */
export function otherHalfOfTheDay(
  a: { from: string; to: string; firstDayHalf: string | null; lastDayHalf: string | null },
  b: { from: string; to: string; firstDayHalf: string | null; lastDayHalf: string | null },
): boolean {
  if (a.from !== a.to || b.from !== b.to || a.from !== b.from) return false;
  const halfA = a.firstDayHalf ?? a.lastDayHalf;
  const halfB = b.firstDayHalf ?? b.lastDayHalf;
  return halfA !== null && halfB !== null && halfA !== halfB;
}

const COUNT_PROBLEMS: Record<CountProblem, LeaveProblem> = {
  dateOrder: 'dateOrder',
  halfDayNotAllowed: 'halfDayNotAllowed',
  hoursNotAllowed: 'hoursNotAllowed',
  hoursOnOneDayOnly: 'hoursOnOneDayOnly',
  hoursTooMany: 'hoursTooMany',
  // A date the work calendar does not cover is outside the employee's employment.
  workingDaysMissing: 'notEmployed',
};

/** Every rule a request breaks, by name, in a stable order and each once. */
export function requestProblems(input: {
  policy: LeavePolicy;
  employee: LeaveEmployee;
  request: { from: string; to: string; days: string; hasAttachment: boolean };
  countProblems: readonly CountProblem[];
  today: string;
  otherRequests: readonly { from: string; to: string }[];
  lowestBalanceAfter: string;
}): LeaveProblem[] {
  const found = new Set<LeaveProblem>(input.countProblems.map((problem) => COUNT_PROBLEMS[problem]));
  for (const reason of eligibilityProblems(input.policy, input.employee, input.request.from)) found.add(reason);
  const rules: RequestRule[] = leaveRequestProblems({
    policy: input.policy,
    request: input.request,
    today: input.today,
    otherRequests: input.otherRequests,
    lowestBalanceAfter: input.lowestBalanceAfter,
  });
  for (const rule of rules) found.add(rule);
  if (found.size === 0 && input.request.days === '0') found.add('noDaysCounted');
  return [...found];
}

/** Days from one date to another, both included. */
export function spanDays(from: string, to: string): number {
  return Math.round((Date.parse(`${to}T00:00:00Z`) - Date.parse(`${from}T00:00:00Z`)) / 86_400_000) + 1;
}
