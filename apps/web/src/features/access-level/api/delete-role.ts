import { deleteRole, getRole } from '@tenaga/contracts/modules/roles.contracts';
import { useContractMutation } from '../../../lib/contract-mutation.ts';

export const useDeleteRole = () =>
  useContractMutation(deleteRole, {
    input: (id: string) => ({ params: { id } }),
    // The deleted role is gone: refetching it (its editor is still open) would only answer 404.
    onSuccess: (_, id, cache) => cache.remove(getRole, { params: { id } }),
  });
