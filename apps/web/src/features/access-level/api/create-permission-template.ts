import { createPermissionTemplate, type BodyInputOf } from '@tenaga/contracts';
import { useContractMutation } from '../../../lib/contract-mutation.ts';

export const useCreatePermissionTemplate = () =>
  useContractMutation(createPermissionTemplate, { input: (body: BodyInputOf<typeof createPermissionTemplate>) => ({ body }) });
