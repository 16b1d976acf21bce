import { createBankLayout, deleteBankLayout, updateBankLayout } from '@tenaga/contracts/modules/bank-transfers.contracts';
import type { BodyInputOf } from '@tenaga/contracts/route';
import { useContractMutation } from '../../../lib/contract-mutation.ts';

// What each call changes is declared on its contract: the lists refresh themselves after a change.
export const useCreateBankLayout = () =>
  useContractMutation(createBankLayout, { input: (body: BodyInputOf<typeof createBankLayout>) => ({ body }) });
export const useUpdateBankLayout = () =>
  useContractMutation(updateBankLayout, { input: (body: BodyInputOf<typeof updateBankLayout>) => ({ body }) });
export const useDeleteBankLayout = () => useContractMutation(deleteBankLayout, { input: (id: string) => ({ params: { id } }) });
