import {
  assignLeaveProfile,
  cancelLeaveRequest,
  createLeaveCategory,
  createLeavePolicy,
  createLeaveProfile,
  createLeaveRequest,
  deleteLeaveAssignment,
  deleteLeaveCategory,
  deleteLeavePolicy,
  deleteLeavePolicyVersion,
  deleteLeaveProfile,
  updateLeaveCategory,
  updateLeavePolicy,
  updateLeaveProfile,
} from '@tenaga/contracts/modules/time-off.contracts';
import { overrideLeaveRequest } from '@tenaga/contracts/modules/time-off-requests-extra.contracts';
import type { BodyInputOf } from '@tenaga/contracts/route';
import { useContractMutation } from '../../../lib/contract-mutation.ts';

// What each call changes is declared on its contract: the lists refresh themselves after a change.
const byId = (id: string) => ({ params: { id } });

export const useCreateLeaveCategory = () =>
  useContractMutation(createLeaveCategory, { input: (body: BodyInputOf<typeof createLeaveCategory>) => ({ body }) });
export const useUpdateLeaveCategory = () =>
  useContractMutation(updateLeaveCategory, { input: (body: BodyInputOf<typeof updateLeaveCategory>) => ({ body }) });
export const useDeleteLeaveCategory = () => useContractMutation(deleteLeaveCategory, { input: byId });

export const useCreateLeavePolicy = () =>
  useContractMutation(createLeavePolicy, { input: (body: BodyInputOf<typeof createLeavePolicy>) => ({ body }) });
export const useUpdateLeavePolicy = () =>
  useContractMutation(updateLeavePolicy, { input: (body: BodyInputOf<typeof updateLeavePolicy>) => ({ body }) });
export const useDeleteLeavePolicy = () => useContractMutation(deleteLeavePolicy, { input: byId });
export const useDeleteLeavePolicyVersion = () =>
  useContractMutation(deleteLeavePolicyVersion, { input: (params: { id: string; effectiveFrom: string }) => ({ params }) });

export const useCreateLeaveProfile = () =>
  useContractMutation(createLeaveProfile, { input: (body: BodyInputOf<typeof createLeaveProfile>) => ({ body }) });
export const useUpdateLeaveProfile = () =>
  useContractMutation(updateLeaveProfile, { input: (body: BodyInputOf<typeof updateLeaveProfile>) => ({ body }) });
export const useDeleteLeaveProfile = () => useContractMutation(deleteLeaveProfile, { input: byId });

export const useAssignLeaveProfile = () =>
  useContractMutation(assignLeaveProfile, { input: (body: BodyInputOf<typeof assignLeaveProfile>) => ({ body }) });
export const useDeleteLeaveAssignment = () => useContractMutation(deleteLeaveAssignment, { input: byId });

export const useCreateLeaveRequest = () =>
  useContractMutation(createLeaveRequest, { input: (body: BodyInputOf<typeof createLeaveRequest>) => ({ body }) });
export const useCancelLeaveRequest = () => useContractMutation(cancelLeaveRequest, { input: byId });

export const useOverrideLeaveRequest = () =>
  useContractMutation(overrideLeaveRequest, { input: (body: BodyInputOf<typeof overrideLeaveRequest>) => ({ body }) });
