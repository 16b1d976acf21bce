import { describe, expect, it } from 'vitest';
import { buildChain, chooseAssignment, departmentHeadRoute, type ResolvedLevel } from '../approvals.rules.ts';

const resolved = (approverIds: string[], reroutedBecause: ResolvedLevel['reroutedBecause'] = null): ResolvedLevel => ({
  approverIds,
  mode: 'any',
  escalateAfterDays: null,
  escalateToUserId: null,
  reroutedBecause,
});

describe('departmentHeadRoute', () => {
  it.each([
    [{ headEmployeeId: 'dee', requesterEmployeeId: 'eve', headCanApprove: true }, { to: 'head' }],
    [
      { headEmployeeId: null, requesterEmployeeId: 'eve', headCanApprove: false },
      { to: 'manager', reason: 'noDepartmentHead' },
    ],
    [
      { headEmployeeId: 'eve', requesterEmployeeId: 'eve', headCanApprove: true },
      { to: 'manager', reason: 'requesterIsDepartmentHead' },
    ],
    [
      { headEmployeeId: 'dee', requesterEmployeeId: 'eve', headCanApprove: false },
      { to: 'manager', reason: 'departmentHeadCannotApprove' },
    ],
  ] as const)('%o → %o', (input, route) => {
    expect(departmentHeadRoute(input)).toEqual(route);
  });
});

describe('buildChain', () => {
  it('leaves the requester out, skips a level left empty and notes it, and notes a rerouted level at its place in the chain', () => {
    const { chain, notes } = buildChain(
      [resolved(['eve']), resolved(['mo', 'mo'], 'noDepartmentHead'), resolved([], 'requesterIsDepartmentHead'), resolved(['hana', 'eve'])],
      ['eve'],
    );
    expect(chain.map((level) => level.approverIds)).toEqual([['mo'], ['hana']]);
    expect(chain[0]).not.toHaveProperty('reroutedBecause');
    expect(notes).toEqual([
      { action: 'skip', level: 0, reason: 'noApprover' },
      { action: 'reroute', level: 0, reason: 'noDepartmentHead' },
      { action: 'skip', level: 1, reason: 'requesterIsDepartmentHead' },
    ]);
  });
});

describe('chooseAssignment', () => {
  const rules = [
    { workflowId: 'engineers', departmentIds: [], isDefault: false, filter: 'engineer' },
    { workflowId: 'sales', departmentIds: ['sales'], isDefault: false, filter: null },
    { workflowId: 'sales-engineers', departmentIds: ['sales'], isDefault: false, filter: 'engineer' },
    { workflowId: 'default', departmentIds: [], isDefault: true, filter: null },
  ];
  const pick = (departmentId: string | null, jobTitle: string) =>
    chooseAssignment(rules, { departmentId, passesFilter: (rule) => rule.filter === null || rule.filter === jobTitle })?.workflowId;

  it('takes the first rule, in order, whose departments and filter both cover the employee; the default only when none does', () => {
    expect(pick('sales', 'engineer')).toBe('engineers');
    expect(pick('sales', 'clerk')).toBe('sales');
    expect(pick(null, 'engineer')).toBe('engineers');
    expect(pick('finance', 'clerk')).toBe('default');
    expect(pick(null, 'clerk')).toBe('default');
    expect(chooseAssignment(rules.slice(0, 2), { departmentId: 'finance', passesFilter: () => false })).toBeUndefined();
  });

  it('a default placed first still waits for every other rule', () => {
    const reordered = [rules[3]!, rules[1]!];
    expect(chooseAssignment(reordered, { departmentId: 'sales', passesFilter: () => true })?.workflowId).toBe('sales');
  });
});
