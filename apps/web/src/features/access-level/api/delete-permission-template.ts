import { useMutation, useQueryClient } from '@tanstack/react-query';
import { deletePermissionTemplate } from '@tenaga/contracts';
import { callApi } from '../../../lib/api-client.ts';
import { useSession } from '../../../lib/session-store.ts';
import { accessLevelKeys } from './access-level.keys.ts';
import { useInvalidateTemplates } from './invalidate-templates.ts';

export const removePermissionTemplate = (id: string) => callApi(deletePermissionTemplate, { params: { id } });

export function useDeletePermissionTemplate() {
  const queryClient = useQueryClient();
  const userKey = useSession().current?.userKey ?? '';
  const invalidate = useInvalidateTemplates();
  return useMutation({
    mutationFn: removePermissionTemplate,
    // The deleted template is gone: refetching it (its editor may be open) would only answer 404.
    onSuccess: (_, id) => {
      queryClient.removeQueries({ queryKey: accessLevelKeys.template(userKey, id) });
      return invalidate();
    },
  });
}
