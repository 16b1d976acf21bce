import { createLeaveAdjustment, encashLeave } from '@tenaga/contracts/modules/time-off-ledger.contracts';
import type { BodyInputOf } from '@tenaga/contracts/route';
import { useContractMutation } from '../../../lib/contract-mutation.ts';

export const useCreateLeaveAdjustment = () =>
  useContractMutation(createLeaveAdjustment, {
    input: ({ employeeId, ...body }: BodyInputOf<typeof createLeaveAdjustment> & { employeeId: string }) => ({
      params: { id: employeeId },
      body,
    }),
  });

export const useEncashLeave = () =>
  useContractMutation(encashLeave, {
    input: ({ employeeId, ...body }: BodyInputOf<typeof encashLeave> & { employeeId: string }) => ({ params: { id: employeeId }, body }),
  });
