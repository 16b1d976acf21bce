import { useMutation } from '@tanstack/react-query';
import { updatePermissionTemplate, type BodyInputOf, type PermissionTemplate } from '@tenaga/contracts';
import { callApi } from '../../../lib/api-client.ts';
import { useInvalidateTemplates } from './invalidate-templates.ts';

export const putPermissionTemplate = (body: BodyInputOf<typeof updatePermissionTemplate>): Promise<PermissionTemplate> =>
  callApi(updatePermissionTemplate, { body });

export function useUpdatePermissionTemplate() {
  const invalidate = useInvalidateTemplates();
  return useMutation({ mutationFn: putPermissionTemplate, onSuccess: invalidate });
}
