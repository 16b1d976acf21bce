import { getRole, updateRole } from '@tenaga/contracts/modules/roles.contracts';
import type { BodyInputOf } from '@tenaga/contracts/route';
import { callApi } from '../../../lib/api-client.ts';
import { useContractMutation } from '../../../lib/contract-mutation.ts';

type UpdateRoleBody = BodyInputOf<typeof updateRole>;

/** Only the fields that changed, with the version they were changed from (a stale one answers 409). */
export const putRole = (body: UpdateRoleBody) => callApi(updateRole, { body });

export const useUpdateRole = () =>
  useContractMutation(updateRole, {
    input: (body: UpdateRoleBody) => ({ body }),
    // The answer is the role as saved: its editor shows it without reading it again.
    onSuccess: (saved, _, cache) => cache.set(getRole, { params: { id: saved.id } }, saved),
  });
