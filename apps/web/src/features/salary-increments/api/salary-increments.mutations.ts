import { createSalaryIncrement, deleteSalaryIncrement, updateSalaryIncrement } from '@tenaga/contracts/modules/salary-increments.contracts';
import type { BodyInputOf } from '@tenaga/contracts/route';
import { useContractMutation } from '../../../lib/contract-mutation.ts';

// What each call changes is declared on its contract: the list refreshes itself after a change.
export const useCreateSalaryIncrement = () =>
  useContractMutation(createSalaryIncrement, { input: (body: BodyInputOf<typeof createSalaryIncrement>) => ({ body }) });
export const useUpdateSalaryIncrement = () =>
  useContractMutation(updateSalaryIncrement, { input: (body: BodyInputOf<typeof updateSalaryIncrement>) => ({ body }) });
export const useDeleteSalaryIncrement = () => useContractMutation(deleteSalaryIncrement, { input: (id: string) => ({ params: { id } }) });
