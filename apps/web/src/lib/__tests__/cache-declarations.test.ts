import { describe, expect, it } from 'vitest';
import * as contracts from '@tenaga/contracts';
import { changesOf, readsOf, type RouteContract } from '@tenaga/contracts/route';
import { routeName } from '../contract-key.ts';

const isContract = (value: unknown): value is RouteContract =>
  typeof value === 'object' && value !== null && 'method' in value && 'path' in value && 'permission' in value && 'response' in value;

/** Every route contract the package exports, including those grouped by list or location. */
function allContracts(): RouteContract[] {
  const found = new Map<string, RouteContract>();
  const visit = (value: unknown, depth: number) => {
    if (isContract(value)) found.set(routeName(value), value);
    else if (depth > 0 && typeof value === 'object' && value !== null) for (const inner of Object.values(value)) visit(inner, depth - 1);
  };
  visit(contracts, 3);
  return [...found.values()];
}

describe('what the contracts declare for the web cache', () => {
  const routes = allContracts();
  const tags = new Set(routes.flatMap((contract) => contract.tags));
  const declaredReads = new Set(routes.flatMap((contract) => contract.cache?.reads ?? []));
  const declaredChanges = new Set(routes.flatMap((contract) => contract.cache?.changes ?? []));

  it('finds the contracts', () => {
    expect(routes.length).toBeGreaterThan(100);
  });

  // A misspelt resource would refresh nothing, silently: each name is a module's tag, or a finer
  // resource that some route reads and some route changes.
  it.each([...new Set([...declaredReads, ...declaredChanges])])('%s names something that is both read and changed', (resource) => {
    const read = routes.some((contract) => readsOf(contract).includes(resource));
    const changed = routes.some((contract) => changesOf(contract).includes(resource));
    expect(tags.has(resource) || (read && changed)).toBe(true);
  });

  it('says that creating an employee (with an account) changes the users', () => {
    expect(changesOf(contracts.createEmployee)).toContain('users');
    expect(readsOf(contracts.listUsers)).toContain('users');
  });
});
