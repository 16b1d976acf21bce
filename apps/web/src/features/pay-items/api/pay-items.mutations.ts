import {
  assignPayItems,
  cancelPayItemRequest,
  createPayItemCategory,
  createPayItemPolicy,
  createPayItemProfile,
  deletePayItemAssignment,
  deletePayItemCategory,
  deletePayItemPolicy,
  deletePayItemProfile,
  unassignPayItem,
  updatePayItemCategory,
  updatePayItemPolicy,
  updatePayItemProfile,
  updatePayItemRequest,
  requestPayItem,
  uploadPayItemRequestAttachment,
} from '@tenaga/contracts/modules/pay-items.contracts';
import type { BodyInputOf } from '@tenaga/contracts/route';
import { useContractMutation } from '../../../lib/contract-mutation.ts';

// What each call changes is declared on its contract: the lists refresh themselves after a change.
const byId = (id: string) => ({ params: { id } });

export const useCreateCategory = () =>
  useContractMutation(createPayItemCategory, { input: (body: BodyInputOf<typeof createPayItemCategory>) => ({ body }) });
export const useUpdateCategory = () =>
  useContractMutation(updatePayItemCategory, { input: (body: BodyInputOf<typeof updatePayItemCategory>) => ({ body }) });
export const useDeleteCategory = () => useContractMutation(deletePayItemCategory, { input: byId });
export const useCreatePolicy = () =>
  useContractMutation(createPayItemPolicy, { input: (body: BodyInputOf<typeof createPayItemPolicy>) => ({ body }) });
export const useUpdatePolicy = () =>
  useContractMutation(updatePayItemPolicy, { input: (body: BodyInputOf<typeof updatePayItemPolicy>) => ({ body }) });
export const useDeletePolicy = () => useContractMutation(deletePayItemPolicy, { input: byId });
export const useCreateProfile = () =>
  useContractMutation(createPayItemProfile, { input: (body: BodyInputOf<typeof createPayItemProfile>) => ({ body }) });
export const useUpdateProfile = () =>
  useContractMutation(updatePayItemProfile, { input: (body: BodyInputOf<typeof updatePayItemProfile>) => ({ body }) });
export const useDeleteProfile = () => useContractMutation(deletePayItemProfile, { input: byId });
export const useAssignPayItems = () =>
  useContractMutation(assignPayItems, { input: (body: BodyInputOf<typeof assignPayItems>) => ({ body }) });
export const useUnassignPayItem = () =>
  useContractMutation(unassignPayItem, { input: (body: BodyInputOf<typeof unassignPayItem>) => ({ body }) });
export const useDeleteAssignment = () => useContractMutation(deletePayItemAssignment, { input: byId });
export const useRequestPayItem = () =>
  useContractMutation(requestPayItem, { input: (body: BodyInputOf<typeof requestPayItem>) => ({ body }) });
export const useUpdatePayItemRequest = () =>
  useContractMutation(updatePayItemRequest, { input: (body: BodyInputOf<typeof updatePayItemRequest>) => ({ body }) });
export const useCancelPayItemRequest = () =>
  useContractMutation(cancelPayItemRequest, {
    input: (request: { id: string; version: number }) => ({ params: { id: request.id }, body: { version: request.version } }),
  });
export const useUploadRequestAttachment = () =>
  useContractMutation(uploadPayItemRequestAttachment, {
    input: (body: BodyInputOf<typeof uploadPayItemRequestAttachment>) => ({ body }),
  });
