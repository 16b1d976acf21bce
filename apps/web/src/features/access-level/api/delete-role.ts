import { useMutation, useQueryClient } from '@tanstack/react-query';
import { deleteRole } from '@tenaga/contracts';
import { callApi } from '../../../lib/api-client.ts';
import { useSession } from '../../../lib/session-store.ts';
import { accessLevelKeys } from './access-level.keys.ts';
import { useInvalidateRoles } from './invalidate-roles.ts';

export const removeRole = (id: string) => callApi(deleteRole, { params: { id } });

export function useDeleteRole() {
  const queryClient = useQueryClient();
  const userKey = useSession().current?.userKey ?? '';
  const invalidate = useInvalidateRoles();
  return useMutation({
    mutationFn: removeRole,
    // The deleted role is gone: refetching it (its editor is still open) would only answer 404.
    onSuccess: (_, id) => {
      queryClient.removeQueries({ queryKey: accessLevelKeys.role(userKey, id) });
      return invalidate();
    },
  });
}
