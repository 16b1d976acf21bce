import { useMutation } from '@tanstack/react-query';
import { createPermissionTemplate, type BodyInputOf, type PermissionTemplate } from '@tenaga/contracts';
import { callApi } from '../../../lib/api-client.ts';
import { useInvalidateTemplates } from './invalidate-templates.ts';

export const postPermissionTemplate = (body: BodyInputOf<typeof createPermissionTemplate>): Promise<PermissionTemplate> =>
  callApi(createPermissionTemplate, { body });

export function useCreatePermissionTemplate() {
  const invalidate = useInvalidateTemplates();
  return useMutation({ mutationFn: postPermissionTemplate, onSuccess: invalidate });
}
