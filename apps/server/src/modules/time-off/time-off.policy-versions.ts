import { isDeepStrictEqual } from 'node:util';
import { TIME_OFF_LIMITS, type LeavePolicyVersion, type LeaveRules } from '@tenaga/contracts';
import type { LeavePolicy, LeavePolicyVersion as EngineVersion } from '@tenaga/domain/time-off';
import type { StoredLeaveRules, StoredLeaveVersion } from '../../db/schema/index.ts';
import { enginePolicy } from './time-off.rules.ts';

/** A policy's rules as stored: the first ones and the dated versions after them. */
export interface PolicyRules {
  readonly rules: StoredLeaveRules;
  readonly versions: readonly StoredLeaveVersion[];
}

/** A field and the message key of what is wrong with a change. */
export type VersionProblem = readonly [field: string, key: string];

export const latestRules = (policy: PolicyRules): StoredLeaveRules => policy.versions.at(-1)?.rules ?? policy.rules;

/** Every version for the contract, the first rules first (effectiveFrom null). */
export const versionsOf = (policy: PolicyRules): LeavePolicyVersion[] => [
  { effectiveFrom: null, rules: policy.rules as LeaveRules },
  ...policy.versions.map((version) => ({ effectiveFrom: version.effectiveFrom, rules: version.rules as LeaveRules })),
];

/**
 * What a change writes. Without a date the latest rules are corrected; with one, the rules are a
 * new version from it (the latest version's own date corrects it; an earlier date is refused, so
 * versions stay in order). Rules equal to the latest add nothing. The kind of leave year is fixed
 * once a policy has versions: its years are the frame they apply in.
 */
export function changedRules(
  current: PolicyRules,
  change: { rules: StoredLeaveRules; effectiveFrom: string | null },
): PolicyRules | VersionProblem {
  const latest = current.versions.at(-1);
  const hasVersions = latest !== undefined || change.effectiveFrom !== null;
  if (hasVersions && change.rules.leaveYear !== current.rules.leaveYear) return ['rules.leaveYear', 'timeOff:versions.leaveYearFixed'];
  if (change.effectiveFrom === null) {
    if (!latest) return { rules: change.rules, versions: [] };
    return { rules: current.rules, versions: [...current.versions.slice(0, -1), { ...latest, rules: change.rules }] };
  }
  if (latest && change.effectiveFrom < latest.effectiveFrom) return ['effectiveFrom', 'timeOff:versions.beforeLatest'];
  if (latest && change.effectiveFrom === latest.effectiveFrom)
    return { rules: current.rules, versions: [...current.versions.slice(0, -1), { ...latest, rules: change.rules }] };
  if (isDeepStrictEqual(change.rules, latestRules(current))) return current;
  if (current.versions.length >= TIME_OFF_LIMITS.maxPolicyVersions) return ['effectiveFrom', 'timeOff:versions.tooMany'];
  return { rules: current.rules, versions: [...current.versions, { effectiveFrom: change.effectiveFrom, rules: change.rules }] };
}

export const isProblem = (value: PolicyRules | VersionProblem): value is VersionProblem => Array.isArray(value);

/** The engine's policy and its dated versions for a stored policy of a category (code null: the company's own). */
export function engineVersions(code: string | null, policy: PolicyRules): { policy: LeavePolicy; versions: EngineVersion[] } {
  return {
    policy: enginePolicy(code, policy.rules as LeaveRules),
    versions: policy.versions.map((version) => ({ from: version.effectiveFrom, policy: enginePolicy(code, version.rules as LeaveRules) })),
  };
}
