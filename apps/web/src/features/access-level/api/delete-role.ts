import { useMutation } from '@tanstack/react-query';
import { deleteRole } from '@tenaga/contracts';
import { callApi } from '../../../lib/api-client.ts';
import { useInvalidateRoles } from './invalidate-roles.ts';

export const removeRole = (id: string) => callApi(deleteRole, { params: { id } });

export function useDeleteRole() {
  const invalidate = useInvalidateRoles();
  return useMutation({ mutationFn: removeRole, onSuccess: invalidate });
}
