import { useMutation } from '@tanstack/react-query';
import { updateRole, type BodyInputOf, type Role } from '@tenaga/contracts';
import { callApi } from '../../../lib/api-client.ts';
import { useInvalidateRoles } from './invalidate-roles.ts';

/** Only the fields that changed, with the version they were changed from (a stale one answers 409). */
export const putRole = (body: BodyInputOf<typeof updateRole>): Promise<Role> => callApi(updateRole, { body });

export function useUpdateRole() {
  const invalidate = useInvalidateRoles();
  return useMutation({ mutationFn: putRole, onSuccess: invalidate });
}
