import {
  createIncentiveScheme,
  deleteIncentiveEntry,
  deleteIncentiveScheme,
  saveIncentiveMonth,
  updateIncentiveScheme,
} from '@tenaga/contracts/modules/incentives.contracts';
import type { BodyInputOf } from '@tenaga/contracts/route';
import { useContractMutation } from '../../../lib/contract-mutation.ts';

// What each call changes is declared on its contract: the lists refresh themselves after a change.
export const useCreateIncentiveScheme = () =>
  useContractMutation(createIncentiveScheme, { input: (body: BodyInputOf<typeof createIncentiveScheme>) => ({ body }) });
export const useUpdateIncentiveScheme = () =>
  useContractMutation(updateIncentiveScheme, { input: (body: BodyInputOf<typeof updateIncentiveScheme>) => ({ body }) });
export const useDeleteIncentiveScheme = () => useContractMutation(deleteIncentiveScheme, { input: (id: string) => ({ params: { id } }) });
export const useSaveIncentiveMonth = () =>
  useContractMutation(saveIncentiveMonth, {
    input: ({ id, ...body }: BodyInputOf<typeof saveIncentiveMonth> & { id: string }) => ({ params: { id }, body }),
  });
export const useDeleteIncentiveEntry = () =>
  useContractMutation(deleteIncentiveEntry, { input: (params: { id: string; entryId: string }) => ({ params }) });
