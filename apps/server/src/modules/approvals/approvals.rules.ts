import type { ApprovalStepReason } from '@tenaga/contracts';
import type { ChainLevel } from '../../db/schema/index.ts';

export interface RequestState {
  readonly chain: readonly ChainLevel[];
  readonly currentLevel: number;
  readonly waitingOn: readonly string[];
}

/** A workflow level with its approvers found for one request; `reroutedBecause`: others stand in for those the workflow names. */
export interface ResolvedLevel extends ChainLevel {
  readonly reroutedBecause: ApprovalStepReason | null;
}

/** What the request's history records of how its chain was built: a level rerouted or skipped, at its place in the chain. */
export interface ChainNote {
  readonly action: 'reroute' | 'skip';
  readonly level: number;
  readonly reason: ApprovalStepReason;
}

/**
 * A request's chain without the requester: nobody approves their own request. A level left with
 * nobody is skipped, and both that and a rerouted level are noted (the history says why).
 */
export function buildChain(levels: readonly ResolvedLevel[], requesterIds: readonly string[]): { chain: ChainLevel[]; notes: ChainNote[] } {
  const chain: ChainLevel[] = [];
  const notes: ChainNote[] = [];
  for (const { reroutedBecause, ...level } of levels) {
    const approverIds = [...new Set(level.approverIds.filter((id) => !requesterIds.includes(id)))];
    if (approverIds.length === 0) {
      notes.push({ action: 'skip', level: chain.length, reason: reroutedBecause ?? 'noApprover' });
      continue;
    }
    if (reroutedBecause) notes.push({ action: 'reroute', level: chain.length, reason: reroutedBecause });
    chain.push({ ...level, approverIds });
  }
  return { chain, notes };
}

/**
 * A "department head" level: the head of the requester's department approves, unless there is
 * none, the head cannot approve (no active account with an approving role) or the requester is the
 * head. Then the requester's own manager stands in (for a head: the one they report to), as the
 * next person up; a level with nobody even then is skipped, with the reason recorded.
 */
export function departmentHeadRoute(input: {
  readonly headEmployeeId: string | null;
  readonly requesterEmployeeId: string;
  readonly headCanApprove: boolean;
}): { readonly to: 'head' } | { readonly to: 'manager'; readonly reason: ApprovalStepReason } {
  if (input.headEmployeeId === null) return { to: 'manager', reason: 'noDepartmentHead' };
  if (input.headEmployeeId === input.requesterEmployeeId) return { to: 'manager', reason: 'requesterIsDepartmentHead' };
  if (!input.headCanApprove) return { to: 'manager', reason: 'departmentHeadCannotApprove' };
  return { to: 'head' };
}

/** An assignment rule as routing reads it: departments and/or a filter, none of either being the default. */
export interface AssignmentRule {
  readonly workflowId: string;
  readonly departmentIds: readonly string[];
  readonly isDefault: boolean;
}

/**
 * The workflow for an employee: the first rule, in order, whose departments (if any) hold the
 * employee's and whose filter (if any) lets them through; the default when none does.
 */
export function chooseAssignment<R extends AssignmentRule>(
  rules: readonly R[],
  employee: { readonly departmentId: string | null; readonly passesFilter: (rule: R) => boolean },
): R | undefined {
  return (
    rules.find(
      (rule) =>
        !rule.isDefault &&
        (rule.departmentIds.length === 0 || (employee.departmentId !== null && rule.departmentIds.includes(employee.departmentId))) &&
        employee.passesFilter(rule),
    ) ?? rules.find((rule) => rule.isDefault)
  );
}

export type Advance =
  | { readonly kind: 'waiting'; readonly waitingOn: string[] }
  | { readonly kind: 'nextLevel'; readonly level: number; readonly waitingOn: string[] }
  | { readonly kind: 'approved' };

/** What one approval (by `approverId`, possibly a delegate acting for them) does to the request. */
export function afterApproval(state: RequestState, approverId: string): Advance {
  const level = state.chain[state.currentLevel]!;
  const waitingOn = state.waitingOn.filter((id) => id !== approverId);
  if (level.mode === 'all' && waitingOn.length > 0) return { kind: 'waiting', waitingOn };
  return nextLevel(state);
}

function nextLevel(state: RequestState): Advance {
  const next = state.currentLevel + 1;
  const level = state.chain[next];
  return level ? { kind: 'nextLevel', level: next, waitingOn: [...level.approverIds] } : { kind: 'approved' };
}

/**
 * A level that waited too long: it moves on to the next level; the last level goes to its named
 * escalation user (when there is one and they are not already waited on). Null: nothing to do yet.
 */
export function escalation(state: RequestState & { readonly levelStartedAt: Date }, now: Date, dayMs: number): Advance | null {
  const level = state.chain[state.currentLevel];
  if (!level?.escalateAfterDays) return null;
  if (now.getTime() - state.levelStartedAt.getTime() < level.escalateAfterDays * dayMs) return null;
  if (state.chain[state.currentLevel + 1]) return nextLevel(state);
  const to = level.escalateToUserId;
  if (!to || (state.waitingOn.length === 1 && state.waitingOn[0] === to)) return null;
  return { kind: 'waiting', waitingOn: [to] };
}

/** Whose turn the caller takes: their own when they are waited on, else the first absent approver they stand in for. */
export function actingFor(waitingOn: readonly string[], callerId: string, standsInFor: readonly string[]): string | null {
  if (waitingOn.includes(callerId)) return callerId;
  return standsInFor.find((id) => waitingOn.includes(id)) ?? null;
}
