import { decideApprovalRequests } from '@tenaga/contracts/modules/approvals.contracts';
import {
  assignThreshold,
  convertToLeave,
  decideOverwork,
  deleteThreshold,
  deleteThresholdAssignment,
  detectOverwork,
  saveThreshold,
} from '@tenaga/contracts/modules/attendance-overwork.contracts';
import type { BodyInputOf } from '@tenaga/contracts/route';
import { useContractMutation } from '../../../lib/contract-mutation.ts';

// What each call changes is declared on its contract: the lists refresh themselves after a change.
export const useSaveThreshold = () =>
  useContractMutation(saveThreshold, { input: (body: BodyInputOf<typeof saveThreshold>) => ({ body }) });
export const useDeleteThreshold = () => useContractMutation(deleteThreshold, { input: (id: string) => ({ params: { id } }) });
export const useAssignThreshold = () =>
  useContractMutation(assignThreshold, { input: (body: BodyInputOf<typeof assignThreshold>) => ({ body }) });
export const useUnassignThreshold = () => useContractMutation(deleteThresholdAssignment, { input: (id: string) => ({ params: { id } }) });
export const useDetectOverwork = () =>
  useContractMutation(detectOverwork, { input: (body: BodyInputOf<typeof detectOverwork>) => ({ body }) });
export const useDecideOverwork = () =>
  useContractMutation(decideOverwork, { input: (body: BodyInputOf<typeof decideOverwork>) => ({ body }) });
/** Overwork in a workflow is decided as its approval request (the approver must be in its chain). */
export const useDecideApproval = () =>
  useContractMutation(decideApprovalRequests, { input: (body: BodyInputOf<typeof decideApprovalRequests>) => ({ body }) });
export const useConvertToLeave = () =>
  useContractMutation(convertToLeave, { input: (body: BodyInputOf<typeof convertToLeave>) => ({ body }) });
