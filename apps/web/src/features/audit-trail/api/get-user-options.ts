import { queryOptions, useQuery } from '@tanstack/react-query';
import { getUserSelection } from '@tenaga/contracts';
import { ApiError, callApi } from '../../../lib/api-client.ts';
import { useSession } from '../../../lib/session-store.ts';
import { auditTrailKeys } from './audit-trail.keys.ts';

export const fetchUserOptions = (signal?: AbortSignal) => callApi(getUserSelection, { signal });

export const userOptionsQueryOptions = (userKey: string) =>
  queryOptions({ queryKey: auditTrailKeys.userOptions(userKey), queryFn: ({ signal }) => fetchUserOptions(signal), staleTime: 5 * 60_000 });

/**
 * The company's users for the audit trail's user filter. The list needs the 'users' menu; a role
 * that can read the trail without it gets no user filter (`forbidden`) rather than an error.
 */
export function useAuditUserOptions() {
  const userKey = useSession().current?.userKey ?? '';
  const query = useQuery(userOptionsQueryOptions(userKey));
  return { options: query.data, isPending: query.isPending, forbidden: query.error instanceof ApiError && query.error.status === 403 };
}
