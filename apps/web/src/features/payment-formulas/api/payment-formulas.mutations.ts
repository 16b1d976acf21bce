import { createPaymentFormula, deletePaymentFormula, updatePaymentFormula } from '@tenaga/contracts/modules/payment-formulas.contracts';
import type { BodyInputOf } from '@tenaga/contracts/route';
import { useContractMutation } from '../../../lib/contract-mutation.ts';

// What each call changes is declared on its contract: the list refreshes itself after a change.
export const useCreatePaymentFormula = () =>
  useContractMutation(createPaymentFormula, { input: (body: BodyInputOf<typeof createPaymentFormula>) => ({ body }) });
export const useUpdatePaymentFormula = () =>
  useContractMutation(updatePaymentFormula, { input: (body: BodyInputOf<typeof updatePaymentFormula>) => ({ body }) });
export const useDeletePaymentFormula = () => useContractMutation(deletePaymentFormula, { input: (id: string) => ({ params: { id } }) });
