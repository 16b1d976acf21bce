import { queryOptions, useQueries, useQuery } from '@tanstack/react-query';
import { listRoles, type RoleSummary } from '@tenaga/contracts';
import { callApi } from '../../../lib/api-client.ts';
import { useSession } from '../../../lib/session-store.ts';
import { accessLevelKeys } from './access-level.keys.ts';
import { roleQueryOptions } from './get-role.ts';

/** Every role of the company, default roles first (the server's order when none is asked for). */
export async function fetchAllRoles(signal?: AbortSignal): Promise<RoleSummary[]> {
  const page = await callApi(listRoles, { body: { start: 0, length: -1, order: [], search: { value: '' }, columns: [] }, signal });
  return page.data;
}

export const allRolesQueryOptions = (userKey: string) =>
  queryOptions({ queryKey: accessLevelKeys.roleList(userKey), queryFn: ({ signal }) => fetchAllRoles(signal) });

export function useAllRoles(options: { readonly enabled?: boolean } = {}) {
  const userKey = useSession().current?.userKey ?? '';
  return useQuery({ ...allRolesQueryOptions(userKey), enabled: options.enabled ?? true });
}

/** Every role with its grants (the navigation matrix): the list, then each role. */
export function useRolesWithGrants() {
  const userKey = useSession().current?.userKey ?? '';
  const list = useAllRoles();
  const details = useQueries({ queries: (list.data ?? []).map((role) => roleQueryOptions(userKey, role.id)) });
  return { list, details };
}
