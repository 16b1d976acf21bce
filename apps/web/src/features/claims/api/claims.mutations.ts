import { createClaim, deleteClaim, updateClaim } from '@tenaga/contracts/modules/claims.contracts';
import type { BodyInputOf } from '@tenaga/contracts/route';
import { useContractMutation } from '../../../lib/contract-mutation.ts';

// What each call changes is declared on its contract: the list refreshes itself after a change.
export const useCreateClaim = () => useContractMutation(createClaim, { input: (body: BodyInputOf<typeof createClaim>) => ({ body }) });
export const useUpdateClaim = () => useContractMutation(updateClaim, { input: (body: BodyInputOf<typeof updateClaim>) => ({ body }) });
export const useDeleteClaim = () => useContractMutation(deleteClaim, { input: (id: string) => ({ params: { id } }) });
