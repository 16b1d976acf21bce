import { createLoan, deleteLoan, pauseLoan, recordLoanRepayment, resumeLoan, settleLoan } from '@tenaga/contracts/modules/loans.contracts';
import type { BodyInputOf } from '@tenaga/contracts/route';
import { useContractMutation } from '../../../lib/contract-mutation.ts';

// What each call changes is declared on its contract: the list and the open loan refresh themselves.
export const useCreateLoan = () => useContractMutation(createLoan, { input: (body: BodyInputOf<typeof createLoan>) => ({ body }) });
export const useDeleteLoan = () => useContractMutation(deleteLoan, { input: (id: string) => ({ params: { id } }) });
export const useRepayLoan = () =>
  useContractMutation(recordLoanRepayment, {
    input: ({ id, ...body }: BodyInputOf<typeof recordLoanRepayment> & { id: string }) => ({ params: { id }, body }),
  });
export const useSettleLoan = () =>
  useContractMutation(settleLoan, {
    input: ({ id, ...body }: BodyInputOf<typeof settleLoan> & { id: string }) => ({ params: { id }, body }),
  });
export const usePauseLoan = () =>
  useContractMutation(pauseLoan, {
    input: ({ id, ...body }: BodyInputOf<typeof pauseLoan> & { id: string }) => ({ params: { id }, body }),
  });
export const useResumeLoan = () =>
  useContractMutation(resumeLoan, {
    input: ({ id, ...body }: BodyInputOf<typeof resumeLoan> & { id: string }) => ({ params: { id }, body }),
  });
