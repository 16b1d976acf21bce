import { useMutation } from '@tanstack/react-query';
import { deletePermissionTemplate } from '@tenaga/contracts';
import { callApi } from '../../../lib/api-client.ts';
import { useInvalidateTemplates } from './invalidate-templates.ts';

export const removePermissionTemplate = (id: string) => callApi(deletePermissionTemplate, { params: { id } });

export function useDeletePermissionTemplate() {
  const invalidate = useInvalidateTemplates();
  return useMutation({ mutationFn: removePermissionTemplate, onSuccess: invalidate });
}
