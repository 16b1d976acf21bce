import {
  assignInsurancePolicy,
  createInsurancePolicy,
  deleteInsuranceAssignment,
  deleteInsurancePolicy,
  updateInsuranceAssignment,
  updateInsurancePolicy,
} from '@tenaga/contracts/modules/insurance-policies.contracts';
import type { BodyInputOf } from '@tenaga/contracts/route';
import { useContractMutation } from '../../../lib/contract-mutation.ts';

// What each call changes is declared on its contract: the lists and the preview refresh themselves.
export const useCreateInsurancePolicy = () =>
  useContractMutation(createInsurancePolicy, { input: (body: BodyInputOf<typeof createInsurancePolicy>) => ({ body }) });
export const useUpdateInsurancePolicy = () =>
  useContractMutation(updateInsurancePolicy, {
    input: ({ id, ...body }: BodyInputOf<typeof updateInsurancePolicy> & { id: string }) => ({ params: { id }, body }),
  });
export const useDeleteInsurancePolicy = () => useContractMutation(deleteInsurancePolicy, { input: (id: string) => ({ params: { id } }) });

export const useAssignInsurancePolicy = () =>
  useContractMutation(assignInsurancePolicy, { input: (body: BodyInputOf<typeof assignInsurancePolicy>) => ({ body }) });
export const useUpdateInsuranceAssignment = () =>
  useContractMutation(updateInsuranceAssignment, {
    input: ({ id, ...body }: BodyInputOf<typeof updateInsuranceAssignment> & { id: string }) => ({ params: { id }, body }),
  });
export const useDeleteInsuranceAssignment = () =>
  useContractMutation(deleteInsuranceAssignment, { input: (id: string) => ({ params: { id } }) });
