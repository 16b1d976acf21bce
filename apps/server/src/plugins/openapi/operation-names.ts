import * as contracts from '@tenaga/contracts';
import type { RouteContract } from '@tenaga/contracts';

function isRouteContract(value: unknown): value is RouteContract {
  return (
    typeof value === 'object' && value !== null && 'method' in value && 'path' in value && 'permission' in value && 'response' in value
  );
}

/**
 * Each contract's export name (`getEmployeeBrief`): its operationId in the API document, so a
 * generated client's names stay put when a path or a summary changes.
 */
const EXPORT_NAMES = new Map<RouteContract, string>(
  Object.entries(contracts).flatMap(([name, value]) => (isRouteContract(value) ? [[value, name] as const] : [])),
);

/** The contract's export name; a contract the package does not export (a test's own) is named from its method and path. */
export function operationIdOf(contract: RouteContract): string {
  return EXPORT_NAMES.get(contract) ?? nameFromPath(contract);
}

/** Every contract the package exports. */
export const EXPORTED_CONTRACTS: readonly RouteContract[] = [...EXPORT_NAMES.keys()];

function nameFromPath(contract: RouteContract): string {
  const words = contract.path.split(/[^A-Za-z0-9]+/).filter(Boolean);
  return contract.method.toLowerCase() + words.map((word) => word[0]!.toUpperCase() + word.slice(1)).join('');
}

/** 'getEmployeeBrief' → 'Get employee brief': an operation's or a tag's title in a generated reference. */
export function titleOf(operationId: string): string {
  const words = operationId.replace(/([a-z0-9])([A-Z])/g, '$1 $2').toLowerCase();
  return words[0]!.toUpperCase() + words.slice(1);
}
