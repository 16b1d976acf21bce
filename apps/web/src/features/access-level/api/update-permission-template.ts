import { getPermissionTemplate, updatePermissionTemplate } from '@tenaga/contracts/modules/roles.contracts';
import type { BodyInputOf } from '@tenaga/contracts/route';
import { useContractMutation } from '../../../lib/contract-mutation.ts';

export const useUpdatePermissionTemplate = () =>
  useContractMutation(updatePermissionTemplate, {
    input: (body: BodyInputOf<typeof updatePermissionTemplate>) => ({ body }),
    // The answer is the template as saved: its editor shows it without reading it again.
    onSuccess: (saved, _, cache) => cache.set(getPermissionTemplate, { params: { id: saved.id } }, saved),
  });
