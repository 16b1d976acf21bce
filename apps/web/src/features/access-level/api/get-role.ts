import { queryOptions, useQuery } from '@tanstack/react-query';
import { getRole, type Role } from '@tenaga/contracts';
import { callApi } from '../../../lib/api-client.ts';
import { useSession } from '../../../lib/session-store.ts';
import { accessLevelKeys } from './access-level.keys.ts';

export const fetchRole = (id: string, signal?: AbortSignal): Promise<Role> => callApi(getRole, { params: { id }, signal });

export const roleQueryOptions = (userKey: string, id: string) =>
  queryOptions({ queryKey: accessLevelKeys.role(userKey, id), queryFn: ({ signal }) => fetchRole(id, signal) });

export function useRole(id: string | undefined) {
  const userKey = useSession().current?.userKey ?? '';
  // Open in an editor: coming back to the tab must not replace what is being typed; a stale save
  // is caught by its version instead.
  return useQuery({ ...roleQueryOptions(userKey, id ?? ''), enabled: id !== undefined, refetchOnWindowFocus: false });
}
