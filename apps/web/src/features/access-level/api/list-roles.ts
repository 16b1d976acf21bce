import { useQueries, useQuery } from '@tanstack/react-query';
import { getRole, listRoles } from '@tenaga/contracts/modules/roles.contracts';
import { contractQuery } from '../../../lib/contract-query.ts';

/** The whole table at once, in the server's order (default roles first). */
const ALL_ROLES = { body: { start: 0, length: -1, order: [], search: { value: '' }, columns: [] } };

/** Every role of the company, default roles first. */
export function useAllRoles(options: { readonly enabled?: boolean } = {}) {
  return useQuery({ ...contractQuery(listRoles, ALL_ROLES, { enabled: options.enabled ?? true }), select: (page) => page.data });
}

/** Every role with its grants (the navigation matrix): the list, then each role. */
export function useRolesWithGrants() {
  const list = useAllRoles();
  const details = useQueries({ queries: (list.data ?? []).map((role) => contractQuery(getRole, { params: { id: role.id } })) });
  return { list, details };
}
