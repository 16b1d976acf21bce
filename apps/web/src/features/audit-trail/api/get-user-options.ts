import { getUserSelection } from '@tenaga/contracts/modules/users.contracts';
import { ApiError } from '../../../lib/api-client.ts';
import { useContractQuery } from '../../../lib/contract-query.ts';

/**
 * The company's users for the audit trail's user filter. The list needs the 'users' menu; a role
 * that can read the trail without it gets no user filter (`forbidden`) rather than an error.
 */
export function useAuditUserOptions() {
  const query = useContractQuery(getUserSelection, undefined, { staleTime: 5 * 60_000 });
  return { options: query.data, isPending: query.isPending, forbidden: query.error instanceof ApiError && query.error.status === 403 };
}
