import { createRole, type BodyInputOf } from '@tenaga/contracts';
import { useContractMutation } from '../../../lib/contract-mutation.ts';

export const useCreateRole = () => useContractMutation(createRole, { input: (body: BodyInputOf<typeof createRole>) => ({ body }) });
