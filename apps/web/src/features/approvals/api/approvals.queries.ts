import {
  createDelegation,
  createWorkflow,
  decideApprovalRequests,
  deleteDelegation,
  deleteWorkflow,
  saveAssignments,
  updateWorkflow,
} from '@tenaga/contracts/modules/approvals.contracts';
import type { BodyInputOf } from '@tenaga/contracts/route';
import { useContractMutation } from '../../../lib/contract-mutation.ts';

export const useDecide = () =>
  useContractMutation(decideApprovalRequests, { input: (body: BodyInputOf<typeof decideApprovalRequests>) => ({ body }) });
export const useCreateWorkflow = () =>
  useContractMutation(createWorkflow, { input: (body: BodyInputOf<typeof createWorkflow>) => ({ body }) });
export const useUpdateWorkflow = () =>
  useContractMutation(updateWorkflow, { input: (body: BodyInputOf<typeof updateWorkflow>) => ({ body }) });
export const useDeleteWorkflow = () => useContractMutation(deleteWorkflow, { input: (id: string) => ({ params: { id } }) });
export const useSaveAssignments = () =>
  useContractMutation(saveAssignments, { input: (body: BodyInputOf<typeof saveAssignments>) => ({ body }) });
export const useCreateDelegation = () =>
  useContractMutation(createDelegation, { input: (body: BodyInputOf<typeof createDelegation>) => ({ body }) });
export const useDeleteDelegation = () => useContractMutation(deleteDelegation, { input: (id: string) => ({ params: { id } }) });
