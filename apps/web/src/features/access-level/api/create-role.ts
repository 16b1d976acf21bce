import { createRole } from '@tenaga/contracts/modules/roles.contracts';
import type { BodyInputOf } from '@tenaga/contracts/route';
import { useContractMutation } from '../../../lib/contract-mutation.ts';

export const useCreateRole = () => useContractMutation(createRole, { input: (body: BodyInputOf<typeof createRole>) => ({ body }) });
