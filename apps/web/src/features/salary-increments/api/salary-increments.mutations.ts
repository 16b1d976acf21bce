import {
  applyBulkIncrement,
  createSalaryIncrement,
  deleteSalaryIncrement,
  previewBulkIncrement,
  updateSalaryIncrement,
} from '@tenaga/contracts/modules/salary-increments.contracts';
import type { BodyInputOf } from '@tenaga/contracts/route';
import { useContractMutation } from '../../../lib/contract-mutation.ts';

// What each call changes is declared on its contract: the list refreshes itself after a change.
export const useCreateSalaryIncrement = () =>
  useContractMutation(createSalaryIncrement, { input: (body: BodyInputOf<typeof createSalaryIncrement>) => ({ body }) });
export const useUpdateSalaryIncrement = () =>
  useContractMutation(updateSalaryIncrement, {
    input: ({ incrementId, ...body }: BodyInputOf<typeof updateSalaryIncrement> & { incrementId: string }) => ({
      params: { incrementId },
      body,
    }),
  });
export const useDeleteSalaryIncrement = () =>
  useContractMutation(deleteSalaryIncrement, { input: (incrementId: string) => ({ params: { incrementId } }) });
/** The preview saves nothing (a read sent as a body). */
export const usePreviewBulkIncrement = () =>
  useContractMutation(previewBulkIncrement, { input: (body: BodyInputOf<typeof previewBulkIncrement>) => ({ body }) });
export const useApplyBulkIncrement = () =>
  useContractMutation(applyBulkIncrement, { input: (body: BodyInputOf<typeof applyBulkIncrement>) => ({ body }) });
