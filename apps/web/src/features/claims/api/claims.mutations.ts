import { decideApprovalRequests } from '@tenaga/contracts/modules/approvals.contracts';
import {
  cancelClaim,
  createClaim,
  createClaimType,
  deleteClaimType,
  updateClaimType,
  uploadClaimReceipt,
} from '@tenaga/contracts/modules/claims.contracts';
import type { BodyInputOf } from '@tenaga/contracts/route';
import { useContractMutation } from '../../../lib/contract-mutation.ts';

// What each call changes is declared on its contract: the lists refresh themselves after a change.
export const useCreateClaimType = () =>
  useContractMutation(createClaimType, { input: (body: BodyInputOf<typeof createClaimType>) => ({ body }) });
export const useUpdateClaimType = () =>
  useContractMutation(updateClaimType, { input: (body: BodyInputOf<typeof updateClaimType>) => ({ body }) });
export const useDeleteClaimType = () => useContractMutation(deleteClaimType, { input: (id: string) => ({ params: { id } }) });
export const useCreateClaim = () => useContractMutation(createClaim, { input: (body: BodyInputOf<typeof createClaim>) => ({ body }) });
export const useCancelClaim = () =>
  useContractMutation(cancelClaim, {
    input: (claim: { id: string; version: number }) => ({ params: { id: claim.id }, body: { version: claim.version } }),
  });
export const useUploadClaimReceipt = () =>
  useContractMutation(uploadClaimReceipt, { input: (body: BodyInputOf<typeof uploadClaimReceipt>) => ({ body }) });
/** A claim is approved or rejected through its approval request (the approval workflow decides it). */
export const useDecideClaims = () =>
  useContractMutation(decideApprovalRequests, { input: (body: BodyInputOf<typeof decideApprovalRequests>) => ({ body }) });
