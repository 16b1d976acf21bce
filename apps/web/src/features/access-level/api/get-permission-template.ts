import { getPermissionTemplate } from '@tenaga/contracts/modules/roles.contracts';
import { useContractQuery } from '../../../lib/contract-query.ts';

export function usePermissionTemplate(id: string | undefined) {
  // Open in an editor: coming back to the tab must not replace what is being typed; a stale save
  // is caught by its version instead.
  return useContractQuery(getPermissionTemplate, { params: { id: id ?? '' } }, { enabled: id !== undefined, refetchOnWindowFocus: false });
}
