import {
  assignPaymentFormula,
  createPaymentFormula,
  createPaymentRate,
  deleteFormulaAssignment,
  deletePaymentFormula,
  deletePaymentRate,
  restorePaymentFormulaVersion,
  updatePaymentFormula,
  updatePaymentRate,
} from '@tenaga/contracts/modules/payment-formulas.contracts';
import type { BodyInputOf } from '@tenaga/contracts/route';
import { useContractMutation } from '../../../lib/contract-mutation.ts';

// What each call changes is declared on its contract: the lists refresh themselves after a change.
export const useCreatePaymentFormula = () =>
  useContractMutation(createPaymentFormula, { input: (body: BodyInputOf<typeof createPaymentFormula>) => ({ body }) });
export const useUpdatePaymentFormula = () =>
  useContractMutation(updatePaymentFormula, { input: (body: BodyInputOf<typeof updatePaymentFormula>) => ({ body }) });
export const useRestoreFormulaVersion = () =>
  useContractMutation(restorePaymentFormulaVersion, { input: (body: BodyInputOf<typeof restorePaymentFormulaVersion>) => ({ body }) });
export const useDeletePaymentFormula = () => useContractMutation(deletePaymentFormula, { input: (id: string) => ({ params: { id } }) });

export const useAssignPaymentFormula = () =>
  useContractMutation(assignPaymentFormula, { input: (body: BodyInputOf<typeof assignPaymentFormula>) => ({ body }) });
export const useDeleteFormulaAssignment = () =>
  useContractMutation(deleteFormulaAssignment, { input: (id: string) => ({ params: { id } }) });

export const useCreatePaymentRate = () =>
  useContractMutation(createPaymentRate, { input: (body: BodyInputOf<typeof createPaymentRate>) => ({ body }) });
export const useUpdatePaymentRate = () =>
  useContractMutation(updatePaymentRate, { input: (body: BodyInputOf<typeof updatePaymentRate>) => ({ body }) });
export const useDeletePaymentRate = () => useContractMutation(deletePaymentRate, { input: (id: string) => ({ params: { id } }) });
