import { useMutation } from '@tanstack/react-query';
import { createRole, type BodyInputOf, type Role } from '@tenaga/contracts';
import { callApi } from '../../../lib/api-client.ts';
import { useInvalidateRoles } from './invalidate-roles.ts';

export const postRole = (body: BodyInputOf<typeof createRole>): Promise<Role> => callApi(createRole, { body });

export function useCreateRole() {
  const invalidate = useInvalidateRoles();
  return useMutation({ mutationFn: postRole, onSuccess: invalidate });
}
