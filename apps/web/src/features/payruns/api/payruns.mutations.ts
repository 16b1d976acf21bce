import {
  approvePayrun,
  lockPayrun,
  payPayrun,
  recalculatePayrun,
  startOffCyclePayrun,
  startPayrun,
} from '@tenaga/contracts/modules/payruns.contracts';
import type { BodyInputOf } from '@tenaga/contracts/route';
import { useContractMutation } from '../../../lib/contract-mutation.ts';

// What each call changes is declared on its contract: the run and its lists refresh themselves (a job's when it ends).
export const useStartPayrun = () => useContractMutation(startPayrun, { input: (body: BodyInputOf<typeof startPayrun>) => ({ body }) });
export const useStartOffCyclePayrun = () =>
  useContractMutation(startOffCyclePayrun, { input: (body: BodyInputOf<typeof startOffCyclePayrun>) => ({ body }) });
export const useRecalculatePayrun = () =>
  useContractMutation(recalculatePayrun, {
    input: (run: { id: string; version: number }) => ({ params: { id: run.id }, body: { version: run.version } }),
  });

const stepInput = (run: { id: string; version: number }) => ({ params: { id: run.id }, body: { version: run.version } });
export const useApprovePayrun = () => useContractMutation(approvePayrun, { input: stepInput });
export const usePayPayrun = () => useContractMutation(payPayrun, { input: stepInput });
export const useLockPayrun = () => useContractMutation(lockPayrun, { input: stepInput });
