import { createOverwork, deleteOverwork, updateOverwork } from '@tenaga/contracts/modules/attendance-overwork.contracts';
import type { BodyInputOf } from '@tenaga/contracts/route';
import { useContractMutation } from '../../../lib/contract-mutation.ts';

// What each call changes is declared on its contract: the list refreshes itself after a change.
export const useCreateOverwork = () =>
  useContractMutation(createOverwork, { input: (body: BodyInputOf<typeof createOverwork>) => ({ body }) });
export const useUpdateOverwork = () =>
  useContractMutation(updateOverwork, { input: (body: BodyInputOf<typeof updateOverwork>) => ({ body }) });
export const useDeleteOverwork = () => useContractMutation(deleteOverwork, { input: (id: string) => ({ params: { id } }) });
