import { createPermissionTemplate } from '@tenaga/contracts/modules/roles.contracts';
import type { BodyInputOf } from '@tenaga/contracts/route';
import { useContractMutation } from '../../../lib/contract-mutation.ts';

export const useCreatePermissionTemplate = () =>
  useContractMutation(createPermissionTemplate, { input: (body: BodyInputOf<typeof createPermissionTemplate>) => ({ body }) });
