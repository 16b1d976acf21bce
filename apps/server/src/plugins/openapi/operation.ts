import type { RouteContract, RoutePermission } from '@tenaga/contracts';
import { operationIdOf, titleOf } from './operation-names.ts';

/** Who may call it, in the words of a reference page. */
function permissionNote(permission: RoutePermission): string {
  switch (permission.kind) {
    case 'public':
      return 'Public: no token needed.';
    case 'session':
      return 'Any signed-in user, on their own data.';
    case 'menu': {
      const grant = `menu item \`${permission.menu}\` at \`${permission.level}\``;
      return permission.ownMenu
        ? `Needs ${grant}; with \`${permission.ownMenu}\` instead, the caller's own record only.`
        : `Needs ${grant}.`;
    }
  }
}

/** The fields of an operation that come from its contract alone (parameters and bodies come from its zod schemas). */
export function operationFields(contract: RouteContract) {
  const operationId = operationIdOf(contract);
  return {
    operationId,
    summary: titleOf(operationId),
    description: `${contract.summary}\n\n${permissionNote(contract.permission)}`,
    tags: [...contract.tags],
    // Public routes say so explicitly: no security requirement, rather than none declared.
    security: contract.permission.kind === 'public' ? [] : [{ bearer: [] }],
  };
}

/** A file answer: its media types from the contract, the body as bytes, saved under the name the header gives. */
export function fileResponse(contract: RouteContract) {
  if (!contract.fileTypes?.length) throw new Error(`${operationIdOf(contract)} answers with a file: declare its fileTypes in the contract`);
  const bytes = { schema: { type: 'string', format: 'binary' } };
  return {
    200: {
      description: 'The file.',
      headers: {
        // @fastify/swagger wraps each header's schema itself.
        'Content-Disposition': { type: 'string', description: 'attachment, with the file name' },
      },
      content: Object.fromEntries(contract.fileTypes.map((type) => [type, bytes])),
    },
  };
}

/**
 * The document's tags, in order: a tag is also a cache resource name (route.ts), so it stays as it
 * is and a reference shows the readable `x-displayName` ('clientContracts' → 'Client contracts').
 */
export function tagsOf(contracts: Iterable<RouteContract>): { name: string; 'x-displayName': string }[] {
  const names = new Set([...contracts].flatMap((contract) => contract.tags));
  return [...names].sort().map((name) => ({ name, 'x-displayName': titleOf(name.replace(/-/g, ' ')) }));
}
