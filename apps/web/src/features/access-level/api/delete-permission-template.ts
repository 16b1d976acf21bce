import { deletePermissionTemplate, getPermissionTemplate } from '@tenaga/contracts/modules/roles.contracts';
import { useContractMutation } from '../../../lib/contract-mutation.ts';

export const useDeletePermissionTemplate = () =>
  useContractMutation(deletePermissionTemplate, {
    input: (id: string) => ({ params: { id } }),
    // The deleted template is gone: refetching it (its editor may be open) would only answer 404.
    onSuccess: (_, id, cache) => cache.remove(getPermissionTemplate, { params: { id } }),
  });
